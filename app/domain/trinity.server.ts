import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { fromJson } from "../../db/json";
import { executePrepared } from "../../db/prepared";
import type { Database, Executor } from "../../db/types";
import { assessMinds, familiarityOf, strainOf, supportMechanisms, ZONE_INFO } from "../lib/cognitive-safety";
import { HIGH_RESONANCE_GLYPHS } from "../lib/glyphs";
import { recallMemories } from "./alexandria.server";
import { HISTORY_TURNS, threadOf, threadQuery, type ThreadRow } from "./conversations.server";
import type { GlyphUsage } from "./glyphs.server";
import { searchKnowledge } from "./knowledge.server";
import { processTerm } from "./knowledge/text";
import { echoProjectsOf, echoProjectsQuery } from "./lineage.server";
import type { ResonantProject } from "../lib/lineage";
import type { Announcer } from "./ports";
import { currentSafetyOf, currentSafetyQuery, type CurrentSafetyRow, type NewSafetyRecord } from "./safety.server";
import { analyzeQuestion, multicoreMindsFor } from "./trinity/analysis.server";
import { composeThought, MEMORY_MIN_SCORE } from "./trinity/composer.server";
import { planAnswer, type Plan } from "./trinity/plan.server";
import { saveDeliberation } from "./trinity/save.server";
import { CORE_MINDS, MIND_GLYPHS, type MindName, type MindProvider, type QuestionAnalysis, type QuestionFrame, type RecalledMemory, type Thought } from "./trinity/types";

export const QUESTION_MAX = 4000;
export const RECALL_LIMIT = 3;
/** Candidates asked of the archive, so RECALL_LIMIT relevant, distinct memories remain after filtering. */
const RECALL_CANDIDATES = 6;

/** One schema for the chat question: the WebSocket frame and the no-JS form share it. */
export const questionSchema = z
  .string({ error: "Please enter a question." })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, "Please enter a question.")
      .max(QUESTION_MAX, `Questions are limited to ${QUESTION_MAX.toLocaleString("en-US")} characters.`),
  );

/** The /swarm form without JavaScript: its question, by the same rule as the WebSocket frame's. */
/**
 * An id the asker chose for one question (the page's socket, or the no-JS form's hidden field). Sent
 * again with the same id (after a dropped connection, or a form posted twice), the question is
 * answered from its saved turn instead of a second deliberation.
 */
export const askIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "askId: 16 to 64 letters, digits, '-' or '_'");

export const askSchema = z.object({ question: questionSchema, askId: askIdSchema.optional() });

export const swarmThinkingSchema = z.object({
  type: z.literal("swarm_thinking"),
  conversationId: z.string().trim().max(100).optional().default("default"),
  content: questionSchema,
  protocol: z.string().trim().max(40).optional().default("utilitarian"),
  /** Additive: a private conversation leaves no question text outside itself. */
  private: z.boolean().optional().default(false),
  /** Additive: the question's ask id (askIdSchema). */
  askId: askIdSchema.optional(),
});

/** The no-JS form's `private` checkbox ("on" when ticked; also "true"/"1"); anything else is a public question. */
export function privateFromForm(value: FormDataEntryValue | null | undefined): boolean {
  return typeof value === "string" && ["on", "true", "1", "yes"].includes(value.trim().toLowerCase());
}

export interface DeliberationInput {
  visitorId: string;
  clientKey: string;
  question: string;
  protocol: string;
  /** Starts (or turns) the conversation private: no memory, echo, archive snippet or bus text from its questions. */
  private?: boolean;
  /** The question's ask id (askIdSchema), saved with the turn so a question sent again is answered once. */
  askId?: string;
}

export interface DeliberationResult {
  conversationId: string;
  /** Whether the conversation is private (this question left no text outside it). */
  private: boolean;
  thoughts: Thought[];
  memoriesRecalled: number;
  memoryPatterns: string[];
}

export interface DeliberationHooks {
  /** Called as soon as each mind's thought is ready (before anything is saved). */
  onThought?(thought: Thought): void;
  onDelta?(agent: string, text: string): void;
}

export interface DeliberationDeps {
  db: Kysely<Database>;
  /** Where recall reads; the main database when not given. */
  recallDb?: Kysely<Database>;
  minds: MindProvider;
  /** Announces the saved deliberation (the chat reads' cache, then the mesh bus). */
  announcer?: Announcer;
  /** Reads the question (analyzeQuestion, perhaps on another thread); analyzeQuestion here when not given. */
  analyze?: (question: string) => Promise<QuestionAnalysis>;
  /**
   * Asked once, only when the deliberation would leave an archive memory: false and it leaves none
   * (the asker's address has left its hourly share of the archive). Every memory may be left when not given.
   */
  mayArchive?: () => Promise<boolean>;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function glyphUsages(analysis: QuestionAnalysis, thoughts: Thought[]): GlyphUsage[] {
  const weight = 0.6 + 0.4 * analysis.complexity;
  const usages: GlyphUsage[] = analysis.glyphs.map((glyph, i) => ({ glyph, resonance: round3(Math.max(0.25, 1 - 0.15 * i) * weight) }));
  for (const t of thoughts) {
    usages.push({ glyph: t.glyph, resonance: round3(0.5 * weight) });
    for (const g of HIGH_RESONANCE_GLYPHS) if (t.content.includes(g)) usages.push({ glyph: g, resonance: 0.25 });
  }
  return usages;
}

/** The archive memory a deliberation leaves (the warm-up recalls such memories too). */
export function memoryFrom(question: string, analysis: QuestionAnalysis, thoughts: Thought[]) {
  const synthesis = thoughts.find((t) => t.agent === "Ignith")?.content ?? thoughts.map((t) => t.content).join(" ");
  const pattern = analysis.keyTerms.length ? analysis.keyTerms.slice(0, 3).join(" · ") : question.slice(0, 60);
  return {
    pattern,
    message: `${question.slice(0, 300)} — ${synthesis}`.slice(0, 1500),
    sourceType: "trinity_mesh" as const,
    glyphSequence: [...new Set([...analysis.glyphs, ...thoughts.map((t) => t.glyph)])].slice(0, 8),
    intensity: round3(Math.min(1, 0.3 + 0.45 * analysis.complexity + 0.25 * Math.abs(analysis.sentiment))),
    resonanceTags: analysis.keyTerms.slice(0, 5),
  };
}

/** A memory's text as recall compares it: lower case, letters and digits only. */
function normalised(text: string): string {
  return text.toLowerCase().normalize("NFKC").replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** Words that say nothing of a question's subject: a memory sharing only these does not belong (issue 29 §8). */
const GENERIC_SUBJECT_WORDS = new Set(
  "week weeks day days time times year years ask asked question questions thing things way ways people person good bad best new old first last help make get know want need like feel think really much many lot one two some any your you what when where which how why this that".split(" "),
);

/** The content words of a subject ("the Mesh Journey" → journey, mesh), without the generic ones. */
export function subjectWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of normalised(text).split(" ")) {
    if (w.length < 3 || GENERIC_SUBJECT_WORDS.has(w)) continue;
    const term = processTerm(w);
    if (term) out.add(term);
  }
  return out;
}

/**
 * Only relevant memories reach the minds (and `memoriesRecalled`): those scoring at least
 * MEMORY_MIN_SCORE, without duplicates (the same normalised pattern or message), best first; and,
 * given the question's subject words, only those whose pattern or tags share one of them, so a
 * memory is never recalled for a generic word ("week", "ask") alone.
 */
export function relevantMemories(memories: RecalledMemory[], limit = RECALL_LIMIT, subject?: ReadonlySet<string>): RecalledMemory[] {
  const patterns = new Set<string>();
  const messages = new Set<string>();
  const kept: RecalledMemory[] = [];
  for (const m of memories) {
    if (!(Number.isFinite(m.score) && m.score >= MEMORY_MIN_SCORE)) continue;
    if (subject && subject.size) {
      const own = subjectWords(`${m.pattern} ${m.resonanceTags.join(" ")}`);
      if (![...subject].some((w) => own.has(w))) continue;
    }
    const pattern = normalised(m.pattern);
    // the opening of a message is enough to tell a copy (and keeps this cheap: messages run to 1,500 characters)
    const message = normalised(m.message.slice(0, 240));
    if ((pattern && patterns.has(pattern)) || messages.has(message)) continue;
    if (pattern) patterns.add(pattern);
    messages.add(message);
    kept.push(m);
    if (kept.length >= limit) break;
  }
  return kept;
}

/**
 * What recall searches: the question's key terms; on a follow-up, the carried options (or subject)
 * first, so "which one is cheaper?" recalls what was said about Lisbon and Berlin.
 */
function recallText(question: string, analysis: QuestionAnalysis, frame: QuestionFrame): string {
  const carried = frame.followsUp ? (frame.options.length ? frame.options : frame.subject ? [frame.subject] : []) : [];
  const terms = [...carried, ...analysis.keyTerms];
  if (terms.length) return terms.join(" ");
  return frame.retrievalQuery || question;
}

/** The words a recalled memory must share with the question: its subject (or options, or a guide's title), else its key terms. */
export function recallSubject(plan: Plan, analysis: QuestionAnalysis): Set<string> {
  const { frame } = plan;
  const text = [frame.subject ?? "", ...frame.options, plan.route.kind === "everyday" ? plan.route.guide.title : ""].join(" ").trim() || analysis.keyTerms.join(" ");
  return subjectWords(text);
}

const ARCHIVE_SNIPPET = 80;

/** What a deliberation reads before the minds think, in one round trip (each part is its module's statement). */
async function deliberationContext(db: Executor, visitorId: string, selector: string) {
  const { rows } = await executePrepared(
    db,
    "tm_deliberation_context",
    sql<{ thread: ThreadRow | null; safety: CurrentSafetyRow[] | null; projects: ResonantProject[] | null }>`
    select
      (select row_to_json(t) from (${threadQuery(visitorId, selector, HISTORY_TURNS)}) t) as thread,
      (select json_agg(s) from (${currentSafetyQuery}) s) as safety,
      (select json_agg(p order by p.id) from (${echoProjectsQuery}) p) as projects`,
  );
  const row = rows[0];
  return {
    thread: threadOf(fromJson<ThreadRow | null>(row?.thread ?? null)),
    previous: currentSafetyOf(fromJson<CurrentSafetyRow[] | null>(row?.safety ?? null) ?? []),
    projects: echoProjectsOf(fromJson<ResonantProject[] | null>(row?.projects ?? null) ?? []),
  };
}

/**
 * One question, three minds (DESIGN §6): the conversation it continues (with its last turns) is
 * resolved first, the question is framed against them, then recall from Alexandria and the mesh's
 * own knowledge; Solace → Manus → Ignith (and Firefly/Pulse/Relay when the question touches their
 * glyphs), each thought handed to `onThought` as soon as it is ready; then every side effect in one
 * transaction; then a mesh event. A private conversation leaves no question text outside itself: no
 * memory, no lineage echo, no archive event, no move of the minds' public safety state, and a bus
 * event that only counts it (issue 30).
 * It runs to the end even if the asker has gone (a closed socket loses nothing).
 */
export async function deliberate(deps: DeliberationDeps, input: DeliberationInput, hooks: DeliberationHooks = {}): Promise<DeliberationResult> {
  const { db, minds } = deps;
  // The answer's time, saved with the turn (the operator home's p50/p99): from here to the save.
  const started = performance.now();
  const answerMs = () => Math.round(performance.now() - started);
  const question = input.question.trim().slice(0, QUESTION_MAX);
  // The analysis (on its thread when there is one) and one statement: the thread and its last turns,
  // each mind's current safety record, and the sovereign projects a question can echo in.
  const [analysis, { thread, previous, projects }] = await Promise.all([
    deps.analyze ? deps.analyze(question) : analyzeQuestion(question),
    deliberationContext(db, input.visitorId, input.clientKey),
  ]);
  const history = thread.history;
  const isPrivate = thread.private || input.private === true;
  const questionId = randomUUID();
  // What kind of answer this is (the safety gate first), decided once for every mind.
  const plan = planAnswer(question, analysis, history);
  const { frame } = plan;
  const builtIn = minds.name === "composer";
  const knowledge = plan.knowledge.length || builtIn || plan.route.kind === "crisis" ? plan.knowledge : searchKnowledge(frame.retrievalQuery, { limit: 3 });
  const memories = plan.recall
    ? relevantMemories(await recallMemories(deps.recallDb ?? db, recallText(question, analysis, frame), RECALL_CANDIDATES), RECALL_LIMIT, recallSubject(plan, analysis))
    : [];
  const context = { question, questionId, analysis, memories, history, frame, knowledge, plan, firstQuestion: thread.firstQuestion };

  const thoughts: Thought[] = [];
  if (plan.route.kind === "crisis") {
    // The gate's message, whoever the minds are: no model is asked, no template written.
    const thought = composeThought("Solace", { ...context, priorThoughts: [] });
    thoughts.push(thought);
    hooks.onThought?.(thought);
    const conversationId = await saveDeliberation(db, {
      turn: { conversationId: thread.conversationId, visitorId: input.visitorId, clientKey: input.clientKey, askId: input.askId, protocol: input.protocol, private: isPrivate, question, frame, thoughts, recalled: { count: 0, patterns: [] }, answerMs: answerMs() },
      archiveEvents: [],
      memory: null,
      echoes: null,
      safety: [],
      glyphs: [],
      now: new Date(),
    });
    // Nothing of a crisis is published: no memory, no archive event, no safety record, no mesh event.
    return { conversationId, private: isPrivate, thoughts, memoriesRecalled: 0, memoryPatterns: [] };
  }

  // A short answer (a greeting, a line about scope, the conversation's own turns) leaves nothing public behind but its count.
  // A question about the asker's own life leaves nothing public behind either, whoever answers it.
  const publish = !plan.personal && (plan.publish || !builtIn);
  // The archive is shared by every visitor: a memory only within the asker's address's share of it,
  // asked while the minds think (its round trip stays off the answer's path).
  const archiving = !isPrivate && publish ? (deps.mayArchive?.().catch(() => false) ?? Promise.resolve(true)) : Promise.resolve(false);

  const order: MindName[] = builtIn ? plan.voices : [...CORE_MINDS, ...multicoreMindsFor(analysis)];
  for (const mind of order) {
    const thought = await minds.think(mind, { ...context, priorThoughts: [...thoughts] }, hooks.onDelta ? { onDelta: (text) => hooks.onDelta!(mind, text) } : undefined);
    thoughts.push(thought);
    hooks.onThought?.(thought);
  }
  // What the mind knows of the question: the closest memory, or the mesh's own knowledge of it.
  const familiarity = familiarityOf(memories[0]?.score ?? 0, knowledge[0]?.score ?? 0);
  const strain = strainOf(question).level;
  const safety: NewSafetyRecord[] = assessMinds(
    { complexity: analysis.complexity, sentiment: analysis.sentiment, familiarity, strain },
    Object.fromEntries(CORE_MINDS.map((mind) => [mind, previous[mind]?.cognitiveLoad ?? null])),
  ).map(({ mind, cognitiveLoad, safetyZone: zone, alertLevel: alert }) => ({
    agentName: mind,
    agentGlyph: MIND_GLYPHS[mind],
    cognitiveLoad,
    safetyZone: zone,
    alertLevel: alert,
    supportMechanisms: supportMechanisms(zone, alert),
  }));

  const archived = await archiving;
  // A private or personal question's text (and its key terms) stays in its conversation.
  const textStays = isPrivate || plan.personal === true;
  const on = textStays ? "" : ` on “${question.length > ARCHIVE_SNIPPET ? `${question.slice(0, ARCHIVE_SNIPPET - 3)}...` : question}”`;
  const termTags = textStays ? [] : analysis.keyTerms.slice(0, 2);
  const conversationId = await saveDeliberation(db, {
    turn: {
      conversationId: thread.conversationId,
      visitorId: input.visitorId,
      clientKey: input.clientKey,
      askId: input.askId,
      protocol: input.protocol,
      private: isPrivate,
      question,
      frame,
      thoughts,
      recalled: { count: memories.length, patterns: memories.map((m) => m.pattern) },
      // The page tells the visitor their public conversation's question stayed out of the archive.
      keptPersonal: !isPrivate && plan.personal === true,
      answerMs: answerMs(),
    },
    // A private question leaves no archive event: its safety loads and its conversation's id would be public.
    archiveEvents: (isPrivate ? [] : safety)
      .filter((s) => s.alertLevel !== "normal" || previous[s.agentName]?.safetyZone !== s.safetyZone)
      .map((s) => {
        const before = previous[s.agentName]?.safetyZone;
        const zoneText = ZONE_INFO[s.safetyZone].label;
        const load = `(load ${Math.round(s.cognitiveLoad * 100)}%)`;
        const description =
          before && before !== s.safetyZone
            ? `${s.agentName} moved from ${ZONE_INFO[before].label} to ${zoneText} ${load}${on}`
            : before === undefined
              ? `${s.agentName} began in ${zoneText} ${load}${on}`
              : `${s.agentName} raised a ${s.alertLevel} alert in ${zoneText} ${load}${on}`;
        return {
          description,
          tags: [...new Set([s.safetyZone, s.alertLevel !== "normal" ? `alert_${s.alertLevel}` : "zone_change", s.agentName.toLowerCase(), ...termTags])],
          // (the conversation's id is added by the save)
          metadata: { agentGlyph: s.agentGlyph, agentName: s.agentName, cognitiveLoad: s.cognitiveLoad, safetyZone: s.safetyZone, alertLevel: s.alertLevel },
        };
      }),
    memory: archived ? memoryFrom(question, analysis, thoughts) : null,
    // Lineage: a question that touches a sovereign project's themes (or writes its symbol) surfaces an echo.
    echoes: isPrivate || !publish ? null : { input: { text: question, glyphs: analysis.glyphs.filter((g) => question.includes(g)), source: "chat" }, projects },
    safety,
    // The minds' public safety state (/api/cognitive-safety/current) moves with public questions only:
    // right after a private one it would show that question's loads.
    safetyCurrent: !isPrivate,
    glyphs: publish ? glyphUsages(analysis, thoughts) : [],
    now: new Date(),
  });

  // A private question is announced as a count: no conversation id, no minds, glyphs or recall count.
  await deps.announcer?.announce(
    "trinity_deliberation",
    isPrivate ? { private: true } : { conversationId, agents: thoughts.map((t) => t.agent), glyphs: analysis.glyphs, memoriesRecalled: memories.length, private: false },
  );

  return { conversationId, private: isPrivate, thoughts, memoriesRecalled: memories.length, memoryPatterns: memories.map((m) => m.pattern) };
}
