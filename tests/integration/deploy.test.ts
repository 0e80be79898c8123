import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { bullPrefix } from "../../worker/queues";
import { startFakeGitHub, type FakeGitHub } from "./helpers/fake-github";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { REDIS_URL, startServer, uniqueName, type TestServer } from "./helpers/server";

const FIVE = ["observer_node.py", "config/observer.json", "deploy.sh", "README.md", "QUICK_START.txt"];

const post = (jar: Jar, path: string, body: unknown) =>
  jar.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });

const repoName = () => uniqueName("observer").replace(/_/g, "-");

describe("deploy APIs on the shared server (no code-hosting token)", () => {
  it.each(["/api/github/verify", "/api/github/push-observer", "/api/github/deploy-workflow", "/api/github/deploy-cascade"])("%s: a visitor gets 401", async (path) => {
    const res = await post(new Jar(), path, { owner: "octo", repo: "observer" });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it.each([
    ["/api/github/verify", { owner: "octo", repo: "observer" }],
    ["/api/github/push-observer", { owner: "octo", repo: "observer", branch: "main" }],
    ["/api/github/deploy-workflow", { owner: "octo", repo: "observer", branch: "main" }],
    ["/api/github/deploy-cascade", { owner: "octo", repo: "observer", configJson: '[{"name":"a","region":"france"}]' }],
  ])("%s: an operator without a token gets needsGitHubAuth", async (path, body) => {
    const res = await post(await signIn(), path, body);
    expect(res.status).toBe(200);
    const reply = await res.json();
    expect(reply).toMatchObject({ success: false, needsGitHubAuth: true });
    expect(reply.error).toMatch(/GITHUB_TOKEN/);
  });

  it("a GET on a deploy endpoint is 405", async () => {
    const res = await new Jar().fetch("/api/github/verify");
    expect(res.status).toBe(405);
  });
});

describe("deploy APIs against a fake code host", () => {
  let fake: FakeGitHub;
  let server: TestServer;
  let jar: Jar;

  beforeAll(async () => {
    fake = await startFakeGitHub();
    server = await startServer({
      env: {
        GITHUB_TOKEN: fake.token,
        GITHUB_API_URL: fake.url,
        PUBLIC_URL: "https://hub.example.test",
        JOB_CRASH_POINTS: "deploy:node-deployed",
        OPERATOR_EMAIL: OPERATOR.email,
        OPERATOR_PASSWORD: OPERATOR.password,
      },
    });
    jar = await signIn(new Jar(undefined, server.url));
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it("verifies a repository: full name, default branch and URL", async () => {
    const repo = repoName();
    const res = await post(jar, "/api/github/verify", { owner: "trinity-ops", repo });
    expect(res.status).toBe(200);
    const reply = await res.json();
    expect(reply).toMatchObject({ success: true, defaultBranch: "main", repository: { full_name: `trinity-ops/${repo}`, default_branch: "main" } });
    expect(reply.url).toBe(`${fake.url}/html/trinity-ops/${repo}`);
  });

  it.each([
    ["missing", /not found.*404/i],
    ["forbidden", /403/],
    ["rate-limited", /rate limit exceeded; try again after \d\d:\d\d UTC/i],
  ] as const)("a %s repository becomes a clear message (not a 500)", async (mode, message) => {
    const repo = repoName();
    fake.setMode(`trinity-ops/${repo}`, mode);
    for (const path of ["/api/github/verify", "/api/github/push-observer", "/api/github/deploy-workflow"]) {
      const res = await post(jar, path, { owner: "trinity-ops", repo, branch: "main" });
      expect(res.status).toBe(200);
      const reply = await res.json();
      expect(reply.success).toBe(false);
      expect(reply.error).toMatch(message);
    }
  });

  it.each([
    [{ owner: "-octo", repo: "x" }, "owner"],
    [{ owner: "oc--to", repo: "x" }, "owner"],
    [{ owner: "o".repeat(40), repo: "x" }, "owner"],
    [{ owner: "octo", repo: "" }, "repo"],
    [{ owner: "octo", repo: "a b" }, "repo"],
    [{ owner: "octo", repo: "x.git" }, "repo"],
    [{ owner: "octo", repo: "x", branch: "a..b" }, "branch"],
    [{ owner: "octo", repo: "x", branch: "feature/" }, "branch"],
    [{ owner: "octo", repo: "x", branch: "has space" }, "branch"],
    [{ owner: "octo" }, "repo"],
  ])("answers 400 for %j (%s)", async (body, field) => {
    const res = await post(jar, "/api/github/push-observer", body);
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(error.code).toBe("validation_failed");
    expect(error.issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("pushes the five observer files in one commit; pushing twice leaves one copy of each", async () => {
    const repo = repoName();
    const full = `trinity-ops/${repo}`;
    const first = await (await post(jar, "/api/github/push-observer", { owner: " trinity-ops ", repo, branch: "main" })).json();
    expect(first).toMatchObject({ success: true, changed: true });
    expect(first.results).toEqual(FIVE.map((file) => ({ file, success: true })));
    expect(first.summary).toMatch(/Pushed 5 of 5 files/);
    const files = fake.files(full);
    expect([...files.keys()].sort()).toEqual([...FIVE].sort());
    expect(files.get("config/observer.json")).toBeDefined();
    const config = JSON.parse(files.get("config/observer.json")!);
    expect(config).toMatchObject({ hubUrl: "https://hub.example.test", nodeType: "Observer", glyphseed: "" });
    expect(files.get("observer_node.py")).toMatch(/^#!\/usr\/bin\/env python3/);
    expect(files.get("observer_node.py")).not.toContain("{{");
    expect(files.get("QUICK_START.txt")).toContain(`${fake.url}/html/${full}.git`);
    const commits = fake.commitCount(full);
    expect(commits).toBe(2);

    const again = await (await post(jar, "/api/github/push-observer", { owner: "trinity-ops", repo, branch: "main" })).json();
    expect(again).toMatchObject({ success: true, changed: false });
    expect(again.results).toHaveLength(5);
    expect([...fake.files(full).keys()].sort()).toEqual([...FIVE].sort());
    expect(fake.commitCount(full)).toBe(commits);
  });

  it("pushes to a new branch started from the default branch", async () => {
    const repo = repoName();
    const reply = await (await post(jar, "/api/github/push-observer", { owner: "trinity-ops", repo, branch: "observers/v1" })).json();
    expect(reply.success).toBe(true);
    expect([...fake.files(`trinity-ops/${repo}`, "observers/v1").keys()].sort()).toEqual([...FIVE].sort());
    expect(fake.commitCount(`trinity-ops/${repo}`, "observers/v1")).toBe(2);
  });

  it("creates a workflow that deploys over SSH on pushes to the branch and lists the secrets", async () => {
    const repo = repoName();
    const res = await post(jar, "/api/github/deploy-workflow", { owner: "trinity-ops", repo, branch: "release" });
    const reply = await res.json();
    expect(reply).toMatchObject({ success: true, workflowFile: ".github/workflows/deploy-observer.yml" });
    expect(reply.secretsUrl).toBe(`${fake.url}/html/trinity-ops/${repo}/settings/secrets/actions`);
    const secrets = reply.setup.secretsRequired as Array<{ name: string; description: string; value?: string }>;
    expect(secrets.map((s) => s.name)).toEqual(["GLYPHSEED", "SSH_HOST", "SSH_USERNAME", "SSH_PRIVATE_KEY", "HUB_URL"]);
    for (const s of secrets) expect(s.description.length).toBeGreaterThan(10);
    expect(secrets[0].value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secrets.slice(1).every((s) => s.value === undefined)).toBe(true);
    expect(reply.setup.instructions.length).toBeGreaterThanOrEqual(3);

    // The branch did not exist: it was started from the default branch, and the workflow landed on it.
    expect(fake.files(`trinity-ops/${repo}`).has(".github/workflows/deploy-observer.yml")).toBe(false);
    const yamlText = fake.files(`trinity-ops/${repo}`, "release").get(".github/workflows/deploy-observer.yml");
    expect(yamlText).toBeDefined();
    const workflow = parseYaml(yamlText!) as { on: { push: { branches: string[] } }; jobs: { deploy: { env: Record<string, string>; steps: Array<{ run?: string }> } } };
    expect(workflow.on.push.branches).toEqual(["release"]);
    const env = workflow.jobs.deploy.env;
    expect(env).toMatchObject({
      GLYPHSEED: "${{ secrets.GLYPHSEED }}",
      SSH_HOST: "${{ secrets.SSH_HOST }}",
      SSH_USERNAME: "${{ secrets.SSH_USERNAME }}",
      SSH_PRIVATE_KEY: "${{ secrets.SSH_PRIVATE_KEY }}",
      HUB_URL: "${{ secrets.HUB_URL }}",
    });
    expect(workflow.jobs.deploy.steps.some((s) => s.run?.includes("bash deploy.sh"))).toBe(true);
    expect(yamlText).not.toContain(secrets[0].value!);

    // Created again: the same file, updated in place (no second copy).
    const again = await (await post(jar, "/api/github/deploy-workflow", { owner: "trinity-ops", repo, branch: "release" })).json();
    expect(again).toMatchObject({ success: true, changed: false });
    expect([...fake.files(`trinity-ops/${repo}`, "release").keys()].filter((p) => p.startsWith(".github/"))).toEqual([".github/workflows/deploy-observer.yml"]);
  });

  it("runs a three-node cascade through the worker: one node fails, the retry after a crash duplicates nothing", async () => {
    const repo = repoName();
    const full = `trinity-ops/${repo}`;
    const nodes = [
      { name: "Paris Observer", region: "france", tags: ["eu", "primary"] },
      { name: "Lyon-Observer", region: "france", tags: ["eu"], glyphseed: `lyon-seed-${"0123456789abcdef".repeat(2)}` },
      { name: "Vienna Observer", region: "austria", tags: [] },
    ];
    fake.failPath("observer-lyon-observer");
    try {
      const res = await post(jar, "/api/github/deploy-cascade", { owner: "trinity-ops", repo, configJson: JSON.stringify(nodes) });
      expect([200, 202]).toContain(res.status);
      let report = await res.json();
      const deadline = Date.now() + 30_000;
      while (report.status !== "completed" && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        report = await (await jar.fetch(`/api/github/cascades/${report.cascadeId}`)).json();
      }
      expect(report).toMatchObject({ status: "completed", success: false, totalNodes: 3, successfulDeployments: 2, failedDeployments: 1, progress: 100, needsGitHubAuth: false });
      const byName = Object.fromEntries((report.deployments as Array<{ nodeName: string }>).map((d) => [d.nodeName, d])) as Record<string, Record<string, unknown>>;
      expect(byName["Paris Observer"]).toMatchObject({ region: "france", success: true, error: null, workflowFile: ".github/workflows/observer-paris-observer.yml" });
      expect(byName["Vienna Observer"]).toMatchObject({ region: "austria", success: true, workflowFile: ".github/workflows/observer-vienna-observer.yml" });
      expect(byName["Lyon-Observer"]).toMatchObject({ success: false, workflowFile: ".github/workflows/observer-lyon-observer.yml" });
      expect(byName["Lyon-Observer"].error).toMatch(/GitHub failed \(500\)/);
      expect(byName["Lyon-Observer"].secrets).toEqual({ sshHost: "SSH_HOST_LYON_OBSERVER", sshUsername: "SSH_USERNAME_LYON_OBSERVER", sshPrivateKey: "SSH_PRIVATE_KEY_LYON_OBSERVER", glyphseed: "GLYPHSEED_LYON_OBSERVER" });

      // The first attempt crashed after the first node; the retry finished without pushing any workflow twice.
      const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
      const queue = new Queue("deploy", { connection, prefix: bullPrefix(server.redisPrefix) });
      try {
        const job = await Job.fromId(queue, `cascade-${report.cascadeId}`);
        expect(job?.attemptsMade).toBeGreaterThanOrEqual(1);
        expect(job?.finishedOn).toBeDefined();
      } finally {
        await queue.close();
        connection.disconnect();
      }
      const puts = fake.calls.filter((c) => c.method === "PUT" && c.path.startsWith(`/repos/${full}/contents/.github/workflows/`));
      const perFile = new Map<string, number>();
      for (const c of puts) perFile.set(c.path, (perFile.get(c.path) ?? 0) + 1);
      expect(perFile.get(`/repos/${full}/contents/.github/workflows/observer-paris-observer.yml`)).toBe(1);
      expect(perFile.get(`/repos/${full}/contents/.github/workflows/observer-vienna-observer.yml`)).toBe(1);
      const files = fake.files(full);
      expect([...files.keys()].filter((p) => p.startsWith(".github/")).sort()).toEqual([".github/workflows/observer-paris-observer.yml", ".github/workflows/observer-vienna-observer.yml"]);
      for (const f of FIVE) expect(files.has(f)).toBe(true);
      const paris = parseYaml(files.get(".github/workflows/observer-paris-observer.yml")!) as { on: { push: { branches: string[] } }; jobs: { deploy: { env: Record<string, string> } } };
      expect(paris.on.push.branches).toEqual(["main"]);
      expect(paris.jobs.deploy.env).toMatchObject({
        SSH_HOST: "${{ secrets.SSH_HOST_PARIS_OBSERVER }}",
        SSH_USERNAME: "${{ secrets.SSH_USERNAME_PARIS_OBSERVER }}",
        SSH_PRIVATE_KEY: "${{ secrets.SSH_PRIVATE_KEY_PARIS_OBSERVER }}",
        GLYPHSEED: "${{ secrets.GLYPHSEED_PARIS_OBSERVER }}",
        HUB_URL: "${{ secrets.HUB_URL }}",
        OBSERVER_NAME: "Paris Observer",
        OBSERVER_LOCATION: "france",
        OBSERVER_TAGS: "eu,primary",
      });
    } finally {
      fake.failPath(null);
    }
  });

  it("returns each node's glyphseed once (generated when left out) and stores only fingerprints", async () => {
    const repo = repoName();
    const res = await post(jar, "/api/github/deploy-cascade", { owner: "trinity-ops", repo, configJson: JSON.stringify([{ name: "solo", region: "austria" }]) });
    const reply = await res.json();
    const seed = reply.deployments[0].glyphseed as string;
    expect(seed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    let report = await (await jar.fetch(`/api/github/cascades/${reply.cascadeId}`)).json();
    const deadline = Date.now() + 30_000;
    while (report.status !== "completed" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      report = await (await jar.fetch(`/api/github/cascades/${reply.cascadeId}`)).json();
    }
    expect(report).toMatchObject({ status: "completed", success: true, successfulDeployments: 1 });
    expect(report.deployments[0].glyphseed).toBeNull();
    expect(report.deployments[0].glyphseedFingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(report)).not.toContain(seed);

    // The job stored it as the repository's Actions secret the workflow reads: a sealed box for the
    // repository's public key, which the code host opens to exactly the issued glyphseed.
    expect(report.deployments[0]).toMatchObject({ secretStored: true, secrets: { glyphseed: "GLYPHSEED_SOLO" } });
    expect(fake.secrets(`trinity-ops/${repo}`).get("GLYPHSEED_SOLO")).toBe(seed);
    const put = fake.calls.find((c) => c.method === "PUT" && c.path === `/repos/trinity-ops/${repo}/actions/secrets/GLYPHSEED_SOLO`);
    expect(put?.body).toMatchObject({ key_id: expect.any(String), encrypted_value: expect.any(String) });
    expect(JSON.stringify(put?.body)).not.toContain(seed);
  });

  it.each([
    ["not json", /not valid JSON/],
    ["{}", /list of nodes/],
    ["[]", /no nodes/],
    ['[{"name":"a"}]', /region is required/],
    ['[{"name":"a b","region":"x"},{"name":"A-B","region":"y"}]', /share the secret names/],
    ['[{"name":"a","region":"x","glyphseed":"short"}]', /glyphseed needs at least 32/],
  ])("refuses the cascade configuration %s with 400", async (configJson, message) => {
    const res = await post(jar, "/api/github/deploy-cascade", { owner: "trinity-ops", repo: "x", configJson });
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(error.issues.find((i: { path: string }) => i.path === "configJson").message).toMatch(message);
  });

  it("answers 404 for an unknown cascade and 401 to a visitor", async () => {
    expect((await jar.fetch("/api/github/cascades/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await jar.fetch("/api/github/cascades/not-a-uuid")).status).toBe(404);
    expect((await new Jar(undefined, server.url).fetch("/api/github/cascades/00000000-0000-4000-8000-000000000000")).status).toBe(401);
  });
});
