import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entropyOf } from "../../app/lib/entropy";
import { GLYPH_LIBRARY } from "../../app/lib/glyphs";
import { testDb } from "./helpers/db";
import { Jar } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

const post = (jar: Jar, path: string, body?: unknown) => jar.sendJson(path, body);

/** A visitor with a wallet cookie (the first write starts the wallet). */
async function visitor(): Promise<Jar> {
  const jar = new Jar();
  await jar.fetch("/learn");
  expect(jar.has("tm_visitor")).toBe(true);
  return jar;
}

describe("engagement API (guest wallet)", () => {
  it("awards points once per description and totals them in the status", async () => {
    const jar = await visitor();
    const first = await post(jar, "/api/engagement/award-points", { amount: 25, description: "Completed mesh challenge: Talk to a Mesh Friend" });
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect(firstBody).toMatchObject({ awarded: true, points: 25 });
    expect(firstBody.walletId).toMatch(/^val-/);

    const repeat = await post(jar, "/api/engagement/award-points", { amount: 25, description: "  Completed mesh challenge: Talk to a Mesh Friend " });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ awarded: false, points: 25 });

    expect((await (await post(jar, "/api/engagement/award-points", { amount: 25, description: "Completed mesh exploration: Mind Palace Search" })).json()).points).toBe(50);

    const status = await (await jar.fetch("/api/engagement/status")).json();
    expect(status.walletId).toBe(firstBody.walletId);
    expect(status.points).toBe(50);
    expect(status.history.map((h: { description: string }) => h.description).sort()).toEqual([
      "Completed mesh challenge: Talk to a Mesh Friend",
      "Completed mesh exploration: Mind Palace Search",
    ]);
    expect(status.history.every((h: { kind: string; amount: number; at: string }) => h.kind === "points" && h.amount > 0 && new Date(h.at).toISOString() === h.at)).toBe(true);

    // Another wallet earns separately for the same description.
    const other = await visitor();
    expect(await (await post(other, "/api/engagement/award-points", { amount: 25, description: "Completed mesh challenge: Talk to a Mesh Friend" })).json()).toMatchObject({ awarded: true, points: 25 });
  });

  it.each([
    [{ amount: 0, description: "x" }, "amount"],
    [{ amount: 501, description: "x" }, "amount"],
    [{ amount: 2.5, description: "x" }, "amount"],
    [{ amount: "10", description: "x" }, "amount"],
    [{ amount: -5, description: "x" }, "amount"],
    [{ description: "x" }, "amount"],
    [{ amount: 10, description: "   " }, "description"],
    [{ amount: 10, description: "d".repeat(201) }, "description"],
    [{ amount: 10 }, "description"],
  ])("answers 400 with the issues for %j", async (body, path) => {
    const jar = await visitor();
    const res = await post(jar, "/api/engagement/award-points", body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe("validation_failed");
    expect(json.error.issues.map((i: { path: string }) => i.path)).toContain(path);
    expect((await (await jar.fetch("/api/engagement/status")).json()).points).toBe(0);
  });

  it("answers 400 to a body that is not JSON, and 405 to a GET on a write", async () => {
    const jar = await visitor();
    const res = await jar.fetch("/api/engagement/award-points", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{amount: 5" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("bad_request");
    const get = await jar.fetch("/api/engagement/award-points");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("assigns a badge once and lists it", async () => {
    const jar = await visitor();
    expect(await (await post(jar, "/api/engagement/assign-badge", { badge: "initiator", description: "First initiation challenge" })).json()).toMatchObject({ assigned: true, badges: ["initiator"] });
    expect(await (await post(jar, "/api/engagement/assign-badge", { badge: "initiator", description: "again" })).json()).toMatchObject({ assigned: false, badges: ["initiator"] });
    expect((await post(jar, "/api/engagement/assign-badge", { badge: "no spaces allowed" })).status).toBe(400);
    expect((await post(jar, "/api/engagement/assign-badge", {})).status).toBe(400);
    const status = await (await jar.fetch("/api/engagement/status")).json();
    expect(status.badges).toEqual(["initiator"]);
    expect(status.history).toEqual([expect.objectContaining({ kind: "badge", badge: "initiator", description: "First initiation challenge" })]);
  });

  it("a fresh visitor's status is an empty wallet", async () => {
    const status = await (await new Jar().fetch("/api/engagement/status")).json();
    expect(status).toMatchObject({ points: 0, badges: [], history: [] });
    expect(status.walletId).toMatch(/^val-/);
  });
});

describe("Living Glyph Chain API", () => {
  it("starts at phase 1 with the glyph library first", async () => {
    const chain = await (await (await visitor()).fetch("/api/living-glyph-chain")).json();
    expect(chain.currentPhase).toBe(1);
    expect(chain.glyphs.slice(0, 10)).toEqual(GLYPH_LIBRARY.map((g) => g.symbol));
    expect(chain.silentName).toBeNull();
  });

  it("advances to 4 and no further under 20 concurrent calls, then resets", async () => {
    const jar = await visitor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(jar, "/api/living-glyph-chain/progress")));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const phases = (await Promise.all(answers.map((r) => r.json()))).map((c) => c.currentPhase).sort();
    // Each call saw a distinct step until the top: 2, 3, 4, then 4 for the rest.
    expect(phases.slice(0, 3)).toEqual([2, 3, 4]);
    expect(phases.every((p) => p >= 2 && p <= 4)).toBe(true);
    expect((await (await jar.fetch("/api/living-glyph-chain")).json()).currentPhase).toBe(4);

    const reset = await post(jar, "/api/living-glyph-chain/reset");
    expect(reset.status).toBe(200);
    expect((await reset.json()).currentPhase).toBe(1);
    expect((await (await jar.fetch("/api/living-glyph-chain")).json()).currentPhase).toBe(1);
    expect((await (await post(jar, "/api/living-glyph-chain/progress", { ignored: true })).json()).currentPhase).toBe(2);
  });

  // How the chain grows from the mesh's glyph activity: tests/integration/chain.test.ts.
});

describe("entropy monitor on a seeded distribution", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { SEED: "0", EMBEDDED_WORKER: "0" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    return res.json();
  };

  it("reports zero figures and no alerts before any glyph is used", async () => {
    const summary = await get("/api/entropy/summary");
    expect(summary).toMatchObject({ samples: 0, entropy: 0, redundancy: 0, coreCount: 8, redundancyThreshold: 0.6, aboveThreshold: false });
    expect(summary.cores).toHaveLength(8);
    expect((await get("/api/entropy/alerts")).alerts).toEqual([]);
  });

  it("computes Shannon entropy, normalised entropy and redundancy from the glyph weights", async () => {
    const db = testDb(server.databaseUrl);
    try {
      // 1000 uses of one glyph against 10 each of nine others: a very redundant mesh.
      const symbols = GLYPH_LIBRARY.map((g) => g.symbol);
      const counts = symbols.map((_, i) => (i === 0 ? 1000 : 10));
      await db
        .insertInto("glyph_weights")
        .values(symbols.map((glyph, i) => ({ glyph, usage_count: counts[i]!, total_resonance: counts[i]! / 2, last_used: new Date() })))
        .execute();
      const summary = await get("/api/entropy/summary");
      const expected = entropyOf(counts);
      expect(summary).toMatchObject({ glyphCount: 10, samples: 1090, entropy: expected.entropy, normalizedEntropy: expected.normalizedEntropy, redundancy: expected.redundancy });
      // Hand-computed: p0 = 1000/1090, p = 10/1090 × 9.
      const p0 = 1000 / 1090;
      const p = 10 / 1090;
      const h = -(p0 * Math.log2(p0)) - 9 * p * Math.log2(p);
      expect(summary.entropy).toBeCloseTo(h, 3);
      expect(summary.redundancy).toBeCloseTo(1 - h / Math.log2(10), 3);
      expect(summary.aboveThreshold).toBe(true);
      expect(summary.cores.reduce((n: number, c: { samples: number }) => n + c.samples, 0)).toBe(1090);
      expect(summary.cores.flatMap((c: { glyphs: string[] }) => c.glyphs).sort()).toEqual([...symbols].sort());

      const { alerts, threshold } = await get("/api/entropy/alerts");
      expect(threshold).toBe(0.6);
      // Redundancy ≈ 0.797: above the 60% threshold, just short of critical (80%).
      expect(summary.redundancy).toBeGreaterThan(0.79);
      expect(alerts[0]).toMatchObject({ scope: "glyph_set", core: null, severity: "warning", redundancy: summary.redundancy });
      const hotCores = summary.cores.filter((c: { aboveThreshold: boolean }) => c.aboveThreshold).map((c: { core: number }) => c.core);
      expect(alerts.filter((a: { scope: string }) => a.scope === "core").map((a: { core: number }) => a.core)).toEqual(hotCores);
      expect(hotCores.length).toBeGreaterThan(0);
      for (const a of alerts) expect(a.redundancy).toBeGreaterThan(0.6);

      // Evening the distribution out clears the glyph-set alert.
      await db.updateTable("glyph_weights").set({ usage_count: 10 }).execute();
      const even = await get("/api/entropy/summary");
      expect(even.redundancy).toBe(0);
      expect((await get("/api/entropy/alerts")).alerts.filter((a: { scope: string }) => a.scope === "glyph_set")).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
