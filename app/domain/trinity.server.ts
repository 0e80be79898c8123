import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "zod";
import type { Database, Executor } from "../../db/types";
import { alertLevel, cognitiveLoad, safetyZone, supportMechanisms, ZONE_INFO } from "../lib/cognitive-safety";
import { HIGH_RESONANCE_GLYPHS } from "../lib/glyphs";
import { toIso } from "../lib/time";
import type { MeshBus } from "../infra/mesh-bus.server";
import { insertMemory, recallMemories } from "./alexandria.server";
import { recordGlyphUsage, type GlyphUsage } from "./glyphs.server";
import { surfaceEchoes } from "./lineage.server";
import { recordArchiveEvents } from "./recursive-archive.server";
import { currentSafety, recordSafety, type NewSafetyRecord } from "./safety.server";
import { analyzeQuestion, multicoreMindsFor } from "./trinity/analysis.server";
import { CORE_MINDS, MIND_GLYPHS, type MindProvider, type QuestionAnalysis, type RecalledMemory, type Thought } from "./trinity/types";

export const QUESTION_MAX = 4000;
export const RECALL_LIMIT = 3;

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

export const swarmThinkingSchema = z.object({
  type: z.literal("swarm_thinking"),
  conversationId: z.string().trim().max(100).optional().default("default"),
  content: questionSchema,
  protocol: z.string().trim().max(40).optional().default("utilitarian"),
});

export interface ConversationSummary {
  id: string;
  title: string;
  protocol: string;
  createdAt: string;
  messageCount: number;
}

/** Newest first, with the number of messages in each. Visitor ids stay private. */
export async function listConversations(db: Executor, limit: number): Promise<ConversationSummary[]> {
  const rows = await db
    .selectFrom("conversations as c")
    .select((eb) => [
      "c.id",
      "c.title",
      "c.protocol",
      "c.created_at",
      eb.selectFrom("messages as m").select(sql<number>`count(*)::int`.as("n")).whereRef("m.conversation_id", "=", "c.id").as("message_count"),
    ])
    .orderBy("c.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    protocol: r.protocol,
    createdAt: toIso(r.created_at)!,
    messageCount: Number(r.message_count ?? 0),
  }));
}

export interface DeliberationInput {
  visitorId: string;
  clientKey: string;
  question: string;
  protocol: string;
}

export interface DeliberationResult {
  conversationId: string;
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
  bus?: MeshBus;
  /** Told once the deliberation is saved, so cached reads of this process show it at once. */
  cache?: { invalidate(tag: string): void };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function familiarityOf(memories: RecalledMemory[]): number {
  return Math.min(1, Math.max(0, memories[0]?.score ?? 0));
}

function glyphUsages(analysis: QuestionAnalysis, thoughts: Thought[]): GlyphUsage[] {
  const weight = 0.6 + 0.4 * analysis.complexity;
  const usages: GlyphUsage[] = analysis.glyphs.map((glyph, i) => ({ glyph, resonance: round3(Math.max(0.25, 1 - 0.15 * i) * weight) }));
  for (const t of thoughts) {
    usages.push({ glyph: t.glyph, resonance: round3(0.5 * weight) });
    for (const g of HIGH_RESONANCE_GLYPHS) if (t.content.includes(g)) usages.push({ glyph: g, resonance: 0.25 });
  }
  return usages;
}

function memoryFrom(question: string, analysis: QuestionAnalysis, thoughts: Thought[]) {
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

async function conversationFor(trx: Transaction<Database>, input: DeliberationInput): Promise<string> {
  const existing = await trx
    .selectFrom("conversations")
    .select("id")
    .where("visitor_id", "=", input.visitorId)
    .where("client_key", "=", input.clientKey)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await trx
    .insertInto("conversations")
    .values({ visitor_id: input.visitorId, client_key: input.clientKey, title: input.question.slice(0, 200), protocol: input.protocol })
    .returning("id")
    .executeTakeFirstOrThrow();
  return created.id;
}

/**
 * One question, three minds (DESIGN §6): recall from Alexandria, Solace → Manus → Ignith (and
 * Firefly/Pulse/Relay when the question touches their glyphs), each thought handed to
 * `onThought` as soon as it is ready; then every side effect in one transaction; then a mesh event.
 * It runs to the end even if the asker has gone (a closed socket loses nothing).
 */
export async function deliberate(deps: DeliberationDeps, input: DeliberationInput, hooks: DeliberationHooks = {}): Promise<DeliberationResult> {
  const { db, minds } = deps;
  const question = input.question.trim().slice(0, QUESTION_MAX);
  const analysis = analyzeQuestion(question);
  const [memories, previous] = await Promise.all([
    recallMemories(deps.recallDb ?? db, analysis.keyTerms.length ? analysis.keyTerms.join(" ") : question, RECALL_LIMIT),
    currentSafety(db),
  ]);

  const thoughts: Thought[] = [];
  const order = [...CORE_MINDS, ...multicoreMindsFor(analysis)];
  for (const mind of order) {
    const thought = await minds.think(
      mind,
      { question, analysis, memories, priorThoughts: [...thoughts] },
      hooks.onDelta ? { onDelta: (text) => hooks.onDelta!(mind, text) } : undefined,
    );
    thoughts.push(thought);
    hooks.onThought?.(thought);
  }

  const familiarity = familiarityOf(memories);
  const novelty = 1 - familiarity;
  const safety: NewSafetyRecord[] = CORE_MINDS.map((mind) => {
    const load = cognitiveLoad({ complexity: analysis.complexity, novelty, sentiment: analysis.sentiment, mind, previous: previous[mind]?.cognitiveLoad ?? null });
    const zone = safetyZone(load, familiarity);
    const alert = alertLevel(zone, load);
    return { agentName: mind, agentGlyph: MIND_GLYPHS[mind], cognitiveLoad: load, safetyZone: zone, alertLevel: alert, supportMechanisms: supportMechanisms(zone, alert), conversationId: null };
  });

  const conversationId = await db.transaction().execute(async (trx) => {
    const id = await conversationFor(trx, input);
    await trx
      .insertInto("messages")
      .values([
        { conversation_id: id, role: "visitor" as const, content: question },
        ...thoughts.map((t) => ({ conversation_id: id, role: "agent" as const, agent: t.agent, glyph: t.glyph, content: t.content })),
      ])
      .execute();
    const snippet = question.length > 80 ? `${question.slice(0, 77)}...` : question;
    await recordArchiveEvents(
      trx,
      safety
        .filter((s) => s.alertLevel !== "normal" || previous[s.agentName]?.safetyZone !== s.safetyZone)
        .map((s) => {
          const before = previous[s.agentName]?.safetyZone;
          const zoneText = ZONE_INFO[s.safetyZone].label;
          const description =
            before && before !== s.safetyZone
              ? `${s.agentName} moved from ${ZONE_INFO[before].label} to ${zoneText} (load ${Math.round(s.cognitiveLoad * 100)}%) on “${snippet}”`
              : before === undefined
                ? `${s.agentName} began in ${zoneText} (load ${Math.round(s.cognitiveLoad * 100)}%) on “${snippet}”`
                : `${s.agentName} raised a ${s.alertLevel} alert in ${zoneText} (load ${Math.round(s.cognitiveLoad * 100)}%) on “${snippet}”`;
          return {
            description,
            tags: [...new Set([s.safetyZone, s.alertLevel !== "normal" ? `alert_${s.alertLevel}` : "zone_change", s.agentName.toLowerCase(), ...analysis.keyTerms.slice(0, 2)])],
            metadata: { agentGlyph: s.agentGlyph, agentName: s.agentName, cognitiveLoad: s.cognitiveLoad, safetyZone: s.safetyZone, alertLevel: s.alertLevel, conversationId: id },
          };
        }),
    );
    await insertMemory(trx, memoryFrom(question, analysis, thoughts));
    // Lineage: a question that touches a sovereign project's themes (or writes its symbol) surfaces an echo.
    await surfaceEchoes(trx, { text: question, glyphs: analysis.glyphs.filter((g) => question.includes(g)), source: "chat" });
    // The rows every deliberation shares (each agent's current record, each glyph's weight) are
    // written last, so their locks are held for the shortest time before the commit.
    await recordSafety(trx, safety.map((s) => ({ ...s, conversationId: id })));
    await recordGlyphUsage(trx, glyphUsages(analysis, thoughts));
    return id;
  });

  deps.cache?.invalidate("chat");
  await deps.bus?.publish("trinity_deliberation", {
    conversationId,
    agents: thoughts.map((t) => t.agent),
    glyphs: analysis.glyphs,
    memoriesRecalled: memories.length,
  });

  return { conversationId, thoughts, memoriesRecalled: memories.length, memoryPatterns: memories.map((m) => m.pattern) };
}
