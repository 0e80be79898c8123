/**
 * Nodes that can come alive (issue 17 item 4), on the shared server with its real worker: a
 * manifest cascade issues each new node a secret once; the operator takes it once (a second time
 * is refused), and the node, once approved, signs accepted heartbeats with it (signed as
 * observer_node.py signs: HMAC-SHA256 over "<timestamp>.<body>"). Rotating refuses the old secret
 * and accepts the new one; revoking refuses the node; decommissioning takes it out of the active
 * counts for good.
 */
import { createHmac, randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "./helpers/db";
import { form, Jar, signIn } from "./helpers/http";

const db = testDb();
afterAll(() => db.destroy());

const mark = () => `ns${randomBytes(4).toString("hex")}`;

/** observer_node.py's sign(): "sha256=" + hex HMAC-SHA256 keyed by the glyphseed over timestamp + "." + body. */
const sign = (seed: string, ts: string, body: string) => `sha256=${createHmac("sha256", Buffer.from(seed, "utf8")).update(`${ts}.${body}`, "utf8").digest("hex")}`;

let beatCount = 0;
async function heartbeat(nodeId: string, seed: string, version = "2.0.0") {
  // A distinct body each time, so two beats in the same millisecond never share a signature.
  const body = JSON.stringify({ version, metrics: { beats: ++beatCount } });
  const ts = String(Date.now());
  return new Jar().fetch("/api/mesh/heartbeat", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Node-Id": nodeId, "X-Node-Timestamp": ts, "X-Node-Signature": sign(seed, ts, body) },
    body,
  });
}

interface CascadeNodeBody {
  nodeName: string;
  nodeStatus: string;
  meshNodeId: string | null;
  secretWaiting: boolean;
  secretRevealedAt: string | null;
}

async function finished(jar: Jar, cascadeId: string): Promise<{ cascade: { status: string }; nodes: CascadeNodeBody[] }> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const body = await (await jar.fetch(`/api/manifest/${cascadeId}/status`)).json();
    if (["deployed", "partial", "failed"].includes(body.cascade.status)) return body;
    if (Date.now() > deadline) throw new Error(`cascade ${cascadeId} still ${body.cascade.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

interface IssuedSecret {
  nodeId: string;
  name: string;
  glyphseed: string;
  config: { nodeId: string; hubUrl: string; glyphseed: string; name: string; nodeType: string };
}

/** Uploads and deploys a manifest of `names` (Observer nodes), waits for the job, then takes the secrets once. */
async function deployManifest(jar: Jar, names: string[]): Promise<{ cascadeId: string; secrets: IssuedSecret[] }> {
  const m = mark();
  const manifestData = {
    version: "2.0.0",
    manifest_type: `echo_${m}`,
    root_repo: `valoir/${m}`,
    node_types: names.map((name) => ({ name, type: "Observer", description: `${name} of ${m}`, status: "planned", access: "public", update_path: "nodes/observer" })),
  };
  const up = await jar.sendJson("/api/manifest/upload", { manifestData });
  expect(up.status).toBe(201);
  const { cascadeId } = (await up.json()) as { cascadeId: string };

  // Before the job has run there is nothing to take.
  const deploy = await jar.sendJson(`/api/manifest/${cascadeId}/deploy`, {});
  expect(deploy.status).toBe(202);
  const done = await finished(jar, cascadeId);
  expect(done.cascade.status).toBe("deployed");
  expect(done.nodes.every((n) => n.secretWaiting && n.secretRevealedAt === null && n.meshNodeId)).toBe(true);

  const res = await jar.sendJson(`/api/manifest/${cascadeId}/secrets`, {});
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toContain("no-store");
  const body = (await res.json()) as { cascadeId: string; hubUrl: string; nodes: IssuedSecret[] };
  expect(body.cascadeId).toBe(cascadeId);
  expect(body.nodes.map((n) => n.name).sort()).toEqual([...names].sort());
  for (const n of body.nodes) {
    expect(n.glyphseed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(n.config).toMatchObject({ nodeId: n.nodeId, hubUrl: body.hubUrl, glyphseed: n.glyphseed, name: n.name, nodeType: "Observer" });
  }
  return { cascadeId, secrets: body.nodes };
}

describe("secrets issued by a manifest cascade", () => {
  it("are shown once, and the deployed node sends an accepted signed heartbeat with its secret", async () => {
    const jar = await signIn();
    const m = mark();
    const { cascadeId, secrets } = await deployManifest(jar, [`Alive ${m}`, `Second ${m}`]);

    // Once only: the second request is refused and the hub holds no copy any more.
    const again = await jar.sendJson(`/api/manifest/${cascadeId}/secrets`, {});
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toMatch(/already shown once/);
    const status = await finished(jar, cascadeId);
    expect(status.nodes.every((n) => !n.secretWaiting && n.secretRevealedAt !== null)).toBe(true);
    const rows = await db.selectFrom("manifest_nodes").innerJoin("manifests", "manifests.id", "manifest_nodes.manifest_id").select("issued_secret_sealed").where("manifests.cascade_id", "=", cascadeId).execute();
    expect(rows.every((r) => r.issued_secret_sealed === null)).toBe(true);
    expect(JSON.stringify(await (await jar.fetch(`/api/manifest/${cascadeId}/status`)).json())).not.toContain(secrets[0].glyphseed);

    // Visitors cannot take secrets.
    expect((await new Jar().sendJson(`/api/manifest/${cascadeId}/secrets`, {})).status).toBe(401);
    expect((await jar.sendJson(`/api/manifest/cascade-nope/secrets`, {})).status).toBe(404);

    const node = secrets.find((s) => s.name === `Alive ${m}`)!;
    // Pending until approved (403), then accepted.
    expect((await heartbeat(node.nodeId, node.glyphseed)).status).toBe(403);
    expect((await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/review`, { decision: "approve" })).status).toBe(200);
    const beat = await heartbeat(node.nodeId, node.glyphseed);
    expect(beat.status).toBe(200);
    const reply = await beat.json();
    expect(reply).toMatchObject({ ok: true, nodeId: node.nodeId, status: "active", signature: "verified", version: "2.0.0" });
    expect(reply).toHaveProperty("expectedVersion");
    const nodes = (await (await new Jar().fetch("/api/mesh/status")).json()).nodes as { id: string; status: string }[];
    expect(nodes.find((n) => n.id === node.nodeId)?.status).toBe("active");
  });

  it("refuses a download before the cascade has finished", async () => {
    const jar = await signIn();
    const m = mark();
    const up = await jar.sendJson("/api/manifest/upload", {
      manifestData: { version: "2.0.0", manifest_type: `echo_${m}`, root_repo: `valoir/${m}`, node_types: [{ name: `Early ${m}`, type: "Observer", description: "d", status: "planned", access: "public", update_path: "x" }] },
    });
    const { cascadeId } = await up.json();
    const res = await jar.sendJson(`/api/manifest/${cascadeId}/secrets`, {});
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/is pending/);
  });

  it("the screen downloads the configuration file once", async () => {
    const jar = await signIn();
    const m = mark();
    const up = await jar.sendJson("/api/manifest/upload", {
      manifestData: { version: "2.0.0", manifest_type: `echo_${m}`, root_repo: `valoir/${m}`, node_types: [{ name: `Paged ${m}`, type: "Observer", description: "d", status: "planned", access: "public", update_path: "x" }] },
    });
    const { cascadeId } = await up.json();
    expect((await jar.sendJson(`/api/manifest/${cascadeId}/deploy`, {})).status).toBe(202);
    await finished(jar, cascadeId);
    const page = await (await jar.fetch(`/manifest-viewer?details=${cascadeId}`)).text();
    expect(page).toContain("Download node secrets (once)");

    const res = await jar.fetch("/manifest-viewer/secrets", { method: "POST", ...form({ cascadeId }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${cascadeId}-nodes.json"`);
    const file = await res.json();
    expect(file.nodes).toHaveLength(1);
    expect(file.nodes[0]).toMatchObject({ name: `Paged ${m}`, nodeType: "Observer", nodeId: expect.stringMatching(/^node-observer-/), glyphseed: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    const second = await jar.fetch("/manifest-viewer/secrets", { method: "POST", ...form({ cascadeId }) });
    expect(second.status).toBe(302);
    const after = await (await jar.fetch(`/manifest-viewer?details=${cascadeId}`)).text();
    expect(after).not.toContain("Download node secrets (once)");
    expect(after).toContain("cannot be shown again");
  });
});

describe("an operator rotates, revokes and decommissions", () => {
  it("rotate: the old secret is refused, the new one accepted; revoke: refused", async () => {
    const jar = await signIn();
    const m = mark();
    const [node] = (await deployManifest(jar, [`Rotor ${m}`])).secrets;
    await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/review`, { decision: "approve" });
    expect((await heartbeat(node.nodeId, node.glyphseed)).status).toBe(200);

    expect((await new Jar().sendJson(`/api/mesh/nodes/${node.nodeId}/secret/rotate`, {})).status).toBe(401);
    const rotated = await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/secret/rotate`, {});
    expect(rotated.status).toBe(200);
    const fresh = await rotated.json();
    expect(fresh).toMatchObject({ nodeId: node.nodeId, glyphseed: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), config: { nodeId: node.nodeId } });
    expect(fresh.glyphseed).not.toBe(node.glyphseed);

    expect((await heartbeat(node.nodeId, node.glyphseed)).status).toBe(401);
    expect((await heartbeat(node.nodeId, fresh.glyphseed)).status).toBe(200);

    const revoked = await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/secret/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ nodeId: node.nodeId, secretRevoked: true });
    expect((await heartbeat(node.nodeId, fresh.glyphseed)).status).toBe(401);
    expect((await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/secret/revoke`, {})).status).toBe(409);
    expect((await jar.sendJson(`/api/mesh/nodes/node-none/secret/rotate`, {})).status).toBe(404);

    // A rotation after a revocation issues a working secret again.
    const again = await (await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/secret/rotate`, {})).json();
    expect((await heartbeat(node.nodeId, again.glyphseed)).status).toBe(200);

    // Each decision is in the operator audit log (never the secret) and is a custodian event.
    const audit = await db.selectFrom("operator_audit").selectAll().where("target_id", "=", node.nodeId).orderBy("at").execute();
    expect(audit.map((a) => [a.action, a.result])).toEqual([
      ["node.approve", "ok"],
      ["node.secret_rotate", "ok"],
      ["node.secret_revoke", "ok"],
      ["node.secret_revoke", "refused"],
      ["node.secret_rotate", "ok"],
    ]);
    expect(JSON.stringify(audit)).not.toContain(fresh.glyphseed);
    const custodian = await db.selectFrom("custodian_events").select(["event_type", "severity"]).where("node_id", "=", node.nodeId).execute();
    expect(custodian).toEqual(
      expect.arrayContaining([
        { event_type: "node_secret_rotated", severity: "info" },
        { event_type: "node_secret_revoked", severity: "warning" },
      ]),
    );
  });

  it("decommission: status revoked, heartbeats refused, not active in any count", async () => {
    const jar = await signIn();
    const m = mark();
    const [node] = (await deployManifest(jar, [`Retire ${m}`])).secrets;
    await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/review`, { decision: "approve" });
    expect((await heartbeat(node.nodeId, node.glyphseed)).status).toBe(200);
    const before = await (await new Jar().fetch("/api/mesh/status")).json();
    expect(before.nodes.find((n: { id: string }) => n.id === node.nodeId).status).toBe("active");

    const res = await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/decommission`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ nodeId: node.nodeId, status: "revoked" });
    expect((await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/decommission`, {})).status).toBe(409);
    expect((await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/secret/rotate`, {})).status).toBe(409);
    expect((await heartbeat(node.nodeId, node.glyphseed)).status).toBe(401);

    const after = await (await new Jar().fetch("/api/mesh/status")).json();
    expect(after.nodes.find((n: { id: string }) => n.id === node.nodeId).status).toBe("revoked");
    expect(after.activeNodes).toBe(after.nodes.filter((n: { status: string }) => n.status === "active").length);
    const row = await db.selectFrom("mesh_nodes").select(["status", "glyphseed_sealed", "decommissioned_at"]).where("id", "=", node.nodeId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "revoked", glyphseed_sealed: null });
    expect(row.decommissioned_at).not.toBeNull();
    const audit = await db.selectFrom("operator_audit").select(["action", "result", "message"]).where("target_id", "=", node.nodeId).where("action", "=", "node.decommission").orderBy("at").execute();
    expect(audit).toEqual([
      { action: "node.decommission", result: "ok", message: null },
      { action: "node.decommission", result: "refused", message: "This node is already decommissioned." },
    ]);
    const custodian = await db.selectFrom("custodian_events").select("severity").where("node_id", "=", node.nodeId).where("event_type", "=", "node_decommissioned").execute();
    expect(custodian).toEqual([{ severity: "warning" }]);
  });

  it("the mesh screen's forms: rotate downloads the new secret once, revoke and decommission come back with a toast", async () => {
    const jar = await signIn();
    const m = mark();
    const [node] = (await deployManifest(jar, [`Screen ${m}`])).secrets;
    await jar.sendJson(`/api/mesh/nodes/${node.nodeId}/review`, { decision: "approve" });
    expect((await heartbeat(node.nodeId, node.glyphseed)).status).toBe(200);
    const page = await (await jar.fetch("/valoir-mesh")).text();
    expect(page).toContain(`aria-label="Rotate the secret of Screen ${m}"`);
    expect(await (await new Jar().fetch("/valoir-mesh")).text()).not.toContain("Rotate the secret of");

    const rotated = await jar.fetch("/valoir-mesh/rotate", { method: "POST", ...form({ nodeId: node.nodeId }) });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get("content-disposition")).toBe(`attachment; filename="${node.nodeId}.json"`);
    const config = await rotated.json();
    expect(config).toMatchObject({ nodeId: node.nodeId, name: `Screen ${m}`, glyphseed: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect((await heartbeat(node.nodeId, node.glyphseed)).status).toBe(401);
    expect((await heartbeat(node.nodeId, config.glyphseed)).status).toBe(200);

    const revoke = await jar.fetch("/valoir-mesh", { method: "POST", ...form({ intent: "revoke-secret", nodeId: node.nodeId }) });
    expect(revoke.status).toBe(302);
    expect((await heartbeat(node.nodeId, config.glyphseed)).status).toBe(401);
    const decommission = await jar.fetch("/valoir-mesh", { method: "POST", ...form({ intent: "decommission", nodeId: node.nodeId }) });
    expect(decommission.status).toBe(302);
    const after = await (await jar.fetch("/valoir-mesh")).text();
    expect(after).toMatch(new RegExp(`data-node-id="${node.nodeId}"[^>]*data-status="revoked"`));
    // A visitor's post is sent to sign in.
    const visitor = await new Jar().fetch("/valoir-mesh/rotate", { method: "POST", ...form({ nodeId: node.nodeId }) });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/login/);
  });
});
