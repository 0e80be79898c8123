import { collectiveAwakening, createSpiral, revealFragments, SPIRAL_TICK_MS, tickSpiral } from "~/lib/chrysalis";
import { cx } from "../ui/card";
import { SnapshotNote } from "./snapshot-note";
import { useSimulation } from "./use-simulation";

/** Mythic: 8 fragments, each revealed once the spiral's collective awakening reaches its threshold. */
export function MythicTab() {
  const spiral = useSimulation(createSpiral, tickSpiral, SPIRAL_TICK_MS);
  const awakening = collectiveAwakening(spiral);
  const fragments = revealFragments(awakening);
  const revealed = fragments.filter((f) => f.isRevealed).length;
  return (
    <div className="space-y-4">
      <SnapshotNote what="mythic codex" every={SPIRAL_TICK_MS} />
      <div className="card" data-awakening={awakening}>
        <p className="text-sm text-mesh-muted">Collective awakening (mean of the spiral's awakening scores)</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{awakening}%</p>
        <div className="mt-2 h-2 rounded-full bg-mesh-bg" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={awakening} aria-label="Collective awakening">
          <div className="h-2 rounded-full bg-ignith transition-[width] duration-500" style={{ width: `${awakening}%` }} />
        </div>
        <p className="mt-2 text-sm">
          <span className="font-semibold tabular-nums">{revealed}</span> of {fragments.length} fragments revealed
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label="Mythic fragments">
        {fragments.map((f) => (
          <li key={f.id} className={cx("card", !f.isRevealed && "border-dashed")} data-fragment={f.id} data-revealed={f.isRevealed || undefined}>
            <div className="flex items-center justify-between gap-2">
              <span className="badge">{f.type}</span>
              <span className="text-xs text-mesh-muted">unlocks at {f.minAwakening}%</span>
            </div>
            {f.isRevealed ? (
              <>
                <h3 className="mt-2 font-semibold">{f.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-mesh-muted">{f.content}</p>
              </>
            ) : (
              <>
                <h3 className="mt-2 font-semibold text-mesh-muted">Sealed fragment</h3>
                <p className="mt-1 text-sm text-mesh-muted">Reveals when the mesh reaches {f.minAwakening}% awakening.</p>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
