/**
 * End to end: the observer_node.py pushed to the (fake) code host is run with python3 against a
 * started server. It registers (pending), an operator approves it, its signed heartbeats are
 * verified, /valoir-mesh shows it active; stopped, it sends no more heartbeats and turns inactive
 * once the hub's heartbeat timeout (shortened for the test) has passed. Told a new version in a
 * heartbeat reply (an operator's Deploy Update, then a rollback), it applies it and reports it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "./helpers/fake-github";
import { freePort, startServer, uniqueName, type TestServer } from "./helpers/server";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";

const HEARTBEAT_TIMEOUT_MS = 4000;

interface StatusNode {
  id: string;
  status: string;
  version: string | null;
  lastHeartbeat: string | null;
  metadata: { name: string };
  signature: { status: string };
}

async function until<T>(what: string, read: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function runObserver(dir: string, env: Record<string, string>): { child: ChildProcess; logs: () => string; exited: Promise<number | null> } {
  const child = spawn("python3", [path.join(dir, "observer_node.py")], { cwd: dir, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d.toString()));
  child.stderr!.on("data", (d) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, logs: () => output, exited };
}

describe("the pushed observer node, run with python3", () => {
  let fake: FakeGitHub;
  let server: TestServer;
  let jar: Jar;
  let dir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeGitHub();
    // A 4 s heartbeat timeout (3 min in production) lets the test watch a stopped node go inactive.
    server = await startServer({
      env: { GITHUB_TOKEN: fake.token, GITHUB_API_URL: fake.url, OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, NODE_HEARTBEAT_TIMEOUT_MS: String(HEARTBEAT_TIMEOUT_MS) },
    });
    jar = await signIn(new Jar(undefined, server.url));
    // Push through the real API, then check out what the code host received.
    const repo = uniqueName("observer").replace(/_/g, "-");
    const pushed = await (await jar.fetch("/api/github/push-observer", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ owner: "trinity-ops", repo, branch: "main" }) })).json();
    expect(pushed.success).toBe(true);
    dir = mkdtempSync(path.join(tmpdir(), "observer-"));
    for (const [file, content] of fake.files(`trinity-ops/${repo}`)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
  });

  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
    await server?.stop();
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("the pushed deploy.sh is valid bash and the observer is standard-library Python", async () => {
    const check = spawn("bash", ["-n", path.join(dir, "deploy.sh")]);
    expect(await new Promise((r) => check.once("exit", r))).toBe(0);
    const compile = spawn("python3", ["-m", "py_compile", path.join(dir, "observer_node.py")]);
    expect(await new Promise((r) => compile.once("exit", r))).toBe(0);
  });

  it("backs off and retries while the hub is down", async () => {
    const port = await freePort();
    const run = runObserver(dir, { HUB_URL: `http://127.0.0.1:${port}`, OBSERVER_STATE_DIR: path.join(dir, "state-down"), OBSERVER_NAME: "Down Observer" });
    children.push(run.child);
    await until("two retries", async () => /retrying in 1 s[\s\S]*retrying in 2 s/.test(run.logs()), 15_000);
    expect(run.logs()).toMatch(/hub unreachable at http:\/\/127\.0\.0\.1/);
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });

  it("registers pending, is approved, sends verified heartbeats, shows active, and goes silent when stopped", async () => {
    const name = `Py Observer ${uniqueName("n").slice(-6)}`;
    const run = runObserver(dir, { HUB_URL: server.url, HEARTBEAT_INTERVAL: "1", OBSERVER_NAME: name, OBSERVER_LOCATION: "Tartu", OBSERVER_STATE_DIR: path.join(dir, "state") });
    children.push(run.child);
    const status = async () => ((await (await fetch(`${server.url}/api/mesh/status`)).json()) as { nodes: StatusNode[] }).nodes.find((n) => n.metadata.name === name);

    const pending = await until("the node to register", async () => {
      const node = await status();
      return node?.status === "pending" ? node : undefined;
    });
    expect(pending.id).toMatch(/^node-observer-/);
    await until("the pending log line", async () => run.logs().includes("pending: waiting for an operator's approval"));

    const review = await jar.fetch(`/api/mesh/nodes/${pending.id}/review`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ decision: "approve" }) });
    expect(review.status).toBe(200);

    const active = await until("a verified heartbeat", async () => {
      const node = await status();
      return node?.status === "active" && node.signature.status === "verified" && node.lastHeartbeat ? node : undefined;
    });
    expect(active.version).toBe("1.0.0");
    await until("two verified heartbeats in the log", async () => /heartbeat 2 verified/.test(run.logs()));

    const page = await (await jar.fetch("/valoir-mesh")).text();
    expect(page).toContain(name);
    expect(page).toMatch(new RegExp(`data-node-id="${pending.id}"[^>]*data-status="active"`));

    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    expect(run.logs()).toMatch(/received SIGTERM; stopping[\s\S]*observer stopped after \d+ heartbeats/);

    // Stopped: no heartbeat arrives any more, and once the timeout has passed the hub reports it inactive.
    const last = (await status())!.lastHeartbeat!;
    const inactive = await until("the stopped node to read inactive", async () => {
      const node = await status();
      return node?.status === "inactive" ? node : undefined;
    });
    expect(inactive.lastHeartbeat).toBe(last);
    expect(Date.now() - Date.parse(last)).toBeGreaterThanOrEqual(HEARTBEAT_TIMEOUT_MS);
    const page2 = await (await jar.fetch("/valoir-mesh")).text();
    expect(page2).toMatch(new RegExp(`data-node-id="${pending.id}"[^>]*data-status="inactive"`));
  });

  it("receives a version update in the heartbeat reply, reports the new version, and follows a rollback", async () => {
    const name = `Py Updater ${uniqueName("n").slice(-6)}`;
    const stateDir = path.join(dir, "state-update");
    const run = runObserver(dir, { HUB_URL: server.url, HEARTBEAT_INTERVAL: "1", OBSERVER_NAME: name, OBSERVER_STATE_DIR: stateDir });
    children.push(run.child);
    const status = async () => ((await (await fetch(`${server.url}/api/mesh/status`)).json()) as { nodes: StatusNode[] }).nodes.find((n) => n.metadata.name === name);
    const pending = await until("the node to register", async () => {
      const node = await status();
      return node?.status === "pending" ? node : undefined;
    });
    expect((await jar.sendJson(`/api/mesh/nodes/${pending.id}/review`, { decision: "approve" })).status).toBe(200);
    const active = await until("a verified heartbeat", async () => {
      const node = await status();
      return node?.status === "active" && node.lastHeartbeat ? node : undefined;
    });
    expect(active.version).toBe("1.0.0");

    // Deploy Update: the Observer type to release 1.1.0. The node hears it in a heartbeat reply and reports it.
    const started = await jar.sendJson("/api/autonomous-mesh/cascade-deploy/Observer", { targetVersion: "1.1.0" });
    expect(started.status).toBe(202);
    const deploymentId = ((await started.json()) as { job: { id: string } }).job.id;
    await until("the node to report 1.1.0", async () => (await status())?.version === "1.1.0");
    expect(run.logs()).toMatch(/the hub expects version 1\.1\.0; applying it[\s\S]*update applied: now running version 1\.1\.0 \(was 1\.0\.0\)/);
    type Job = { id: string; status: string; results: { nodeId: string; outcome: string }[] };
    const job = await until("the cascade to finish", async () => {
      const jobs = ((await (await jar.fetch("/api/autonomous-mesh/deployment-jobs")).json()) as { jobs: Job[] }).jobs;
      const j = jobs.find((x) => x.id === deploymentId);
      return j && !["queued", "running"].includes(j.status) ? j : undefined;
    });
    expect(job.results.find((r) => r.nodeId === pending.id)?.outcome).toBe("updated");
    // Drift clears once the node reports the version it was told.
    const alerts = ((await (await jar.fetch("/api/autonomous-mesh/drift-alerts")).json()) as { alerts: { nodeId: string }[] }).alerts;
    expect(alerts.some((a) => a.nodeId === pending.id)).toBe(false);
    const registry = ((await (await jar.fetch("/api/autonomous-mesh/version-registry")).json()) as { registry: { nodeType: string; currentVersion: string; previousVersion: string | null }[] }).registry;
    expect(registry.find((r) => r.nodeType === "Observer")).toMatchObject({ currentVersion: "1.1.0", previousVersion: "1.0.0" });

    // Roll back (the screen's form): the type goes back to 1.0.0 and so does the node.
    const rollback = await jar.fetch("/autonomous-mesh", { method: "POST", ...form({ intent: "rollback", nodeType: "Observer" }) });
    expect(rollback.status).toBe(302);
    const audit = (await (await jar.fetch("/api/operator/audit?action=version.rollback")).json()) as { entries: { targetId: string | null; result: string; detail: Record<string, unknown> }[] };
    expect(audit.entries[0]).toMatchObject({ targetId: "Observer", result: "ok", detail: { targetVersion: "1.0.0" } });
    await until("the node to report 1.0.0 again", async () => (await status())?.version === "1.0.0");
    expect(run.logs()).toMatch(/update applied: now running version 1\.0\.0 \(was 1\.1\.0\)/);
    expect(JSON.parse(readFileSync(path.join(stateDir, "observer-state.json"), "utf8"))).toMatchObject({ version: "1.0.0", previousVersion: "1.1.0" });

    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });

  it("a node deployed by a manifest cascade comes alive with its downloaded configuration file", async () => {
    const m = uniqueName("mf").slice(-8);
    const name = `Manifest Observer ${m}`;
    const up = await jar.sendJson("/api/manifest/upload", {
      manifestData: { version: "1.0.0", manifest_type: `echo_${m}`, root_repo: `valoir/${m}`, node_types: [{ name, type: "Observer", description: "d", status: "planned", access: "public", update_path: "x" }] },
    });
    const { cascadeId } = (await up.json()) as { cascadeId: string };
    expect((await jar.sendJson(`/api/manifest/${cascadeId}/deploy`, {})).status).toBe(202);
    await until("the cascade to finish", async () => (await (await jar.fetch(`/api/manifest/${cascadeId}/status`)).json()).cascade.status === "deployed");
    const taken = await jar.sendJson(`/api/manifest/${cascadeId}/secrets`, {});
    expect(taken.status).toBe(200);
    const [issued] = ((await taken.json()) as { nodes: { nodeId: string; config: Record<string, string> }[] }).nodes;
    expect((await jar.sendJson(`/api/mesh/nodes/${issued.nodeId}/review`, { decision: "approve" })).status).toBe(200);

    // The file as downloaded is observer_node.py's configuration: it signs as the deployed node.
    const configPath = path.join(dir, `node-${m}.json`);
    writeFileSync(configPath, JSON.stringify(issued.config));
    const run = runObserver(dir, { OBSERVER_CONFIG: configPath, HEARTBEAT_INTERVAL: "1", OBSERVER_STATE_DIR: path.join(dir, `state-${m}`) });
    children.push(run.child);
    await until("a heartbeat verified for the deployed node", async () => /heartbeat 1 verified/.test(run.logs()));
    expect(run.logs()).toContain(`as ${issued.nodeId} (status active)`);
    const node = ((await (await fetch(`${server.url}/api/mesh/status`)).json()) as { nodes: StatusNode[] }).nodes.find((n) => n.id === issued.nodeId);
    expect(node).toMatchObject({ status: "active", signature: { status: "verified" } });
    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  });
});
