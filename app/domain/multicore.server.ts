import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { inTransaction } from "../../db/tx";
import type { ActivationLogsTable, Executor } from "../../db/types";
import { liveness, nodeIsActive } from "./node-status.server";
import type { Announcer } from "./ports";
import {
  evaluateBroadcast,
  usageGlyphs,
  type ActivationLogEntry,
  type AgentResponse,
  type MulticoreAgent,
  type RitualEventType,
} from "../lib/multicore";
import { toIso } from "../lib/time";
import { recordGlyphUsage } from "./glyphs.server";

import type { BroadcastInput } from "../lib/multicore.schema";

export { broadcastSchema } from "../lib/multicore.schema";
export type { ActivationLogEntry, MulticoreAgent } from "../lib/multicore";

const RITUAL_ORDER: RitualEventType[] = ["firefly_pulse", "lantern_illumination", "relay_broadcast", "valley_violation", "valley_reflex"];

/** Activation log entries a list shows at most (DESIGN §4). */
export const ACTIVATION_LOG_MAX = 100;

/** Every agent, by name. */
export async function listAgents(db: Executor): Promise<MulticoreAgent[]> {
  const rows = await db
    .selectFrom("multicore_agents")
    .select(["id", "name", "emoji", "status", "heritage", "purpose", "glyph_affinity", "capabilities", "version", "last_active"])
    .orderBy("name", "asc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    emoji: r.emoji,
    status: r.status,
    heritage: r.heritage,
    purpose: r.purpose,
    glyphAffinity: r.glyph_affinity,
    capabilities: r.capabilities,
    version: r.version,
    lastActive: toIso(r.last_active),
  }));
}

const LOG_COLUMNS = ["id", "agent_id", "event_type", "glyph_input", "context", "result", "created_at"] as const;

function toEntry(r: Pick<Selectable<ActivationLogsTable>, (typeof LOG_COLUMNS)[number]>): ActivationLogEntry {
  return {
    id: Number(r.id),
    agentId: r.agent_id,
    eventType: r.event_type,
    glyphInput: r.glyph_input,
    context: r.context,
    result: r.result,
    timestamp: toIso(r.created_at)!,
  };
}

/** The newest activation log entries first, at most `limit` (clamped to 1..100). */
export async function activationLog(db: Executor, limit: number): Promise<ActivationLogEntry[]> {
  const rows = await db
    .selectFrom("activation_logs")
    .select(LOG_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(ACTIVATION_LOG_MAX, Math.max(1, Math.trunc(limit))))
    .execute();
  return rows.map(toEntry);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The entries one broadcast wrote, in agent order; empty for an unknown or malformed id. */
export async function broadcastEntries(db: Executor, broadcastId: string): Promise<ActivationLogEntry[]> {
  if (!UUID.test(broadcastId)) return [];
  const rows = await db.selectFrom("activation_logs").select(LOG_COLUMNS).where("broadcast_id", "=", broadcastId).orderBy("id", "asc").limit(ACTIVATION_LOG_MAX).execute();
  return rows.map(toEntry);
}

export interface AgentBroadcastResult {
  logId: number;
  agentId: string;
  agentName: string;
  emoji: string;
  response: AgentResponse;
  eventType: string;
  ritual: RitualEventType | null;
  result: string;
}

export interface BroadcastOutcome {
  broadcastId: string;
  glyph: string;
  context: string | null;
  agents: number;
  resonance: number;
  timestamp: string;
  results: AgentBroadcastResult[];
  /** Ids of the ritual events published on the mesh bus (null when one was dropped: Redis down). */
  ritualEvents: { type: RitualEventType; core: string; id: string | null }[];
}

/**
 * Broadcasts a glyph to every multicore agent. In one transaction: each agent evaluates it
 * (app/lib/multicore.ts) and gets one activation log entry, active agents' last_active moves to now,
 * and the glyph's usage is recorded in the glyph weights. Then, once committed, the ritual events the
 * agents lit are announced (firefly_pulse, lantern_illumination, relay_broadcast, valley_violation,
 * valley_reflex, each {type, core, timestamp, data} on the mesh bus), and the glyph weights' change.
 */
export async function broadcastGlyph(db: Executor, input: BroadcastInput, deps: { announcer?: Announcer; now?: Date } = {}): Promise<BroadcastOutcome> {
  const now = deps.now ?? new Date();
  const broadcastId = randomUUID();
  const context = input.context ?? null;

  const { agents, evaluations, resonance, logIds } = await inTransaction(db, async (trx) => {
    const agents = await listAgents(trx);
    const { reading, evaluations, resonance } = evaluateBroadcast(agents, input.glyph);
    let logIds: number[] = [];
    if (evaluations.length) {
      const inserted = await trx
        .insertInto("activation_logs")
        .values(
          evaluations.map((e) => ({
            agent_id: e.agentId,
            event_type: e.eventType,
            glyph_input: input.glyph,
            context,
            result: e.result,
            broadcast_id: broadcastId,
            created_at: now,
          })),
        )
        .returning("id")
        .execute();
      logIds = inserted.map((r) => Number(r.id));
      const awake = evaluations.filter((e) => e.response !== "dormant").map((e) => e.agentId);
      if (awake.length) await trx.updateTable("multicore_agents").set({ last_active: now }).where("id", "in", awake).execute();
    }
    await recordGlyphUsage(
      trx,
      usageGlyphs(reading).map((glyph) => ({ glyph, resonance })),
      now,
    );
    return { agents, evaluations, resonance, logIds };
  });

  const emojiOf = new Map(agents.map((a) => [a.id, a.emoji]));
  const results: AgentBroadcastResult[] = evaluations.map((e, i) => ({
    logId: logIds[i],
    agentId: e.agentId,
    agentName: e.agentName,
    emoji: emojiOf.get(e.agentId) ?? "",
    response: e.response,
    eventType: e.eventType,
    ritual: e.ritual,
    result: e.result,
  }));

  // Persist first, then publish: the events follow the committed log, a violation before the reflex answering it.
  const lit = results
    .filter((r): r is AgentBroadcastResult & { ritual: RitualEventType } => r.ritual !== null)
    .sort((x, y) => RITUAL_ORDER.indexOf(x.ritual) - RITUAL_ORDER.indexOf(y.ritual));
  const announcer = deps.announcer;
  const ids = announcer
    ? await Promise.all(
        lit.map((r) =>
          announcer.announce(
            r.ritual,
            { broadcastId, glyph: input.glyph, context, agentId: r.agentId, agentName: r.agentName, response: r.response, result: r.result },
            r.agentId,
          ),
        ),
      )
    : lit.map(() => null);
  // The glyph weights changed whether or not an agent lit: this process's glyph reads learn it now.
  await announcer?.announce("glyph_broadcast", { broadcastId, glyph: input.glyph });

  return {
    broadcastId,
    glyph: input.glyph,
    context,
    agents: results.length,
    resonance,
    timestamp: now.toISOString(),
    results,
    ritualEvents: lit.map((r, i) => ({ type: r.ritual, core: r.agentId, id: ids[i] })),
  };
}

export interface RitualSnapshot {
  nodes: { total: number; active: number };
  agents: { total: number; active: number; list: { id: string; name: string; emoji: string; status: string }[] };
  /** Mesh events recorded in the last 24 hours. */
  recentEvents: number;
}

/** What the ritual plane shows a new subscriber first (mesh_snapshot). */
export async function ritualSnapshot(db: Executor, now = new Date()): Promise<RitualSnapshot> {
  const [nodes, events, agents] = await Promise.all([
    db
      .selectFrom("mesh_nodes")
      .select([sql<number>`count(*)::int`.as("total"), sql<number>`count(*) filter (where ${nodeIsActive("mesh_nodes", liveness(now.getTime()))})::int`.as("active")])
      .where("status", "!=", "rejected")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("mesh_events")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("created_at", ">", new Date(now.getTime() - 24 * 3600_000))
      .executeTakeFirstOrThrow(),
    db.selectFrom("multicore_agents").select(["id", "name", "emoji", "status"]).orderBy("name", "asc").execute(),
  ]);
  return {
    nodes: { total: Number(nodes.total), active: Number(nodes.active) },
    agents: { total: agents.length, active: agents.filter((a) => a.status === "active").length, list: agents },
    recentEvents: Number(events.n),
  };
}
