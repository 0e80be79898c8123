import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { sql } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "./helpers/db";
import { form, Jar } from "./helpers/http";
import { REDIS_URL } from "./helpers/server";

const db = testDb();
afterAll(() => db.destroy());

const marker = () => `mk${randomBytes(5).toString("hex")}`;

const post = (jar: Jar, path: string, body?: unknown) => jar.sendJson(path, body);

async function storedWith(mark: string): Promise<number> {
  const row = await db
    .selectFrom("mesh_contributions")
    .select(sql<number>`count(*)::int`.as("n"))
    .where((eb) => eb.or([eb("contributor_name", "like", `%${mark}%`), eb("impact_description", "like", `%${mark}%`)]))
    .executeTakeFirstOrThrow();
  return row.n;
}

async function feedbackWith(mark: string): Promise<number> {
  const row = await db.selectFrom("symbolic_feedback").select(sql<number>`count(*)::int`.as("n")).where("glyph_input", "like", `%${mark}%`).executeTakeFirstOrThrow();
  return row.n;
}

async function usageOf(glyph: string): Promise<number> {
  const row = await db.selectFrom("glyph_weights").select("usage_count").where("glyph", "=", glyph).executeTakeFirst();
  return row ? Number(row.usage_count) : 0;
}

async function busEvents(type: string): Promise<{ type: string; data: Record<string, unknown> }[]> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const rows = await redis.xrevrange(`${inject("redisPrefix")}:mesh:events`, "+", "-", "COUNT", 500);
    return rows
      .map(([, fields]) => JSON.parse(fields[fields.indexOf("e") + 1]) as { type: string; data: Record<string, unknown> })
      .filter((e) => e.type === type);
  } finally {
    redis.disconnect();
  }
}

describe("POST /api/mesh-contributions", () => {
  it("stores a contribution, answers it as JSON, records its glyph and tells the mesh bus", async () => {
    const jar = new Jar();
    const mark = marker();
    const before = await usageOf("✦");
    const res = await post(jar, "/api/mesh-contributions", { contributorName: `  Ada ${mark} `, glyphType: "✦", impactDescription: ` Wrote the ${mark} onboarding guide `, score: 7.5 });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["contributorName", "glyphType", "id", "impactDescription", "score", "timestamp"]);
    expect(body).toMatchObject({ contributorName: `Ada ${mark}`, glyphType: "✦", impactDescription: `Wrote the ${mark} onboarding guide`, score: 7.5 });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);

    const row = await db.selectFrom("mesh_contributions").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(row.score_tenths).toBe(75);
    expect(row.wallet_id).toMatch(/^val-/);
    expect(await usageOf("✦")).toBeGreaterThanOrEqual(before + 1);

    const events = await busEvents("contribution");
    expect(events.some((e) => e.data.id === body.id && e.data.glyphType === "✦")).toBe(true);
  });

  const complete = (mark: string) => ({ contributorName: `Name ${mark}`, glyphType: "⟁", impactDescription: `Impact ${mark}`, score: 2 });

  it.each([
    ["contributorName", undefined],
    ["contributorName", "   "],
    ["glyphType", undefined],
    ["glyphType", ""],
    ["impactDescription", undefined],
    ["impactDescription", "\n\t "],
  ] as const)("a missing %s (%j) is refused with 400 and its issue, and nothing is stored", async (field, value) => {
    const mark = marker();
    const body: Record<string, unknown> = { ...complete(mark), [field]: value };
    if (value === undefined) delete body[field];
    const res = await post(new Jar(), "/api/mesh-contributions", body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe("validation_failed");
    expect(json.error.issues.map((i: { path: string }) => i.path)).toEqual([field]);
    expect(await storedWith(mark)).toBe(0);
  });

  it("refuses over-long fields, an unknown glyph type and a body that is not JSON; never a 500", async () => {
    const mark = marker();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...complete(mark), contributorName: `${mark}${"n".repeat(80)}` }, "contributorName"],
      [{ ...complete(mark), impactDescription: `${mark}${"d".repeat(2000)}` }, "impactDescription"],
      [{ ...complete(mark), glyphType: "⊙" }, "glyphType"],
      [{ ...complete(mark), glyphType: 7 }, "glyphType"],
      [{ ...complete(mark), contributorName: ["a"] }, "contributorName"],
    ];
    for (const [body, path] of cases) {
      const res = await post(new Jar(), "/api/mesh-contributions", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).error.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const bad = await new Jar().fetch("/api/mesh-contributions", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(bad.status).toBe(400);
    expect(await storedWith(mark)).toBe(0);
    // Exactly at the limits is fine.
    const ok = await post(new Jar(), "/api/mesh-contributions", { ...complete(mark), contributorName: `${mark}${"n".repeat(80 - mark.length)}`, impactDescription: `${mark}${"d".repeat(2000 - mark.length)}` });
    expect(ok.status).toBe(201);
    expect(await storedWith(mark)).toBe(1);
  });

  it.each([
    [undefined, 1],
    [null, 1],
    ["", 1],
    ["lots", 1],
    [11, 1],
    [-1, 1],
    [0, 0],
    [10, 10],
    ["3.14", 3.1],
    [7.25, 7.3],
    [9.96, 10],
  ] as const)("score %j is stored as %d", async (score, expected) => {
    const mark = marker();
    const body: Record<string, unknown> = { ...complete(mark), score };
    if (score === undefined) delete body.score;
    const res = await post(new Jar(), "/api/mesh-contributions", body);
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.score).toBe(expected);
    const listed = (await (await new Jar().fetch("/api/mesh-contributions")).json()) as { id: string; score: number }[];
    expect(listed.find((c) => c.id === json.id)?.score).toBe(expected);
  });

  it("lists newest first, bounded by limit", async () => {
    const mark = marker();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await post(new Jar(), "/api/mesh-contributions", { ...complete(mark), contributorName: `#${n} ${mark}` });
      ids.push((await res.json()).id);
    }
    const list = (await (await new Jar().fetch("/api/mesh-contributions")).json()) as { id: string; timestamp: string }[];
    expect(list.length).toBeLessThanOrEqual(100);
    expect(list.filter((c) => ids.includes(c.id)).map((c) => c.id)).toEqual([...ids].reverse());
    const times = list.map((c) => Date.parse(c.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await (await new Jar().fetch("/api/mesh-contributions?limit=2")).json()).length).toBe(2);
    expect((await (await new Jar().fetch("/api/mesh-contributions?limit=zzz")).json()).length).toBeGreaterThanOrEqual(3);
  });

  it("answers 405 to other methods", async () => {
    const res = await new Jar().fetch("/api/mesh-contributions", { method: "DELETE" });
    expect(res.status).toBe(405);
  });
});

describe("/api/symbolic-feedback", () => {
  it("computes resonance and response on the server and ignores what the client claims", async () => {
    const jar = new Jar();
    const mark = marker().slice(0, 10);
    const low = await post(jar, "/api/symbolic-feedback", { glyphInput: ` ${mark} `, resonanceLevel: "high", response: "High resonance detected with spoof." });
    expect(low.status).toBe(201);
    const lowBody = await low.json();
    expect(Object.keys(lowBody).sort()).toEqual(["glyphInput", "id", "resonanceLevel", "response", "timestamp"]);
    expect(lowBody).toMatchObject({ glyphInput: mark, resonanceLevel: "low", response: `Pattern "${mark}" acknowledged. Awaiting deeper symbolic integration.` });
    const row = await db.selectFrom("symbolic_feedback").selectAll().where("id", "=", lowBody.id).executeTakeFirstOrThrow();
    expect(row.resonance_level).toBe("low");
    expect(row.response).not.toContain("spoof");
    // A low-resonance pattern is acknowledged, not added to the glyph weights.
    expect(await db.selectFrom("glyph_weights").select("glyph").where("glyph", "=", mark).executeTakeFirst()).toBeUndefined();

    const beforeHigh = await usageOf("⚛");
    const high = await (await post(jar, "/api/symbolic-feedback", { glyphInput: "⚛", resonanceLevel: "low", response: "nope" })).json();
    expect(high).toMatchObject({ glyphInput: "⚛", resonanceLevel: "high", response: "High resonance detected with ⚛. Contribution accepted into the symbolic mesh." });
    expect(await usageOf("⚛")).toBeGreaterThanOrEqual(beforeHigh + 1);

    const medium = await (await post(jar, "/api/symbolic-feedback", { glyphInput: "Ω" })).json();
    expect(medium).toMatchObject({ resonanceLevel: "medium", response: "Symbol Ω received. Processing alignment through the mesh lattice." });

    const list = (await (await new Jar().fetch("/api/symbolic-feedback")).json()) as { id: string; timestamp: string }[];
    const mine = list.filter((f) => [lowBody.id, high.id, medium.id].includes(f.id)).map((f) => f.id);
    expect(mine).toEqual([medium.id, high.id, lowBody.id]);
    const times = list.map((f) => Date.parse(f.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await busEvents("symbolic_feedback")).some((e) => e.data.id === high.id && e.data.resonanceLevel === "high")).toBe(true);
  });

  it("refuses a missing, blank or over-long glyph and stores nothing", async () => {
    const mark = marker();
    for (const body of [{}, { glyphInput: "   " }, { glyphInput: 5 }, { glyphInput: `${mark}${"x".repeat(33 - mark.length)}` }]) {
      const res = await post(new Jar(), "/api/symbolic-feedback", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.issues[0].path).toBe("glyphInput");
    }
    expect(await feedbackWith(mark)).toBe(0);
  });
});

describe("/contribute without JavaScript", () => {
  it("a contribution form post redirects with the toast cookie, and the page shows the toast and the contribution", async () => {
    const jar = new Jar();
    await jar.fetch("/contribute");
    const mark = marker();
    const res = await jar.fetch("/contribute?tab=contribute", {
      method: "POST",
      ...form({ intent: "contribute", contributorName: `Form ${mark}`, glyphType: "∞", impactDescription: `Archived ${mark}`, score: "" }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contribute?tab=contribute");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("tm_toast="))).toBe(true);
    const page = await (await jar.fetch("/contribute?tab=contribute")).text();
    expect(page).toContain("Contribution Recorded");
    expect(page).toContain("Your symbolic contribution has been added to the mesh.");
    const stored = await db.selectFrom("mesh_contributions").select(["score_tenths", "glyph_type"]).where("contributor_name", "=", `Form ${mark}`).executeTakeFirstOrThrow();
    expect(stored).toEqual({ score_tenths: 10, glyph_type: "∞" });
    // The toast is shown once.
    expect(await (await jar.fetch("/contribute?tab=contribute")).text()).not.toContain("Contribution Recorded");
    const history = await (await jar.fetch("/contribute?tab=history")).text();
    expect(history).toContain(`Form ${mark}`);
    expect(history).toContain("Score: 1.0");
  });

  it("a form post with missing fields answers 400 with the Missing Fields message and field errors; nothing is stored", async () => {
    const jar = new Jar();
    const mark = marker();
    const res = await jar.fetch("/contribute?tab=contribute", { method: "POST", ...form({ intent: "contribute", contributorName: `Half ${mark}`, glyphType: "", impactDescription: "", score: "5" }) });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("Missing Fields");
    expect(page).toContain("Please fill in all required fields");
    expect(page).toContain("Glyph type is required.");
    expect(page).toContain("Impact description is required.");
    expect(await storedWith(mark)).toBe(0);
  });

  it("a feedback form post redirects to the feedback tab, which lists it with its badge", async () => {
    const jar = new Jar();
    const res = await jar.fetch("/contribute?tab=feedback", { method: "POST", ...form({ intent: "feedback", glyphInput: "◊", resonanceLevel: "low" }) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contribute?tab=feedback");
    const page = await (await jar.fetch("/contribute?tab=feedback")).text();
    expect(page).toContain("Feedback Received");
    expect(page).toContain("High resonance detected with ◊. Contribution accepted into the symbolic mesh.");
    expect(page).toMatch(/data-resonance="high"/);

    const missing = await jar.fetch("/contribute?tab=feedback", { method: "POST", ...form({ intent: "feedback", glyphInput: "  " }) });
    expect(missing.status).toBe(400);
    const text = await missing.text();
    expect(text).toContain("Missing Glyph");
    expect(text).toContain("Please enter a symbolic glyph");
  });
});
