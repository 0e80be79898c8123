import { randomBytes, randomUUID } from "node:crypto";
import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { sql, type Kysely } from "kysely";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/types";
import { capabilityOf, titleOf } from "~/lib/evolution";
import { NODE_TYPE_DEFS } from "~/lib/node-types";
import { bullPrefix } from "../../worker/queues";
import { testDb } from "./helpers/db";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { expectJobCompletes } from "./helpers/jobs";
import { REDIS_URL, startServer } from "./helpers/server";

const db = testDb();
const created: { db: Kysely<Database>; nodes: string[] }[] = [];
const conversations: string[] = [];
afterAll(async () => {
  if (conversations.length) await db.deleteFrom("conversations").where("id", "in", conversations).execute();
  for (const c of created) {
    await c.db.deleteFrom("mesh_events").where("node_id", "in", c.nodes).execute().catch(() => {});
    await c.db.deleteFrom("mesh_nodes").where("id", "in", c.nodes).execute().catch(() => {});
  }
  await db.destroy();
});

const mark = () => `mk${randomBytes(4).toString("hex")}`;

const post = (jar: Jar, path: string, body?: unknown) => jar.sendJson(path, body);

const getJson = <T>(jar: Jar, path: string) => jar.getJson<T>(path);

interface ReflectionView {
  id: string;
  jobId: string;
  reflectionType: string;
  query: string | null;
  timestamp: string;
  templatesDiscovered: number;
  capabilitiesFound: string[];
  triggered_by: string;
  answer: string | null;
}

interface PatternView {
  id: string;
  signature: string;
  patternType: string;
  description: string;
  isNovel: boolean;
  impact: number;
  frequency: number;
  participantTypes: string[];
  glyphSignature: string;
}

interface TemplateView {
  id: string;
  typeName: string;
  status: string;
  confidence: number;
  occurrenceCount: number;
  capabilities: string[];
}

async function waitForReflection(jar: Jar, jobId: string, timeoutMs = 45_000): Promise<ReflectionView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await getJson<ReflectionView[]>(jar, "/api/mesh/reflections?limit=100");
    const found = list.find((r) => r.jobId === jobId);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`reflection of ${jobId} did not appear`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Two fresh Standard nodes of our own, each emitting the test's two event types in order: the
 * Standard transition alpha → beta recurs (frequency 2), and the capability pair {alpha, beta},
 * which no reference template covers, recurs on two nodes (an emergent template candidate).
 */
async function arrange(target: Kysely<Database>, m: string) {
  const nodes = [`it-evo-${m}-a`, `it-evo-${m}-b`];
  created.push({ db: target, nodes });
  await target
    .insertInto("mesh_nodes")
    .values(nodes.map((id) => ({ id, node_type: "Standard" as const, status: "active" as const, name: `Evolution probe ${id}`, location: null, personality: null, glyph_profile: JSON.stringify({}), val_balance: 0, version: "1.0.0", last_heartbeat: new Date() })))
    .execute();
  const alpha = `it_alpha_${m}`;
  const beta = `it_beta_${m}`;
  await emit(target, nodes, [alpha, beta]);
  return { nodes, alpha, beta, signature: `sequence:Standard:${alpha}>${beta}`, templateName: `${titleOf(capabilityOf(alpha))} + ${titleOf(capabilityOf(beta))}` };
}

async function emit(target: Kysely<Database>, nodes: string[], types: string[]) {
  for (const node of nodes) {
    for (const t of types) {
      await target.insertInto("mesh_events").values({ event_type: t, node_id: node, summary: `${node} did ${t}`, payload: JSON.stringify({}) }).execute();
    }
  }
}

describe("mesh evolution reads", () => {
  it("answers the 29 reference templates, the emergent ones, patterns, reflections and metrics in their shapes", async () => {
    const jar = new Jar();
    const reference = await getJson<{ typeName: string; capabilities: string[]; glyphProfile: string[] }[]>(jar, "/api/mesh/templates/reference");
    expect(reference).toHaveLength(29);
    expect(new Set(reference.map((r) => r.typeName)).size).toBe(29);
    for (const name of ["Apex", "Merchant", "Guardian", "Core", "Scout", "Whisper", "Catalyst", "Capacity", "Vault", "Observer", "Standard"]) {
      expect(reference.map((r) => r.typeName)).toContain(name);
    }
    expect(reference.every((r) => r.capabilities.length >= 3 && r.glyphProfile.length >= 1)).toBe(true);

    const templates = await getJson<{ reference: unknown[]; emergent: unknown[] }>(jar, "/api/mesh/templates");
    expect(Object.keys(templates).sort()).toEqual(["emergent", "reference"]);
    expect(templates.reference).toHaveLength(29);
    expect(Array.isArray(await getJson(jar, "/api/mesh/templates/emergent"))).toBe(true);

    const patterns = await getJson<{ all: PatternView[]; novel: PatternView[] }>(jar, "/api/mesh/patterns?limit=5");
    expect(Object.keys(patterns).sort()).toEqual(["all", "novel"]);
    expect(patterns.all.length).toBeLessThanOrEqual(5);
    expect(patterns.novel.every((p) => p.isNovel)).toBe(true);

    expect(Array.isArray(await getJson(jar, "/api/mesh/reflections"))).toBe(true);

    const metrics = await getJson<Record<string, unknown>>(jar, "/api/mesh/evolution/metrics");
    expect(metrics).toMatchObject({ referenceTemplates: 29 });
    expect(metrics.emergenceScore).toBeGreaterThanOrEqual(0);
    expect(metrics.emergenceScore).toBeLessThanOrEqual(1);
    for (const key of ["emergentTemplates", "activeTemplates", "candidateTemplates", "totalPatterns", "novelPatterns", "reflections"]) expect(typeof metrics[key]).toBe("number");
  });

  it("keeps the hourly reflection scheduled (triggered_by 'schedule')", async () => {
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("reflection", { connection, prefix: bullPrefix(inject("redisPrefix")) });
    try {
      const deadline = Date.now() + 10_000;
      let scheduler = await queue.getJobScheduler("hourly-reflection");
      while (!scheduler && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        scheduler = await queue.getJobScheduler("hourly-reflection");
      }
      expect(scheduler).toMatchObject({ every: 3600_000, name: "reflect" });
      expect(scheduler?.template?.data).toMatchObject({ triggeredBy: "schedule" });
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});

describe("reflections, patterns and templates through the real worker", () => {
  it("a visitor may not reflect or approve (401); bad bodies are 400; unknown templates 404", async () => {
    const visitor = new Jar();
    expect((await post(visitor, "/api/mesh/reflections", {})).status).toBe(401);
    expect((await post(visitor, `/api/mesh/templates/emergent/${randomUUID()}/approve`, {})).status).toBe(401);

    const jar = await signIn();
    for (const body of [{ query: 42 }, { query: "x".repeat(201) }, "{not json"]) {
      const res = await post(jar, "/api/mesh/reflections", body);
      expect(res.status).toBe(400);
      const error = (await res.json()) as { error: { code: string } };
      expect(["validation_failed", "bad_request"]).toContain(error.error.code);
    }
    expect((await jar.fetch(`/api/mesh/templates/emergent/${randomUUID()}/approve`)).status).toBe(405);
    expect((await post(jar, `/api/mesh/templates/emergent/${randomUUID()}/approve`, {})).status).toBe(404);
    expect((await post(jar, "/api/mesh/templates/emergent/not-a-uuid/approve", {})).status).toBe(404);
  });

  it("an operator's reflection records patterns, a template candidate and its reflection; a re-run updates instead of duplicating; approve 200 then 409", async () => {
    const m = mark();
    const setup = await arrange(db, m);
    // A conversation whose messages keep pairing ☉ (care) with ⚛ (compute): no reference type holds both.
    const conversation = await db.insertInto("conversations").values({ visitor_id: `val-${m}`, title: `Evolution ${m}` }).returning("id").executeTakeFirstOrThrow();
    conversations.push(conversation.id);
    await db
      .insertInto("messages")
      .values([
        { conversation_id: conversation.id, role: "visitor", agent: null, glyph: null, content: `Can ☉ care and ⚛ compute share one node? ${m}` },
        { conversation_id: conversation.id, role: "agent", agent: "Solace", glyph: "☉", content: `Care ☉ first, then the engine ⚛ (${m}).` },
      ])
      .execute();
    const jar = await signIn();

    const res = await post(jar, "/api/mesh/reflections", { query: `  alpha ${m}  ` });
    expect(res.status).toBe(202);
    const { jobId } = (await res.json()) as { jobId: string };
    expect(jobId).toMatch(/^reflect-/);

    const reflection = await waitForReflection(jar, jobId);
    expect(reflection).toMatchObject({ reflectionType: "focused", query: `alpha ${m}`, triggered_by: OPERATOR.handle });
    expect(reflection.templatesDiscovered).toBeGreaterThanOrEqual(1);
    expect(reflection.capabilitiesFound.slice(0, 2).sort()).toEqual([capabilityOf(setup.alpha), capabilityOf(setup.beta)].sort());
    expect(new Date(reflection.timestamp).toISOString()).toBe(reflection.timestamp);
    // Issue 31: a focused reflection answers its question from what the window shows.
    expect(reflection.answer).toMatch(new RegExp(`^\\d+ of \\d+ mesh events in the last 30 days touch “alpha ${m}”`));
    expect(reflection.answer).toContain("recurring pattern");

    const patterns = await getJson<{ all: PatternView[]; novel: PatternView[] }>(jar, "/api/mesh/patterns?limit=100");
    const mine = patterns.all.find((p) => p.signature === setup.signature);
    expect(mine).toMatchObject({ patternType: "event_sequence", isNovel: true, frequency: 2, description: `Standard nodes follow it alpha ${m} with it beta ${m}` });
    expect(mine!.participantTypes[0]).toBe("Standard");
    expect(mine!.impact).toBeGreaterThan(0);
    expect(mine!.impact).toBeLessThanOrEqual(1);
    expect(mine!.glyphSignature).toBe(NODE_TYPE_DEFS.find((d) => d.typeName === "Standard")!.glyphProfile.slice(0, 2).join(""));
    expect(patterns.novel.some((p) => p.signature === setup.signature)).toBe(true);
    const glyphPair = patterns.all.find((p) => p.signature === "glyphs:☉+⚛");
    expect(glyphPair).toMatchObject({ patternType: "glyph_cooccurrence", isNovel: true, glyphSignature: "☉⚛", description: "Conversations pair ☉ Sun with ⚛ Nucleus" });
    expect(glyphPair!.frequency).toBeGreaterThanOrEqual(2);

    const emergent = await getJson<TemplateView[]>(jar, "/api/mesh/templates/emergent");
    const template = emergent.find((t) => t.typeName === setup.templateName);
    expect(template).toMatchObject({ status: "candidate", occurrenceCount: 2, confidence: 0.5, capabilities: [capabilityOf(setup.alpha), capabilityOf(setup.beta)].sort() });

    // Approve: a candidate becomes active once.
    const approved = await post(jar, `/api/mesh/templates/emergent/${template!.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id: template!.id, status: "active", approvedBy: OPERATOR.handle });
    const again = await post(jar, `/api/mesh/templates/emergent/${template!.id}/approve`, {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("conflict");

    // More of the same behaviour, then a scheduled-style (no query) reflection: same rows, new frequency.
    await emit(db, [setup.nodes[0]], [setup.alpha, setup.beta]);
    const second = await post(jar, "/api/mesh/reflections", {});
    expect(second.status).toBe(202);
    const secondJob = ((await second.json()) as { jobId: string }).jobId;
    const r2 = await waitForReflection(jar, secondJob);
    expect(r2).toMatchObject({ reflectionType: "autonomous", query: null, triggered_by: OPERATOR.handle });
    expect(r2.answer).toBeNull();

    const rows = await db.selectFrom("mesh_patterns").select(["frequency", "is_novel", "first_job_id", "last_job_id"]).where("signature", "=", setup.signature).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ frequency: 3, is_novel: true, first_job_id: jobId, last_job_id: secondJob });
    const templateRows = await db.selectFrom("emergent_templates").select(["status", "occurrence_count"]).where("type_name", "=", setup.templateName).execute();
    expect(templateRows).toEqual([{ status: "active", occurrence_count: 2 }]);
    expect(await db.selectFrom("mesh_reflections").select("id").where("job_id", "in", [jobId, secondJob]).execute()).toHaveLength(2);

    const metrics = await getJson<{ novelPatterns: number; activeTemplates: number; reflections: number; novelFrequency: number; totalFrequency: number }>(jar, "/api/mesh/evolution/metrics");
    // The score's parts are answered with it (the card explains the score with them).
    expect(metrics.novelFrequency).toBeGreaterThanOrEqual(3);
    expect(metrics.totalFrequency).toBeGreaterThanOrEqual(metrics.novelFrequency);
    expect(metrics.novelPatterns).toBeGreaterThanOrEqual(1);
    expect(metrics.activeTemplates).toBeGreaterThanOrEqual(1);
    expect(metrics.reflections).toBeGreaterThanOrEqual(2);
  });
});

describe("the forms of /mesh-evolution", () => {
  it("send a visitor to sign in; an operator's Reflect now and Approve Template redirect back with the outcome", async () => {
    const visitor = await new Jar().fetch("/mesh-evolution?tab=reflections", { method: "POST", ...form({ intent: "reflect", query: "" }) });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login\?redirectTo=/);

    const m = mark();
    const setup = await arrange(db, m);
    const jar = await signIn();
    const reflect = await jar.fetch("/mesh-evolution?tab=reflections", { method: "POST", ...form({ intent: "reflect", query: "" }) });
    expect(reflect.status).toBe(302);
    const location = reflect.headers.get("location")!;
    const jobId = /pending=(reflect-[0-9a-f-]+)/.exec(location)?.[1];
    expect(location).toMatch(/^\/mesh-evolution\?tab=reflections&pending=reflect-/);
    expect(await waitForReflection(jar, jobId!)).toMatchObject({ query: null, reflectionType: "autonomous", triggered_by: OPERATOR.handle });

    const page = await jar.fetch(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`data-reflection="${jobId}"`);
    expect(html).not.toContain("data-pending-reflection");

    const template = (await getJson<TemplateView[]>(jar, "/api/mesh/templates/emergent")).find((t) => t.typeName === setup.templateName)!;
    const approve = await jar.fetch("/mesh-evolution?tab=templates", { method: "POST", ...form({ intent: "approve", templateId: template.id }) });
    expect(approve.status).toBe(302);
    expect(approve.headers.get("location")).toBe("/mesh-evolution?tab=templates");
    expect((await db.selectFrom("emergent_templates").select(["status", "approved_by"]).where("id", "=", template.id).executeTakeFirstOrThrow())).toEqual({ status: "active", approved_by: OPERATOR.handle });
  });
});

describe("a reflection that crashes after recording its patterns", () => {
  it("is retried and finishes: one reflection, no duplicate pattern or template, the same discoveries", async () => {
    const server = await startServer({
      env: { JOB_CRASH_POINTS: "reflection:patterns-recorded,autonomous:node-updated", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
    });
    const privateDb = testDb(server.databaseUrl!);
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue("reflection", { connection, prefix: bullPrefix(server.redisPrefix) });
    try {
      const jar = await signIn(new Jar(undefined, server.url));
      // The hourly schedule reflects once as the workers start (triggered_by 'schedule'): let it
      // finish first, so this test's discoveries are its own job's.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const list = await getJson<ReflectionView[]>(jar, "/api/mesh/reflections");
        if (list.some((r) => r.triggered_by === "schedule" && r.reflectionType === "autonomous" && r.query === null)) break;
        if (Date.now() > deadline) throw new Error("the scheduled reflection did not run at start");
        await new Promise((r) => setTimeout(r, 150));
      }
      const m = mark();
      const setup = await arrange(privateDb, m);
      const res = await post(jar, "/api/mesh/reflections", {});
      expect(res.status).toBe(202);
      const { jobId } = (await res.json()) as { jobId: string };

      const reflection = await waitForReflection(jar, jobId, 60_000);
      expect(reflection.templatesDiscovered).toBeGreaterThanOrEqual(1);
      // The reflection's row is written before BullMQ marks the attempt completed: wait for the job itself.
      const job = await expectJobCompletes(queue, (await Job.fromId(queue, jobId))!);
      expect(job.attemptsMade).toBe(2);
      expect(job.data).toMatchObject({ steps: { patternsRecorded: true, templatesRecorded: true } });

      expect(await privateDb.selectFrom("mesh_reflections").select("id").where("job_id", "=", jobId).execute()).toHaveLength(1);
      const patterns = await privateDb.selectFrom("mesh_patterns").select(["frequency", "first_job_id"]).where("signature", "=", setup.signature).execute();
      expect(patterns).toEqual([{ frequency: 2, first_job_id: jobId }]);
      const templates = await privateDb.selectFrom("emergent_templates").select(["first_job_id", "occurrence_count"]).where("type_name", "=", setup.templateName).execute();
      expect(templates).toEqual([{ first_job_id: jobId, occurrence_count: 2 }]);
      const dupes = await privateDb
        .selectFrom("mesh_patterns")
        .select(sql<number>`count(*) - count(distinct signature)`.as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(dupes.n)).toBe(0);
    } finally {
      await queue.close();
      connection.disconnect();
      await privateDb.destroy();
      await server.stop();
    }
  });
});
