/**
 * Demo nodes (issue 17 item 2): the seeded founding nodes run as simulated observer nodes, so a
 * fresh `npm start` shows a living mesh without anyone chatting.
 *
 * Each node has its own glyphseed (issued and stored like any node's: claimDemoNodes) and does
 * what observer_node.py does, over HTTP against the hub's own endpoints: it signs a heartbeat
 * (signedNodeHeaders, checked against observer_node.py's `sign`) and POSTs it to
 * /api/mesh/heartbeat every DEMO_NODES_INTERVAL_MS × (2/3 … 5/3) (30 s → 20–50 s); now and then it
 * broadcasts one of its glyphs (/api/multicore/broadcast-glyph) or sends symbolic feedback
 * (/api/symbolic-feedback) with a guest-wallet cookie of its own; and now and then it goes
 * offline for longer than the inactivity limit (NODE_HEARTBEAT_TIMEOUT_MS) and comes back, at most
 * a third of the nodes at once. Nothing here writes to the database behind the endpoints' back.
 *
 * Where it runs: a small in-process loop (timers), started after the HTTP server listens — by the
 * web process when it embeds the workers (app/infra/app.server.ts, its own address), or by
 * `npm run worker` (worker/main.ts, DEMO_NODES_URL or http://127.0.0.1:$PORT). One process of the
 * deployment runs it: a Redis lease (`<prefix>:demo-nodes:leader`) elects it, and another
 * process takes over when the lease lapses. On for the embedded default (no DATABASE_URL);
 * DEMO_NODES=1 / 0 forces it.
 */
import { randomUUID } from "node:crypto";
import { claimDemoNodes, type DemoNodeIdentity } from "../app/domain/demo-nodes.server";
import { errorFields, log } from "../app/lib/log.server";
import { signedNodeHeaders } from "../app/lib/node-signature.server";
import { isReady } from "../app/infra/redis.server";
import type { Services } from "../app/infra/services.server";

export interface DemoNodesHandle {
  close(): Promise<void>;
}

/** Chance per heartbeat of a glyph broadcast, of symbolic feedback, of going offline. */
const BROADCAST_CHANCE = 0.15;
const FEEDBACK_CHANCE = 0.1;
const OFFLINE_CHANCE = 0.03;
const LEASE_MS = 30_000;
const REQUEST_TIMEOUT_MS = 10_000;

const CONTEXTS = ["a quiet pulse from the edge", "resonance check", "the mesh at dusk", "a pattern almost formed", "threshold watch", "carried across the mesh"];

/** The delay before a node's next heartbeat: the mean interval times 2/3 … 5/3. */
export function nextBeatDelay(intervalMs: number, random: () => number = Math.random): number {
  return Math.round(intervalMs * (2 / 3 + random()));
}

/** The version the hub expects, from a heartbeat reply (null when it names none or is not JSON). */
export function expectedVersionOf(reply: string): string | null {
  try {
    const value = (JSON.parse(reply) as { expectedVersion?: unknown }).expectedVersion;
    return typeof value === "string" && /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** How the hub is reached from the process that runs the demo (localhost → 127.0.0.1: the server may listen on IPv4 only). */
export function demoHubUrl(url: string): string {
  const u = new URL(url);
  if (u.hostname === "localhost" || u.hostname === "0.0.0.0") u.hostname = "127.0.0.1";
  return u.origin;
}

interface RunningNode {
  identity: DemoNodeIdentity;
  startedAt: number;
  offlineUntil: number;
  cookie: string | null;
  timer: NodeJS.Timeout | null;
  stopped: boolean;
}

export function startDemoNodes(services: Pick<Services, "db" | "redis" | "env">, hubUrl: string): DemoNodesHandle {
  const { env, redis } = services;
  const base = demoHubUrl(hubUrl);
  const leaseKey = `${env.REDIS_PREFIX}:demo-nodes:leader`;
  const me = randomUUID();
  const nodes: RunningNode[] = [];
  let closed = false;
  let leading = false;
  let leaseTimer: NodeJS.Timeout | null = null;

  const post = async (node: RunningNode, path: string, body: string, headers: Record<string, string>) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { ...headers, "User-Agent": "trinity-demo-node/1", ...(node.cookie ? { Cookie: node.cookie } : {}) },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("tm_visitor="));
    if (cookie) node.cookie = cookie.split(";")[0];
    const text = await res.text().catch(() => "");
    return { status: res.status, text };
  };

  const beat = async (node: RunningNode) => {
    const now = Date.now();
    if (now < node.offlineUntil) return;
    if (node.offlineUntil) {
      node.offlineUntil = 0;
      log.info("demo node back online", { nodeId: node.identity.id });
    }
    const body = JSON.stringify({
      version: node.identity.version,
      metrics: { cpu: Math.round(Math.random() * 80 + 5) / 100, uptime_s: Math.round((now - node.startedAt) / 1000), demo: true },
    });
    const { status, text } = await post(node, "/api/mesh/heartbeat", body, signedNodeHeaders(node.identity.id, node.identity.glyphseed, body));
    if (status === 401 || status === 403) {
      // Its secret was revoked or rotated, or the node was decommissioned: this simulated node stops, as a real one would fail.
      log.warn("demo node refused by the hub; it stops", { nodeId: node.identity.id, status });
      node.stopped = true;
      return;
    }
    if (status !== 200) log.debug("demo node heartbeat not accepted", { nodeId: node.identity.id, status });
    else {
      // As observer_node.py does: told of another expected version (an operator's Deploy Update or
      // rollback), the node "applies" it and reports it from its next heartbeat, so drift clears.
      const expected = expectedVersionOf(text);
      if (expected && expected !== node.identity.version) {
        log.info("demo node update applied", { nodeId: node.identity.id, from: node.identity.version, to: expected });
        node.identity = { ...node.identity, version: expected };
      }
    }
    const glyph = node.identity.glyphs[Math.floor(Math.random() * node.identity.glyphs.length)];
    if (Math.random() < BROADCAST_CHANCE) {
      const context = `${node.identity.name}: ${CONTEXTS[Math.floor(Math.random() * CONTEXTS.length)]}`;
      await post(node, "/api/multicore/broadcast-glyph", JSON.stringify({ glyph, context }), { "Content-Type": "application/json" });
    } else if (Math.random() < FEEDBACK_CHANCE) {
      const other = node.identity.glyphs[Math.floor(Math.random() * node.identity.glyphs.length)];
      await post(node, "/api/symbolic-feedback", JSON.stringify({ glyphInput: glyph === other ? glyph : glyph + other }), { "Content-Type": "application/json" });
    }
    const offline = nodes.filter((n) => n.offlineUntil > now).length;
    if (Math.random() < OFFLINE_CHANCE && offline < Math.floor(nodes.length / 3)) {
      // Silent for longer than the inactivity limit, so the screens show it inactive, then back.
      node.offlineUntil = now + env.NODE_HEARTBEAT_TIMEOUT_MS * (1.2 + Math.random() * 1.3);
      log.info("demo node going offline for a while", { nodeId: node.identity.id, until: new Date(node.offlineUntil).toISOString() });
    }
  };

  const schedule = (node: RunningNode, delay: number) => {
    if (closed || !leading || node.stopped) return;
    node.timer = setTimeout(() => {
      beat(node)
        .catch((error) => log.debug("demo node call failed", { nodeId: node.identity.id, ...errorFields(error) }))
        .finally(() => schedule(node, nextBeatDelay(env.DEMO_NODES_INTERVAL_MS)));
    }, delay);
    node.timer.unref();
  };

  const stopNodes = () => {
    for (const n of nodes) if (n.timer) clearTimeout(n.timer);
    nodes.length = 0;
  };

  const lead = async () => {
    const identities = await claimDemoNodes(services.db, env.SESSION_SECRET);
    if (closed || !leading) return;
    const now = Date.now();
    for (const identity of identities) {
      const node: RunningNode = { identity, startedAt: now, offlineUntil: 0, cookie: null, timer: null, stopped: false };
      nodes.push(node);
      // The first beats come within a few seconds, so a fresh start shows a living mesh at once.
      schedule(node, Math.round(Math.random() * Math.min(3000, env.DEMO_NODES_INTERVAL_MS)));
    }
    log.info("demo nodes running", { nodes: identities.length, hub: base, meanIntervalMs: env.DEMO_NODES_INTERVAL_MS });
  };

  // The lease: take it (or keep it) every LEASE_MS / 3; lose it → stop; another process may then lead.
  const tick = async () => {
    if (closed) return;
    try {
      if (isReady(redis)) {
        const held = leading
          ? (await redis.eval(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`, 1, leaseKey, me, String(LEASE_MS))) === 1
          : (await redis.set(leaseKey, me, "PX", LEASE_MS, "NX")) === "OK";
        if (held && !leading) {
          leading = true;
          await lead();
        } else if (!held && leading) {
          leading = false;
          stopNodes();
          log.warn("demo nodes: lease lost; another process runs them");
        }
      }
    } catch (error) {
      log.warn("demo nodes: lease check failed", errorFields(error));
      if (leading && nodes.length === 0) leading = false; // claim failed: try again next tick
    }
    if (!closed) {
      // Not leading yet (Redis still connecting, or another process leads): look again soon.
      leaseTimer = setTimeout(() => void tick(), leading ? LEASE_MS / 3 : isReady(redis) ? LEASE_MS / 3 : 1000);
      leaseTimer.unref();
    }
  };
  void tick();

  return {
    async close() {
      closed = true;
      if (leaseTimer) clearTimeout(leaseTimer);
      stopNodes();
      if (leading && isReady(redis)) {
        await redis.eval(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`, 1, leaseKey, me).catch(() => undefined);
      }
      leading = false;
    },
  };
}
