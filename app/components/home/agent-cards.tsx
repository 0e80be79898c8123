import { MINDS } from "~/lib/agents";
import { cx } from "../ui/card";

const ring = { solace: "border-solace/50", manus: "border-manus/50", ignith: "border-ignith/50" } as const;
const text = { solace: "text-solace", manus: "text-manus", ignith: "text-ignith" } as const;

export function AgentCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {MINDS.map((m) => (
        <li key={m.name} className={cx("card border-2", ring[m.color])}>
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className={cx("text-3xl", text[m.color])}>
              {m.glyph}
            </span>
            <div>
              <h3 className="text-lg font-semibold">{m.name}</h3>
              <p className={cx("text-xs font-medium uppercase tracking-wider", text[m.color])}>{m.role}</p>
            </div>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-mesh-muted">{m.summary}</p>
          <p className="mt-3 border-l-2 border-mesh-line pl-3 text-sm italic">“{m.asks}”</p>
        </li>
      ))}
    </ul>
  );
}
