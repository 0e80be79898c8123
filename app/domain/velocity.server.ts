import { sql } from "kysely";
import { z } from "zod";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import { derivedNodeStatus, liveness, nodeIsActive } from "./node-status.server";
import { toIso } from "../lib/time";
import type { AgentSovereignty, CycleEvent, CycleSummary, EngineStatus, SovereigntyChange, VelocityHistory } from "../lib/velocity.schema";
import { RANGE_BUCKETS, toHistory, type HistoryPoint, type HistoryRange } from "../lib/history";
import { DAY_MS } from "../lib/retention";
import { throttleFactor } from "../lib/pulse";
import { countPerBucket, levelPerBucket } from "./history.server";
import {
  cleanReason,
  cycleEveryMs,
  DEFAULT_CYCLE_HOURS,
  MAX_CYCLE_HOURS,
  MIN_CYCLE_HOURS,
  REASON_MAX,
  REASON_REQUIRED,
  sovereignFlag,
  type CyclePhase,
} from "../lib/velocity";
import { isUuid } from "./continuity.server";
import { recordCustodianEvent } from "./economy.server";
import type { PulseScheduler } from "./ports";

/** The velocity pulse engine (spec "Velocity Dashboard", §3, §4, §5): engine, cycles, events, agent sovereignty. */

// ---------------------------------------------------------------- inputs

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const startEngineSchema = z.object({
  cycleTimeHours: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "The cycle time must be a number of hours." })
      .int("The cycle time must be a whole number of hours.")
      .min(MIN_CYCLE_HOURS, `The cycle time must be at least ${MIN_CYCLE_HOURS} hour.`)
      .max(MAX_CYCLE_HOURS, `The cycle time can be at most ${MAX_CYCLE_HOURS} hours.`)
      .default(DEFAULT_CYCLE_HOURS),
  ),
});

export const sovereigntySchema = z.object({
  sovereign: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: "sovereign must be true or false." }),
  reason: z.preprocess((v) => cleanReason(v) ?? undefined, z.string({ error: REASON_REQUIRED }).max(REASON_MAX, `The reason can be at most ${REASON_MAX} characters.`)),
});
export type SovereigntyInput = z.infer<typeof sovereigntySchema>;

// ---------------------------------------------------------------- engine

export type { CycleSummary, EngineStatus };

/**
 * The engine's state. Its sovereign flag is read from the agents' sovereignty now (the list the
 * screen shows under it), never from a copy: a copy taken at a cycle's integration said "Not all
 * sovereign" above eight "Sovereign" badges until a cycle ran (issue 31). Each cycle keeps the flag
 * it saw as its own record.
 */
export async function engineStatus(db: Executor): Promise<EngineStatus> {
  const [engine, latest, agents] = await Promise.all([
    db.selectFrom("velocity_engine").selectAll().where("id", "=", 1).executeTakeFirstOrThrow(),
    db.selectFrom("velocity_cycles").select(["phase", "cycle_time_hours", "completed_at"]).orderBy("cycle_number", "desc").limit(1).executeTakeFirst(),
    listSovereignty(db),
  ]);
  const current = latest && (engine.running || latest.completed_at === null) ? { phase: latest.phase, cycleTimeHours: Number(latest.cycle_time_hours) } : null;
  return {
    running: engine.running,
    cycleNumber: Number(engine.cycle_number),
    sovereignFlag: sovereignFlag(agents),
    currentCycle: current,
    cycleTimeHours: Number(engine.cycle_time_hours),
    startedAt: toIso(engine.started_at),
    startedBy: engine.started_by,
    stoppedAt: toIso(engine.stopped_at),
    stoppedBy: engine.stopped_by,
  };
}

/** What the engine's start and stop need: the database and the pulse scheduler (app/domain/ports.ts). */
export interface EngineDeps {
  db: Executor;
  pulseScheduler: PulseScheduler;
}

/**
 * Starts the pulse engine: one repeating job (the scheduler, stable id) every `cycleTimeHours`; its
 * first cycle runs at once. The engine row is locked while the scheduler is created, so two starts at
 * once create one scheduler; starting a running engine changes nothing (it only recreates a scheduler
 * that Redis lost). Redis down: ServiceUnavailableError, nothing changed.
 */
export async function startEngine(deps: EngineDeps, cycleTimeHours: number, operator: string): Promise<{ status: EngineStatus; alreadyRunning: boolean }> {
  const alreadyRunning = await inTransaction(deps.db, async (tx) => {
    const engine = await tx.selectFrom("velocity_engine").select(["running", "cycle_time_hours"]).where("id", "=", 1).forUpdate().executeTakeFirstOrThrow();
    const existing = await deps.pulseScheduler.exists();
    if (engine.running && existing) return true;
    if (!existing) {
      const hours = engine.running ? Number(engine.cycle_time_hours) : cycleTimeHours;
      await deps.pulseScheduler.schedule(cycleEveryMs(hours), { cycleTimeHours: hours });
    }
    if (engine.running) return true;
    await tx
      .updateTable("velocity_engine")
      .set({ running: true, cycle_time_hours: cycleTimeHours, started_at: sql<Date>`now()`, started_by: operator, updated_at: sql<Date>`now()` })
      .where("id", "=", 1)
      .execute();
    return false;
  });
  return { status: await engineStatus(deps.db), alreadyRunning };
}

/** Stops the engine: removes the scheduler (a cycle already running finishes) and records the stop. */
export async function stopEngine(deps: EngineDeps, operator: string): Promise<{ status: EngineStatus; wasRunning: boolean }> {
  const wasRunning = await inTransaction(deps.db, async (tx) => {
    const engine = await tx.selectFrom("velocity_engine").select(["running"]).where("id", "=", 1).forUpdate().executeTakeFirstOrThrow();
    await deps.pulseScheduler.remove();
    if (!engine.running) return false;
    await tx
      .updateTable("velocity_engine")
      .set({ running: false, stopped_at: sql<Date>`now()`, stopped_by: operator, updated_at: sql<Date>`now()` })
      .where("id", "=", 1)
      .execute();
    return true;
  });
  return { status: await engineStatus(deps.db), wasRunning };
}

// ---------------------------------------------------------------- cycles and events

export interface Cycle {
  id: string;
  cycleNumber: number;
  phase: CyclePhase;
  cycleTimeHours: number;
  nodesDeployed: number;
  sovereignFlag: boolean | null;
  startedAt: string;
  completedAt: string | null;
}

export type { CycleEvent };

const CYCLE_COLUMNS = ["id", "cycle_number", "phase", "cycle_time_hours", "nodes_deployed", "sovereign_flag", "started_at", "completed_at"] as const;
type CycleRow = { id: string; cycle_number: number; phase: CyclePhase; cycle_time_hours: number; nodes_deployed: number; sovereign_flag: boolean | null; started_at: Date | string; completed_at: Date | string | null };
const cycleOf = (r: CycleRow): Cycle => ({
  id: r.id,
  cycleNumber: Number(r.cycle_number),
  phase: r.phase,
  cycleTimeHours: Number(r.cycle_time_hours),
  nodesDeployed: Number(r.nodes_deployed),
  sovereignFlag: r.sovereign_flag,
  startedAt: toIso(r.started_at)!,
  completedAt: toIso(r.completed_at),
});

export async function listCycles(db: Executor, limit: number): Promise<Cycle[]> {
  const rows = await db.selectFrom("velocity_cycles").select(CYCLE_COLUMNS).orderBy("started_at", "desc").orderBy("cycle_number", "desc").limit(limit).execute();
  return rows.map(cycleOf);
}

export async function getCycle(db: Executor, id: string): Promise<Cycle | null> {
  if (!isUuid(id)) return null;
  const row = await db.selectFrom("velocity_cycles").select(CYCLE_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? cycleOf(row) : null;
}

/** The cycle's events, newest first; null for an unknown cycle. */
export async function listCycleEvents(db: Executor, cycleId: string, limit: number): Promise<CycleEvent[] | null> {
  if (!(await getCycle(db, cycleId))) return null;
  const rows = await db
    .selectFrom("velocity_cycle_events")
    .select(["id", "event_type", "node_id", "success", "details", "created_at"])
    .where("cycle_id", "=", cycleId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), eventType: r.event_type, nodeId: r.node_id, success: r.success, timestamp: toIso(r.created_at)!, details: r.details ?? {} }));
}

/**
 * The cycle of a job (one row per job id; its number is the engine's counter + 1, taken in the
 * same transaction). A retried job finds its row. Null when the engine was stopped before the
 * job began (a leftover scheduled job does nothing).
 */
export async function beginCycle(db: Executor, jobId: string, cycleTimeHours: number): Promise<Cycle | null> {
  return inTransaction(db, async (tx) => {
    const existing = await tx.selectFrom("velocity_cycles").select(CYCLE_COLUMNS).where("job_id", "=", jobId).executeTakeFirst();
    if (existing) return cycleOf(existing);
    const engine = await tx.selectFrom("velocity_engine").select(["running", "cycle_number"]).where("id", "=", 1).forUpdate().executeTakeFirstOrThrow();
    if (!engine.running) return null;
    const number = Number(engine.cycle_number) + 1;
    await tx.updateTable("velocity_engine").set({ cycle_number: number, updated_at: sql<Date>`now()` }).where("id", "=", 1).execute();
    const row = await tx.insertInto("velocity_cycles").values({ job_id: jobId, cycle_number: number, cycle_time_hours: cycleTimeHours }).returning(CYCLE_COLUMNS).executeTakeFirstOrThrow();
    return cycleOf(row);
  });
}

async function phaseEvent(db: Executor, cycleId: string, eventType: string, details: Record<string, unknown>, success = true) {
  await db
    .insertInto("velocity_cycle_events")
    .values({ cycle_id: cycleId, event_type: eventType, node_id: null, success, details: JSON.stringify(details) })
    .onConflict((oc) => oc.columns(["cycle_id", "event_type"]).where("node_id", "is", null).doNothing())
    .execute();
}

async function advance(db: Executor, cycleId: string, from: CyclePhase, to: CyclePhase, extra: { sovereign_flag?: boolean; nodes_deployed?: number } = {}) {
  await db
    .updateTable("velocity_cycles")
    .set({ phase: to, ...extra, ...(to === "complete" ? { completed_at: sql<Date>`now()` } : {}) })
    .where("id", "=", cycleId)
    .where("phase", "=", from)
    .execute();
}

/** Reflection: reads the agents' sovereignty; the flag (all sovereign?) is kept on the cycle. */
export async function reflectCycle(db: Executor, cycleId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const agents = await listSovereignty(tx);
    const flag = sovereignFlag(agents);
    await phaseEvent(tx, cycleId, "reflection", { agents: agents.length, sovereign: agents.filter((a) => a.sovereign).length, sovereignFlag: flag });
    await advance(tx, cycleId, "reflection", "planning", { sovereign_flag: flag });
  });
}

/** Planning: the active mesh nodes at this moment, recorded so a retry deploys the same set. */
export async function planCycle(db: Executor, cycleId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const nodes = await tx.selectFrom("mesh_nodes").select("id").where(nodeIsActive()).orderBy("id").execute();
    await phaseEvent(tx, cycleId, "planning", { nodes: nodes.map((n) => n.id) });
    await advance(tx, cycleId, "planning", "deployment");
  });
}

/**
 * Deployment: one event per planned node, unique per (cycle, node), so a retry never deploys a
 * node twice. Success means the node is still active and its last heartbeat is recent enough to
 * receive the cycle. Answers how many events were written by this call.
 */
export async function deployCycle(db: Executor, cycleId: string, now = Date.now()): Promise<number> {
  const plan = await db.selectFrom("velocity_cycle_events").select("details").where("cycle_id", "=", cycleId).where("event_type", "=", "planning").where("node_id", "is", null).executeTakeFirst();
  const planned = Array.isArray(plan?.details?.nodes) ? (plan.details.nodes as string[]) : [];
  if (!planned.length) return 0;
  const nodes = await db.selectFrom("mesh_nodes").select(["id", "name", "node_type", derivedNodeStatus("mesh_nodes", liveness(now)).as("status"), "version", "last_heartbeat"]).where("id", "in", planned).execute();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const rows = planned.map((id) => {
    const n = byId.get(id);
    const success = !!n && n.status === "active";
    return {
      cycle_id: cycleId,
      event_type: "deployment",
      node_id: id,
      success,
      details: JSON.stringify(
        n
          ? { nodeName: n.name, nodeType: n.node_type, version: n.version, lastHeartbeat: toIso(n.last_heartbeat), outcome: success ? "deployed" : n.status === "inactive" ? "no recent heartbeat" : `node is ${n.status}` }
          : { outcome: "node no longer exists" },
      ),
    };
  });
  const inserted = await db
    .insertInto("velocity_cycle_events")
    .values(rows)
    .onConflict((oc) => oc.columns(["cycle_id", "node_id"]).where("node_id", "is not", null).doNothing())
    .returning("id")
    .execute();
  return inserted.length;
}

/** Ends the deployment phase: nodesDeployed = successful deployment events of the cycle. */
export async function finishDeployment(db: Executor, cycleId: string): Promise<number> {
  const row = await db
    .selectFrom("velocity_cycle_events")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("cycle_id", "=", cycleId)
    .where("event_type", "=", "deployment")
    .where("success", "=", true)
    .executeTakeFirstOrThrow();
  const deployed = Number(row.n);
  await advance(db, cycleId, "deployment", "integration", { nodes_deployed: deployed });
  return deployed;
}

/** Integration: the cycle records its outcome and completes (the engine's flag is always read from the agents, see engineStatus). */
export async function integrateCycle(db: Executor, cycleId: string): Promise<Cycle | null> {
  await inTransaction(db, async (tx) => {
    const cycle = await tx.selectFrom("velocity_cycles").select(["phase", "sovereign_flag", "nodes_deployed"]).where("id", "=", cycleId).executeTakeFirstOrThrow();
    if (cycle.phase !== "integration") return;
    await phaseEvent(tx, cycleId, "integration", { sovereignFlag: cycle.sovereign_flag, nodesDeployed: Number(cycle.nodes_deployed) });
    await advance(tx, cycleId, "integration", "complete");
    await phaseEvent(tx, cycleId, "complete", { nodesDeployed: Number(cycle.nodes_deployed) });
  });
  return getCycle(db, cycleId);
}

// ---------------------------------------------------------------- sovereignty

export type { AgentSovereignty };

/** Every multicore agent with its sovereignty (an agent without a record is sovereign by default). */
export async function listSovereignty(db: Executor): Promise<AgentSovereignty[]> {
  const rows = await db
    .selectFrom("multicore_agents as a")
    .leftJoin("agent_sovereignty as s", "s.agent_id", "a.id")
    .select(["a.id", "a.name", "a.emoji", "s.sovereign", "s.consent_reason", "s.last_consent_check"])
    .orderBy("a.name")
    .limit(200)
    .execute();
  return rows.map((r) => ({
    agentId: r.id,
    agentName: r.name,
    emoji: r.emoji,
    sovereign: r.sovereign ?? true,
    consentReason: r.consent_reason ?? null,
    lastConsentCheck: toIso(r.last_consent_check ?? null),
  }));
}

/** Grants or revokes an agent's sovereignty with a reason; every change is appended to the audit trail. Null for an unknown agent. */
export async function setSovereignty(db: Executor, agentId: string, input: SovereigntyInput, operator: string): Promise<AgentSovereignty | null> {
  return inTransaction(db, async (tx) => {
    const agent = await tx.selectFrom("multicore_agents").select("id").where("id", "=", agentId).executeTakeFirst();
    if (!agent) return null;
    const previous = await tx.selectFrom("agent_sovereignty").select("sovereign").where("agent_id", "=", agentId).forUpdate().executeTakeFirst();
    await tx
      .insertInto("agent_sovereignty")
      .values({ agent_id: agentId, sovereign: input.sovereign, consent_reason: input.reason, last_consent_check: sql<Date>`now()` })
      .onConflict((oc) => oc.column("agent_id").doUpdateSet({ sovereign: input.sovereign, consent_reason: input.reason, last_consent_check: sql<Date>`now()` }))
      .execute();
    await tx.insertInto("sovereignty_audit").values({ agent_id: agentId, previous_sovereign: previous?.sovereign ?? null, sovereign: input.sovereign, reason: input.reason, operator }).execute();
    await recordCustodianEvent(tx, {
      severity: input.sovereign ? "info" : "warning",
      eventType: input.sovereign ? "sovereignty_granted" : "sovereignty_revoked",
      nodeId: null,
      subject: `agent:${agentId}`,
      actionTaken: `${operator}: ${input.reason}`.slice(0, 500),
    });
    return (await listSovereignty(tx)).find((a) => a.agentId === agentId) ?? null;
  });
}

export type { SovereigntyChange };

export async function listSovereigntyAudit(db: Executor, limit: number): Promise<SovereigntyChange[]> {
  const rows = await db.selectFrom("sovereignty_audit").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((r) => ({ id: Number(r.id), agentId: r.agent_id, previousSovereign: r.previous_sovereign, sovereign: r.sovereign, reason: r.reason, operator: r.operator, timestamp: toIso(r.created_at)! }));
}

// ---------------------------------------------------------------- throttle and history (issue 34)

export type { VelocityHistory };

/** A web process's throttle factor as the pulse equilibrium set it (app/infra/pulse.server.ts). */
export interface ThrottleChangeRecord {
  source: string;
  cpu: number;
  throttleFactor: number;
  previousFactor: number;
}

/** Records a throttle change (the pulse loop writes it before it announces `throttle_change` on the bus). */
export async function recordThrottleChange(db: Executor, change: ThrottleChangeRecord, at: Date = new Date()): Promise<void> {
  await db
    .insertInto("throttle_changes")
    .values({ source: change.source.slice(0, 200), cpu: change.cpu, throttle_factor: change.throttleFactor, previous_factor: change.previousFactor, created_at: at })
    .execute();
}

/** Days of throttle changes kept: the 30-day chart and a day. */
export const THROTTLE_CHANGES_KEEP_DAYS = RANGE_BUCKETS["30d"].count + 1;

/**
 * Throttle changes are kept for the longest chart range and a day; of the older ones only the newest
 * stays: the level the range's first bucket carries in. Returns how many were deleted.
 */
export async function pruneThrottleChanges(db: Executor, now: number): Promise<number> {
  const cutoff = new Date(now - THROTTLE_CHANGES_KEEP_DAYS * DAY_MS);
  const result = await sql`
    delete from throttle_changes
    where created_at < ${cutoff}
      and id <> (select id from throttle_changes where created_at < ${cutoff} order by created_at desc, id desc limit 1)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Velocity cycles completed per bucket (by their completion time). */
export function cyclesCompletedPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(db, { table: "velocity_cycles", column: "completed_at" }, range, now);
}

/** A process runs at full speed until its pulse loop says otherwise. */
export const FULL_SPEED = throttleFactor(0);

/**
 * The throttle factor in force at the end of each bucket: the last change recorded in it (by any web
 * process), carried forward through buckets without a change; before the first record, full speed.
 */
export function throttlePerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return levelPerBucket(db, { table: "throttle_changes", column: "created_at", value: sql`throttle_factor` }, range, now, FULL_SPEED);
}

/** The Velocity Dashboard's history: cycles completed per bucket, and the throttle factor over the range. */
export async function velocityHistory(db: Executor, range: HistoryRange, now: number): Promise<VelocityHistory> {
  const [cycles, throttle] = await Promise.all([cyclesCompletedPerBucket(db, range, now), throttlePerBucket(db, range, now)]);
  return {
    cycles: toHistory(range, now, "cycles", { "Cycles completed": cycles }),
    throttle: toHistory(range, now, "× speed", { "Throttle factor": throttle }),
  };
}
