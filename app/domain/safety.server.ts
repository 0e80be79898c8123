import { sql, type Kysely, type Transaction } from "kysely";
import type { AlertLevel, Database, SafetyZone } from "../../db/types";
import { toIso } from "../lib/time";

type Db = Kysely<Database> | Transaction<Database>;

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
  conversationId: string | null;
}

/** Each agent's latest record, keyed by agent name. */
export async function currentSafety(db: Db): Promise<Record<string, AgentSafetyRecord>> {
  const rows = await sql<{
    agent_name: string;
    agent_glyph: string;
    recorded_at: Date;
    cognitive_load: number;
    safety_zone: SafetyZone;
    alert_level: AlertLevel;
    support_mechanisms: string[];
  }>`
    select distinct on (agent_name) agent_name, agent_glyph, recorded_at, cognitive_load, safety_zone, alert_level, support_mechanisms
    from agent_safety_records
    order by agent_name, recorded_at desc, id desc`.execute(db);
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

export async function recordSafety(db: Db, records: NewSafetyRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto("agent_safety_records")
    .values(
      records.map((r) => ({
        agent_name: r.agentName,
        agent_glyph: r.agentGlyph,
        cognitive_load: r.cognitiveLoad,
        safety_zone: r.safetyZone,
        alert_level: r.alertLevel,
        support_mechanisms: r.supportMechanisms,
        conversation_id: r.conversationId,
      })),
    )
    .execute();
}
