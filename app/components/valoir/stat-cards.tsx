import type { MeshStatus } from "./types";

const number = new Intl.NumberFormat("en-US");

/** Spec §2.14: Total Nodes, Active Nodes, Total Events, Recent Activity. */
export function StatCards({ status }: { status: MeshStatus }) {
  const cards = [
    { label: "Total Nodes", value: status.totalNodes, note: status.pendingNodes ? `${status.pendingNodes} awaiting approval` : "in the mesh", accent: "text-solace" },
    { label: "Active Nodes", value: status.activeNodes, note: "heartbeat in the last 3 minutes", accent: "text-[#3ecf8e]" },
    { label: "Total Events", value: status.totalEvents, note: "recorded by the mesh", accent: "text-manus" },
    { label: "Recent Activity", value: status.recentEvents, note: "events in the last hour", accent: "text-ignith" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Mesh statistics">
      {cards.map((c) => (
        <div key={c.label} className="card p-4" data-stat={c.label}>
          <dt className="text-sm text-mesh-muted">{c.label}</dt>
          <dd className={`mt-1 text-3xl font-bold tabular-nums ${c.accent}`}>{number.format(c.value)}</dd>
          <dd className="mt-1 text-xs text-mesh-muted">{c.note}</dd>
        </div>
      ))}
    </dl>
  );
}
