import { sql } from "kysely";
import { fromJson } from "../../../db/json";
import { executePrepared } from "../../../db/prepared";
import type { Executor } from "../../../db/types";
import { ARCHIVE_CAPACITY, evictBeyondCapacity, memoryRow, vacuumArchive, VACUUM_AFTER_EVICTIONS, type NewMemory } from "../alexandria.server";
import { errorFields, log } from "../../lib/log.server";
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
  /** Whether the records become the minds' current (public) state; false for a private question. Default true. */
  safetyCurrent?: boolean;
  glyphs: GlyphUsage[];
  now: Date;
}

/**
 * Everything a deliberation writes: the conversation and its messages, the archive events, the
 * memory, the sovereign echoes, each mind's safety record and current pointer, and the glyph
 * weights, all committed before this answers. Deliberations that finish while an earlier save is
 * still being written are saved together (a group commit, `SaveQueue`) by ONE statement, as a lone
 * one is: one round trip and one WAL flush for the group, and the rows every deliberation shares
 * (the minds' current records, the glyph weights) updated once for all of them instead of each save
 * queueing on their row locks. Every insert reads its conversation's row, so when the conversation
 * is gone nothing of that deliberation is written and its promise rejects. Past the archive's
 * capacity, the least intense memories are evicted afterwards (`evictSoon`; by the next save outside
 * a transaction when this one is inside one). Answers the conversation id.
 */
export function saveDeliberation(db: Executor, w: DeliberationWrites): Promise<string> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new SaveQueue(db)));
  return queue.save(w);
}

/** The most deliberations one statement saves. */
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
 * statement commits, and a busy one pays one statement, one commit and one update of the shared
 * rows per group. A group that fails as a whole (one bad save fails its statement) is written again
 * one by one, so each save fails or succeeds on its own.
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
      try {
        settle(group, await saveGroup(this.db, group.map((p) => p.writes)));
      } catch (error) {
        if (group.length === 1) group[0]!.reject(error);
        else for (const p of group) await saveGroup(this.db, [p.writes]).then((ids) => settle([p], ids), p.reject);
      }
    }
    this.writing = false;
  }
}

/** Resolves each save with its conversation's id, or rejects it when its conversation was gone. */
function settle(group: PendingSave[], ids: (string | null)[]): void {
  group.forEach((p, i) => {
    const id = ids[i];
    if (id) p.resolve(id);
    else p.reject(new Error(`conversation ${p.writes.turn.conversationId} is gone`));
  });
}

/**
 * One statement of data-modifying CTEs for some deliberations (`d` numbers them, in arrival order):
 * each one's rows join `live`, the deliberations whose conversation was bumped or created; the
 * minds' current records point at their newest record of the group, the glyph weights get the
 * group's summed usages, both taken in name order so concurrent writers lock them in the same order.
 * Answers each deliberation's conversation id (null: gone, nothing of it written).
 */
async function saveGroup(db: Executor, group: DeliberationWrites[]): Promise<(string | null)[]> {
  const conversations: unknown[] = [];
  const messages: unknown[] = [];
  const archive: unknown[] = [];
  const memories: unknown[] = [];
  const echoes: unknown[] = [];
  const safety: unknown[] = [];
  const glyphs: unknown[] = [];
  const ids: string[] = [];
  /** The deliberations whose safety records stay out of the minds' current state. */
  const hidden: number[] = [];
  group.forEach((w, d) => {
    if (w.safetyCurrent === false) hidden.push(d);
    const turn = turnParts(w.turn);
    ids.push(turn.conversation.id);
    conversations.push({ d, ...turn.conversation });
    for (const m of turn.messages) messages.push({ d, ...m });
    for (const e of w.archiveEvents) archive.push({ d, ...e });
    if (w.memory) memories.push({ d, ...memoryRow(w.memory), created_at: w.now });
    if (w.echoes) for (const e of echoRows(w.echoes.projects, w.echoes.input)) echoes.push({ d, ...e, surfaced_at: w.now });
    for (const s of w.safety) {
      safety.push({
        d,
        agent_name: s.agentName,
        agent_glyph: s.agentGlyph,
        cognitive_load: s.cognitiveLoad,
        safety_zone: s.safetyZone,
        alert_level: s.alertLevel,
        support_mechanisms: s.supportMechanisms,
      });
    }
    for (const g of glyphWeightRows(w.glyphs)) glyphs.push({ d, ...g, last_used: w.now });
  });
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const { rows } = await executePrepared(db, "tm_save_group", sql<{ saved: number[] | null; memories: number }>`
    with d as (
      select * from jsonb_to_recordset(${json(conversations)})
        as d(d int, id uuid, existing boolean, visitor_id text, client_key text, title text, protocol text, private boolean)
    ),
    bumped as (
      update conversations c set updated_at = now(), private = c.private or b.private
      from (select id, bool_or(private) as private from d where existing group by id) b
      where c.id = b.id
      returning c.id
    ),
    created as (
      insert into conversations (id, visitor_id, client_key, title, protocol, private)
      select d.id, d.visitor_id, d.client_key, d.title, d.protocol, d.private from d where not d.existing order by d.d
      returning id
    ),
    live as (
      select d.d, d.id from d where d.id in (select id from bumped union all select id from created)
    ),
    saved as (
      insert into messages (conversation_id, role, agent, glyph, content, frame, sources, ask_id, answer_ms)
      select live.id, m.role, m.agent, m.glyph, m.content, m.frame, m.sources, m.ask_id, m.answer_ms
      from live join jsonb_to_recordset(${json(messages)})
        as m(d int, ord int, role text, agent text, glyph text, content text, frame jsonb, sources jsonb, ask_id text, answer_ms int) on m.d = live.d
      order by m.d, m.ord
    ),
    archive as (
      insert into recursive_archive_events (description, tags, metadata)
      select e.description, e.tags, e.metadata || jsonb_build_object('conversationId', live.id)
      from live join jsonb_to_recordset(${json(archive)}) as e(d int, description text, tags text[], metadata jsonb) on e.d = live.d
      order by e.d
    ),
    memory as (
      insert into alexandria_memories (pattern, message, source_type, glyph_sequence, intensity, resonance_tags, search_text, search_key, created_at)
      select m.pattern, m.message, m.source_type, m.glyph_sequence, m.intensity, m.resonance_tags, m.search_text, m.search_key, m.created_at
      from live join jsonb_to_recordset(${json(memories)})
        as m(d int, pattern text, message text, source_type text, glyph_sequence text[], intensity float8, resonance_tags text[], search_text text, search_key text, created_at timestamptz)
        on m.d = live.d
      order by m.d
      returning id
    ),
    echoes as (
      insert into sovereign_echoes (project_id, echo_type, message, glyph_signature, intensity, surfaced_at)
      select e.project_id, e.echo_type, e.message, e.glyph_signature, e.intensity, e.surfaced_at
      from live join jsonb_to_recordset(${json(echoes)})
        as e(d int, project_id text, echo_type text, message text, glyph_signature text, intensity float8, surfaced_at timestamptz) on e.d = live.d
      order by e.d
    ),
    safety as (
      insert into agent_safety_records (agent_name, agent_glyph, cognitive_load, safety_zone, alert_level, support_mechanisms, conversation_id)
      select s.agent_name, s.agent_glyph, s.cognitive_load, s.safety_zone, s.alert_level, s.support_mechanisms, live.id
      from live join jsonb_to_recordset(${json(safety)})
        as s(d int, agent_name text, agent_glyph text, cognitive_load float8, safety_zone text, alert_level text, support_mechanisms text[]) on s.d = live.d
      order by s.d, s.agent_name
      returning id, agent_name, conversation_id
    ),
    safety_current as (
      insert into agent_safety_current (agent_name, record_id)
      select distinct on (safety.agent_name) safety.agent_name, safety.id from safety
      where safety.conversation_id not in (select live.id from live where live.d in (select h::int from jsonb_array_elements_text(${json(hidden)}) as h))
      order by safety.agent_name, safety.id desc
      on conflict (agent_name) do update set record_id = excluded.record_id
    ),
    glyphs as (
      insert into glyph_weights (glyph, usage_count, total_resonance, last_used)
      select g.glyph, sum(g.usage_count), sum(g.total_resonance), max(g.last_used)
      from live join jsonb_to_recordset(${json(glyphs)})
        as g(d int, glyph text, usage_count int, total_resonance float8, last_used timestamptz) on g.d = live.d
      group by g.glyph
      order by g.glyph
      on conflict (glyph) do update set
        usage_count = glyph_weights.usage_count + excluded.usage_count,
        total_resonance = glyph_weights.total_resonance + excluded.total_resonance,
        last_used = greatest(glyph_weights.last_used, excluded.last_used)
    )
    select (select json_agg(live.d) from live) as saved,
      (select count(*) from alexandria_memories)::int + (select count(*) from memory)::int as memories`);
  const row = rows[0];
  // The count's snapshot is taken before the inserts; the new memories are added by hand above. Not
  // from inside a caller's transaction: the eviction runs after the answer and would outlive it (and
  // the transaction may yet be rolled back); the next save outside one evicts.
  if (memories.length && !db.isTransaction && Number(row?.memories ?? 0) > ARCHIVE_CAPACITY) evictSoon(db);
  const saved = new Set(fromJson<number[] | null>(row?.saved ?? null) ?? []);
  return ids.map((id, d) => (saved.has(d) ? id : null));
}

const evictions = new WeakMap<Executor, { running: boolean; again: boolean; sinceVacuum: number }>();

/**
 * Past the archive's capacity the least intense memories are evicted after the answer, not before
 * it, and one eviction at a time per database: an eviction takes a lock that every other evictor
 * waits for, so evicting inline made each question at capacity queue behind the others (p99 of the
 * open-loop chat in seconds). Questions that pass the capacity meanwhile are covered by one more run.
 * A failed eviction (the database away) is retried by the next question past the capacity. Every
 * VACUUM_AFTER_EVICTIONS evicted memories the evictor also vacuums the archive (vacuumArchive).
 */
function evictSoon(db: Executor): void {
  let state = evictions.get(db);
  if (!state) evictions.set(db, (state = { running: false, again: false, sinceVacuum: 0 }));
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  const current = state;
  void (async () => {
    do {
      current.again = false;
      current.sinceVacuum += await evictBeyondCapacity(db, ARCHIVE_CAPACITY).catch(() => 0);
      if (current.sinceVacuum >= VACUUM_AFTER_EVICTIONS) {
        current.sinceVacuum = 0;
        await vacuumArchive(db).catch((error: unknown) => log.warn("archive vacuum failed", errorFields(error)));
      }
    } while (current.again);
    current.running = false;
  })();
}
