/** loadBarColor() → a fill class: red ≥ 0.85, amber ≥ 0.7, otherwise blue (spec §9). */
export const LOAD_FILL = { red: "bg-[#ff6b6b]", amber: "bg-[#f5a524]", blue: "bg-[#60a5fa]" } as const;

/** Text colours of the three safety zones (spec §4). */
export const ZONE_TEXT = { green: "text-[#4ade80]", orange: "text-[#fb923c]", blue: "text-[#60a5fa]" } as const;
export const ZONE_BORDER = { green: "border-[#4ade80]/40", orange: "border-[#fb923c]/50", blue: "border-[#60a5fa]/50" } as const;

/** A panel's heading row: an h2 and a small note on the right. */
export function PanelHeading({ id, title, note }: { id: string; title: string; note?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {note ? <p className="text-xs text-mesh-muted">{note}</p> : null}
    </div>
  );
}
