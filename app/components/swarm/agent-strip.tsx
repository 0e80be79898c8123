import { MINDS } from "~/lib/agents";
import { cx } from "../ui/card";

const ring = { solace: "border-solace/50", manus: "border-manus/50", ignith: "border-ignith/50" } as const;
const text = { solace: "text-solace", manus: "text-manus", ignith: "text-ignith" } as const;

/** The three minds, each with where it stands in the current deliberation. */
export function AgentStrip({ spoken, thinking }: { spoken: Set<string>; thinking: boolean }) {
  const next = thinking ? MINDS.find((m) => !spoken.has(m.name))?.name : undefined;
  return (
    <section aria-labelledby="minds-title">
      <h2 id="minds-title" className="sr-only">
        The three minds
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {MINDS.map((m) => {
          const state = spoken.has(m.name) ? "Spoke" : m.name === next ? "Thinking…" : thinking ? "Waiting" : "Ready";
          return (
            <li key={m.name} className={cx("card border-2 p-4", ring[m.color], m.name === next && "shadow-lg shadow-black/40")}>
              <div className="flex items-center gap-3">
                <span aria-hidden="true" className={cx("text-3xl", text[m.color], m.name === next && "animate-pulse")}>
                  {m.glyph}
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">{m.name}</h3>
                  <p className={cx("text-xs font-medium uppercase tracking-wider", text[m.color])}>{m.role}</p>
                </div>
                <span className="badge shrink-0 text-mesh-muted">{state}</span>
              </div>
              <p className="mt-2 hidden text-sm leading-relaxed text-mesh-muted sm:block">{m.summary}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
