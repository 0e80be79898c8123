import { describe, expect, it } from "vitest";
import { allPassages } from "~/domain/knowledge.server";
import { Jar } from "./helpers/http";

/** Every place the minds may point a visitor to must answer 200 to an anonymous visitor. */
describe("knowledge passages link to pages that exist", () => {
  const hrefs = [...new Set(allPassages().map((p) => p.href.split("#")[0]!))].sort();

  it("has links to check", () => {
    expect(hrefs.length).toBeGreaterThan(20);
  });

  it("answers 200 for every distinct href", async () => {
    const jar = new Jar();
    const failures: string[] = [];
    for (const href of hrefs) {
      const res = await jar.fetch(href, { headers: { Accept: "text/html" } });
      await res.arrayBuffer();
      if (res.status !== 200) failures.push(`${href} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
