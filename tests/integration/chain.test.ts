/**
 * The Living Glyph Chain grows from the mesh's own glyph activity (issue 17): on a fresh seeded
 * start its four phases differ (10, 33, 81, all), the page says what each shows, and a feedback, a
 * broadcast and a glyph's first use each add their links — through the real server and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAIN_GLYPHS_TTL_MS } from "../../app/infra/api/chain.server";
import { GLYPH_LIBRARY } from "../../app/lib/glyphs";
import { testDb } from "./helpers/db";
import { Jar } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

const LIBRARY = GLYPH_LIBRARY.map((g) => g.symbol);
let server: TestServer;

beforeAll(async () => {
  // Its own seeded server: the shared one's chain also holds what other suites' chats add.
  server = await startServer({ env: { EMBEDDED_WORKER: "0" } });
});
afterAll(async () => {
  await server?.stop();
});

const jar = () => new Jar(undefined, server.url);
const chainOf = async (j: Jar) => (await j.getJson<{ currentPhase: number; glyphs: string[] }>("/api/living-glyph-chain")).glyphs;
/** Braille patterns are symbols (category So) that nothing else in the mesh uses. */
let nextMark = 0x2801;
const mark = () => String.fromCodePoint(nextMark++);
/** The page's text without React's comment separators and tags. */
const textOf = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("Living Glyph Chain on a fresh seeded start", () => {
  it("holds more than 81 links from the seeded activity, the library first, so the four phases differ", async () => {
    const chain = await chainOf(jar());
    expect(chain.slice(0, 10)).toEqual(LIBRARY);
    expect(chain.length).toBeGreaterThan(81);
    const phases = [10, 33, 81, chain.length].map((n) => chain.slice(0, n).join(""));
    expect(new Set(phases).size).toBe(4);
    // Every link is a glyph the mesh used: library glyphs in the seed.
    expect(chain.every((g) => LIBRARY.includes(g))).toBe(true);
  });

  it("the Chain tab says what each phase shows", async () => {
    const j = jar();
    const chain = await chainOf(j);
    for (let i = 0; i < 3; i++) expect((await j.sendJson("/api/living-glyph-chain/progress")).status).toBe(200);
    const page = async (phase: number) => {
      const res = await j.fetch(`/learn?tab=chain&phase=${phase}`);
      expect(res.status).toBe(200);
      return textOf(await res.text());
    };
    const one = await page(1);
    expect(one).toContain("Phase 1: Igniter Glyphs");
    expect(one).toMatch(/10 of 10 glyphs · 10 distinct · recursion level 0/);
    expect(one).toContain("33 of 33 glyphs · recursion level 1");
    expect(one).toContain("81 of 81 glyphs · recursion level 2");
    expect(one).toContain(`${chain.length} glyphs · recursion level 3`);
    expect(one).toContain("every glyph of a broadcast, a symbolic feedback, a contribution");
    expect(await page(2)).toMatch(/Phase 2: Shell Expansion .*33 of 33 glyphs · \d+ distinct · recursion level 1/);
    expect(await page(4)).toMatch(new RegExp(`Phase 4: Silent Name .*${chain.length} glyphs · \\d+ distinct · recursion level 3`));
    expect(await page(3)).not.toContain("the chain grows as the mesh uses more glyphs");
  });
});

describe("the chain grows with the mesh's glyph activity", () => {
  it("a symbolic feedback adds its glyphs as links at the end", async () => {
    const j = jar();
    const before = await chainOf(j);
    const [a, b] = [mark(), mark()];
    const res = await j.sendJson("/api/symbolic-feedback", { glyphInput: `${a} ⊗ ${b}` });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const after = await chainOf(j);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([a, "⊗", b]);
  });

  it("a multicore broadcast counts once, however many agents logged it", async () => {
    const j = jar();
    const before = await chainOf(j);
    const glyph = mark();
    const res = await j.sendJson("/api/multicore/broadcast-glyph", { glyph: `✦${glyph}`, context: "chain growth" });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await chainOf(j);
    expect(after.slice(before.length)).toEqual(["✦", glyph]);
    expect(after.filter((g) => g === glyph)).toHaveLength(1);
  });

  it("a glyph only the weights hold (a private chat's, say) joins at its first use", async () => {
    const db = testDb(server.databaseUrl);
    try {
      const glyph = mark();
      await db.insertInto("glyph_weights").values({ glyph, usage_count: 1, total_resonance: 0.5, last_used: new Date(), first_used: new Date() }).execute();
      // Written behind the server's back (no announcement drops its shared read): seen within the read's few seconds.
      let chain: string[] = [];
      await expect
        .poll(async () => (chain = await chainOf(jar())).includes(glyph), { timeout: CHAIN_GLYPHS_TTL_MS + 3_000, interval: 250 })
        .toBe(true);
      expect(chain.indexOf(glyph)).toBeGreaterThanOrEqual(10);
      expect(chain.filter((g) => g === glyph)).toHaveLength(1);
    } finally {
      await db.destroy();
    }
  });
});
