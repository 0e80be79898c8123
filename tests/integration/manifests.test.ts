import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { testDb } from "./helpers/db";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { startServer } from "./helpers/server";

const db = testDb();
afterAll(() => db.destroy());

const mark = () => `mf${randomBytes(4).toString("hex")}`;

const post = (jar: Jar, path: string, body?: unknown) => jar.sendJson(path, body);

function manifest(m: string, nodes: { name: string; type: string }[]) {
  return {
    version: "2.1.0",
    manifest_type: `echo_${m}`,
    root_repo: `valoir/${m}`,
    node_types: nodes.map((n) => ({ ...n, description: `${n.name} of ${m}`, status: "planned", access: "public", update_path: `nodes/${n.type.toLowerCase()}` })),
  };
}

interface CascadeStatusBody {
  cascade: { id: string; status: string; currentPhase: string; symbolicSync: boolean; resonanceVerified: boolean; deployedNodes: number; failedNodes: number };
  nodes: { id: string; nodeName: string; nodeType: string; nodeStatus: string; meshNodeId: string | null; failureReason: string | null }[];
}

/** Polls the cascade's status until it is finished (no fixed sleeps). */
async function finished(jar: Jar, cascadeId: string, timeoutMs = 30_000): Promise<CascadeStatusBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await jar.fetch(`/api/manifest/${cascadeId}/status`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CascadeStatusBody;
    if (["deployed", "partial", "failed"].includes(body.cascade.status)) return body;
    if (Date.now() > deadline) throw new Error(`cascade ${cascadeId} still ${body.cascade.status} (${body.cascade.currentPhase})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe("manifest upload", () => {
  it("refuses visitors (401) on upload and deploy", async () => {
    const jar = new Jar();
    const up = await post(jar, "/api/manifest/upload", { manifestData: manifest(mark(), [{ name: "A", type: "Observer" }]) });
    expect(up.status).toBe(401);
    expect((await up.json()).error.code).toBe("unauthorized");
    const deploy = await post(jar, "/api/manifest/cascade-seed-echo-genesis/deploy", {});
    expect(deploy.status).toBe(401);
    const seed = await db.selectFrom("manifests").select("status").where("cascade_id", "=", "cascade-seed-echo-genesis").executeTakeFirstOrThrow();
    expect(seed.status).toBe("pending");
  });

  it("stores a valid manifest as pending with its nodes and lists it newest first", async () => {
    const jar = await signIn();
    const m = mark();
    const res = await post(jar, "/api/manifest/upload", { manifestData: manifest(m, [{ name: `Watch ${m}`, type: "Observer" }, { name: `Ember ${m}`, type: "Catalyst" }]) });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ nodeCount: 2, status: "pending", manifestType: `echo_${m}`, manifestVersion: "2.1.0", rootRepo: `valoir/${m}`, deployedNodes: 0, failedNodes: 0 });
    expect(body.cascadeId).toMatch(/^cascade-[0-9a-f]{16}$/);
    expect(body.cascadeDeploymentId).toBe(body.cascadeId);

    const list = await (await jar.fetch("/api/manifest/list")).json();
    const mine = list.manifests.find((x: { id: string }) => x.id === body.id);
    expect(mine).toEqual({
      id: body.id,
      manifestType: `echo_${m}`,
      manifestVersion: "2.1.0",
      uploadedAt: body.uploadedAt,
      rootRepo: `valoir/${m}`,
      nodeCount: 2,
      deployedNodes: 0,
      failedNodes: 0,
      status: "pending",
      cascadeDeploymentId: body.cascadeId,
    });
    const times = list.manifests.map((x: { uploadedAt: string }) => Date.parse(x.uploadedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const status = (await (await jar.fetch(`/api/manifest/${body.cascadeId}/status`)).json()) as CascadeStatusBody;
    expect(status.cascade).toMatchObject({ id: body.cascadeId, status: "pending", currentPhase: "uploaded", symbolicSync: false, resonanceVerified: false });
    expect(status.nodes.map((n) => [n.nodeName, n.nodeType, n.nodeStatus])).toEqual([
      [`Watch ${m}`, "Observer", "pending"],
      [`Ember ${m}`, "Catalyst", "pending"],
    ]);
  });

  it("accepts the manifest as JSON text too, and answers 'Please enter valid JSON manifest data' for text that is not JSON", async () => {
    const jar = await signIn();
    const m = mark();
    const ok = await post(jar, "/api/manifest/upload", { manifestData: JSON.stringify(manifest(m, [{ name: "Solo", type: "Standard" }])) });
    expect(ok.status).toBe(201);
    expect((await ok.json()).nodeCount).toBe(1);
    const bad = await post(jar, "/api/manifest/upload", { manifestData: "{ not json" });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.issues).toEqual([{ path: "manifestData", message: "Please enter valid JSON manifest data" }]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const jar = await signIn();
    const res = await post(jar, "/api/manifest/upload", "{ manifestData: nope");
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({ code: "bad_request", message: "The request body is not valid JSON." });
  });

  it("answers schema errors with 400 and their issues, and stores nothing", async () => {
    const jar = await signIn();
    const m = mark();
    const cases: [unknown, string[]][] = [
      [{}, ["manifestData"]],
      [{ manifestData: { root_repo: `valoir/${m}`, node_types: [] } }, ["manifestData.version", "manifestData.node_types"]],
      [{ manifestData: { version: "1 0", root_repo: `valoir/${m}`, node_types: [{ name: "", type: "Observer" }] } }, ["manifestData.version", "manifestData.node_types.0.name"]],
      [
        { manifestData: { version: "1.0.0", root_repo: `valoir/${m}`, node_types: [{ name: "Twin", type: "Observer" }, { name: "twin", type: "Standard" }] } },
        ["manifestData.node_types.1.name"],
      ],
      [{ manifestData: { version: "1.0.0", root_repo: `valoir/${m}`, node_types: Array.from({ length: 51 }, (_, i) => ({ name: `N${i}`, type: "Observer" })) } }, ["manifestData.node_types"]],
      [{ manifestData: [1, 2] }, ["manifestData"]],
    ];
    for (const [body, paths] of cases) {
      const res = await post(jar, "/api/manifest/upload", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = (await res.json()).error;
      expect(error.code).toBe("validation_failed");
      expect(error.issues.map((i: { path: string }) => i.path).sort()).toEqual([...paths].sort());
    }
    const stored = await db.selectFrom("manifests").select("id").where("root_repo", "=", `valoir/${m}`).execute();
    expect(stored).toHaveLength(0);
  });
});

describe("cascade deploy through the real worker", () => {
  it("deploys node by node: mapped types become pending mesh nodes, an unknown type fails with its reason; a second deploy is 409", async () => {
    const jar = await signIn();
    const m = mark();
    const names = { watch: `Watch ${m}`, ember: `Ember ${m}`, apex: `Apex ${m}` };
    const up = await (
      await post(jar, "/api/manifest/upload", {
        manifestData: manifest(m, [
          { name: names.watch, type: "Observer" },
          { name: names.ember, type: " catalyst " },
          { name: names.apex, type: "Apex" },
        ]),
      })
    ).json();

    const deploy = await post(jar, `/api/manifest/${up.cascadeId}/deploy`, {});
    expect(deploy.status).toBe(202);
    expect(await deploy.json()).toMatchObject({ deployed: 3, status: "processing", cascadeId: up.cascadeId });

    const again = await post(jar, `/api/manifest/${up.cascadeId}/deploy`, {});
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("conflict");

    const done = await finished(jar, up.cascadeId);
    expect(done.cascade).toMatchObject({ status: "partial", currentPhase: "complete", symbolicSync: true, resonanceVerified: true, deployedNodes: 2, failedNodes: 1 });
    const byName = Object.fromEntries(done.nodes.map((n) => [n.nodeName, n]));
    expect(byName[names.watch].nodeStatus).toBe("deployed");
    expect(byName[names.ember].nodeStatus).toBe("deployed");
    expect(byName[names.apex]).toMatchObject({ nodeStatus: "failed", meshNodeId: null });
    expect(byName[names.apex].failureReason).toContain('"Apex" is not a mesh node type');

    const mesh = await (await jar.fetch("/api/mesh/status")).json();
    const meshNodes = mesh.nodes.filter((n: { metadata: { name: string } }) => Object.values(names).includes(n.metadata.name));
    expect(meshNodes.map((n: { id: string; nodeType: string; status: string; version: string; metadata: { name: string } }) => [n.metadata.name, n.nodeType, n.status, n.version, n.id]).sort()).toEqual(
      [
        [names.ember, "Catalyst", "pending", "2.1.0", byName[names.ember].meshNodeId],
        [names.watch, "Observer", "pending", "2.1.0", byName[names.watch].meshNodeId],
      ].sort(),
    );

    const list = await (await jar.fetch("/api/manifest/list")).json();
    expect(list.manifests.find((x: { id: string }) => x.id === up.id)).toMatchObject({ status: "partial", deployedNodes: 2, failedNodes: 1, nodeCount: 3 });
    const synced = await db.selectFrom("mesh_events").select(["payload"]).where("event_type", "=", "manifest_synced").execute();
    expect(synced.filter((e) => (e.payload as { cascadeId?: string }).cascadeId === up.cascadeId)).toHaveLength(1);

    const finishedAgain = await post(jar, `/api/manifest/${up.cascadeId}/deploy`, {});
    expect(finishedAgain.status).toBe(409);
    expect((await post(jar, "/api/manifest/cascade-nope/deploy", {})).status).toBe(404);
    expect((await jar.fetch("/api/manifest/cascade-nope/status")).status).toBe(404);
    expect((await jar.fetch(`/api/manifest/${up.cascadeId}/deploy`)).status).toBe(405);
  });

  it("a manifest whose every node type is unknown ends failed", async () => {
    const jar = await signIn();
    const m = mark();
    const up = await (await post(jar, "/api/manifest/upload", { manifestData: manifest(m, [{ name: `Scout ${m}`, type: "Scout" }]) })).json();
    expect((await post(jar, `/api/manifest/${up.cascadeId}/deploy`, {})).status).toBe(202);
    const done = await finished(jar, up.cascadeId);
    expect(done.cascade).toMatchObject({ status: "failed", deployedNodes: 0, failedNodes: 1, resonanceVerified: false });
  });
});

describe("cascade crash and retry", () => {
  it("a crash right after the first node is registered: the retry finishes the cascade and registers no node twice", async () => {
    const server = await startServer({ env: { JOB_CRASH_POINTS: "manifest:node-deployed", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
    const privateDb = testDb(server.databaseUrl!);
    try {
      const jar = await signIn(new Jar(undefined, server.url));
      const m = mark();
      const names = [`One ${m}`, `Two ${m}`, `Three ${m}`];
      const up = await (
        await post(jar, "/api/manifest/upload", {
          manifestData: manifest(
            m,
            names.map((name) => ({ name, type: "Observer" })),
          ),
        })
      ).json();
      expect((await post(jar, `/api/manifest/${up.cascadeId}/deploy`, {})).status).toBe(202);
      const done = await finished(jar, up.cascadeId, 60_000);
      expect(done.cascade).toMatchObject({ status: "deployed", deployedNodes: 3, failedNodes: 0, symbolicSync: true, resonanceVerified: true });
      expect(server.logs()).toContain("simulated crash at manifest:node-deployed");

      const meshRows = await privateDb.selectFrom("mesh_nodes").select(["id", "name", "status"]).where("name", "in", names).execute();
      expect(meshRows.map((r) => r.name).sort()).toEqual([...names].sort());
      expect(meshRows.every((r) => r.status === "pending")).toBe(true);
      const registered = await privateDb.selectFrom("mesh_events").select("node_id").where("event_type", "=", "node_registered").where("node_id", "in", meshRows.map((r) => r.id)).execute();
      expect(registered).toHaveLength(3);
      expect(new Set(done.nodes.map((n) => n.meshNodeId))).toEqual(new Set(meshRows.map((r) => r.id)));
    } finally {
      await privateDb.destroy();
      await server.stop();
    }
  }, 120_000);
});
