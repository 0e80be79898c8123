import { StatGrid } from "../shared/stat-grid";
import type { MeshStatus } from "./types";

const number = new Intl.NumberFormat("en-US");

/** Spec §2.14: Total Nodes, Active Nodes, Total Events, Recent Activity. */
export function StatCards({ status }: { status: MeshStatus }) {
  const stats = [
    { label: "Total Nodes", value: number.format(status.totalNodes), note: status.pendingNodes ? `${status.pendingNodes} awaiting approval` : "in the mesh", accent: "text-solace" },
    { label: "Active Nodes", value: number.format(status.activeNodes), note: "heartbeat in the last 3 minutes", accent: "text-[#3ecf8e]" },
    { label: "Total Events", value: number.format(status.totalEvents), note: "recorded by the mesh", accent: "text-manus" },
    { label: "Recent Activity", value: number.format(status.recentEvents), note: "events in the last hour", accent: "text-ignith" },
  ];
  return <StatGrid label="Mesh statistics" stats={stats} />;
}
