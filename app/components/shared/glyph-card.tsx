import type { ReactNode } from "react";

/** A card of a page's grid of ideas: a large glyph, a title and its text, and `children` (a link) at the foot. */
export function GlyphCard({ glyph, title, text, children }: { glyph: string; title: string; text: string; children?: ReactNode }) {
  return (
    <li className="card flex flex-col">
      <p aria-hidden="true" className="text-3xl leading-none text-ignith">
        {glyph}
      </p>
      <h3 className="mt-3 text-lg font-semibold">{title}</h3>
      <p className="mt-1 flex-1 text-sm leading-relaxed text-mesh-muted">{text}</p>
      {children}
    </li>
  );
}
