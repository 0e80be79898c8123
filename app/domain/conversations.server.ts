/**
 * Conversations (the Trinity chat's threads): who may read them, their turns, the history each new
 * turn is thought with, and saving a turn. What a visitor writes is theirs: a visitor lists and
 * reads only their own conversations; operators see everyone's. All the chat's conversation SQL lives here.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Executor } from "../../db/types";
import { fromJson } from "../../db/json";
import type { ConversationSummary } from "../lib/conversations.schema";
import type { HistoryPoint, HistoryRange } from "../lib/history";
import { countPerBucket } from "./history.server";
import { conversationsCutoff } from "../lib/retention";
import { toIso } from "../lib/time";
import type { PriorTurn, QuestionFrame, QuestionShape, Source, Thought } from "./trinity/types";

export type { ConversationSummary };

export interface ConversationThought {
  agent: string;
  glyph: string;
  content: string;
  sources: Source[];
}

export interface ConversationTurn {
  question: string;
  askedAt: string;
  thoughts: ConversationThought[];
  /** What the archive recalled for this turn (the Alexandria Resonance card after a reload or a no-JS post). */
  memoriesRecalled: number;
  memoryPatterns: string[];
  /** The question was about the asker's own life, so it stayed out of the public archive (issue 31). */
  keptPersonal: boolean;
}

export interface ConversationDetail {
  id: string;
  title: string;
  private: boolean;
  createdAt: string;
  updatedAt: string;
  turns: ConversationTurn[];
}

/** Who is reading: a visitor (by guest wallet id) sees their own conversations; an operator everyone's. */
export type Viewer = { visitorId: string; operator: boolean };

/** The earlier turns a new question is thought with (DESIGN §6: at most the last 6). */
export const HISTORY_TURNS = 6;
/** A conversation's page shows at most this many messages (the newest). */
const DETAIL_MAX_MESSAGES = 2000;

/** What a visitor message keeps of its turn's frame, so the next turn's history needs no re-analysis. */
export type SavedFrame = Pick<QuestionFrame, "shape" | "subject" | "options" | "guide"> & {
  /** The turn's recall: how many memories and their patterns. */
  recalled?: { count: number; patterns: string[] };
  /** A question of a public conversation kept out of the archive because it is about the asker's own life. */
  keptPersonal?: boolean;
};

function recalledOf(frame: unknown): { memoriesRecalled: number; memoryPatterns: string[]; keptPersonal: boolean } {
  const f = frame === null || frame === undefined ? null : fromJson<Partial<SavedFrame> | null>(frame);
  const r = f?.recalled;
  const count = Number(r?.count);
  const patterns = Array.isArray(r?.patterns) ? r.patterns.filter((p): p is string => typeof p === "string") : [];
  return { memoriesRecalled: Number.isFinite(count) && count > 0 ? count : 0, memoryPatterns: patterns, keptPersonal: f?.keptPersonal === true };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

const SHAPES: ReadonlySet<string> = new Set<QuestionShape>(["choice", "howto", "definition", "mesh_fact", "personal", "open"]);

function sourcesOf(value: unknown): Source[] {
  const parsed = value === null || value === undefined ? null : fromJson<unknown>(value);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((s): s is Source => !!s && typeof s.title === "string" && typeof s.href === "string").map((s) => ({ title: s.title, href: s.href }));
}

function priorTurnOf(question: string, answer: string | null, frame: unknown): PriorTurn {
  const f = (frame === null || frame === undefined ? null : fromJson<Partial<SavedFrame> | null>(frame)) ?? {};
  return {
    question,
    answer: answer ?? "",
    subject: typeof f.subject === "string" ? f.subject : null,
    options: Array.isArray(f.options) ? f.options.filter((o): o is string => typeof o === "string") : [],
    shape: typeof f.shape === "string" && SHAPES.has(f.shape) ? (f.shape as QuestionShape) : "open",
    guide: typeof f.guide === "string" ? f.guide : null,
  };
}

/**
 * Newest activity first, with the number of messages and turns in each. A visitor gets their own
 * conversations only; an operator (or an internal caller with `{ all: true }`) everyone's. Visitor ids stay private.
 */
export async function listConversations(db: Executor, viewer: Viewer | { all: true }, limit: number): Promise<ConversationSummary[]> {
  let query = db
    .selectFrom("conversations as c")
    .select((eb) => [
      "c.id",
      "c.title",
      "c.protocol",
      "c.private",
      "c.created_at",
      "c.updated_at",
      eb.selectFrom("messages as m").select(sql<number>`count(*)::int`.as("n")).whereRef("m.conversation_id", "=", "c.id").as("message_count"),
      eb
        .selectFrom("messages as m")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("m.conversation_id", "=", "c.id")
        .where("m.role", "=", "visitor")
        .as("turn_count"),
    ])
    .orderBy("c.updated_at", "desc")
    .orderBy("c.id", "desc")
    .limit(limit);
  if (!("all" in viewer) && !viewer.operator) query = query.where("c.visitor_id", "=", viewer.visitorId);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    protocol: r.protocol,
    createdAt: toIso(r.created_at)!,
    updatedAt: toIso(r.updated_at)!,
    messageCount: Number(r.message_count ?? 0),
    turnCount: Number(r.turn_count ?? 0),
    private: r.private,
  }));
}

/** One conversation with its turns, oldest first; null when unknown, not a uuid, or not the viewer's (operators see all). */
export async function getConversation(db: Executor, id: string, viewer: Viewer): Promise<ConversationDetail | null> {
  if (!isUuid(id)) return null;
  let find = db.selectFrom("conversations").select(["id", "title", "private", "created_at", "updated_at"]).where("id", "=", id);
  if (!viewer.operator) find = find.where("visitor_id", "=", viewer.visitorId);
  const [conversation, newest] = await Promise.all([
    find.executeTakeFirst(),
    db
      .selectFrom("messages")
      .select(["id", "role", "agent", "glyph", "content", "sources", "frame", "created_at"])
      .where("conversation_id", "=", id)
      .orderBy("id", "desc")
      .limit(DETAIL_MAX_MESSAGES)
      .execute(),
  ]);
  if (!conversation) return null;
  const turns: ConversationTurn[] = [];
  for (const m of newest.reverse()) {
    if (m.role === "visitor") {
      turns.push({ question: m.content, askedAt: toIso(m.created_at)!, thoughts: [], ...recalledOf(m.frame) });
      continue;
    }
    // Agent messages before the first visitor message (cut off by the cap) have no question to sit under.
    turns.at(-1)?.thoughts.push({ agent: m.agent ?? "", glyph: m.glyph ?? "", content: m.content, sources: sourcesOf(m.sources) });
  }
  return {
    id: conversation.id,
    title: conversation.title,
    private: conversation.private,
    createdAt: toIso(conversation.created_at)!,
    updatedAt: toIso(conversation.updated_at)!,
    turns,
  };
}

/**
 * The last `limit` turns of a conversation (oldest first) as the minds see them: the question,
 * Ignith's synthesis, and the frame saved with the question.
 */
function turnsQuery(conversationId: ReturnType<typeof sql>, limit: number) {
  // the turn's answer: Ignith's synthesis, or the one voice of a short answer (a crisis message is Solace's),
  // never a later turn's
  return sql`
    select v.id, v.content as question, v.frame,
      (select a.content from messages a
        where a.conversation_id = v.conversation_id and a.id > v.id and a.role = 'agent'
          and not exists (select 1 from messages n where n.conversation_id = v.conversation_id and n.role = 'visitor' and n.id > v.id and n.id < a.id)
        order by (a.agent = 'Ignith') desc, a.id limit 1) as answer
    from messages v
    where v.conversation_id = ${conversationId} and v.role = 'visitor'
    order by v.id desc
    limit ${limit}`;
}

interface TurnRow {
  question: string;
  answer: string | null;
  frame: unknown;
}

export async function priorTurns(db: Executor, conversationId: string, limit = HISTORY_TURNS): Promise<PriorTurn[]> {
  if (!isUuid(conversationId)) return [];
  const { rows } = await turnsQuery(sql`${conversationId}::uuid`, Math.max(1, Math.min(50, Math.floor(limit)))).execute(db);
  return (rows as TurnRow[]).reverse().map((r) => priorTurnOf(r.question, r.answer, r.frame));
}

export interface Thread {
  /** The conversation the question continues; null when it starts a new one. */
  conversationId: string | null;
  private: boolean;
  /** Its first question (the conversation's title), which may be older than `history` reaches. */
  firstQuestion: string | null;
  history: PriorTurn[];
}

/** A row of `threadQuery`: the conversation and its last turns (JSON). */
export interface ThreadRow {
  id: string;
  private: boolean;
  title: string | null;
  turns: unknown;
}

/**
 * Which conversation a question belongs to, with its history (one row; none → a new conversation,
 * which the deliberation's save creates, trinity/save.server.ts): `selector` (the frame's
 * conversationId) names the visitor's conversation by id when it is one of theirs, else the visitor's
 * newest conversation with that client key. Read with the deliberation's other reads in one round trip.
 */
export function threadQuery(visitorId: string, selector: string, limit = HISTORY_TURNS) {
  const byId = isUuid(selector) ? selector.toLowerCase() : null;
  const match = byId ? sql`(c.client_key = ${selector} or c.id = ${byId}::uuid)` : sql`c.client_key = ${selector}`;
  const order = byId ? sql`(c.id = ${byId}::uuid) desc, c.updated_at desc` : sql`c.updated_at desc`;
  return sql<ThreadRow>`
    with thread as (
      select c.id, c.private, c.title from conversations c
      where c.visitor_id = ${visitorId} and ${match}
      order by ${order}
      limit 1
    ), turns as (${turnsQuery(sql`(select id from thread)`, limit)})
    select thread.id, thread.private, thread.title,
      coalesce((select json_agg(json_build_object('question', t.question, 'answer', t.answer, 'frame', t.frame) order by t.id) from turns t), '[]'::json) as turns
    from thread`;
}

export function threadOf(row: ThreadRow | null | undefined): Thread {
  if (!row) return { conversationId: null, private: false, firstQuestion: null, history: [] };
  const turns = fromJson<TurnRow[]>(row.turns) ?? [];
  return {
    conversationId: row.id,
    private: row.private,
    firstQuestion: typeof row.title === "string" && row.title ? row.title : null,
    history: turns.map((t) => priorTurnOf(t.question, t.answer, t.frame)),
  };
}

export interface TurnToSave {
  /** The conversation resolved before the minds thought; null starts a new one. */
  conversationId: string | null;
  visitorId: string;
  clientKey: string;
  protocol: string;
  private: boolean;
  question: string;
  frame: SavedFrame;
  thoughts: Thought[];
  /** The memories recalled for this turn. */
  recalled: { count: number; patterns: string[] };
  /** Kept out of the public archive: the question is about the asker's own life. */
  keptPersonal?: boolean;
  /** The id the asker gave the question (the page's socket or the no-JS form), saved on the visitor's message: unique, so a question sent again is answered once. */
  askId?: string | null;
  /** How long the answer took, from the question's arrival to this save (ms): saved on the visitor's message for the operator home's chart. */
  answerMs?: number | null;
}

/** An ask id as saved: the visitor's own (two visitors' ids never meet, whatever a browser sends). */
const askKey = (visitorId: string, askId: string) => `${visitorId}:${askId}`;

/**
 * One turn as the deliberation's save statement writes it (app/domain/trinity/save.server.ts): the
 * conversation, created (title = the first question; its id chosen here, so a group of saves knows
 * each one's id) or bumped (`updated_at`; a private turn makes the conversation private for good),
 * and the messages, the visitor's with its frame then each thought with its sources, in order (rows
 * for `jsonb_to_recordset`).
 */
export function turnParts(turn: TurnToSave) {
  const frame: SavedFrame = {
    shape: turn.frame.shape,
    subject: turn.frame.subject,
    options: turn.frame.options,
    guide: turn.frame.guide ?? null,
    recalled: turn.recalled,
    ...(turn.keptPersonal ? { keptPersonal: true } : {}),
  };
  const messages = [
    { ord: 0, role: "visitor", agent: null, glyph: null, content: turn.question, frame, sources: null, ask_id: turn.askId ? askKey(turn.visitorId, turn.askId) : null, answer_ms: turn.answerMs ?? null },
    ...turn.thoughts.map((t, i) => ({
      ord: i + 1,
      role: "agent",
      agent: t.agent,
      glyph: t.glyph,
      content: t.content,
      frame: null,
      sources: (t.sources ?? []).map((s) => ({ title: s.title, href: s.href })),
      ask_id: null,
      answer_ms: null,
    })),
  ];
  const conversation = {
    id: turn.conversationId ?? randomUUID(),
    existing: turn.conversationId !== null,
    visitor_id: turn.visitorId,
    client_key: turn.clientKey,
    title: turn.question.slice(0, 200),
    protocol: turn.protocol,
    private: turn.private,
  };
  return { conversation, messages };
}

/** Conversations per deleting statement (each takes its turns with it, through the cascade). */
export const CONVERSATIONS_PRUNE_BATCH = 500;

/**
 * Deletes the conversations whose last turn (updated_at, bumped on every turn) is more than
 * `keepDays` days before `now` (CONVERSATIONS_RETENTION_DAYS), with their turns (messages cascade;
 * safety records keep their row, their conversation set to null). Returns how many were deleted.
 * In batches, each one statement; a conversation a visitor is adding a turn to right now is locked
 * by that turn and skipped (`skip locked`), and the next run sees its new last activity.
 */
export async function pruneStaleConversations(db: Executor, options: { keepDays: number; now?: Date | number; batchSize?: number }): Promise<number> {
  const cutoff = conversationsCutoff(options.now ?? Date.now(), options.keepDays);
  const batch = options.batchSize ?? CONVERSATIONS_PRUNE_BATCH;
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ deleted: string }>`
      with stale as (
        select id from conversations where updated_at < ${cutoff}
        order by updated_at limit ${batch} for update skip locked
      ), gone as (
        delete from conversations c using stale where c.id = stale.id returning c.id
      )
      select count(*)::text as deleted from gone`.execute(db);
    const deleted = Number(rows[0]?.deleted ?? 0);
    total += deleted;
    if (deleted < batch) return total;
  }
}

/** A question asked before with the same ask id, as it was answered and saved. */
export interface AnsweredAsk {
  conversationId: string;
  private: boolean;
  thoughts: Thought[];
  memoriesRecalled: number;
  memoryPatterns: string[];
}

/**
 * The saved answer to the visitor's question with this ask id (a question sent again after its
 * connection dropped), or null when it was never saved: the visitor's message with that id in one
 * of their own conversations, and the minds' messages after it up to the next question.
 */
export async function answeredAsk(db: Executor, visitorId: string, askId: string): Promise<AnsweredAsk | null> {
  const { rows } = await sql<{ conversation_id: string; private: boolean; frame: unknown; thoughts: unknown }>`
    with q as (
      select m.id, m.conversation_id, m.frame, c.private
      from messages m join conversations c on c.id = m.conversation_id
      where m.ask_id = ${askKey(visitorId, askId)} and c.visitor_id = ${visitorId}
    )
    select q.conversation_id, q.private, q.frame,
      coalesce((
        select json_agg(json_build_object('agent', a.agent, 'glyph', a.glyph, 'content', a.content, 'sources', a.sources) order by a.id)
        from messages a
        where a.conversation_id = q.conversation_id and a.role = 'agent' and a.id > q.id
          and a.id < coalesce((select min(n.id) from messages n where n.conversation_id = q.conversation_id and n.role = 'visitor' and n.id > q.id), 9223372036854775807)
      ), '[]'::json) as thoughts
    from q`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const saved = fromJson<{ agent: string; glyph: string | null; content: string; sources: unknown }[]>(row.thoughts) ?? [];
  const { memoriesRecalled, memoryPatterns } = recalledOf(row.frame);
  return {
    conversationId: row.conversation_id,
    private: row.private,
    thoughts: saved.map((t) => ({ agent: t.agent as Thought["agent"], glyph: t.glyph ?? "", content: t.content, sources: sourcesOf(t.sources) })),
    memoriesRecalled,
    memoryPatterns,
  };
}

/**
 * Questions answered per bucket: the visitors' messages (each one is saved with its answer, in one
 * statement), by their time. Conversations pruned by CONVERSATIONS_RETENTION_DAYS take theirs along.
 */
export function questionsAnsweredPerBucket(db: Executor, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(db, { table: "messages", column: "created_at", where: sql`and role = 'visitor'` }, range, now);
}

/**
 * A percentile (0.5: the median, 0.99) of the answer time per bucket, in whole ms: over the visitors'
 * messages that carry one (saved since migration …_history_records); 0 where no question was answered.
 */
export function answerTimePerBucket(db: Executor, percentile: number, range: HistoryRange, now: number): Promise<HistoryPoint[]> {
  return countPerBucket(
    db,
    { table: "messages", column: "created_at", where: sql`and role = 'visitor' and answer_ms is not null`, value: sql`round(percentile_cont(${percentile}::float8) within group (order by answer_ms))` },
    range,
    now,
  );
}
