/**
 * One truth per node (issue 17 item 1): every API, screen loader, job step and count that shows
 * nodes reads the status derived in app/domain/node-status.server.ts. The clock is moved by a short
 * inactivity limit (NODE_HEARTBEAT_TIMEOUT_MS=4000): the nodes beat "now", everything reads them
 * active; once the limit has passed without a heartbeat, everything reads them inactive.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/types";
import { reportedStatus } from "../../app/lib/nodes";
import { configureNodeLiveness, derivedNodeStatus, liveness } from "../../app/domain/node-status.server";
import { beginCycle, deployCycle, finishDeployment, planCycle, reflectCycle } from "../../app/domain/velocity.server";
import { nodeActivities } from "../../app/domain/promotions.server";
import { testDb } from "./helpers/db";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";

const TIMEOUT_MS = 4000;
let server: TestServer;
let db: Kysely<Database>;
let jar: Jar;

beforeAll(async () => {
  server = await startServer({
    env: { NODE_HEARTBEAT_TIMEOUT_MS: String(TIMEOUT_MS), DEMO_NODES: "0", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password },
  });
  db = testDb(server.databaseUrl);
  // Signed in: the merchant choices are in the operators' forms.
  jar = await signIn(new Jar(undefined, server.url));
  // This process runs the velocity and promotion steps itself, as a worker would, with the hub's limit.
  configureNodeLiveness(TIMEOUT_MS);
}, 120_000);

afterAll(async () => {
  if (process.env.SHOW_SERVER_LOGS) console.log(server?.logs().slice(-4000));
  await db?.destroy();
  await server?.stop();
});

interface NodeView {
  id: string;
  status: string;
  nodeType: string;
}

/** The ritual plane's first snapshot (SSE), as the ritual page's "N nodes (M active)" shows it. */
async function ritualSnapshot(): Promise<{ total: number; active: number }> {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/ritual/stream`, { signal: controller.signal, headers: { Accept: "text/event-stream" } });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before mesh_snapshot: ${text}`);
      text += decoder.decode(value, { stream: true });
      for (const line of text.split("\n")) {
        if (!line.startsWith("data:")) continue;
        const msg = JSON.parse(line.slice(5)) as { type: string; data: { nodes: { total: number; active: number } } };
        if (msg.type === "mesh_snapshot") return msg.data.nodes;
      }
    }
  } finally {
    controller.abort();
  }
}

async function html(path: string): Promise<string> {
  const res = await jar.fetch(path);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return text;
}

/** The number a StatCard (data-stat) or a health figure (data-health) shows. */
function figure(page: string, attr: "data-stat" | "data-health", label: string): number {
  const at = page.indexOf(`${attr}="${label}"`);
  if (at < 0) throw new Error(`no ${label} figure on the page`);
  // The first element after the label whose whole text is a number.
  const m = /<(?:p|dd)[^>]*>([\d,]+)<\/(?:p|dd)>/.exec(page.slice(at, at + 1000));
  if (!m) throw new Error(`no number for ${label}`);
  return Number(m[1].replace(/,/g, ""));
}

/** A form's choice of nodes: the <option value="node-…"> entries of its first select named `name`. */
function options(page: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, "s").exec(page);
  if (!select) throw new Error(`no merchant choice on the page: ${page.match(/<select[^>]*>/g)?.join(" ")} ${page.includes("Sign in") ? "sign-in prompt" : ""}`);
  return [...select[1].matchAll(/<option value="(node-[^"]+)"/g)].map((m) => m[1]).sort();
}

/** Everything that shows nodes, read at one moment: the APIs, the screens as the server renders them, the ritual plane. */
async function readEverything() {
  const [nodes, status, mesh, dashboard, onboarding, market, ritual] = await Promise.all([
    jar.getJson<NodeView[]>("/api/mesh/nodes"),
    jar.getJson<{ activeNodes: number; totalNodes: number; nodes: NodeView[] }>("/api/mesh/status"),
    html("/valoir-mesh"),
    html("/economic-dashboard"),
    html("/merchant-onboarding"),
    html("/knowledge-market"),
    ritualSnapshot(),
  ]);
  const cards = [...mesh.matchAll(/data-node-id="([^"]+)" data-node-type="[^"]*" data-status="([^"]+)"/g)].map((m) => ({ id: m[1], status: m[2] }));
  return {
    nodes,
    status,
    page: { cards, activeNodes: figure(mesh, "data-stat", "Active Nodes") },
    dashboardActive: figure(dashboard, "data-health", "Active Nodes"),
    onboarding: { merchants: options(onboarding, "merchantNodeId"), activeMerchants: figure(onboarding, "data-stat", "Active Merchants") },
    market: { buyers: options(market, "buyerNodeId"), activeMerchants: figure(market, "data-stat", "Active Merchants") },
    ritual,
  };
}

/** Runs a velocity cycle's steps up to deployment, as the velocity job does; answers the nodes it deployed. */
async function velocityDeployed(): Promise<number> {
  // The engine's row says running (its schedule is not needed: this process runs the cycle's steps).
  await db.updateTable("velocity_engine").set({ running: true }).where("id", "=", 1).execute();
  const cycle = await beginCycle(db, `node-status-${randomUUID()}`, 12);
  await reflectCycle(db, cycle!.id);
  await planCycle(db, cycle!.id);
  await deployCycle(db, cycle!.id);
  return finishDeployment(db, cycle!.id);
}

describe("one status per node, derived in one place", () => {
  it("the SQL rule and the browser's rule agree on every case", async () => {
    const now = Date.now();
    const cases: [string, Date | null][] = [
      ["active", new Date(now)],
      ["active", new Date(now - TIMEOUT_MS + 500)],
      ["active", new Date(now - TIMEOUT_MS)],
      ["active", new Date(now - 10 * TIMEOUT_MS)],
      ["active", null],
      ["inactive", new Date(now)],
      ["pending", new Date(now)],
      ["rejected", null],
      ["revoked", new Date(now)],
    ];
    for (const [stored, heartbeat] of cases) {
      const { rows } = await sql<{ s: string }>`select ${derivedNodeStatus("t", liveness(now, TIMEOUT_MS))} as s from (select ${stored}::text as status, ${heartbeat}::timestamptz as last_heartbeat) t`.execute(db);
      expect(rows[0].s, `${stored} ${heartbeat?.toISOString()}`).toBe(reportedStatus(stored, heartbeat, now, TIMEOUT_MS));
    }
  });

  it("every API, screen, job and count agrees before and after the inactivity limit", async () => {
    // The approved nodes beat now (as a verified heartbeat would record it).
    const beatAt = new Date();
    await db.updateTable("mesh_nodes").set({ last_heartbeat: beatAt }).where("status", "=", "active").execute();
    const approved = await db.selectFrom("mesh_nodes").select(["id", "node_type"]).where("status", "=", "active").execute();
    const activeIds = approved.map((n) => n.id).sort();
    const merchantIds = approved.filter((n) => n.node_type === "Merchant").map((n) => n.id).sort();
    expect(activeIds.length).toBeGreaterThanOrEqual(5);
    expect(merchantIds.length).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 2100)); // the ritual snapshot's 2 s cache

    const ids = (list: { id: string; status?: string }[], status?: string) => list.filter((n) => status === undefined || n.status === status).map((n) => n.id).sort();
    const before = await readEverything();
    expect(Date.now() - beatAt.getTime()).toBeLessThan(TIMEOUT_MS);
    expect(ids(before.nodes, "active")).toEqual(activeIds);
    expect(ids(before.status.nodes, "active")).toEqual(activeIds);
    expect(before.status.activeNodes).toBe(activeIds.length);
    expect(ids(before.page.cards, "active")).toEqual(activeIds);
    expect(before.page.activeNodes).toBe(activeIds.length);
    expect(before.dashboardActive).toBe(activeIds.length);
    expect(before.ritual).toEqual({ total: before.status.totalNodes, active: activeIds.length });
    expect(before.onboarding.merchants).toEqual(merchantIds);
    expect(before.onboarding.activeMerchants).toBe(merchantIds.length);
    // An offer's buyer choice: the active nodes but the offer's own merchant.
    expect(activeIds).toEqual(expect.arrayContaining(before.market.buyers));
    expect(before.market.buyers.length).toBeGreaterThanOrEqual(activeIds.length - 1);
    expect(before.market.activeMerchants).toBe(merchantIds.length);
    expect((await nodeActivities(db)).map((a) => a.nodeId).sort()).toEqual(activeIds);
    expect(await velocityDeployed()).toBe(activeIds.length);

    // The clock moves past the limit with no heartbeat: every reader says inactive.
    await new Promise((r) => setTimeout(r, Math.max(0, beatAt.getTime() + TIMEOUT_MS + 2100 - Date.now())));
    const after = await readEverything();
    expect(ids(after.nodes, "active")).toEqual([]);
    expect(ids(after.nodes, "inactive")).toEqual(expect.arrayContaining(activeIds));
    expect(after.status.activeNodes).toBe(0);
    expect(ids(after.status.nodes, "inactive")).toEqual(expect.arrayContaining(activeIds));
    expect(ids(after.page.cards, "active")).toEqual([]);
    expect(ids(after.page.cards, "inactive")).toEqual(expect.arrayContaining(activeIds));
    expect(after.page.activeNodes).toBe(0);
    expect(after.dashboardActive).toBe(0);
    expect(after.ritual.active).toBe(0);
    expect(after.onboarding.merchants).toEqual([]);
    expect(after.onboarding.activeMerchants).toBe(0);
    expect(after.market.buyers).toEqual([]);
    expect(after.market.activeMerchants).toBe(0);
    expect(await nodeActivities(db)).toEqual([]);
    expect(await velocityDeployed()).toBe(0);
    // /api/mesh/nodes and /api/mesh/status tell the same story node by node.
    expect(Object.fromEntries(after.nodes.filter((n) => n.status !== "rejected").map((n) => [n.id, n.status]))).toEqual(Object.fromEntries(after.status.nodes.map((n) => [n.id, n.status])));
  }, 60_000);
});
