import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { JobProducer } from "~/infra/jobs.server";
import { ServiceUnavailableError } from "~/infra/http.server";
import { MeshBus, type MeshBusEvent } from "~/infra/mesh-bus.server";
import { createRedis } from "~/infra/redis.server";
import { bullPrefix, createQueues } from "../../worker/queues";
import { expectJobCompletes } from "./helpers/jobs";
import { testDb } from "./helpers/db";
import { deleteRedisPrefix, REDIS_URL, uniqueName } from "./helpers/server";

describe("jobs and the mesh bus on the real Redis", () => {
  it("the embedded worker runs the housekeeping job: expired sessions are pruned", async () => {
    const db = testDb();
    const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const prefix = bullPrefix(inject("redisPrefix"));
    const queue = new Queue("maintenance", { connection, prefix });
    try {
      const operator = await db.selectFrom("operators").select("id").executeTakeFirstOrThrow();
      await db
        .insertInto("operator_sessions")
        .values([
          { id: uniqueName("expired"), operator_id: operator.id, expires_at: new Date(Date.now() - 1000) },
          { id: uniqueName("live"), operator_id: operator.id, expires_at: new Date(Date.now() + 3600_000) },
        ])
        .execute();
      expect((await queue.getWorkers()).length).toBeGreaterThan(0);
      const job = await queue.add("prune-expired-sessions", {});
      const finished = await expectJobCompletes(queue, job);
      expect(finished.returnvalue.removed).toBeGreaterThanOrEqual(1);
      const expired = await db.selectFrom("operator_sessions").select("id").where("expires_at", "<=", new Date()).execute();
      expect(expired).toHaveLength(0);
      const live = await db.selectFrom("operator_sessions").select("id").where("expires_at", ">", new Date()).execute();
      expect(live.length).toBeGreaterThanOrEqual(1);
    } finally {
      await queue.close();
      connection.disconnect();
      await db.destroy();
    }
  });

  it("producers fail fast with 503 while Redis is unreachable", async () => {
    const redis = createRedis("redis://127.0.0.1:6399", "commands");
    const producer = new JobProducer(createQueues(redis, "tm-unreachable"), redis);
    const started = Date.now();
    await expect(producer.enqueue("deploy", "push", { owner: "a" })).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await producer.counts()).toBeNull();
    redis.disconnect();
  });

  it("an event published on one process reaches every process once, and can be replayed after an id", async () => {
    const prefix = uniqueName("tmbus");
    const key = `${prefix}:mesh:events`;
    const commandsA = createRedis(REDIS_URL, "commands");
    const commandsB = createRedis(REDIS_URL, "commands");
    const a = new MeshBus(commandsA, createRedis(REDIS_URL, "subscriber"), key);
    const b = new MeshBus(commandsB, createRedis(REDIS_URL, "subscriber"), key);
    const seenA: MeshBusEvent[] = [];
    const seenB: MeshBusEvent[] = [];
    a.subscribe((e) => seenA.push(e));
    b.subscribe((e) => seenB.push(e));
    a.start();
    b.start();
    try {
      await new Promise((r) => setTimeout(r, 300));
      const first = await a.publish("firefly_pulse", { glyph: "✦" }, "firefly");
      await b.publish("relay_broadcast", { glyph: "⟁" }, "relay");
      const deadline = Date.now() + 5000;
      while ((seenA.length < 2 || seenB.length < 2) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(seenA.map((e) => e.type)).toEqual(["firefly_pulse", "relay_broadcast"]);
      expect(seenB.map((e) => e.id)).toEqual(seenA.map((e) => e.id));
      expect(seenA[0]).toMatchObject({ id: first, core: "firefly", data: { glyph: "✦" } });
      const missed = await a.since(first!);
      expect(missed.map((e) => e.type)).toEqual(["relay_broadcast"]);
      expect(await a.since("not-an-id")).toEqual([]);
    } finally {
      await a.stop();
      await b.stop();
      commandsA.disconnect();
      commandsB.disconnect();
      await deleteRedisPrefix(prefix);
    }
  });
});
