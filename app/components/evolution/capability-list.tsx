import { shownWithOverflow } from "~/lib/evolution";

/** A list of capabilities cut at `shown` with a '+N' for the rest (spec §9: 3 on template cards, 4 in reflections). */
export function CapabilityList({ items, shown, label }: { items: string[]; shown: number; label: string }) {
  const { shown: visible, more } = shownWithOverflow(items, shown);
  if (items.length === 0) return <p className="mt-2 text-xs text-mesh-muted">No capabilities recorded.</p>;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={label}>
      {visible.map((c) => (
        <li key={c} className="badge text-xs">
          {c}
        </li>
      ))}
      {more > 0 ? (
        <li className="badge text-xs text-mesh-muted" aria-label={`${more} more`} data-more>
          +{more}
        </li>
      ) : null}
    </ul>
  );
}
