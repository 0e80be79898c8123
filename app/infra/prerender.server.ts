import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Prerender } from "~/components/shared/prerendered";

/** Markup per data object and name; an entry goes when its object does (the read cache dropped it). */
const made = new WeakMap<object, Map<string, string>>();

/**
 * The server's `Prerender` (app/components/shared/prerendered.tsx): `render()` as static markup, made
 * once per `data` object and `name`. The part's ids (`useId`) start with `name`, unique on its page.
 */
export const prerender: Prerender = (data: object, name: string, render: () => ReactElement) => {
  let byName = made.get(data);
  if (!byName) made.set(data, (byName = new Map()));
  let html = byName.get(name);
  if (html === undefined) {
    html = renderToStaticMarkup(render(), { identifierPrefix: `${name}-` });
    byName.set(name, html);
  }
  return html;
};
