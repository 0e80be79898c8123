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

/** Each agent's latest record, keyed by agent name. */
export async function currentSafety(db: Executor): Promise<Record<string, AgentSafetyRecord>> {
  const rows = await sql<{
    agent_name: string;
    agent_glyph: string;
    recorded_at: Date;
    cognitive_load: number;
    safety_zone: SafetyZone;
    alert_level: AlertLevel;
    support_mechanisms: string[];
  }>`
    select r.agent_name, r.agent_glyph, r.recorded_at, r.cognitive_load, r.safety_zone, r.alert_level, r.support_mechanisms
    from agent_safety_current c join agent_safety_records r on r.id = c.record_id
    order by r.agent_name`.execute(db);
  return Object.fromEntries(
    rows.rows.map((r) => [
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

