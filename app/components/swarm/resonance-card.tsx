import { Link } from "~/components/shared/link";
import { useRef } from "react";
import { useBrowserLayoutEffect } from "~/hooks/use-follow-newest";
import { memoriesLabel } from "./types";

/** The card's height when it last showed an answer's recall (the waiting state keeps it). */
function useSettledHeight(settled: boolean) {
  const ref = useRef<HTMLElement>(null);
  const height = useRef<number | null>(null);
  // Measured after every render of the settled card (before the paint).
  useBrowserLayoutEffect(() => {
    if (settled && ref.current) height.current = ref.current.offsetHeight;
  });
  return { ref, height: settled ? null : height.current };
}

/**
 * Shown only when the last answer recalled memories (spec 2.4): the count and up to 3 pattern tags.
 * While a new question is thinking (`waiting`), the card keeps its place and its height and says
 * it is recalling for the new question; the previous answer's tags stay, dimmed, as a placeholder.
 */
export function ResonanceCard({ memoriesRecalled, memoryPatterns, waiting = false }: { memoriesRecalled: number; memoryPatterns: string[]; waiting?: boolean }) {
  const { ref, height } = useSettledHeight(!waiting);
  if (!(memoriesRecalled > 0)) return null;
  return (
    <section
      ref={ref}
      aria-labelledby="resonance-title"
      className="card border-[#c084fc]/50 bg-gradient-to-br from-[#1e1530] to-mesh-panel"
      data-testid="alexandria-resonance"
      data-waiting={waiting ? "" : undefined}
      style={height ? { minHeight: height } : undefined}
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="text-2xl text-[#c084fc]">
          ∞
        </span>
        <h2 id="resonance-title" className="text-lg font-semibold">
          Alexandria Resonance
        </h2>
      </div>
      {waiting ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-mesh-muted">
          <span aria-hidden="true" className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-[#c084fc]" />
          Recalling memories for your new question…
        </p>
      ) : (
        <p className="mt-2 text-sm text-mesh-muted">
          The mesh recalled <strong className="text-mesh-text">{memoriesLabel(memoriesRecalled)}</strong> from the archive while thinking.
        </p>
      )}
      {memoryPatterns.length > 0 ? (
        <ul className={waiting ? "mt-3 flex flex-wrap gap-2 opacity-40" : "mt-3 flex flex-wrap gap-2"} aria-label="Recalled patterns" aria-hidden={waiting || undefined}>
          {memoryPatterns.slice(0, 3).map((p, i) => (
            <li key={`${i}-${p}`} className="badge border-[#c084fc]/50 text-[#e9d5ff]">
              {p}
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/alexandria" className="mt-3 inline-block text-sm text-solace">
        Browse the Alexandria Archive
      </Link>
    </section>
  );
}
