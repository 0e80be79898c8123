import { createElement, useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Prerendered, PrerenderContext } from "~/components/shared/prerendered";
import { prerender } from "~/infra/prerender.server";
import { ReadCache } from "~/infra/read-cache.server";

/** A part that counts its renders and names itself with an id, as a chart's title does. */
function part(data: { n: number }, renders: { count: number }) {
  return () => {
    renders.count++;
    return createElement(function Part() {
      const id = useId();
      return createElement("figure", { "aria-labelledby": id }, createElement("span", { id }, `n = ${data.n}`));
    });
  };
}

/** A page with `Prerendered` parts, rendered as the server does (entry.server.tsx gives the context). */
const page = (parts: { data: { n: number }; name: string; renders: { count: number } }[]) =>
  renderToString(
    createElement(
      PrerenderContext.Provider,
      { value: prerender },
      parts.map((p) => createElement(Prerendered, { key: p.name, data: p.data, name: p.name, children: part(p.data, p.renders) })),
    ),
  );

describe("Prerendered parts (the charts' markup made once per cached history)", () => {
  it("renders a part once per data object and name, and again for a new object", () => {
    const renders = { count: 0 };
    const first = { n: 1 };
    const html = page([{ data: first, name: "a", renders }]);
    expect(html).toContain("n = 1");
    expect(html).toContain('data-prerendered="a"');
    expect(page([{ data: first, name: "a", renders }])).toBe(html);
    expect(renders.count).toBe(1);
    expect(page([{ data: { n: 2 }, name: "a", renders }])).toContain("n = 2");
    expect(renders.count).toBe(2);
  });

  it("gives each part on a page its own ids (its name prefixes them)", () => {
    const html = page([
      { data: { n: 1 }, name: "one", renders: { count: 0 } },
      { data: { n: 2 }, name: "two", renders: { count: 0 } },
    ]);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // React writes them ":<prefix>R…:".
    expect(ids.map((id) => id!.slice(0, 5))).toEqual([":one-", ":two-"]);
  });
});

describe("ReadCache.shared", () => {
  it("answers one parsed object while the entry lives, a new one after its tag is invalidated", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    const a = await cache.shared("h", "mesh", 1000, load);
    expect(await cache.shared("h", "mesh", 1000, load)).toBe(a);
    expect(a).toEqual({ loads: 1 });
    cache.invalidate("mesh");
    const b = await cache.shared("h", "mesh", 1000, load);
    expect(b).not.toBe(a);
    expect(b).toEqual({ loads: 2 });
    // The serialized read is the same entry.
    expect(await cache.get("h", "mesh", 1000, load)).toBe('{"loads":2}');
  });
});
