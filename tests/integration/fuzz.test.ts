/**
 * Property-based fuzzing of every operation in the API description (and of /ws frames) against a
 * private server, as a visitor and as an operator. Fixed seed, bounded runs: the same inputs every
 * time. Properties: no 5xx, no hang, every 4xx in the error format; afterwards the database's
 * invariants hold, and text stored through a public write comes back verbatim and renders escaped.
 */
import fc from "fast-check";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { Database } from "../../db/types";
import { ledgerTotals } from "../../app/domain/ledger.server";
import { API_OPERATIONS, errorSchema, openApiDocument, type ApiOperation } from "../../app/infra/openapi.server";
import { testDb } from "./helpers/db";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

const SEED = 20260808;
const RUNS = 25;
const REQUEST_TIMEOUT_MS = 15_000;
const BODY_CAP = 64 * 1024;

const SQL = "'; drop table val_accounts; --";
const SCRIPT = "<script>alert(1)</script>";
const NASTY = [
  SQL,
  SCRIPT,
  `" onmouseover="alert(1)`,
  "Robert'); DROP TABLE mesh_nodes;--",
  "\u0000\u0001\u001f",
  "\u202e\u200b\ufeff",
  "𝕿𝖗𝖎𝖓𝖎𝖙𝖞 ⟁∞✦ 🔥🕸️",
  "../../../etc/passwd",
  "%00%2e%2e%2f",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "null",
  "-1",
  "1e309",
  "NaN",
  " ",
  "",
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.integer({ min: 1, max: 70 * 1024 }).map((n) => "x".repeat(n)),
);
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }));
const fieldValue = fc.oneof(nastyString, wrongType, fc.jsonValue({ maxDepth: 3 }));

/** A body: the described example mutated field by field, a random JSON value, malformed text or an oversized body. */
function bodyArb(op: ApiOperation): fc.Arbitrary<{ text: string }> {
  const example = (op.example && typeof op.example === "object" ? op.example : {}) as Record<string, unknown>;
  const keys = Object.keys(example);
  const mutated = fc
    .record({
      replace: fc.dictionary(keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 10 }), fieldValue, { maxKeys: Math.max(1, keys.length) }),
      drop: fc.subarray(keys),
      extra: fc.dictionary(fc.oneof(fc.constantFrom("__proto__", "constructor", "id", "status", "balance"), fc.string({ maxLength: 10 })), fieldValue, { maxKeys: 2 }),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...example, ...replace };
      for (const k of drop) delete body[k];
      return { text: JSON.stringify({ ...extra, ...body }) };
    });
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant({ text: JSON.stringify(example) }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => ({ text: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.constantFrom("{", "{\"a\":", "[1,2", "\u0000", "not json", "{'single':'quotes'}", "1e309", "").map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.constantFrom(BODY_CAP - 200, BODY_CAP + 1, BODY_CAP * 2).map((n) => ({ text: JSON.stringify({ ...example, padding: "p".repeat(n) }) })) },
  );
}

const paramArb = fc.oneof(fc.constantFrom(...NASTY.filter((s) => s !== "")), fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }), fc.uuid(), fc.integer().map(String), fc.constant("x".repeat(5000)));

const queryArb = fc.dictionary(
  fc.oneof(fc.constantFrom("limit", "status", "pattern", "format", "offset", "__proto__"), fc.string({ maxLength: 10 })),
  // Kept under Node's 16 KiB header limit: a longer URL is refused by the HTTP parser (tested below).
  fc.oneof(fc.constantFrom("-1", "0", "101", "1e309", "NaN", "abc", "9999999999999999999999", "active", "available", "md", SQL, SCRIPT), nastyString.map((v) => v.slice(0, 2000))),
  { maxKeys: 3 },
);

interface Sent {
  status: number;
  contentType: string;
  text: string;
}

let server: TestServer;
let operator: Jar;
let token: string;
let db: Kysely<Database>;

async function send(role: "visitor" | "operator" | "bearer", method: string, path: string, bodyText?: string, headers: Record<string, string> = {}): Promise<Sent> {
  const jar = role === "operator" ? operator : new Jar(undefined, server.url);
  const h: Record<string, string> = { ...headers };
  if (role === "bearer") h.Authorization = `Bearer ${token}`;
  if (bodyText !== undefined) h["Content-Type"] = "application/json";
  const res = await jar.fetch(path, { method, headers: h, body: bodyText, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", text: await res.text() };
}

function check(label: string, r: Sent) {
  if (r.status >= 500) throw new Error(`${label} answered ${r.status}: ${r.text.slice(0, 300)}`);
  if (r.status >= 400) {
    if (!r.contentType.includes("application/json")) throw new Error(`${label} answered ${r.status} as ${r.contentType}: ${r.text.slice(0, 200)}`);
    const parsed = errorSchema.safeParse(JSON.parse(r.text));
    if (!parsed.success) throw new Error(`${label} answered ${r.status} outside the error format: ${r.text.slice(0, 300)}`);
  }
}

const doc = openApiDocument();
function exampleParams(op: ApiOperation): Record<string, string> {
  const item = (doc.paths as Record<string, Record<string, { parameters?: { name: string; in: string; schema?: { example?: unknown } }[] }>>)[op.path][op.method];
  return Object.fromEntries((item.parameters ?? []).filter((p) => p.in === "path").map((p) => [p.name, String(p.schema?.example ?? "x")]));
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? "x"));
}

const operations = API_OPERATIONS.filter((o) => o.contentType !== "text/event-stream");

describe("fuzzing every operation of the API description", () => {
  beforeAll(async () => {
    server = await startServer({
      env: {
        OPERATOR_EMAIL: OPERATOR.email,
        OPERATOR_PASSWORD: OPERATOR.password,
        RATE_LIMIT_READ_PER_MIN: "1000000",
        RATE_LIMIT_WRITE_PER_MIN: "1000000",
        CHAT_QUESTIONS_PER_MIN: "1000",
      },
    });
    operator = await signIn(new Jar(undefined, server.url));
    const created = await operator.fetch("/settings/tokens", { method: "POST", ...form({ intent: "create", name: "fuzz" }) });
    token = (await created.text()).match(/tm_[A-Za-z0-9_-]{40,}/)![0];
    db = testDb(server.databaseUrl!);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it.each(operations.map((o) => [o.method.toUpperCase(), o.path, o] as const))(
    "%s %s: generated bodies, queries and path parameters",
    async (_m, _p, op) => {
      const base = exampleParams(op);
      const property = fc.asyncProperty(
        fc.constantFrom<"visitor" | "operator" | "bearer">("visitor", "operator", "bearer"),
        op.body || op.method !== "get" ? bodyArb(op) : fc.constant(undefined),
        queryArb,
        fc.dictionary(fc.constantFrom(...Object.keys(base).concat(["_"])), paramArb, { maxKeys: 2 }),
        fc.boolean(),
        async (role, body, query, params, keepParams) => {
          const path = fill(op.path, keepParams ? base : { ...base, ...params });
          const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
          const url = qs ? `${path}?${qs}` : path;
          check(`${role} ${op.method.toUpperCase()} ${url.slice(0, 120)}`, await send(role, op.method.toUpperCase(), url, body?.text));
        },
      );
      await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    },
    120_000,
  );

  it("wrong methods on every described path answer in the error format", async () => {
    const paths = [...new Set(operations.map((o) => o.path))];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"), fc.constantFrom<"visitor" | "operator">("visitor", "operator"), async (p, method, role) => {
        const op = operations.find((o) => o.path === p)!;
        const url = fill(p, exampleParams(op));
        check(`${role} ${method} ${url}`, await send(role, method, url, method === "GET" ? undefined : "{}"));
      }),
      { seed: SEED, numRuns: 150 },
    );
  }, 120_000);

  it("a URL over Node's 16 KiB header limit is refused at once (431), never a 5xx or a hang", async () => {
    const res = await fetch(`${server.url}/api/mesh-contributions?q=${"x".repeat(20 * 1024)}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    expect(res.status).toBe(431);
  });

  it("the ritual stream accepts any query and Last-Event-ID", async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, fc.oneof(fc.constantFrom("0-0", "9999999999999-0", "garbage", SQL), fc.string({ maxLength: 40 })), async (query, lastId) => {
        const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
        const headers = new Headers({ "Last-Event-ID": lastId.replace(/[\r\n\0]/g, "") });
        try {
          const res = await fetch(`${server.url}/api/ritual/stream?${qs}`, { headers, signal: controller.signal });
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toContain("text/event-stream");
        } finally {
          clearTimeout(timer);
          controller.abort();
        }
      }),
      { seed: SEED, numRuns: 15 },
    );
  }, 60_000);

  it("WebSocket /ws survives generated frames and keeps answering", async () => {
    const frameArb = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc.record({ type: fc.oneof(fc.constantFrom("ping", "swarm_thinking", "teleport", "__proto__", ""), nastyString), nonce: fieldValue }).map((v) => JSON.stringify(v)),
      fc.record({ type: fc.constant("swarm_thinking"), content: fieldValue, conversationId: fieldValue, protocol: fieldValue }, { requiredKeys: ["type"] }).map((v) => JSON.stringify(v)),
      fc.constantFrom("{", "", "null", "[]", "\u0000", SQL, SCRIPT),
      fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(frameArb, { minLength: 1, maxLength: 6 }), async (frames) => {
        const ws = new WebSocket(server.url.replace("http", "ws") + "/ws");
        await new Promise((resolve, reject) => {
          ws.once("open", resolve);
          ws.once("error", reject);
        });
        const replies: unknown[] = [];
        let closedWith: number | undefined;
        ws.on("message", (raw) => replies.push(JSON.parse(raw.toString())));
        ws.once("close", (code) => (closedWith = code));
        for (const f of frames) ws.send(f);
        const nonce = `alive-${Math.random()}`;
        ws.send(JSON.stringify({ type: "ping", nonce }));
        const deadline = Date.now() + REQUEST_TIMEOUT_MS;
        while (!replies.some((r) => (r as { type: string; data?: { nonce?: string } }).data?.nonce === nonce) && closedWith === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        ws.close();
        // Only an oversized frame (> 64 KiB) may close the socket (1009); otherwise the ping is answered.
        const oversized = frames.some((f) => (typeof f === "string" ? Buffer.byteLength(f) : f.length) > BODY_CAP);
        if (closedWith !== undefined && !(oversized && closedWith === 1009)) throw new Error(`socket closed with ${closedWith}`);
        if (!oversized && !replies.some((r) => (r as { type: string }).type === "pong")) throw new Error("no pong: the socket stopped answering");
        for (const r of replies) if (typeof (r as { type?: unknown }).type !== "string") throw new Error(`reply without a type: ${JSON.stringify(r)}`);
      }),
      { seed: SEED, numRuns: 40 },
    );
  }, 180_000);

  it("text stored through a public write is kept verbatim and rendered escaped", async () => {
    const visitor = new Jar(undefined, server.url);
    const name = `${SCRIPT} ${SQL}`.slice(0, 80);
    const impact = `<img src=x onerror=alert(2)> ${SQL} ${SCRIPT}`;
    const res = await visitor.sendJson("/api/mesh-contributions", { contributorName: name, glyphType: "⟁", impactDescription: impact, score: 5 });
    expect(res.status).toBe(201);
    const stored = await res.json();
    expect(stored.contributorName).toBe(name.trim());
    expect(stored.impactDescription).toBe(impact);
    const row = await db.selectFrom("mesh_contributions").select(["contributor_name", "impact_description"]).where("id", "=", stored.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ contributor_name: name.trim(), impact_description: impact });

    const feedback = await visitor.sendJson("/api/symbolic-feedback", { glyphInput: "<b>⟁</b>" });
    expect(feedback.status).toBe(201);

    // The history tab lists contributions; the feedback tab the recent feedback (server-rendered, no JavaScript).
    const history = await visitor.fetch("/contribute?tab=history");
    expect(history.status).toBe(200);
    const html = await history.text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
    expect(html).toContain("&#x27;; drop table val_accounts; --");
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain("<img src=x");
    const feedbackPage = await (await visitor.fetch("/contribute?tab=feedback")).text();
    expect(feedbackPage).toContain("&lt;b&gt;⟁&lt;/b&gt;");
    expect(feedbackPage).not.toContain("<b>⟁</b>");
  });

  it("afterwards the database's invariants hold", async () => {
    const totals = await ledgerTotals(db);
    expect(totals.drift).toBe(0);
    expect(totals.circulating).toBe(totals.minted - totals.burned);
    const negative = await db.selectFrom("val_accounts").select(sql<number>`count(*)::int`.as("n")).where("kind", "<>", "system").where("balance", "<", 0 as never).executeTakeFirstOrThrow();
    expect(negative.n).toBe(0);
    const memories = await db.selectFrom("alexandria_memories").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
    expect(memories.n).toBeLessThanOrEqual(1000);
    const phases = await db.selectFrom("glyph_chain_progress").select([sql<number>`min(current_phase)`.as("lo"), sql<number>`max(current_phase)`.as("hi"), sql<number>`count(*)::int`.as("n")]).executeTakeFirstOrThrow();
    expect(phases.n).toBeGreaterThan(0);
    expect(phases.lo).toBeGreaterThanOrEqual(1);
    expect(phases.hi).toBeLessThanOrEqual(4);
    // The fuzzed tables are all still there (no SQL fragment was executed).
    const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name in ('val_accounts', 'mesh_nodes', 'val_entries')`.execute(db);
    expect(tables.rows[0].n).toBe(3);
  });
});
