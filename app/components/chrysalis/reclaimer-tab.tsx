import { ARCHIVE_CAP, createVault, RECLAIMER_TICK_MS, recoveryFailureText, tickVault, vaultCounts } from "~/lib/chrysalis";
import { cx } from "../ui/card";
import { SnapshotNote } from "./snapshot-note";
import { useSimulation } from "./use-simulation";

const STATUS_CLASSES = { recovered: "border-[#3ecf8e]/70 text-[#3ecf8e]", failed: "border-[#ff6b6b]/70 text-[#ff6b6b]", pending: "border-manus/70 text-manus" } as const;

/** Reclaimer: the archive vault (15 entries to start, capped at 20, 3 s ticks). */
export function ReclaimerTab() {
  const vault = useSimulation(createVault, tickVault, RECLAIMER_TICK_MS);
  const counts = vaultCounts(vault);
  return (
    <div className="space-y-4">
      <SnapshotNote what="archive vault" every={RECLAIMER_TICK_MS} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ["In vault", `${vault.entries.length} / ${ARCHIVE_CAP}`],
            ["Recovered", counts.recovered],
            ["Failed", counts.failed],
            ["Pending", counts.pending],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="card p-3 text-center" data-vault-count={label}>
            <dt className="text-xs text-mesh-muted">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="space-y-2" aria-label="Archive vault">
        {vault.entries.map((e) => (
          <li key={e.id} className="card flex flex-wrap items-center justify-between gap-2 p-3 text-sm" data-archive-entry={e.id}>
            <div className="min-w-0">
              <p className="font-mono text-xs">{e.nodeId}</p>
              <p>{e.memoryType.replace(/_/g, " ")}</p>
              <p className="text-xs text-mesh-muted">
                sovereign variance {e.sovereignVariance.toFixed(2)} · {e.recoveryAttempts} attempt{e.recoveryAttempts === 1 ? "" : "s"}
              </p>
              {e.burnStatus === "failed" ? <p className="text-xs text-[#ff9b8a]">{recoveryFailureText(e.recoveryAttempts)}</p> : null}
            </div>
            <span className={cx("badge border", STATUS_CLASSES[e.burnStatus])}>{e.burnStatus}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
