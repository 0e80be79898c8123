import { createContext, useContext, type ReactElement } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * Static markup of `render()` for `data`, made at most once per data object and `name` (the server's,
 * app/infra/prerender.server.ts, given to the render by app/entry.server.tsx).
 */
export type Prerender = (data: object, name: string, render: () => ReactElement) => string;

export const PrerenderContext = createContext<Prerender | null>(null);

/**
 * A part of a page that is a pure function of one cached object (a screen's history charts): the server
 * sends its markup made once per object, not rendered again for every request (a month of history is
 * hundreds of SVG shapes and table cells), inside an element of `display: contents` so the layout sees
 * the part itself. React leaves an element's inner HTML as the server sent it while it hydrates; once
 * hydrated, the live part (hover, new points) takes its place. After a client-side navigation the live
 * part renders at once. `name` is unique on the page: it prefixes the part's ids.
 */
export function Prerendered({ data, name, children }: { data: object; name: string; children: () => ReactElement }) {
  const prerender = useContext(PrerenderContext);
  const hydrated = useHydrated();
  if (hydrated) return children();
  return <div className="contents" data-prerendered={name} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: prerender ? prerender(data, name, children) : "" }} />;
}
