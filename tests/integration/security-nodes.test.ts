/**
 * Issue 30, finding 1: a refused node signature changes nothing about the node. Anyone can send a
 * heartbeat naming a node (`X-Node-Id`) without its glyphseed; such calls are refused and counted
 * (a rate-limited log line, `trinity_node_signature_refusals_total`), but the node keeps its trust,
 * its signature status and its custodian record. A replay of a captured genuine call costs no trust
 * either, and is recorded at most once per node and window.
 */
import { createHmac, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { testDb } from "./helpers/db";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { parsePrometheusText, sampleSum } from "./helpers/prometheus";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let db: Kysely<Database>;
let operator: Jar;

beforeAll(async () => {
  // A server of its own: its log is read below (the refusals' log line is rate-limited).
  server = await startServer({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, DEMO_NODES: "0" } });
  db = testDb(server.databaseUrl);
  operator = await signIn(new Jar(undefined, server.url));
});

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const jar = () => new Jar(undefined, server.url);
const newSeed = () => `⟁∇ glyphseed ${randomBytes(24).toString("hex")}`;
const sign = (seed: string, ts: string, body: string) => `sha256=${createHmac("sha256", seed).update(`${ts}.${body}`).digest("hex")}`;

async function approvedNode() {
  const seed = newSeed();
  const res = await jar().sendJson("/api/mesh/nodes/register", { name: `Security Observer ${randomBytes(3).toString("hex")}`, nodeType: "Observer", location: "Tartu, Estonia", version: "1.2.0", glyphseed: seed });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  expect((await operator.sendJson(`/api/mesh/nodes/${encodeURIComponent(id)}/review`, { decision: "approve" })).status).toBe(200);
  return { id, seed };
}

function heartbeat(headers: Record<string, string>, body = JSON.stringify({ version: "1.2.1", metrics: { cpu: 0.2 } })) {
  // A fresh client address each time: the write limit is not what refuses these calls.
  return jar().fetch("/api/mesh/heartbeat", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });
}

function signedBeat(id: string, seed: string, ts = String(Date.now()), body = JSON.stringify({ version: "1.2.1", metrics: { cpu: 0.2 } })) {
  return heartbeat({ "X-Node-Id": id, "X-Node-Timestamp": ts, "X-Node-Signature": sign(seed, ts, body) }, body);
}

async function standing(id: string) {
  const node = await db.selectFrom("mesh_nodes").select(["status", "signature_status", "last_heartbeat"]).where("id", "=", id).executeTakeFirstOrThrow();
  const rep = await db.selectFrom("node_reputations").select(["trust_score", "refused_signatures"]).where("node_id", "=", id).executeTakeFirstOrThrow();
  const events = await db.selectFrom("custodian_events").select(["event_type", "severity", "action_taken"]).where("node_id", "=", id).orderBy("created_at").orderBy("id").execute();
  const listed = ((await (await jar().fetch("/api/mesh/status")).json()) as { nodes: { id: string; signature: { status: string } }[] }).nodes.find((n) => n.id === id);
  return { status: node.status, signatureStatus: node.signature_status, lastHeartbeat: node.last_heartbeat, trust: Number(rep.trust_score), refused: rep.refused_signatures, events, shown: listed?.signature.status };
}

async function refusals(): Promise<number> {
  const res = await operator.fetch("/metrics");
  expect(res.status).toBe(200);
  return sampleSum(parsePrometheusText(await res.text()), "trinity_node_signature_refusals_total");
}

describe("a refused node signature changes nothing about the node", () => {
  it("100 unsigned and 20 wrongly signed heartbeats naming a node leave its trust, status and custodian record as they were", async () => {
    const { id, seed } = await approvedNode();
    expect((await signedBeat(id, seed)).status).toBe(200);
    const before = await standing(id);
    expect(before).toMatchObject({ status: "active", signatureStatus: "verified", shown: "verified" });
    const countedBefore = await refusals();

    const answers: number[] = [];
    for (let i = 0; i < 100; i++) answers.push((await heartbeat({ "X-Node-Id": id })).status);
    const ts = String(Date.now());
    const body = JSON.stringify({ version: "6.6.6" });
    for (let i = 0; i < 10; i++) answers.push((await heartbeat({ "X-Node-Id": id, "X-Node-Timestamp": ts, "X-Node-Signature": sign(newSeed(), ts, body) }, body)).status);
    for (let i = 0; i < 5; i++) answers.push((await heartbeat({ "X-Node-Id": id, "X-Node-Timestamp": ts, "X-Node-Signature": "sha256=abc" }, body)).status);
    for (let i = 0; i < 5; i++) answers.push((await heartbeat({ "X-Node-Id": id, "X-Node-Timestamp": "yesterday", "X-Node-Signature": sign(newSeed(), "yesterday", body) }, body)).status);
    expect(answers).toEqual(Array.from({ length: 120 }, () => 401));

    expect(await standing(id)).toEqual(before);
    expect(await refusals()).toBeGreaterThanOrEqual(countedBefore + 120);

    // The log says so, counted, not once per call: at most a line or two for 120 refusals.
    const lines = server.logs().split("\n").filter((l) => l.includes(id) && l.includes("refused"));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);

    // The node itself is not locked out: its next genuine heartbeat is accepted and verified.
    expect((await signedBeat(id, seed)).status).toBe(200);
    const after = await standing(id);
    expect(after).toMatchObject({ status: "active", signatureStatus: "verified", shown: "verified", refused: before.refused });
    expect(new Date(after.lastHeartbeat!).getTime()).toBeGreaterThan(new Date(before.lastHeartbeat!).getTime());
  });

  it("a captured genuine call played again costs the node no trust and is recorded once, not once per replay", async () => {
    const { id, seed } = await approvedNode();
    const ts = String(Date.now());
    const body = JSON.stringify({ version: "1.2.1", metrics: { cpu: 0.4 } });
    expect((await signedBeat(id, seed, ts, body)).status).toBe(200);
    const before = await standing(id);
    const countedBefore = await refusals();

    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await signedBeat(id, seed, ts, body)).status);
    expect(answers).toEqual(Array.from({ length: 20 }, () => 409));

    const after = await standing(id);
    expect({ ...after, events: undefined }).toEqual({ ...before, events: undefined });
    expect(after.events.slice(0, before.events.length)).toEqual(before.events);
    expect(after.events.slice(before.events.length)).toEqual([{ event_type: "signature_replayed", severity: "critical", action_taken: "Replayed heartbeat refused; trust unchanged" }]);
    expect(await refusals()).toBeGreaterThanOrEqual(countedBefore + 20);

    expect((await signedBeat(id, seed)).status).toBe(200);
  });
});
