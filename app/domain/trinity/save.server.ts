import { sql, type RawBuilder } from "kysely";
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
 * Everything a deliberation writes: the conversation and its messages, the archive events, the
 * memory, the sovereign echoes, each mind's safety record and current pointer, and the glyph
 * weights, all committed before this answers. Deliberations that finish while an earlier save is
 * still being written are saved together (a group commit, `SaveQueue`): one transaction, so one WAL
 * flush, and the rows every deliberation shares (the minds' current records, the glyph weights)
 * updated once for all of them instead of each save queueing on their row locks. A lone
 * deliberation is written by one statement. Every insert reads the conversation's row, so when the
 * conversation is gone nothing of that deliberation is written and its promise rejects. Past the
 * archive's capacity, the least intense memories are evicted afterwards (`evictSoon`). Answers the
 * conversation id.
 */
export function saveDeliberation(db: Executor, w: DeliberationWrites): Promise<string> {
  // Inside a caller's transaction there is nothing to group with: write it there, alone.
  if (db.isTransaction) return saveAlone(db, w);
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new SaveQueue(db)));
  return queue.save(w);
}

/** The most deliberations one group commit takes (a transaction of this many statements, plus one). */
export const SAVE_BATCH_MAX = 64;

interface PendingSave {
  writes: DeliberationWrites;
  resolve: (conversationId: string) => void;
  reject: (error: unknown) => void;
}

const queues = new WeakMap<Executor, SaveQueue>();

/**
 * One writer per database and process. A save that arrives while the writer is idle is written at
 * the end of the current event-loop turn (with any others of that turn); saves arriving while a
 * write is under way wait for it and then go together. So an idle server answers as soon as one
 * statement commits, and a busy one pays one commit and one update of the shared rows per group.
 * A group that fails as a whole (one bad save aborts its transaction) is written again one by one,
 * so each save fails or succeeds on its own.
 */
class SaveQueue {
  private pending: PendingSave[] = [];
  private writing = false;

  constructor(private readonly db: Executor) {}

  save(writes: DeliberationWrites): Promise<string> {
    return new Promise((resolve, reject) => {
      this.pending.push({ writes, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const group = this.pending.splice(0, SAVE_BATCH_MAX);
      if (group.length === 1) await settle(group[0]!, () => saveAlone(this.db, group[0]!.writes));
      else await this.writeGroup(group);
    }
    this.writing = false;
  }

  private async writeGroup(group: PendingSave[]): Promise<void> {
    let saved: (SavedParts | null)[];
    try {
      let memories = 0;
      saved = await this.db.transaction().execute(async (trx) => {
        const parts: (SavedParts | null)[] = [];
        for (const p of group) parts.push(await saveParts(trx, p.writes));
        memories = await updateShared(trx, group.map((p, i) => (parts[i] ? p.writes : null)), parts);
        return parts;
      });
      if (memories > ARCHIVE_CAPACITY) evictSoon(this.db);
    } catch {
      for (const p of group) await settle(p, () => saveAlone(this.db, p.writes));
      return;
    }
    group.forEach((p, i) => {
      const parts = saved[i];
      if (parts) p.resolve(parts.id);
      else p.reject(gone(p.writes));
    });
  }
}

async function settle(p: PendingSave, write: () => Promise<string>): Promise<void> {
  try {
    p.resolve(await write());
  } catch (error) {
    p.reject(error);
  }
}

const gone = (w: DeliberationWrites) => new Error(`conversation ${w.turn.conversationId} is gone`);
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** What a deliberation's own statement saved: its conversation and each mind's new safety record. */
interface SavedParts {
  id: string;
  safety: { agent_name: string; id: string }[];
}

/** A lone deliberation: its own rows and the shared ones in one statement (one round trip, atomic). */
async function saveAlone(db: Executor, w: DeliberationWrites): Promise<string> {
  const glyphs = glyphWeightRows(w.glyphs);
  const { rows } = await sql<{ id: string; memories: number }>`
    with ${ownRows(w)},
    safety_current as (
      insert into agent_safety_current (agent_name, record_id)
      select safety.agent_name, safety.id from safety order by safety.agent_name
      on conflict (agent_name) do update set record_id = excluded.record_id
    ),
    glyphs as (${glyphUpsert(sql`from conversation, jsonb_to_recordset(${json(glyphs)})`, w.now)})
    select conversation.id,
      (select count(*) from alexandria_memories)::int + (select count(*) from memory)::int as memories
    from conversation`.execute(db);
  const row = rows[0];
  if (!row) throw gone(w);
  // The count's snapshot is taken before the insert; the new memory is added by hand above.
  if (w.memory && Number(row.memories) > ARCHIVE_CAPACITY) evictSoon(db);
  return row.id;
}

/** One deliberation of a group: its own rows, answering its safety records' ids (null: conversation gone). */
async function saveParts(db: Executor, w: DeliberationWrites): Promise<SavedParts | null> {
  const { rows } = await sql<SavedParts>`
    with ${ownRows(w)}
    select conversation.id,
      coalesce((select jsonb_agg(jsonb_build_object('agent_name', safety.agent_name, 'id', safety.id)) from safety), '[]') as safety
    from conversation`.execute(db);
  return rows[0] ?? null;
}

/**
 * The shared rows of a group, once: each mind's current record is its last record of the group,
 * the glyph weights get the group's summed usages. Answers the archive's size after the group.
 */
async function updateShared(db: Executor, writes: (DeliberationWrites | null)[], parts: (SavedParts | null)[]): Promise<number> {
  const latest = new Map<string, string>();
  for (const p of parts) for (const s of p?.safety ?? []) latest.set(s.agent_name, String(s.id));
  const current = [...latest].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([agent_name, record_id]) => ({ agent_name, record_id }));
  const saved = writes.filter((w): w is DeliberationWrites => w !== null);
  const glyphs = glyphWeightRows(saved.flatMap((w) => w.glyphs));
  const now = new Date(Math.max(...saved.map((w) => w.now.getTime()), 0));
  const { rows } = await sql<{ memories: number }>`
    with safety_current as (
      insert into agent_safety_current (agent_name, record_id)
      select c.agent_name, c.record_id::bigint from jsonb_to_recordset(${json(current)}) as c(agent_name text, record_id text)
      order by c.agent_name
      on conflict (agent_name) do update set record_id = excluded.record_id
    ),
    glyphs as (${glyphUpsert(sql`from jsonb_to_recordset(${json(glyphs)})`, now)})
    select (select count(*) from alexandria_memories)::int as memories`.execute(db);
  return Number(rows[0]?.memories ?? 0);
}

/** The glyph weights' upsert of some increments (rows `g` read `from` the given source), in glyph order. */
function glyphUpsert(from: RawBuilder<unknown>, now: Date) {
  return sql`insert into glyph_weights (glyph, usage_count, total_resonance, last_used)
      select g.glyph, g.usage_count, g.total_resonance, ${now}
      ${from} as g(glyph text, usage_count int, total_resonance float8)
      order by g.glyph
      on conflict (glyph) do update set
        usage_count = glyph_weights.usage_count + excluded.usage_count,
        total_resonance = glyph_weights.total_resonance + excluded.total_resonance,
        last_used = excluded.last_used`;
}

/** The common table expressions of a deliberation's own rows, each reading the `conversation` CTE. */
function ownRows(w: DeliberationWrites) {
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
  return sql`conversation as (${conversation}),
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
    )`;
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
