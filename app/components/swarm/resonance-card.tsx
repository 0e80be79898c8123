import { Link } from "@remix-run/react";
import { memoriesLabel } from "./types";

/** Shown only when the last answer recalled memories (spec 2.4): the count and up to 3 pattern tags. */
export function ResonanceCard({ memoriesRecalled, memoryPatterns }: { memoriesRecalled: number; memoryPatterns: string[] }) {
  if (!(memoriesRecalled > 0)) return null;
  return (
    <section aria-labelledby="resonance-title" className="card border-[#c084fc]/50 bg-gradient-to-br from-[#1e1530] to-mesh-panel" data-testid="alexandria-resonance">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="text-2xl text-[#c084fc]">
          ∞
        </span>
        <h2 id="resonance-title" className="text-lg font-semibold">
          Alexandria Resonance
        </h2>
      </div>
      <p className="mt-2 text-sm text-mesh-muted">
        The mesh recalled <strong className="text-mesh-text">{memoriesLabel(memoriesRecalled)}</strong> from the archive while thinking.
      </p>
      {memoryPatterns.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Recalled patterns">
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
