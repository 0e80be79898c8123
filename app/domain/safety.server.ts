import { sql } from "kysely";
import type { AlertLevel, Executor, SafetyZone } from "../../db/types";
import { toIso } from "../lib/time";

export interface AgentSafetyRecord {
  agentName: string;
  agentGlyph: string;
  recordedAt: string;
  cognitiveLoad: number;
  safetyZone: SafetyZone;
  alertLevel: AlertLevel;
  supportMechanisms: string[];
}

export interface NewSafetyRecord {
  agentName: string;
  agentGlyph: string;
  cognitiveLoad: number;
  safetyZone: SafetyZone;
  alertLevel: AlertLevel;
  supportMechanisms: string[];
}

/** A row of `currentSafetyQuery` (as a row, or as JSON where `recorded_at` is a string). */
export interface CurrentSafetyRow {
  agent_name: string;
  agent_glyph: string;
  recorded_at: Date | string;
  cognitive_load: number;
  safety_zone: SafetyZone;
  alert_level: AlertLevel;
  support_mechanisms: string[];
}

/**
 * Each agent's current record. Each record is read by its id (a lateral lookup): a join let the
 * planner scan the whole, ever-growing records table while its statistics were young.
 */
export const currentSafetyQuery = sql<CurrentSafetyRow>`
    select r.agent_name, r.agent_glyph, r.recorded_at, r.cognitive_load, r.safety_zone, r.alert_level, r.support_mechanisms
    from agent_safety_current c
    cross join lateral (select * from agent_safety_records where id = c.record_id limit 1) r
    order by r.agent_name`;

/** The rows of `currentSafetyQuery`, keyed by agent name. */
export function currentSafetyOf(rows: readonly CurrentSafetyRow[]): Record<string, AgentSafetyRecord> {
  return Object.fromEntries(
    rows.map((r) => [
      r.agent_name,
      {
        agentName: r.agent_name,
        agentGlyph: r.agent_glyph,
        recordedAt: toIso(r.recorded_at)!,
        cognitiveLoad: Number(r.cognitive_load),
        safetyZone: r.safety_zone,
        alertLevel: r.alert_level,
        supportMechanisms: r.support_mechanisms,
      },
    ]),
  );
}

/** Each agent's latest record, keyed by agent name. */
export async function currentSafety(db: Executor): Promise<Record<string, AgentSafetyRecord>> {
  return currentSafetyOf((await currentSafetyQuery.execute(db)).rows);
}

