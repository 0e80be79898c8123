/**
 * Issue 30, findings 4 and 8: one address must not flood the chat (and through it the public
 * archive), nor hold an unbounded number of WebSocket or SSE connections. The server is this file's
 * own, with the limits set low but realistic; every client sends X-Forwarded-For (the test server
 * trusts one proxy hop), so each address below is a distinct client.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARCHIVE_CAPACITY } from "../../app/domain/alexandria.server";
import { testDb } from "./helpers/db";
import { form } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

const LIMITS = {
  CHAT_QUESTIONS_PER_MIN: "10",
  CHAT_QUESTIONS_PER_MIN_PER_ADDRESS: "40",
  ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR: "20",
  // WebSocket upgrades count as writes of their address.
  RATE_LIMIT_WRITE_PER_MIN: "300",
  WS_CONNECTIONS_PER_ADDRESS: "20",
  SSE_CONNECTIONS_PER_ADDRESS: "20",
};
/** The archive's other memories: room left for exactly the flood's capped share (20) and a little more. */
const OTHER_MEMORIES = ARCHIVE_CAPACITY - 30;

type Upgrade = { ok: true; socket: Socket } | { ok: false; status: number; retryAfter: string | undefined; body: string };

/** A WebSocket to /ws from `ip` (no cookie: a new visitor wallet each time), or the refused upgrade's status. */
function upgrade(base: string, ip: string): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/ws`, { headers: { "X-Forwarded-For": ip } });
    const socket = new Socket(ws);
    ws.once("open", () => resolve({ ok: true, socket }));
    ws.once("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () => resolve({ ok: false, status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined, body }));
      res.on("error", () => resolve({ ok: false, status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] as string | undefined, body }));
    });
    ws.once("error", reject);
  });
}

class Socket {
  readonly messages: { type: string; data: Record<string, any> }[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<void>;
  constructor(readonly ws: WebSocket) {
    ws.on("message", (raw) => {
      this.messages.push(JSON.parse(raw.toString()));
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.once("close", () => resolve()));
  }
  /** Asks one question; answers how it ended: swarm_complete, or swarm_error with its message. */
  async ask(content: string, timeoutMs = 30_000): Promise<{ type: "swarm_complete" | "swarm_error"; data: Record<string, any> }> {
    this.ws.send(JSON.stringify({ type: "swarm_thinking", conversationId: "flood", content, protocol: "utilitarian" }));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.messages.find((m) => m.type === "swarm_complete" || m.type === "swarm_error");
      if (end) return end as never;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no answer within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }
  async close() {
    this.ws.close();
    await this.closed;
  }
}

/** An SSE subscription to the ritual stream from `ip`: open (200, reading) or refused (status and body). */
async function subscribe(base: string, ip: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/ritual/stream`, { headers: { "X-Forwarded-For": ip, Accept: "text/event-stream" }, signal: abort.signal });
  if (res.status !== 200) return { status: res.status, body: await res.text(), close: async () => abort.abort() };
  const reader = res.body!.getReader();
  // The greeting proves the stream is open on the server (its slot is taken).
  let text = "";
  while (!text.includes('"connected"')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  return {
    status: res.status,
    body: text,
    close: async () => {
      abort.abort();
      await reader.cancel().catch(() => {});
    },
  };
}

const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("floods from one address (issue 30, findings 4 and 8)", () => {
  let server: TestServer;
  let db: ReturnType<typeof testDb>;

  beforeAll(async () => {
    server = await startServer({ env: { ...LIMITS, SEED: "0" } });
    db = testDb(server.databaseUrl);
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
  });

  it("1,000 cookieless sockets' questions from one address are refused past the limits, and the archive keeps its other memories", { timeout: 240_000 }, async () => {
    // Other visitors' memories: the archive is 30 short of its capacity.
    const existing = (await db.selectFrom("alexandria_memories").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()).n;
    const others = Array.from({ length: OTHER_MEMORIES - existing }, (_, n) => ({
      pattern: `other visitor ${n}`,
      message: `Another visitor's memory number ${n}, kept by the archive.`,
      source_type: "trinity_mesh" as const,
      glyph_sequence: ["∞"],
      intensity: 0.3 + (n % 10) * 0.06,
      resonance_tags: ["other"],
      search_text: `other visitor ${n} other`,
      search_key: `other visitor ${n} other`,
    }));
    for (let i = 0; i < others.length; i += 200) await db.insertInto("alexandria_memories").values(others.slice(i, i + 200)).execute();
    const before = new Set((await db.selectFrom("alexandria_memories").select("id").execute()).map((r) => r.id));
    expect(before.size).toBe(OTHER_MEMORIES);

    const flooder = address();
    const run = randomBytes(3).toString("hex");
    const outcomes: { kind: "answered" | "limited" | "refused"; status?: number; retryAfter?: string; message?: string }[] = [];
    const started = Date.now();
    for (let batch = 0; batch < 100; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const n = batch * 10 + i;
          const opened = await upgrade(server.url, flooder);
          if (!opened.ok) {
            outcomes.push({ kind: "refused", status: opened.status, retryAfter: opened.retryAfter });
            return;
          }
          const end = await opened.socket.ask(`How should neighbours share flood${run}n${n} lanterns along the river path?`);
          outcomes.push(end.type === "swarm_complete" ? { kind: "answered" } : { kind: "limited", message: String(end.data.message) });
          await opened.socket.close();
        }),
      );
    }
    const seconds = (Date.now() - started) / 1000;

    const answered = outcomes.filter((o) => o.kind === "answered").length;
    const limited = outcomes.filter((o) => o.kind === "limited");
    const refused = outcomes.filter((o) => o.kind === "refused");
    expect(outcomes).toHaveLength(1000);
    // The per-address chat limit (40 a minute), though each socket is a new visitor.
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(40);
    expect(limited.length).toBeGreaterThan(0);
    for (const l of limited) expect(l.message).toMatch(/questions from your address in the last minute/);
    // Upgrades count as writes of the address (300 a minute): the rest are refused 429 with Retry-After.
    expect(refused.length).toBeGreaterThanOrEqual(1000 - 300);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    expect(seconds).toBeLessThan(60);

    // The archive: every other memory is still there; the flood caused at most its hourly cap.
    await sleep(500); // an eviction runs after the answer
    const after = await db.selectFrom("alexandria_memories").select(["id", "message"]).execute();
    const kept = after.filter((r) => before.has(r.id)).length;
    const flooded = after.filter((r) => r.message.includes(`flood${run}`)).length;
    expect(kept).toBe(OTHER_MEMORIES);
    expect(flooded).toBeGreaterThan(0);
    expect(flooded).toBeLessThanOrEqual(20);
    expect(after.length).toBeLessThanOrEqual(ARCHIVE_CAPACITY);

    // Another address still chats.
    const other = await upgrade(server.url, address());
    expect(other.ok).toBe(true);
    if (!other.ok) return;
    expect((await other.socket.ask(`How should neighbours share calm${run} lanterns along the river path?`)).type).toBe("swarm_complete");
    await other.socket.close();
  });

  it("the no-JS form is limited per address too, across fresh visitor wallets", { timeout: 120_000 }, async () => {
    const ip = address();
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 45; i++) {
      // No cookie: each post is a new visitor.
      const res = await fetch(`${server.url}/swarm`, {
        method: "POST",
        redirect: "manual",
        ...form({ question: `How should neighbours share form${i} lanterns along the river path?` }),
        headers: { ...form({}).headers, "X-Forwarded-For": ip },
      });
      statuses.push(res.status);
      last = await res.text();
    }
    expect(statuses.slice(0, 40).every((s) => s === 303)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429]);
    expect(last).toContain("questions from your address in the last minute");
  });

  it("caps concurrent WebSocket connections per address; another address still connects; closing one frees a slot", { timeout: 60_000 }, async () => {
    const ip = address();
    const results: Upgrade[] = [];
    for (let i = 0; i < 25; i++) results.push(await upgrade(server.url, ip));
    const open = results.filter((r): r is Extract<Upgrade, { ok: true }> => r.ok);
    const refused = results.filter((r): r is Extract<Upgrade, { ok: false }> => !r.ok);
    try {
      expect(open).toHaveLength(20);
      expect(refused.map((r) => r.status)).toEqual([429, 429, 429, 429, 429]);
      expect(refused[0]!.body).toContain("rate_limited");

      const elsewhere = await upgrade(server.url, address());
      expect(elsewhere.ok).toBe(true);
      if (elsewhere.ok) await elsewhere.socket.close();

      await open.pop()!.socket.close();
      await sleep(200);
      const again = await upgrade(server.url, ip);
      expect(again.ok).toBe(true);
      if (again.ok) open.push(again);
      expect((await upgrade(server.url, ip)).ok).toBe(false);
    } finally {
      await Promise.all(open.map((o) => o.socket.close()));
    }
  });

  it("caps concurrent SSE connections per address; another address still connects; closing one frees a slot", { timeout: 60_000 }, async () => {
    const ip = address();
    const streams: Awaited<ReturnType<typeof subscribe>>[] = [];
    try {
      for (let i = 0; i < 25; i++) streams.push(await subscribe(server.url, ip));
      const open = streams.filter((s) => s.status === 200);
      const refused = streams.filter((s) => s.status !== 200);
      expect(open).toHaveLength(20);
      expect(refused.map((s) => s.status)).toEqual([429, 429, 429, 429, 429]);
      expect(JSON.parse(refused[0]!.body).error.code).toBe("rate_limited");

      const elsewhere = await subscribe(server.url, address());
      streams.push(elsewhere);
      expect(elsewhere.status).toBe(200);

      await open[0]!.close();
      await sleep(300);
      const again = await subscribe(server.url, ip);
      streams.push(again);
      expect(again.status).toBe(200);
      const over = await subscribe(server.url, ip);
      streams.push(over);
      expect(over.status).toBe(429);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});
