import { Redis } from "ioredis";
import { afterAll, describe, expect, inject, it } from "vitest";
import { testDb } from "./helpers/db";
import { form, Jar } from "./helpers/http";
import { REDIS_URL, uniqueName } from "./helpers/server";

const db = testDb();
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(async () => {
  await db.destroy();
  redis.disconnect();
});

const AGENT_IDS = ["firefly", "lantern", "loom", "pulse", "reflex", "relay", "tally", "valley"];

const post = (jar: Jar, body: unknown) =>
  jar.fetch("/api/multicore/broadcast-glyph", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

interface AgentResult {
  logId: number;
  agentId: string;
  agentName: string;
  response: string;
  eventType: string;
  ritual: string | null;
  result: string;
}

async function busEvent(id: string) {
  if (redis.status !== "ready") await redis.connect();
  const rows = await redis.xrange(`${inject("redisPrefix")}:mesh:events`, id, id);
  expect(rows).toHaveLength(1);
  const [, fields] = rows[0];
  return JSON.parse(fields[fields.indexOf("e") + 1]) as { type: string; core: string; timestamp: string; data: Record<string, unknown> };
}

describe("multicore agents API", () => {
  it("lists the eight seeded agents with every field", async () => {
    const res = await new Jar().fetch("/api/multicore/agents");
    expect(res.status).toBe(200);
    const agents = (await res.json()) as Record<string, unknown>[];
    expect(agents.map((a) => a.id).sort()).toEqual(AGENT_IDS);
    const firefly = agents.find((a) => a.id === "firefly")!;
    expect(firefly).toMatchObject({ name: "Firefly", emoji: "🔥", status: "active", glyphAffinity: ["✦"], version: "2.1.0" });
    expect(agents.find((a) => a.id === "pulse")!.glyphAffinity).toEqual(["∇", "☉"]);
    expect(agents.find((a) => a.id === "relay")!.glyphAffinity).toEqual(["⟁", "⊗"]);
    for (const a of agents) {
      expect(Object.keys(a).sort()).toEqual(["capabilities", "emoji", "glyphAffinity", "heritage", "id", "lastActive", "name", "purpose", "status", "version"]);
      expect((a.capabilities as string[]).length).toBeGreaterThan(0);
      expect(typeof a.heritage === "string" && typeof a.purpose === "string").toBe(true);
    }
  });

  it("a broadcast writes one activation log entry per agent with a real result, then lights the ritual plane", async () => {
    const jar = new Jar();
    const context = `integration ${uniqueName("ctx")}`;
    const before = new Date(Date.now() - 1000);
    const res = await post(jar, { glyph: " ✦ ", context: ` ${context} ` });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { broadcastId: string; glyph: string; context: string; agents: number; results: AgentResult[]; ritualEvents: { type: string; core: string; id: string }[] };
    expect(body).toMatchObject({ glyph: "✦", context, agents: 8 });
    expect(body.broadcastId).toMatch(/^[0-9a-f-]{36}$/);
    const by = Object.fromEntries(body.results.map((r) => [r.agentId, r]));
    expect(Object.keys(by).sort()).toEqual(AGENT_IDS);
    expect(by.firefly).toMatchObject({ response: "resonant", eventType: "firefly_pulse", ritual: "firefly_pulse" });
    expect(by.firefly.result).toMatch(/^Resonant — ✦ is in Firefly's affinity \(✦\)\./);
    expect(by.lantern).toMatchObject({ response: "harmonic", eventType: "lantern_illumination" });
    expect(by.lantern.result).toMatch(/✦ is a recursive glyph, like ⊙ in Lantern's affinity/);
    expect(by.pulse).toMatchObject({ response: "observed", eventType: "glyph_observed", ritual: null });
    expect(by.relay).toMatchObject({ response: "observed", eventType: "relay_broadcast" });
    expect(by.loom).toMatchObject({ response: "dormant", eventType: "glyph_dormant" });
    expect(by.valley.ritual).toBeNull();
    expect(by.reflex.ritual).toBeNull();

    // The log holds exactly these eight entries.
    const rows = await db.selectFrom("activation_logs").selectAll().where("broadcast_id", "=", body.broadcastId).orderBy("id").execute();
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      const r = by[row.agent_id];
      expect(row).toMatchObject({ event_type: r.eventType, glyph_input: "✦", context, result: r.result });
      expect(Number(row.id)).toBe(r.logId);
    }
    // Active agents were touched; Loom (standby) was not.
    const agents = await db.selectFrom("multicore_agents").select(["id", "last_active"]).execute();
    const loom = agents.find((a) => a.id === "loom")!;
    expect(loom.last_active === null || new Date(loom.last_active) < before).toBe(true);
    const others = agents.filter((a) => a.id !== "loom");
    expect(others).toHaveLength(7);
    expect(others.filter((a) => !(a.last_active && new Date(a.last_active).getTime() >= before.getTime())).map((a) => a.id)).toEqual([]);

    // Firefly, Lantern and Relay lit their events on the mesh bus, each {type, core, timestamp, data}.
    expect(body.ritualEvents.map((e) => e.type)).toEqual(["firefly_pulse", "lantern_illumination", "relay_broadcast"]);
    for (const e of body.ritualEvents) {
      const event = await busEvent(e.id);
      expect(event).toMatchObject({ type: e.type, core: e.core, data: { broadcastId: body.broadcastId, glyph: "✦", agentId: e.core } });
      expect(new Date(event.timestamp).toISOString()).toBe(event.timestamp);
    }
  });

  it("a glyph outside the library is a valley violation; Reflex answers; the symbol is recorded in the glyph weights", async () => {
    const glyph = "⍟"; // not in the library, used by no other test
    const weightBefore = await db.selectFrom("glyph_weights").select("usage_count").where("glyph", "=", glyph).executeTakeFirst();
    const res = await post(new Jar(), { glyph });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { broadcastId: string; context: string | null; results: AgentResult[]; ritualEvents: { type: string; core: string; id: string }[] };
    expect(body.context).toBeNull();
    const by = Object.fromEntries(body.results.map((r) => [r.agentId, r]));
    expect(by.valley).toMatchObject({ eventType: "valley_violation", result: 'Violation — "⍟" holds no glyph of the mesh library (⍟ is unknown): a foreign pattern crossed the valley boundary.' });
    expect(by.reflex.eventType).toBe("valley_reflex");
    expect(body.ritualEvents.map((e) => e.type)).toEqual(["firefly_pulse", "lantern_illumination", "relay_broadcast", "valley_violation", "valley_reflex"]);
    expect((await busEvent(body.ritualEvents[3].id)).core).toBe("valley");
    const weightAfter = await db.selectFrom("glyph_weights").select("usage_count").where("glyph", "=", glyph).executeTakeFirstOrThrow();
    expect(Number(weightAfter.usage_count)).toBe(Number(weightBefore?.usage_count ?? 0) + 1);
    const logged = await db.selectFrom("activation_logs").select(["context"]).where("broadcast_id", "=", body.broadcastId).execute();
    expect(logged.every((l) => l.context === null)).toBe(true);
  });

  it("lists the activation log newest first, bounded", async () => {
    const jar = new Jar();
    const { broadcastId } = (await (await post(jar, { glyph: "⊙", context: "newest" })).json()) as { broadcastId: string };
    const res = await jar.fetch("/api/multicore/activation-log?limit=3");
    expect(res.status).toBe(200);
    const entries = (await res.json()) as { id: number; agentId: string; eventType: string; glyphInput: string; context: string | null; result: string; timestamp: string }[];
    expect(entries).toHaveLength(3);
    for (const e of entries) expect(Object.keys(e).sort()).toEqual(["agentId", "context", "eventType", "glyphInput", "id", "result", "timestamp"]);
    const times = entries.map((e) => Date.parse(e.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const ours = await db.selectFrom("activation_logs").select(["id"]).where("broadcast_id", "=", broadcastId).execute();
    expect(ours).toHaveLength(8);

    const all = (await (await jar.fetch("/api/multicore/activation-log?limit=5000")).json()) as unknown[];
    expect(all.length).toBeLessThanOrEqual(100);
    const fallback = (await (await jar.fetch("/api/multicore/activation-log?limit=abc")).json()) as unknown[];
    expect(fallback.length).toBeLessThanOrEqual(50);
  });

  it.each([
    [{}, "glyph"],
    [{ glyph: "" }, "glyph"],
    [{ glyph: "   " }, "glyph"],
    [{ glyph: "g".repeat(33) }, "glyph"],
    [{ glyph: 7 }, "glyph"],
    [{ glyph: ["✦"] }, "glyph"],
    [{ glyph: "✦", context: "c".repeat(501) }, "context"],
    [{ glyph: "✦", context: { a: 1 } }, "context"],
  ])("answers 400 with the issues for %j, and writes nothing", async (body, path) => {
    const marker = uniqueName("refused");
    const sent = "context" in body ? body : { ...body, context: marker };
    const res = await post(new Jar(), sent);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(json.error.code).toBe("validation_failed");
    expect(json.error.issues.map((i) => i.path)).toContain(path);
    const written = await db.selectFrom("activation_logs").select("id").where("context", "in", [marker, "c".repeat(501)]).execute();
    expect(written).toHaveLength(0);
  });

  it("answers 400 to a body that is not JSON, and 405 to a GET", async () => {
    const jar = new Jar();
    const res = await post(jar, "{glyph: ✦");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
    const get = await jar.fetch("/api/multicore/broadcast-glyph");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("/multicore-agents without JavaScript", () => {
  it("the broadcast form posts, redirects to the agents' answers and shows them", async () => {
    const jar = new Jar();
    const context = `form ${uniqueName("nojs")}`;
    const res = await jar.fetch("/multicore-agents?tab=broadcast", { method: "POST", ...form({ glyph: "⟁", context }) });
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/multicore-agents\?tab=broadcast&broadcast=[0-9a-f-]{36}$/);
    const page = await (await jar.fetch(location)).text();
    expect(page).toContain("✓ Glyph broadcasted successfully to all agents");
    expect(page.match(/data-log-entry=/g)).toHaveLength(8);
    expect(page).toContain("Resonant — ⟁ is in Relay&#x27;s affinity (⟁ ⊗).");
    expect(page).toContain(context);
    const broadcastId = location.split("broadcast=")[1];
    expect(await db.selectFrom("activation_logs").select("id").where("broadcast_id", "=", broadcastId).execute()).toHaveLength(8);
  });

  it("an empty glyph is refused with the reason beside the field", async () => {
    const res = await new Jar().fetch("/multicore-agents?tab=broadcast", { method: "POST", ...form({ glyph: "   ", context: "" }) });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain("Enter a glyph to broadcast.");
    expect(page).toContain("Broadcast to 8 agents");
  });

  it("renders the tabs, the agent cards and the log", async () => {
    const jar = new Jar();
    const agentsPage = await (await jar.fetch("/multicore-agents")).text();
    expect(agentsPage).toContain("Agents (8)");
    expect(agentsPage).toContain("Glyph Broadcasting");
    expect(agentsPage).toMatch(/Activation Logs \(\d+\)/);
    for (const name of ["Firefly", "Pulse", "Relay", "Lantern", "Valley", "Reflex", "Tally", "Loom"]) expect(agentsPage).toContain(name);
    const logsPage = await (await jar.fetch("/multicore-agents?tab=logs")).text();
    expect(logsPage).toContain('aria-label="Activation logs"');
  });
});
