import type { DriftAlert } from "./types";

/**
 * Spec: 'N version drift alert(s) detected', then one line per drifting node. Each line names the
 * node whole (its name and type; the id in the title), never an id cut after 8 characters: three
 * seeded ids all began "node-", which printed as the same truncated line three times (issue 31).
 */
export function DriftAlerts({ alerts }: { alerts: DriftAlert[] | null }) {
  if (alerts === null) return <p className="card mt-6 text-sm text-mesh-muted" role="status">Drift alerts could not be loaded.</p>;
  if (alerts.length === 0) {
    return (
      <p className="card mt-6 text-sm text-[#3ecf8e]" role="status" data-drift-alerts="0">
        No version drift detected: every node runs the version it should.
      </p>
    );
  }
  return (
    <section role="alert" aria-labelledby="drift-heading" className="card mt-6 border-manus/60" data-drift-alerts={alerts.length}>
      <h2 id="drift-heading" className="font-semibold text-manus">
        {alerts.length} version drift alert(s) detected
      </h2>
      <ul className="mt-2 space-y-1 text-sm" aria-label="Drift alerts">
        {alerts.map((a) => (
          <li key={a.id} className="break-words" title={a.nodeId} data-drift-node={a.nodeId}>
            {a.nodeName} ({a.nodeType}) runs <span className="font-mono">v{a.detectedVersion}</span>, expected <span className="font-mono">v{a.expectedVersion}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
