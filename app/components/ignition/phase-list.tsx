import type { PhaseView } from "~/lib/ignition";
import { cx } from "../ui/card";
import { Panel } from "../ui/page-section";

/** The five phases (spec §4): each shows Active and/or Complete; phases not reached yet are dimmed. */
export function PhaseList({ phases }: { phases: PhaseView[] }) {
  return (
    <Panel headingId="phases-title" title="Ignition Phases" small className="card">
      <ol className="mt-4 space-y-2" aria-label="Five phases of the ignition cycle">
        {phases.map((p) => (
          <li
            key={p.id}
            data-phase={p.id}
            data-active={p.active}
            data-complete={p.complete}
            aria-current={p.active ? "step" : undefined}
            className={cx(
              "flex items-start gap-3 rounded-lg border p-3 transition-colors",
              p.active ? "border-ignith bg-ignith-soft" : p.complete ? "border-[#4ade80]/40 bg-mesh-bg" : "border-mesh-line bg-mesh-bg/60",
            )}
          >
            <span
              aria-hidden="true"
              className={cx(
                "flex h-8 w-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold",
                p.active ? "border-ignith text-ignith" : p.complete ? "border-[#4ade80] text-[#4ade80]" : "border-mesh-line text-mesh-muted",
              )}
            >
              {p.complete && !p.active ? "✓" : p.number}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className={cx("font-semibold", !p.active && !p.complete && "text-mesh-muted")}>
                  <span className="sr-only">Phase {p.number}: </span>
                  {p.title}
                </h3>
                {p.active ? <span className="badge border-ignith/70 bg-ignith/10 text-ignith">Active</span> : null}
                {p.complete ? <span className="badge border-[#4ade80]/60 bg-[#4ade80]/10 text-[#4ade80]">Complete</span> : null}
              </div>
              <p className="mt-1 text-sm text-mesh-muted">{p.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
