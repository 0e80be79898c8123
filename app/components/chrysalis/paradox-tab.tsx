import { createParadox, HEATMAP_SLOTS, heatLevel, PARADOX_TICK_MS, SEVERITY_WEIGHTS, tickParadox, type ParadoxState, type Rng } from "~/lib/chrysalis";
import { cx } from "../ui/card";
import { SnapshotNote } from "./snapshot-note";
import { useSimulation } from "./use-simulation";

const LEVEL_CLASSES = ["bg-mesh-bg text-mesh-muted", "bg-solace-soft", "bg-manus-soft", "bg-[#6b3a12]", "bg-ignith text-mesh-bg"];

const tickNow = (state: ParadoxState, rng: Rng) => tickParadox(state, rng, new Date().getHours());

/** Paradox: probe detections on a 24-hour heatmap (3 s ticks), severities weighted 0.3/0.6/0.85/1. */
export function ParadoxTab() {
  const state = useSimulation(createParadox, tickNow, PARADOX_TICK_MS);
  const maxHeat = Math.max(0, ...state.slots.map((s) => s.heat));
  const total = state.slots.reduce((n, s) => n + s.probes, 0);
  return (
    <div className="space-y-4">
      <SnapshotNote what="probe heatmap" every={PARADOX_TICK_MS} />
      <p className="text-sm text-mesh-muted">
        <span className="font-semibold text-mesh-text tabular-nums">{total}</span> probe detections over {HEATMAP_SLOTS} hours. Heat per hour is the sum of the severity weights.
      </p>
      <ol className="grid grid-cols-6 gap-1 sm:grid-cols-12" aria-label="Probe heatmap by hour" data-heatmap>
        {state.slots.map((s) => (
          <li
            key={s.hour}
            className={cx("rounded-md p-1.5 text-center text-xs", LEVEL_CLASSES[heatLevel(s.heat, maxHeat)])}
            title={`${String(s.hour).padStart(2, "0")}:00 · ${s.probes} probes · heat ${s.heat.toFixed(2)}`}
            data-hour={s.hour}
          >
            <span className="block font-mono">{String(s.hour).padStart(2, "0")}h</span>
            <span className="block font-semibold tabular-nums">{s.probes}</span>
          </li>
        ))}
      </ol>
      <dl className="flex flex-wrap gap-2 text-xs" aria-label="Severity weights">
        {Object.entries(SEVERITY_WEIGHTS).map(([severity, weight]) => (
          <div key={severity} className="badge gap-1" data-severity={severity}>
            <dt>{severity}</dt>
            <dd className="tabular-nums">{weight}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="probes-heading" className="card">
        <h3 id="probes-heading" className="font-semibold">
          Latest detections
        </h3>
        <ul className="mt-2 divide-y divide-mesh-line text-sm">
          {state.recent.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5" data-probe={p.id}>
              <span>
                <span className="font-mono text-xs text-mesh-muted">{String(p.hour).padStart(2, "0")}h</span> {p.probeType.replace(/_/g, " ")}
                {p.veiled ? <span className="badge ml-2">veiled</span> : null}
              </span>
              <span className="text-xs text-mesh-muted">
                {p.severity} · recursion energy {p.recursionEnergy.toFixed(2)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
