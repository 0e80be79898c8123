/**
 * The operator audit log (issue 17 item 6): every operator action, taken over HTTP as an operator (from
 * the screens' forms and from the JSON API, signed in or with an API token), leaves an entry with who,
 * what, target and result, refusals and failures included; /operator/audit, its CSV export and
 * GET /api/operator/audit are operators only, filter and page. A private server (its own database)
 * against a fake code host, so deploys run for real and no other suite's state is touched.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/types";
import type { AuditEntry, AuditPage } from "../../app/lib/audit.schema";
import { SAMPLE_MANIFEST } from "../../app/lib/manifests";
import { testDb } from "./helpers/db";
import { startFakeGitHub, type FakeGitHub } from "./helpers/fake-github";
import { clientIp, form, Jar, OPERATOR, signIn } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

let fake: FakeGitHub;
let server: TestServer;
let db: Kysely<Database>;
/** A signed-in operator (session cookie). */
let jar: Jar;
/** An API token of the operator, created through the tokens screen, and its name. */
let token: string;
const TOKEN_NAME = `audit-ci-${randomBytes(3).toString("hex")}`;
const ip = clientIp();

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

/** A JSON call with the API token. */
function api(path: string, body?: unknown, method = body === undefined ? "GET" : "POST"): Promise<Response> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, "X-Forwarded-For": ip };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual" });
}

/** A page's HTML without React's text separators (`<!-- -->`), for text checks. */
async function pageText(res: Response): Promise<string> {
  return (await res.text()).replace(/<!-- -->/g, "");
}

/** Whether the page holds each text (named in the failure, not the whole page). */
function expectHas(html: string, ...texts: string[]) {
  for (const t of texts) expect(html.includes(t), `page holds ${JSON.stringify(t)}`).toBe(true);
}

/** A screen's form, posted by the signed-in operator. */
function post(path: string, data: Record<string, string>): Promise<Response> {
  return jar.fetch(path, { method: "POST", ...form(data) });
}

async function audit(query: Record<string, string>): Promise<AuditPage> {
  const res = await api(`/api/operator/audit?${new URLSearchParams(query)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AuditPage;
}

/** The newest entry of an action on a target (by its id). */
async function entryFor(action: string, targetId: string | null, extra: Record<string, string> = {}): Promise<AuditEntry> {
  const { entries } = await audit({ action, ...extra });
  const entry = entries.find((e) => targetId === null || e.targetId === targetId);
  expect(entry, `an audit entry for ${action} on ${targetId}`).toBeDefined();
  return entry!;
}

const BY_SESSION = { actorKind: "session", actorName: OPERATOR.email, operatorEmail: OPERATOR.email };
const byToken = () => ({ actorKind: "token", actorName: TOKEN_NAME, operatorEmail: OPERATOR.email });

beforeAll(async () => {
  fake = await startFakeGitHub();
  server = await startServer({
    env: { GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url, PUBLIC_URL: "https://hub.example.test", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
  });
  db = testDb(server.databaseUrl!);
  jar = await signIn(new Jar(undefined, server.url));
  const res = await post("/settings/tokens", { intent: "create", name: TOKEN_NAME });
  expect(res.status).toBe(200);
  token = /tm_[A-Za-z0-9_-]{20,100}/.exec(await res.text())![0];
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await fake?.close();
});

describe("who may read the audit log", () => {
  it("sends a visitor to sign in from the screen and the CSV, and answers 401 to the API", async () => {
    const visitor = new Jar(undefined, server.url);
    const page = await visitor.fetch("/operator/audit?result=ok", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent("/operator/audit?result=ok")}`);
    const csv = await visitor.fetch("/operator/audit.csv");
    expect(csv.status).toBe(302);
    expect(csv.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const json = await visitor.fetch("/api/operator/audit");
    expect(json.status).toBe(401);
    expect((await json.json()).error.code).toBe("unauthorized");
    const bad = await fetch(`${server.url}/api/operator/audit`, { headers: { Authorization: "Bearer tm_not-a-real-token-000000000000" } });
    expect(bad.status).toBe(401);
  });

  it("shows the signed-in operator the screen, linked from the operator menu", async () => {
    const res = await jar.fetch("/operator/audit");
    expect(res.status).toBe(200);
    expectHas(await pageText(res), "Operator audit log", 'href="/operator/audit"', "Export CSV");
  });
});

describe("every operator action leaves an entry", () => {
  it("API tokens: creation and revocation (screen), a second revocation refused", async () => {
    const created = await entryFor("token.create", null, { actor: OPERATOR.email });
    expect(created).toMatchObject({ ...BY_SESSION, targetType: "token", result: "ok", detail: { name: TOKEN_NAME } });
    expect(JSON.stringify(created)).not.toContain(token);

    const name = unique("throwaway");
    await post("/settings/tokens", { intent: "create", name });
    const row = await db.selectFrom("api_tokens").select("id").where("name", "=", name).executeTakeFirstOrThrow();
    expect((await entryFor("token.create", row.id)).detail).toMatchObject({ name });
    expect((await post("/settings/tokens", { intent: "revoke", tokenId: row.id })).status).toBe(302);
    expect(await entryFor("token.revoke", row.id)).toMatchObject({ ...BY_SESSION, result: "ok" });
    await post("/settings/tokens", { intent: "revoke", tokenId: row.id });
    const { entries } = await audit({ action: "token.revoke", result: "refused" });
    expect(entries.find((e) => e.targetId === row.id)?.message).toMatch(/no active token/i);
  });

  it("node approval (API, as a token) and rejection (screen), a second review refused", async () => {
    const register = async () => {
      const res = await fetch(`${server.url}/api/mesh/nodes/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify({ name: unique("Audit Watch"), nodeType: "Observer", location: "Oslo", version: "1.0.0", glyphseed: randomBytes(24).toString("base64url") }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const a = await register();
    expect((await api(`/api/mesh/nodes/${a}/review`, { decision: "approve" })).status).toBe(200);
    expect(await entryFor("node.approve", a)).toMatchObject({ ...byToken(), targetType: "node", result: "ok", message: null });
    expect((await api(`/api/mesh/nodes/${a}/review`, { decision: "approve" })).status).toBe(409);
    const refused = (await audit({ action: "node.approve", result: "refused" })).entries.find((e) => e.targetId === a);
    expect(refused?.message).toBe("This node is active; only pending nodes can be reviewed.");

    const b = await register();
    expect((await post("/valoir-mesh", { nodeId: b, decision: "reject" })).status).toBe(302);
    expect(await entryFor("node.reject", b)).toMatchObject({ ...BY_SESSION, result: "ok" });
    expect((await api("/api/mesh/nodes/no-such-node/review", { decision: "reject" })).status).toBe(404);
    expect((await entryFor("node.reject", "no-such-node")).result).toBe("refused");
  });

  it("deploys against the code host: verify, push (API and Quick Deploy), workflow, cascade; a failure is recorded", async () => {
    const repo = unique("audit-observer");
    const target = `trinity-ops/${repo}`;
    expect((await (await api("/api/github/verify", { owner: "trinity-ops", repo })).json()).success).toBe(true);
    expect(await entryFor("deploy.verify", target)).toMatchObject({ ...byToken(), targetType: "repository", result: "ok" });

    expect((await (await api("/api/github/push-observer", { owner: "trinity-ops", repo, branch: "main" })).json()).success).toBe(true);
    expect((await entryFor("deploy.push_observer", target)).detail).toMatchObject({ branch: "main", changed: true });

    expect((await post("/quick-deploy", { owner: "trinity-ops", repo, branch: "main" })).status).toBe(200);
    expect(await entryFor("deploy.quick", target)).toMatchObject({ ...BY_SESSION, result: "ok", detail: { changed: false } });

    expect((await post("/github-deploy", { intent: "workflow", owner: "trinity-ops", repo, branch: "main" })).status).toBe(200);
    expect(await entryFor("deploy.workflow", target)).toMatchObject({ ...BY_SESSION, result: "ok" });

    const res = await api("/api/github/deploy-cascade", { owner: "trinity-ops", repo, configJson: JSON.stringify([{ name: unique("Audit Cascade"), region: "eu-north", tags: ["observer"] }]) });
    expect([200, 202]).toContain(res.status);
    const report = (await res.json()) as { cascadeId: string; deployments: { glyphseed?: string }[] };
    const cascade = await entryFor("deploy.cascade", report.cascadeId);
    expect(cascade).toMatchObject({ ...byToken(), targetType: "cascade", result: "ok", detail: { repository: target } });
    // The report carries each node's glyphseed once; the audit entry never does.
    const seeds = report.deployments.map((d) => d.glyphseed ?? "");
    expect(seeds.length).toBeGreaterThan(0);
    expect(seeds.filter((seed) => seed.length < 20)).toEqual([]);
    expect(seeds.filter((seed) => JSON.stringify(cascade).includes(seed))).toEqual([]);

    const missing = unique("audit-missing");
    fake.setMode(`trinity-ops/${missing}`, "missing");
    expect((await (await api("/api/github/push-observer", { owner: "trinity-ops", repo: missing, branch: "main" })).json()).success).toBe(false);
    const failed = await entryFor("deploy.push_observer", `trinity-ops/${missing}`);
    expect(failed.result).toBe("failed");
    expect(failed.message).toMatch(/not found/i);
  });

  it("manifests: upload and deploy (API), a second deploy refused", async () => {
    const res = await api("/api/manifest/upload", { manifestData: SAMPLE_MANIFEST });
    expect(res.status).toBe(201);
    const { cascadeId } = (await res.json()) as { cascadeId: string };
    expect(await entryFor("manifest.upload", cascadeId)).toMatchObject({ ...byToken(), result: "ok", detail: { nodeCount: SAMPLE_MANIFEST.node_types.length } });
    expect((await api(`/api/manifest/${cascadeId}/deploy`, {})).status).toBe(202);
    const deployed = await entryFor("manifest.deploy", cascadeId);
    expect(deployed).toMatchObject({ result: "ok", message: "Queued." });
    expect((await api(`/api/manifest/${cascadeId}/deploy`, {})).status).toBe(409);
    expect((await audit({ action: "manifest.deploy", result: "refused" })).entries.some((e) => e.targetId === cascadeId)).toBe(true);
  });

  it("Deploy Update (screen) and an unknown node type refused (API)", async () => {
    expect((await post("/autonomous-mesh", { intent: "deploy", nodeType: "Observer", targetVersion: "1.0.1" })).status).toBe(302);
    const update = await entryFor("version.update", "Observer");
    expect(update).toMatchObject({ ...BY_SESSION, targetType: "node_type", detail: { targetVersion: "1.0.1" } });
    expect(["ok", "refused"]).toContain(update.result);
    expect((await api("/api/autonomous-mesh/cascade-deploy/NoSuchType", { targetVersion: "1.0.1" })).status).toBe(404);
    expect(await entryFor("version.update", "NoSuchType")).toMatchObject({ result: "refused", message: "NoSuchType is not a node type of the registry." });
  });

  it("velocity: engine stop and start, sovereignty (granted, and refused for an unknown agent)", async () => {
    expect((await post("/velocity", { intent: "stop" })).status).toBe(302);
    expect(await entryFor("velocity.engine_stop", "velocity")).toMatchObject({ ...BY_SESSION, result: "ok" });
    expect((await api("/api/velocity/engine/start", { cycleTimeHours: 12 })).status).toBe(200);
    expect(await entryFor("velocity.engine_start", "velocity")).toMatchObject({ ...byToken(), result: "ok", detail: { cycleTimeHours: 12 } });
    await api("/api/velocity/engine/stop", {});

    expect((await api("/api/velocity/sovereignty/firefly", { sovereign: true, reason: "Consent renewed." }, "PUT")).status).toBe(200);
    expect(await entryFor("velocity.sovereignty", "firefly")).toMatchObject({ result: "ok", detail: { sovereign: true, reason: "Consent renewed." } });
    expect((await api("/api/velocity/sovereignty/nobody", { sovereign: false, reason: "Test." }, "PUT")).status).toBe(404);
    expect(await entryFor("velocity.sovereignty", "nobody")).toMatchObject({ result: "refused", message: "There is no agent with this id." });
  });

  it("merchants and the market: onboarding (and a duplicate refused), an offer, a trade (and an unknown offer refused)", async () => {
    const agentId = unique("agent-audit");
    const onboard = { merchantNodeId: "node-merchant-lyon", agentId, agentType: "user", initialProofOfThought: "I count twice." };
    expect((await api("/api/mesh/merchant/onboard", onboard)).status).toBe(201);
    expect(await entryFor("merchant.onboard", "node-merchant-lyon", { result: "ok" })).toMatchObject({ result: "ok", detail: { agentId } });
    expect((await api("/api/mesh/merchant/onboard", onboard)).status).toBe(409);
    expect((await entryFor("merchant.onboard", "node-merchant-lyon", { result: "refused" })).detail).toMatchObject({ agentId });

    const res = await api("/api/mesh/merchant/offer", { merchantNodeId: "node-merchant-lyon", glyphType: "◊", knowledgeCargo: "A primer on settlement.", valPrice: 3, resonanceTags: ["ledger"] });
    expect(res.status).toBe(201);
    const offerId = ((await res.json()) as { id: string }).id;
    expect((await entryFor("market.offer_create", "node-merchant-lyon")).detail).toMatchObject({ offerId, valPrice: 3 });
    expect((await api(`/api/mesh/merchant/offers/${offerId}/trade`, { buyerNodeId: "node-standard-austin" })).status).toBe(200);
    expect(await entryFor("market.trade", offerId)).toMatchObject({ result: "ok", detail: { buyerNodeId: "node-standard-austin", amount: 3 } });
    expect((await api(`/api/mesh/merchant/offers/${offerId}/trade`, { buyerNodeId: "node-standard-austin" })).status).toBe(409);
    expect((await audit({ action: "market.trade", result: "refused" })).entries.some((e) => e.targetId === offerId)).toBe(true);
  });

  it("promotions: a run proposed, a review from the screen, a second review refused", async () => {
    expect((await api("/api/promotions/propose", {})).status).toBe(202);
    expect(await entryFor("promotion.propose", null)).toMatchObject({ ...byToken(), targetType: "job", result: "ok" });
    const pending = await db.selectFrom("node_promotions").select("id").where("status", "=", "pending").executeTakeFirstOrThrow();
    expect((await post("/promotion-dashboard", { promotionId: pending.id, approved: "true", reviewNotes: "Steady." })).status).toBe(302);
    expect(await entryFor("promotion.approve", pending.id)).toMatchObject({ ...BY_SESSION, result: "ok", detail: { reviewNotes: "Steady." } });
    expect((await api(`/api/promotions/${pending.id}/review`, { approved: false })).status).toBe(409);
    expect((await entryFor("promotion.reject", pending.id)).result).toBe("refused");
  });

  it("evolution and continuity: a reflection, an unknown template refused, rotation, snapshot, harmony scan", async () => {
    const reflect = await api("/api/mesh/reflections", { query: "Which nodes trade knowledge?" });
    expect(reflect.status).toBe(202);
    const { jobId } = (await reflect.json()) as { jobId: string };
    expect((await entryFor("evolution.reflect", jobId)).detail).toMatchObject({ query: "Which nodes trade knowledge?" });

    expect((await post("/mesh-evolution", { intent: "approve", templateId: "no-such-template" })).status).toBe(302);
    expect(await entryFor("template.approve", "no-such-template")).toMatchObject({ ...BY_SESSION, result: "refused", message: "There is no template with this id." });

    expect((await api("/api/continuity/ai-task-focus/node-observer-wellington/rotate", {})).status).toBe(200);
    expect((await entryFor("continuity.rotate", "node-observer-wellington")).result).toBe("ok");
    expect((await api("/api/continuity/ai-task-focus/nowhere/rotate", {})).status).toBe(404);
    expect((await entryFor("continuity.rotate", "nowhere")).result).toBe("refused");

    const snap = await api("/api/continuity/alexandria-sync", { projectName: "Audit snapshot" });
    expect(snap.status).toBe(201);
    expect(await entryFor("continuity.snapshot", ((await snap.json()) as { id: string }).id)).toMatchObject({ result: "ok", detail: { projectName: "Audit snapshot" } });
    expect((await post("/continuity", { intent: "scan" })).status).toBe(302);
    expect(await entryFor("continuity.harmony_scan", null)).toMatchObject({ ...BY_SESSION, targetType: "scan", result: "ok" });
  });
});

describe("reading the log: filters, pages, CSV", () => {
  const actor = unique("bulk-actor");
  const base = Date.parse("2026-03-10T12:00:00Z");

  beforeAll(async () => {
    const operatorRow = await db.selectFrom("operators").select("id").where("email", "=", OPERATOR.email).executeTakeFirstOrThrow();
    // 120 entries, one a day back from 10 March: every tenth refused, one with a message that needs escaping.
    await db
      .insertInto("operator_audit")
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          at: new Date(base - i * 86_400_000),
          actor_kind: "token" as const,
          actor_id: actor,
          actor_name: actor,
          operator_id: operatorRow.id,
          operator_email: OPERATOR.email,
          action: i % 2 ? "node.approve" : "deploy.cascade",
          target_type: "node",
          target_id: `bulk-${i}`,
          detail: JSON.stringify({ i }),
          result: i % 10 === 0 ? ("refused" as const) : ("ok" as const),
          message: i === 0 ? '=HYPERLINK("x"), then "quoted"\nand a second line' : null,
        })),
      )
      .execute();
  });

  it("pages 50 at a time, newest first, on the API and the screen", async () => {
    const first = await audit({ actor });
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: 50, pageCount: 3 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].targetId).toBe("bulk-0");
    const third = await audit({ actor, page: "3" });
    expect(third.entries.map((e) => e.targetId)).toEqual(Array.from({ length: 20 }, (_, i) => `bulk-${100 + i}`));
    expect((await audit({ actor, page: "9" })).entries).toEqual([]);

    const html = await pageText(await jar.fetch(`/operator/audit?actor=${actor}&page=2`));
    expect(html.match(/data-audit-entry=/g)).toHaveLength(50);
    expectHas(html, "Page 2 of 3 · 120 entries", `href="/operator/audit?actor=${actor}&amp;page=1"`, `href="/operator/audit?actor=${actor}&amp;page=3"`, ">bulk-50<");
    expect(html.includes(">bulk-49<")).toBe(false);
  });

  it("filters by action, result, actor and dates (a date-only `to` includes that day)", async () => {
    expect((await audit({ actor, action: "node.approve" })).total).toBe(60);
    expect((await audit({ actor, result: "refused" })).total).toBe(12);
    expect((await audit({ actor: actor.toUpperCase() })).total).toBe(120);
    // 1 March to 10 March: entries 0..9.
    const march = await audit({ actor, from: "2026-03-01", to: "2026-03-10" });
    expect(march.total).toBe(10);
    expect((await audit({ actor, from: "2026-03-10T12:00:01Z" })).total).toBe(0);
    const html = await pageText(await jar.fetch(`/operator/audit?actor=${actor}&result=refused&action=deploy.cascade&from=2026-01-01`));
    expectHas(html, "Page 1 of 1 · ");
    expect(html.match(/data-audit-entry="deploy.cascade"/g)?.length).toBe((await audit({ actor, result: "refused", action: "deploy.cascade", from: "2026-01-01" })).total);
  });

  it("answers 400 to a bad API filter; the screen ignores one and says so", async () => {
    for (const q of ["from=yesterday", "to=2026-02-30", "page=0", "page=x", "action=drop.tables", "result=maybe"]) {
      const res = await api(`/api/operator/audit?${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).error.code).toBe("validation_failed");
    }
    const res = await jar.fetch(`/operator/audit?actor=${actor}&from=soon&page=-1`);
    expect(res.status).toBe(200);
    expectHas(await pageText(res), "Not understood, ignored: from, page.", "Page 1 of 3");
  });

  it("exports the filtered entries as CSV, escaped, as an attachment", async () => {
    const res = await jar.fetch(`/operator/audit.csv?actor=${actor}&result=refused`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="operator-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(["at", "actor", "actor_kind", "actor_id", "operator_email", "action", "target_type", "target_id", "result", "message", "detail"]);
    expect(rows).toHaveLength(13);
    expect(rows.slice(1).map((r) => r[7])).toEqual(Array.from({ length: 12 }, (_, i) => `bulk-${i * 10}`));
    const first = rows[1];
    expect(first[0]).toBe("2026-03-10T12:00:00.000Z");
    expect(first[1]).toBe(`token “${actor}” (${OPERATOR.email})`);
    expect(first[8]).toBe("refused");
    expect(first[9]).toBe(`'=HYPERLINK("x"), then "quoted"\nand a second line`);
    expect(JSON.parse(first[10])).toEqual({ i: 0 });

    const all = parseCsv(await (await jar.fetch(`/operator/audit.csv?actor=${actor}`)).text());
    expect(all).toHaveLength(121);
  });
});

describe("without a code-host token", () => {
  it("a deploy is refused and recorded as such (the shared server has no GITHUB_TOKEN)", async () => {
    const shared = await signIn(new Jar());
    const name = unique("audit-nogh");
    const created = await shared.fetch("/settings/tokens", { method: "POST", ...form({ intent: "create", name }) });
    const sharedToken = /tm_[A-Za-z0-9_-]{20,100}/.exec(await created.text())![0];
    const call = (path: string, body?: unknown) =>
      new Jar().fetch(path, {
        method: body === undefined ? "GET" : "POST",
        headers: { Authorization: `Bearer ${sharedToken}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const reply = await (await call("/api/github/push-observer", { owner: "trinity-ops", repo: "x", branch: "main" })).json();
    if (!reply.needsGitHubAuth) return; // the shared server was given a code host: nothing to check here
    const page = (await (await call(`/api/operator/audit?actor=${name}`)).json()) as AuditPage;
    expect(page.entries[0]).toMatchObject({ action: "deploy.push_observer", actorKind: "token", actorName: name, result: "refused" });
    expect(page.entries[0].message).toMatch(/GITHUB_TOKEN/);
  });
});

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
