import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { QUEUE_NAMES } from "~/lib/queues";
import { bullPrefix } from "../../worker/queues";
import { schedules } from "../../worker/processors/index";
import { form, Jar, signIn } from "./helpers/http";
import { REDIS_URL, uniqueName } from "./helpers/server";

/** The console's JSON for one queue and status (bull-board's GET /api/queues). */
interface BoardJob {
  id: string;
  name: string;
  attempts: number;
  failedReason?: string;
  stacktrace?: string[];
  processedOn?: number;
  finishedOn?: number;
}
interface BoardQueue {
  name: string;
  counts: Record<string, number>;
  jobs: BoardJob[];
  isPaused: boolean;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the operators' job console (bull-board at /operator/jobs)", () => {
  let connection: Redis;
  let deploy: Queue;
  let operator: Jar;
  let token: string;
  const bearer = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    deploy = new Queue("deploy", { connection, prefix: bullPrefix(inject("redisPrefix")) });
    operator = await signIn();
    const created = await operator.fetch("/settings/tokens", { method: "POST", ...form({ intent: "create", name: uniqueName("console") }) });
    expect(created.status).toBe(200);
    token = (await created.text()).match(/tm_[A-Za-z0-9_-]{40,}/)![0];
  });

  afterAll(async () => {
    await deploy?.close();
    connection?.disconnect();
  });

  it("a visitor gets no console: its pages send them to sign in, its JSON API answers 401", async () => {
    const visitor = new Jar();
    const page = await visitor.fetch("/operator/jobs", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Foperator%2Fjobs");
    const queuePage = await visitor.fetch("/operator/jobs/queue/deploy");
    expect(queuePage.status).toBe(302);
    expect(queuePage.headers.get("location")).toBe("/login?redirectTo=%2Foperator%2Fjobs%2Fqueue%2Fdeploy");

    const api = await visitor.fetch("/operator/jobs/api/queues");
    expect(api.status).toBe(401);
    expect((await api.json()).error.code).toBe("unauthorized");
    const pause = await visitor.fetch("/operator/jobs/api/queues/deploy/pause", { method: "PUT" });
    expect(pause.status).toBe(401);
    expect(await deploy.isPaused()).toBe(false);
    const badToken = await visitor.fetch("/operator/jobs/api/queues", { headers: { Authorization: `Bearer ${token}x` } });
    expect(badToken.status).toBe(401);

    const schedulesPage = await visitor.fetch("/operator/schedules");
    expect(schedulesPage.status).toBe(302);
    expect(schedulesPage.headers.get("location")).toBe("/login?redirectTo=%2Foperator%2Fschedules");
  });

  it("an operator's session and an API token open it; only the console's paths get its Content-Security-Policy", async () => {
    const page = await operator.fetch("/operator/jobs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    const consoleCsp = page.headers.get("content-security-policy") ?? "";
    expect(consoleCsp).toContain("script-src 'self'");
    expect(consoleCsp).toContain("frame-ancestors 'none'");
    expect(consoleCsp).not.toContain("nonce-");
    expect(consoleCsp).not.toContain("unsafe-eval");
    // Its bundle comes from its own static route (relative to <base href="/operator/jobs/">), which the policy's 'self' allows.
    expect(html).toContain('<base href="/operator/jobs/"');
    const script = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
    const scriptPath = new URL(script!, "http://localhost/operator/jobs/").pathname;
    expect(scriptPath).toMatch(/^\/operator\/jobs\/static\/.+\.js$/);
    expect((await operator.fetch(scriptPath)).status).toBe(200);
    // No inline script to allow: every <script> has a src, except the JSON config (not run).
    expect(html).not.toMatch(/<script(?![^>]*(\ssrc=|type="application\/json"))[^>]*>/);

    const site = await operator.fetch("/");
    const siteCsp = site.headers.get("content-security-policy") ?? "";
    expect(siteCsp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(siteCsp).not.toBe(consoleCsp);

    const viaSession = await operator.fetch("/operator/jobs/api/queues");
    expect(viaSession.status).toBe(200);
    const viaToken = await new Jar().fetch("/operator/jobs/api/queues", { headers: bearer() });
    expect(viaToken.status).toBe(200);
    const { queues } = (await viaToken.json()) as { queues: BoardQueue[] };
    expect(queues.map((q) => q.name).sort()).toEqual([...QUEUE_NAMES].sort());

    // /metrics counts the console under its own patterns, never its raw URLs.
    const metrics = await (await new Jar().fetch("/metrics", { headers: bearer() })).text();
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/operator\/jobs\/\*"[^}]*\} [1-9]/);
    expect(metrics).not.toContain('route="/operator/jobs/api/queues"');
  });

  it("a failing job shows in the console's JSON with its reason, and a retry through the console runs it again", async () => {
    const name = uniqueName("console-bad-input");
    const added = await deploy.add(name, { cascadeId: "none" }, { attempts: 1 });
    const failed = await until(() => Job.fromId(deploy, added.id!), (j) => Boolean(j?.finishedOn), "the job to fail");
    expect(await failed!.getState()).toBe("failed");

    const api = new Jar();
    const listing = await api.fetch(`/operator/jobs/api/queues?activeQueue=deploy&status=failed&page=1`, { headers: bearer() });
    expect(listing.status).toBe(200);
    const board = ((await listing.json()) as { queues: BoardQueue[] }).queues.find((q) => q.name === "deploy")!;
    expect(board.counts.failed).toBeGreaterThanOrEqual(1);
    const shown = board.jobs.find((j) => j.id === added.id);
    expect(shown).toBeDefined();
    expect(shown!.failedReason).toBe(`unknown deploy job "${name}"`);
    expect(shown!.attempts).toBe(1);
    expect(shown!.stacktrace?.join("\n") ?? "").toContain("UnrecoverableError");

    const retry = await api.fetch(`/operator/jobs/api/queues/deploy/${added.id}/retry`, { method: "PUT", headers: bearer() });
    expect(retry.status).toBeLessThan(300);
    // The worker takes it again: a second attempt, processed after the first one finished.
    const again = await until(() => Job.fromId(deploy, added.id!), (j) => (j?.attemptsMade ?? 0) >= 2 && Boolean(j?.finishedOn), "the retried job to run");
    expect(again!.processedOn!).toBeGreaterThanOrEqual(failed!.finishedOn!);
    expect(await again!.getState()).toBe("failed");
    const one = await api.fetch(`/operator/jobs/api/queues/deploy/${added.id}`, { headers: bearer() });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { job: BoardJob }).job.attempts).toBe(2);

    // The retry is in the operator audit log, by the token, on that job.
    const { entries } = await (await api.fetch("/api/operator/audit?action=jobs.retry", { headers: bearer() })).json();
    expect(entries).toContainEqual(
      expect.objectContaining({ action: "jobs.retry", targetType: "job", targetId: `deploy/${added.id}`, result: "ok", actorKind: "token", detail: expect.objectContaining({ queue: "deploy", jobId: added.id, verb: "retry" }) }),
    );
  });

  it("pause and resume a queue through the console (API token)", async () => {
    const api = new Jar();
    const harmony = new Queue("harmony", { connection, prefix: bullPrefix(inject("redisPrefix")) });
    try {
      expect((await api.fetch("/operator/jobs/api/queues/harmony/pause", { method: "PUT", headers: bearer() })).status).toBeLessThan(300);
      expect(await harmony.isPaused()).toBe(true);
      expect((await api.fetch("/operator/jobs/api/queues/harmony/resume", { method: "PUT", headers: bearer() })).status).toBeLessThan(300);
      expect(await harmony.isPaused()).toBe(false);
      // Recorded once the answer is sent.
      await until(
        async () => ((await (await api.fetch("/api/operator/audit?action=jobs.pause", { headers: bearer() })).json()) as { entries: { targetId: string; result: string }[] }).entries,
        (entries) => entries.some((e) => e.targetId === "harmony" && e.result === "ok"),
        "the pause in the audit log",
        5000,
      );
    } finally {
      await harmony.resume();
      await harmony.close();
    }
  });

  it("the schedules page lists every repeatable schedule with its next run", async () => {
    const maintenance = new Queue("maintenance", { connection, prefix: bullPrefix(inject("redisPrefix")) });
    try {
      // The embedded workers upsert their schedules at start.
      await until(() => maintenance.getJobSchedulersCount(), (n) => n >= schedules.filter((s) => s.queue === "maintenance").length, "the schedules");
    } finally {
      await maintenance.close();
    }
    const page = await operator.fetch("/operator/schedules");
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const s of schedules) {
      expect(html).toContain(`data-schedule="${s.id}"`);
    }
    expect(html).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(html).toContain('href="/operator/jobs"');
  });
});
