import { errorFields, log } from "../lib/log.server";
import { readFileSync } from "node:fs";
import { configureNodeLiveness } from "../domain/node-status.server";
import { recordThrottleChange } from "../domain/velocity.server";
import path from "node:path";
import type { Redis } from "ioredis";
import type { Kysely } from "kysely";
import { createDb, ensureDatabase, type DbKind } from "../../db/client";
import type { Database } from "../../db/types";
import { closeQueues, createQueues, type Queues } from "../../worker/queues";
import type { Env } from "../env.server";
import { createMindProvider } from "../domain/trinity/llm.server";
import type { MindProvider } from "../domain/trinity/types";
import { JobProducer } from "./jobs.server";
import { Metrics } from "./metrics.server";
import { AnalysisThread } from "./analysis-thread.server";
import { markRecallSessions, RECALL_SESSION_OPTIONS } from "../domain/alexandria.server";
import { MeshBus } from "./mesh-bus.server";
import { PulseLoop } from "./pulse.server";
import { ReadCache } from "./read-cache.server";
import { createAnnouncer } from "./announce.server";
import { createPulseScheduler } from "./pulse-scheduler.server";
import { tagOfEvent } from "../lib/mesh-events";
import type { Announcer, PulseScheduler } from "../domain/ports";
import { Semaphore } from "./semaphore.server";
import { createLimiters, type Limiters } from "./rate-limit.server";
import { createRedis, isReady } from "./redis.server";
import { withTimeout } from "../lib/timeout";
import { SseHub } from "./sse.server";

/** Everything a request, a socket handler or a job needs; one instance per process. */
export interface Services {
  env: Env;
  db: Kysely<Database>;
  dbKind: DbKind;
  dbLocation: string;
  redis: Redis;
  queues: Queues;
  jobs: JobProducer;
  /** Where recall reads (Alexandria memories): the main database, or a pool tuned for recall. */
  recallDb: Kysely<Database>;
  bus: MeshBus;
  /** Announces committed changes (app/lib/mesh-events.ts): the read cache, then the mesh bus. */
  announcer: Announcer;
  /** The pulse engine's repeating job on the velocity queue. */
  pulseScheduler: PulseScheduler;
  sse: SseHub;
  /** Pulse equilibrium: this process's CPU load and throttle factor; started by the web server only. */
  pulse: PulseLoop;
  limiters: Limiters;
  /** Where the three minds' thoughts come from: the built-in composer, or an LLM with it as fallback. */
  minds: MindProvider;
  /** The question analysis on its own thread (analysis-thread.server.ts). */
  analysis: AnalysisThread;
  /** Deliberations running at once, kept below the pool size so a burst queues instead of timing out on connections. */
  deliberations: Semaphore;
  /** Short-lived cache of the polled JSON reads, invalidated by writes and mesh bus events. */
  cache: ReadCache;
  /** This process's Prometheus registry and the app's metrics (metrics.server.ts). */
  metrics: Metrics;
  version: string;
  startedAt: number;
  close(): Promise<void>;
}

export function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.resolve("package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

export async function createServices(env: Env): Promise<Services> {
  // One inactivity limit for every node status this process derives (web reads, jobs).
  configureNodeLiveness(env.NODE_HEARTBEAT_TIMEOUT_MS);
  if (env.DATABASE_URL) await ensureDatabase(env.DATABASE_URL);
  const handle = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, poolMax: env.DATABASE_POOL_MAX });
  // Recall (chat and archive) gets a small pool whose sessions carry its index-only plan settings,
  // so a recall is one statement. PGlite has one connection: recall sets them per transaction there.
  const recall = env.DATABASE_URL
    ? await createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, poolMax: 4, sessionOptions: RECALL_SESSION_OPTIONS, applicationName: "trinity-mesh-recall" })
    : null;
  const recallDb = recall?.pool ? markRecallSessions(recall.db) : handle.db;
  const redis = createRedis(env.REDIS_URL, "commands");
  const reader = createRedis(env.REDIS_URL, "subscriber");
  const queues = createQueues(redis, env.REDIS_PREFIX);
  const bus = new MeshBus(redis, reader, `${env.REDIS_PREFIX}:mesh:events`);
  const sse = new SseHub(bus, env.SSE_CONNECTIONS_PER_ADDRESS);
  const cache = new ReadCache(env.PAGE_READS_TTL_MS);
  const announcer = createAnnouncer(cache, bus);
  // Each throttle change is recorded (persist, then publish) for /velocity's throttle chart.
  const pulse = new PulseLoop(announcer, { record: (change) => recordThrottleChange(handle.db, change) });
  bus.subscribe((event) => {
    const tag = tagOfEvent(event.type);
    if (tag) cache.invalidate(tag);
  });
  const jobs = new JobProducer(queues, redis);
  const metrics = new Metrics({
    pools: { main: handle.pool, recall: recall?.pool },
    sseClients: () => sse.subscribers(),
    queueCounts: () => jobs.counts(),
  });
  const analysis = new AnalysisThread({ onAnalysed: (thread) => metrics.questionAnalysed(thread) });
  const limiters = createLimiters(redis, env.REDIS_PREFIX, {
    read: { points: env.RATE_LIMIT_READ_PER_MIN, duration: 60 },
    write: { points: env.RATE_LIMIT_WRITE_PER_MIN, duration: 60 },
    auth: { points: env.RATE_LIMIT_AUTH_PER_15MIN, duration: 15 * 60 },
    chat: { points: env.CHAT_QUESTIONS_PER_MIN, duration: 60 },
    chatAddress: { points: env.CHAT_QUESTIONS_PER_MIN_PER_ADDRESS, duration: 60 },
    archive: { points: env.ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR, duration: 3600 },
  });
  return {
    env,
    db: handle.db,
    recallDb,
    dbKind: handle.kind,
    dbLocation: handle.location,
    redis,
    queues,
    jobs,
    bus,
    announcer,
    pulseScheduler: createPulseScheduler(queues.velocity, redis, env.REDIS_PREFIX),
    sse,
    pulse,
    limiters,
    minds: createMindProvider(env, {
      // A composer failure is never silent: logged with the question it broke on, and counted.
      onError(error, { mind, questionId }) {
        log.error("composer failed", { mind, questionId, ...errorFields(error) });
        metrics.composerFailed(mind);
      },
    }),
    cache,
    metrics,
    analysis,
    deliberations: new Semaphore(Math.max(1, env.DATABASE_POOL_MAX - 2)),
    version: readVersion(),
    startedAt: Date.now(),
    async close() {
      await pulse.stop();
      await analysis.close();
      sse.close();
      await bus.stop();
      // Bounded when Redis is down: closing a queue waits for a connection that may never come.
      await (isReady(redis) ? closeQueues(queues) : withTimeout(closeQueues(queues), 1000, "queue close timed out").catch(() => {}));
      redis.disconnect();
      await recall?.close();
      await handle.close();
    },
  };
}
