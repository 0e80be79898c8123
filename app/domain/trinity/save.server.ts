import { sql } from "kysely";
import type { Executor } from "../../../db/types";
import { ARCHIVE_CAPACITY, evictBeyondCapacity, memoryRow, type NewMemory } from "../alexandria.server";
import { turnParts, type TurnToSave } from "../conversations.server";
import { glyphWeightRows, type GlyphUsage } from "../glyphs.server";
import type { ResonantProject } from "../../lib/lineage";
import { echoRows, type SurfaceInput } from "../lineage.server";
import type { ArchiveEventMetadata } from "../recursive-archive.server";
import type { NewSafetyRecord } from "../safety.server";

export interface DeliberationWrites {
  turn: TurnToSave;
  /** Safety transitions and alerts for the recursive archive (their conversationId is filled in here). */
  archiveEvents: { description: string; tags: string[]; metadata: ArchiveEventMetadata }[];
  /** The memory the deliberation leaves (none for a private conversation). */
  memory: NewMemory | null;
  /** What may echo in the sovereign projects (none for a private conversation). */
  echoes: { input: SurfaceInput; projects: readonly ResonantProject[] } | null;
  /** Each mind's new safety record (their conversationId is filled in here). */
  safety: NewSafetyRecord[];
  glyphs: GlyphUsage[];
  now: Date;
}

/**
 * Everything a deliberation writes, in ONE statement (one round trip, atomic on its own): the
 * conversation and its messages, the archive events, the memory, the sovereign echoes, each mind's
 * safety record and current pointer, and the glyph weights. Every insert reads the conversation's
 * row, so when the conversation is gone nothing is written and this throws. Rows every deliberation
 * shares (the minds' current records, the glyph weights) are taken in name order, so concurrent
 * deliberations lock them in the same order. Past the archive's capacity, the least intense memories
 * are evicted afterwards (`evictSoon`). Answers the conversation id.
 */
export async function saveDeliberation(db: Executor, w: DeliberationWrites): Promise<string> {
  const { conversation, messages } = turnParts(w.turn);
  const memory = w.memory ? [memoryRow(w.memory)] : [];
  const echoes = w.echoes ? echoRows(w.echoes.projects, w.echoes.input) : [];
  const safety = w.safety.map((s) => ({
    agent_name: s.agentName,
    agent_glyph: s.agentGlyph,
    cognitive_load: s.cognitiveLoad,
    safety_zone: s.safetyZone,
    alert_level: s.alertLevel,
    support_mechanisms: s.supportMechanisms,
  }));
  const glyphs = glyphWeightRows(w.glyphs);
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const { rows } = await sql<{ id: string; memories: number }>`
    with conversation as (${conversation}),
    saved as (
      insert into messages (conversation_id, role, agent, glyph, content, frame, sources)
      select conversation.id, m.role, m.agent, m.glyph, m.content, m.frame, m.sources
      from conversation, jsonb_to_recordset(${json(messages)})
        as m(ord int, role text, agent text, glyph text, content text, frame jsonb, sources jsonb)
      order by m.ord
    ),
    archive as (
      insert into recursive_archive_events (description, tags, metadata)
      select e.description, e.tags, e.metadata || jsonb_build_object('conversationId', conversation.id)
      from conversation, jsonb_to_recordset(${json(w.archiveEvents)}) as e(description text, tags text[], metadata jsonb)
    ),
    memory as (
      insert into alexandria_memories (pattern, message, source_type, glyph_sequence, intensity, resonance_tags, search_text, search_key, created_at)
      select m.pattern, m.message, m.source_type, m.glyph_sequence, m.intensity, m.resonance_tags, m.search_text, m.search_key, ${w.now}
      from conversation, jsonb_to_recordset(${json(memory)})
        as m(pattern text, message text, source_type text, glyph_sequence text[], intensity float8, resonance_tags text[], search_text text, search_key text)
      returning id
    ),
    echoes as (
      insert into sovereign_echoes (project_id, echo_type, message, glyph_signature, intensity, surfaced_at)
      select e.project_id, e.echo_type, e.message, e.glyph_signature, e.intensity, ${w.now}
      from conversation, jsonb_to_recordset(${json(echoes)})
        as e(project_id text, echo_type text, message text, glyph_signature text, intensity float8)
    ),
    safety as (
      insert into agent_safety_records (agent_name, agent_glyph, cognitive_load, safety_zone, alert_level, support_mechanisms, conversation_id)
      select s.agent_name, s.agent_glyph, s.cognitive_load, s.safety_zone, s.alert_level, s.support_mechanisms, conversation.id
      from conversation, jsonb_to_recordset(${json(safety)})
        as s(agent_name text, agent_glyph text, cognitive_load float8, safety_zone text, alert_level text, support_mechanisms text[])
      returning id, agent_name
    ),
    safety_current as (
      insert into agent_safety_current (agent_name, record_id)
      select safety.agent_name, safety.id from safety order by safety.agent_name
      on conflict (agent_name) do update set record_id = excluded.record_id
    ),
    glyphs as (
      insert into glyph_weights (glyph, usage_count, total_resonance, last_used)
      select g.glyph, g.usage_count, g.total_resonance, ${w.now}
      from conversation, jsonb_to_recordset(${json(glyphs)}) as g(glyph text, usage_count int, total_resonance float8)
      order by g.glyph
      on conflict (glyph) do update set
        usage_count = glyph_weights.usage_count + excluded.usage_count,
        total_resonance = glyph_weights.total_resonance + excluded.total_resonance,
        last_used = excluded.last_used
    )
    select conversation.id,
      (select count(*) from alexandria_memories)::int + (select count(*) from memory)::int as memories
    from conversation`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`conversation ${w.turn.conversationId} is gone`);
  // The count's snapshot is taken before the insert; the new memory is added by hand above.
  if (memory.length && Number(row.memories) > ARCHIVE_CAPACITY) evictSoon(db);
  return row.id;
}

const evictions = new WeakMap<Executor, { running: boolean; again: boolean }>();

/**
 * Past the archive's capacity the least intense memories are evicted after the answer, not before
 * it, and one eviction at a time per database: an eviction takes a lock that every other evictor
 * waits for, so evicting inline made each question at capacity queue behind the others (p99 of the
 * open-loop chat in seconds). Questions that pass the capacity meanwhile are covered by one more run.
 * A failed eviction (the database away) is retried by the next question past the capacity.
 */
function evictSoon(db: Executor): void {
  let state = evictions.get(db);
  if (!state) evictions.set(db, (state = { running: false, again: false }));
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  const current = state;
  void (async () => {
    do {
      current.again = false;
      await evictBeyondCapacity(db, ARCHIVE_CAPACITY).catch(() => 0);
    } while (current.again);
    current.running = false;
  })();
}
