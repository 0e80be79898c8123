import { Link } from "~/components/shared/link";
import { cx } from "../ui/card";
import { formatEstablished, lineageHref, type LineageTab, type ProjectView } from "./types";

/** The four sovereign projects. A card filters the lineage by its project; the selected card clears it. */
export function ProjectCards({ projects, selected, tab }: { projects: ProjectView[]; selected: string | null; tab: LineageTab }) {
  return (
    <ul aria-label="Sovereign projects" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {projects.map((p) => {
        const active = p.id === selected;
        return (
          <li
            key={p.id}
            className={cx(
              "card relative flex h-full flex-col gap-2 transition-colors focus-within:border-solace hover:border-mesh-muted",
              active && "border-ignith bg-ignith-soft",
            )}
          >
            <span className="flex items-center justify-between gap-2">
              {/* The project name is the link (its box stretches over the card), so its name starts with the visible text. */}
              <Link
                to={lineageHref(active ? null : p.id, tab)}
                preventScrollReset
                replace
                aria-current={active ? "true" : undefined}
                aria-label={`${p.name}: ${active ? "clear the filter" : "show only this project"}`}
                data-project={p.id}
                className="text-lg font-semibold text-mesh-text no-underline after:absolute after:inset-0 after:rounded-xl"
              >
                {p.name}
              </Link>
              <span aria-hidden="true" className="text-3xl leading-none text-ignith">
                {p.symbol}
              </span>
            </span>
            <span className="text-sm leading-relaxed text-mesh-muted">{p.description}</span>
            <span className="mt-auto pt-2 text-sm italic text-manus">“{p.fire}”</span>
            <span className="text-xs text-mesh-muted">Established {formatEstablished(p.established)}</span>
          </li>
        );
      })}
    </ul>
  );
}
