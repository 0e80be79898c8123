/**
 * Issue 30, finding 6: an operator's e-mail is their sign-in name, so it never appears in a public
 * answer or page. Operators act, then a visitor (no cookie) walks every public GET of the API
 * description and every page of the route table: no body holds the e-mail (nor any "@trinity.test"),
 * and where the actor is shown it is the operator's handle ("operator-N" by default, or one they
 * chose on /settings/tokens). The operator audit log (operator-only) keeps the e-mail. Rows written
 * with e-mails before the handles existed are rewritten by the migration.
 */
import { randomBytes } from "node:crypto";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../db/migrations/index";
import { createOperator } from "~/domain/auth.server";
import { mint, nodeAccount } from "~/domain/ledger.server";
import { seed } from "~/domain/seed.server";
import { API_OPERATIONS, openApiDocument, type ApiOperation } from "~/infra/openapi.server";
import { ROUTES } from "~/lib/routes";
import { privateDb, testDb } from "./helpers/db";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { uniqueName } from "./helpers/server";

const db = testDb();
afterAll(() => db.destroy());

const run = randomBytes(4).toString("hex");
const LEAKS = [OPERATOR.email, "@trinity.test"];

async function newNode(status: "active" | "pending", nodeType: "Observer" | "Standard" | "Merchant" = "Observer"): Promise<string> {
  const id = uniqueName("node-handle").replace(/_/g, "-");
  await db
    .insertInto("mesh_nodes")
    .values({ id, node_type: nodeType, status, name: `Handle ${id}`, location: null, personality: null, glyph_profile: JSON.stringify({}), val_balance: 0, version: "1.0.0", last_heartbeat: new Date() })
    .execute();
  return id;
}

async function ok(res: Response, status = 200): Promise<Response> {
  if (res.status !== status) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** A described public GET with its path filled from the document's examples (or the ids given). */
function concretePath(op: ApiOperation, ids: Record<string, string>): string {
  const item = (openApiDocument().paths as Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean; schema?: { example?: unknown } }[] }>>)[op.path][op.method];
  let p = op.path;
  const query = new URLSearchParams();
  for (const param of item.parameters ?? []) {
    const value = ids[`${op.path}:${param.name}`] ?? String(param.schema?.example ?? "x");
    if (param.in === "path") p = p.replace(`{${param.name}}`, encodeURIComponent(value));
    else if (param.required) query.set(param.name, value);
  }
  return query.size ? `${p}?${query}` : p;
}

function leaksIn(text: string): string[] {
  return LEAKS.filter((l) => text.toLowerCase().includes(l.toLowerCase()));
}

describe("operator actions name the operator by handle in public answers, never by e-mail", () => {
  let operator: Jar;
  let handle: string;
  const reason = `Consent renewed ${run}`;
  const ids: Record<string, string> = {};
  let promotedEvents: { eventType: string; payload: Record<string, unknown> }[] = [];
  const did = { promotion: "", reviewedNode: "", scan: "", snapshot: `Handles ${run}`, agent: `agent-handle-${run}`, offer: "", template: "", reflectionJob: "" };

  beforeAll(async () => {
    operator = await signIn();
    handle = ((await operator.getJson<{ handle?: string }>("/api/operator/me")).handle ?? "(no handle)") as string;

    // Promotion review (reviewedBy, the node_promoted mesh event).
    const promoted = await newNode("active");
    did.promotion = (
      await db.insertInto("node_promotions").values({ node_id: promoted, proposed_role: "Guardian", activity_score: 91, connected_nodes: 4, reason: "arranged by the handle test" }).returning("id").executeTakeFirstOrThrow()
    ).id;
    await ok(await operator.sendJson(`/api/promotions/${did.promotion}/review`, { approved: true, reviewNotes: "Steady." }));
    // The public event feed holds the latest 100 events of a server every test file shares: read at once,
    // before the other files' events push this one out (the assertion is the test's, below).
    promotedEvents = await new Jar().getJson<{ eventType: string; payload: Record<string, unknown> }[]>("/api/mesh/events?limit=100");

    // Node review (the custodian event of the admission).
    did.reviewedNode = await newNode("pending");
    await ok(await operator.sendJson(`/api/mesh/nodes/${did.reviewedNode}/review`, { decision: "approve" }));

    // Sovereignty (the sovereignty audit and its custodian event); true is the agents' default.
    await ok(await operator.sendJson("/api/velocity/sovereignty/firefly", { sovereign: true, reason }, "PUT"));

    // Harmony scan (requestedBy) and an archive snapshot (takenBy).
    did.scan = ((await (await ok(await operator.sendJson("/api/continuity/harmony-scan", {}), 202)).json()) as { id: string }).id;
    ids["/api/continuity/harmony-scan/{id}:id"] = did.scan;
    await ok(await operator.sendJson("/api/continuity/alexandria-sync", { projectName: did.snapshot }), 201);

    // Merchant onboarding (onboardedBy), an offer (createdBy) and its trade (tradedBy).
    // A merchant of its own: the seeded ones go inactive as their heartbeats age while other suites run.
    const merchant = await newNode("active", "Merchant");
    await ok(await operator.sendJson("/api/mesh/merchant/onboard", { merchantNodeId: merchant, agentId: did.agent, agentType: "user", initialProofOfThought: "I count twice." }), 201);
    const offer = await ok(await operator.sendJson("/api/mesh/merchant/offer", { merchantNodeId: merchant, glyphType: "◊", knowledgeCargo: `Handles primer ${run}`, valPrice: 3 }), 201);
    did.offer = ((await offer.json()) as { id: string }).id;
    const buyer = await newNode("active", "Standard");
    await mint(db, nodeAccount(buyer), 10, "handle test funds", `handle-test-${run}`);
    await ok(await operator.sendJson(`/api/mesh/merchant/offers/${did.offer}/trade`, { buyerNodeId: buyer }));

    // Template approval (approvedBy).
    did.template = (
      await db
        .insertInto("emergent_templates")
        .values({ signature: `handles:${run}`, type_name: `Handle Template ${run}`, capabilities: sql<string[]>`array['handles', 'walks']`, confidence: 0.5, occurrence_count: 2, first_job_id: `handle-${run}` })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await ok(await operator.sendJson(`/api/mesh/templates/emergent/${did.template}/approve`, {}));

    // A reflection (triggered_by), recorded by the worker.
    did.reflectionJob = ((await (await ok(await operator.sendJson("/api/mesh/reflections", { query: `handles ${run}` }), 202)).json()) as { jobId: string }).jobId;
    const deadline = Date.now() + 45_000;
    while (!(await new Jar().getJson<{ jobId: string }[]>("/api/mesh/reflections?limit=100")).some((r) => r.jobId === did.reflectionJob)) {
      if (Date.now() > deadline) throw new Error("the reflection was not recorded");
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  it("the operator's own identity has a neutral default handle", () => {
    expect(handle).toMatch(/^operator-\d+$/);
  });

  const publicGets = API_OPERATIONS.filter((o) => o.method === "get" && !o.operator && o.contentType !== "text/event-stream");

  it("walks every public GET of the API description (sanity: the walk is not empty)", () => {
    expect(publicGets.length).toBeGreaterThan(50);
  });

  it("no public GET of the API description answers with an operator's e-mail", async () => {
    const visitor = new Jar();
    const leaks: string[] = [];
    for (const op of publicGets) {
      const path = concretePath(op, ids);
      const res = await visitor.fetch(path);
      expect(res.status, path).toBeLessThan(500);
      const found = leaksIn(await res.text());
      if (found.length) leaks.push(`${path}: ${found.join(", ")}`);
    }
    expect(leaks).toEqual([]);
  });

  it("no page of the route table shows a visitor an operator's e-mail", async () => {
    const visitor = new Jar();
    const leaks: string[] = [];
    for (const { path } of ROUTES) {
      const res = await visitor.fetch(path);
      expect(res.status, path).toBe(200);
      const found = leaksIn(await res.text());
      if (found.length) leaks.push(`${path}: ${found.join(", ")}`);
    }
    expect(leaks).toEqual([]);
  });

  it("shows the handle where the actor is shown", async () => {
    const visitor = new Jar();
    const promotions = await visitor.getJson<{ promotions: { id: string; reviewedBy: string | null }[] }>("/api/promotions?limit=100");
    expect(promotions.promotions.find((p) => p.id === did.promotion)?.reviewedBy).toBe(handle);

    expect(promotedEvents.find((e) => e.eventType === "node_promoted" && e.payload.promotionId === did.promotion)?.payload.reviewedBy).toBe(handle);

    const custodian = await visitor.getJson<{ events: { nodeId: string | null; subject: string | null; actionTaken: string | null }[] }>("/api/economy/custodian?limit=100");
    expect(custodian.events.find((e) => e.subject === "agent:firefly" && e.actionTaken?.endsWith(reason))?.actionTaken).toBe(`${handle}: ${reason}`);
    expect(custodian.events.find((e) => e.nodeId === did.reviewedNode)?.actionTaken).toBe(`Admitted to the mesh by ${handle}`);

    const audit = await visitor.getJson<{ reason: string; operator: string }[]>("/api/velocity/sovereignty/audit?limit=100");
    expect(audit.find((a) => a.reason === reason)?.operator).toBe(handle);

    expect((await visitor.getJson<{ requestedBy: string | null }>(`/api/continuity/harmony-scan/${did.scan}`)).requestedBy).toBe(handle);
    const syncs = await visitor.getJson<{ projectName: string; takenBy: string | null }[]>("/api/continuity/alexandria-sync?limit=100");
    expect(syncs.find((s) => s.projectName === did.snapshot)?.takenBy).toBe(handle);

    const onboardings = await visitor.getJson<{ agentId: string; onboardedBy: string }[]>("/api/mesh/merchant/onboarding-history?limit=100");
    expect(onboardings.find((o) => o.agentId === did.agent)?.onboardedBy).toBe(handle);
    const offers = await visitor.getJson<{ id: string; createdBy: string; tradedBy: string | null }[]>("/api/mesh/merchant/offers?limit=100&status=traded");
    expect(offers.find((o) => o.id === did.offer)).toMatchObject({ createdBy: handle, tradedBy: handle });

    const templates = await visitor.getJson<{ id: string; approvedBy: string | null }[]>("/api/mesh/templates/emergent");
    expect(templates.find((t) => t.id === did.template)?.approvedBy).toBe(handle);
    const reflections = await visitor.getJson<{ jobId: string; triggered_by: string }[]>("/api/mesh/reflections?limit=100");
    expect(reflections.find((r) => r.jobId === did.reflectionJob)?.triggered_by).toBe(handle);
  });

  it("the operator audit log (operator-only) keeps the e-mail", async () => {
    const page = await operator.getJson<{ entries: { action: string; operatorEmail: string; targetId: string | null }[] }>("/api/operator/audit?action=promotion.approve");
    expect(page.entries.find((e) => e.targetId === did.promotion)?.operatorEmail).toBe(OPERATOR.email);
  });
});

describe("an operator chooses their handle on /settings/tokens", () => {
  const password = "a long enough passphrase";
  const emailA = `handle-a-${run}@trinity.test`;
  const emailB = `handle-b-${run}@trinity.test`;
  let a: Jar;
  let b: Jar;
  const chosen = `Night.Watch_${run}`;

  async function signInAs(email: string): Promise<Jar> {
    const jar = new Jar();
    await ok(await jar.fetch("/login", { method: "POST", ...form({ email, password, redirectTo: "/settings/tokens" }) }), 302);
    return jar;
  }
  const setHandle = (jar: Jar, value: string) => jar.fetch("/settings/tokens", { method: "POST", ...form({ intent: "handle", handle: value }) });

  beforeAll(async () => {
    await createOperator(db, { email: emailA, password });
    await createOperator(db, { email: emailB, password });
    a = await signInAs(emailA);
    b = await signInAs(emailB);
  });

  it("shows the current handle in the form", async () => {
    const { handle } = await a.getJson<{ handle: string }>("/api/operator/me");
    const html = await (await ok(await a.fetch("/settings/tokens"))).text();
    expect(html).toMatch(new RegExp(`<input[^>]*name="handle"[^>]*value="${handle}"`));
  });

  it.each([
    ["ab", "at least 3"],
    ["x".repeat(33), "at most 32"],
    ["night@watch", "letters, digits"],
    ["night watch", "letters, digits"],
    ["operator-77", "kept for"],
    ["", "at least 3"],
  ])("refuses %j with a clear message (400, never 500)", async (value, message) => {
    const res = await setHandle(a, value);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it("changes the handle; a taken handle (in any case) is refused; public records name the new handle", async () => {
    const res = await setHandle(a, chosen);
    expect(res.status).toBe(302);
    expect((await a.getJson<{ handle: string }>("/api/operator/me")).handle).toBe(chosen);

    const taken = await setHandle(b, chosen.toUpperCase());
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("already taken");

    const reason = `Handle chosen ${run}`;
    await ok(await a.sendJson("/api/velocity/sovereignty/pulse", { sovereign: true, reason }, "PUT"));
    const audit = await new Jar().getJson<{ reason: string; operator: string }[]>("/api/velocity/sovereignty/audit?limit=100");
    expect(audit.find((x) => x.reason === reason)?.operator).toBe(chosen);
  });
});

/** Public columns that hold an operator's name, and a row of each to write an e-mail into. */
const PUBLIC_ACTOR_COLUMNS: [table: string, column: string][] = [
  ["node_promotions", "reviewed_by"],
  ["sovereignty_audit", "operator"],
  ["harmony_scans", "requested_by"],
  ["alexandria_syncs", "taken_by"],
  ["velocity_engine", "started_by"],
  ["velocity_engine", "stopped_by"],
  ["merchant_onboardings", "onboarded_by"],
  ["knowledge_offers", "created_by"],
  ["knowledge_offers", "traded_by"],
  ["emergent_templates", "approved_by"],
  ["mesh_reflections", "triggered_by"],
  ["version_deployments", "requested_by"],
  ["manifests", "uploaded_by"],
  ["manifests", "deployed_by"],
  ["deploy_cascades", "requested_by"],
];

describe("the migration gives every operator a handle and rewrites e-mails already in public records", () => {
  it("backfills operator-N in creation order and replaces stored e-mails with the handle", async () => {
    const own = await privateDb("tm_handles", { poolMax: 2 });
    try {
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf("20261128T160000_mesh_events_node_index")]!;
      const migrator = new Migrator({ db: own.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      await seed(own.db);

      const first = "first@ops.example";
      const second = "second@ops.example";
      await own.db.insertInto("operators").values({ email: first, password_hash: "x", created_at: new Date(Date.now() - 60_000) }).execute();
      await own.db.insertInto("operators").values({ email: second, password_hash: "x" }).execute();
      const secondId = (await own.db.selectFrom("operators").select("id").where("email", "=", second).executeTakeFirstOrThrow()).id;

      // Rows the seed made (and their like): each column now holds the second operator's e-mail.
      await own.db.insertInto("harmony_scans").values({ requested_by: "x", recommendations: JSON.stringify([]) }).execute();
      await own.db.insertInto("alexandria_syncs").values({ project_name: "p", summary_hash: "0".repeat(64), memory_count: 0, taken_by: "x" }).execute();
      await sql`insert into sovereignty_audit (agent_id, previous_sovereign, sovereign, reason, operator) values ('firefly', true, false, 'r', 'x')`.execute(own.db);
      await sql`insert into mesh_reflections (job_id, reflection_type, query, templates_discovered, capabilities_found, triggered_by) values ('j', 'focused', 'q', 0, '{}', 'x')`.execute(own.db);
      await sql`insert into version_deployments (node_type, target_version, target_nodes, requested_by, status) values ('Observer', '9.9.9', '{}', 'x', 'completed')`.execute(own.db);
      await sql`insert into deploy_cascades (owner, repo, hub_url, total_nodes, requested_by) values ('o', 'r', 'https://h.example', 1, 'x')`.execute(own.db);
      await sql`insert into merchant_onboardings (merchant_node_id, agent_id, agent_type, val_earned, capacity_generated, onboarded_by) values ('node-merchant-lyon', 'agent-m', 'user', 0, 0, 'x')`.execute(own.db);
      await sql`insert into emergent_templates (signature, type_name, capabilities, confidence, occurrence_count, first_job_id, status, approved_by, approved_at) values ('s', 't', '{}', 0.5, 1, 'j', 'active', 'x', now())`.execute(own.db);
      for (const [table, column] of PUBLIC_ACTOR_COLUMNS) {
        const updated = await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${second}`.execute(own.db);
        expect(Number(updated.numAffectedRows), `${table}.${column} has rows`).toBeGreaterThan(0);
      }
      await sql`insert into custodian_events (severity, event_type, node_id, subject, action_taken) values ('info', 'sovereignty_granted', null, 'agent:firefly', ${`${second}: consent`})`.execute(own.db);
      await sql`insert into mesh_events (event_type, node_id, summary, payload) values ('node_promoted', null, 's', ${JSON.stringify({ reviewedBy: second, role: "Guardian" })}::jsonb)`.execute(own.db);
      await sql`insert into operator_audit (actor_kind, actor_id, actor_name, operator_id, operator_email, action, target_type, result) values ('session', ${secondId}, ${second}, ${secondId}, ${second}, 'node.approve', 'node', 'ok')`.execute(own.db);
      await sql`update node_promotions set reviewed_by = 'founding operator' where id = (select min(id) from node_promotions)`.execute(own.db);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const handles = await own.db.selectFrom("operators").select(["email", "handle"]).orderBy("created_at").execute();
      expect(handles).toEqual([
        { email: first, handle: "operator-1" },
        { email: second, handle: "operator-2" },
      ]);
      for (const [table, column] of PUBLIC_ACTOR_COLUMNS) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} = ${second}`.execute(own.db);
        expect(rows[0]!.n, `${table}.${column}`).toBe(0);
      }
      const { rows: promoted } = await sql<{ reviewed_by: string }>`select distinct reviewed_by from node_promotions order by 1`.execute(own.db);
      expect(promoted.map((r) => r.reviewed_by)).toEqual(["founding operator", "operator-2"]);
      const { rows: custodian } = await sql<{ action_taken: string }>`select action_taken from custodian_events where subject = 'agent:firefly'`.execute(own.db);
      expect(custodian.map((r) => r.action_taken)).toEqual(["operator-2: consent"]);
      const { rows: events } = await sql<{ payload: Record<string, unknown> }>`select payload from mesh_events where event_type = 'node_promoted' and node_id is null`.execute(own.db);
      expect(events.map((r) => r.payload)).toEqual([{ reviewedBy: "operator-2", role: "Guardian" }]);
      const { rows: audit } = await sql<{ actor_name: string; operator_email: string }>`select actor_name, operator_email from operator_audit`.execute(own.db);
      expect(audit).toEqual([{ actor_name: second, operator_email: second }]);

      // A new operator continues the numbering; a handle is unique whatever its case.
      const third = await createOperator(own.db, { email: "third@ops.example", password: "a long enough passphrase" });
      expect(third.handle).toBe("operator-3");
      await expect(sql`update operators set handle = 'OPERATOR-1' where id = ${secondId}`.execute(own.db)).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await own.close();
    }
  });
});
