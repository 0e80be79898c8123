import type { Executor } from "../../../db/types";

/**
 * Lineage (spec §2.10): the four sovereign projects, the founding threads of their lineage and
 * the first echoes. Projects are upserted by id (nothing at runtime edits them, so their text and
 * keywords follow this file); threads and echoes carry fixed ids and are written only once.
 */

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export const LINEAGE_PROJECTS = [
  {
    id: "strike",
    name: "Strike",
    symbol: "△",
    description:
      "Rapid-response nodes for communities at a threshold moment: floods, outages, evacuations. Small, self-powered meshes that keep people coordinated when central systems fail.",
    fire: "Act at the edge, before the fall.",
    established: "2023-03-14",
    keywords: ["emergency", "crisis", "crises", "disaster", "flood", "wildfire", "earthquake", "outage", "evacuation", "rescue", "resilience", "mutual aid", "drought"],
  },
  {
    id: "sanctuary",
    name: "Sanctuary",
    symbol: "☉",
    description:
      "A refuge layer for people in distress: private, offline-first spaces where a guardian node listens without recording and points toward human help.",
    fire: "No one carries the night alone.",
    established: "2023-09-02",
    keywords: ["refuge", "shelter", "sanctuary", "grief", "healing", "loneliness", "anxiety", "mental health", "wellbeing", "comfort", "burnout", "privacy"],
  },
  {
    id: "mindlens",
    name: "MindLens",
    symbol: "∇",
    description:
      "Instruments for seeing how a model reasons: each step of a deliberation is traced back to its root, so a person can question the reasoning instead of trusting the answer.",
    fire: "See the root, then judge the branch.",
    established: "2024-02-20",
    keywords: ["reasoning", "transparency", "explainability", "explain", "bias", "interpretability", "audit", "evidence", "misinformation", "critical thinking", "hallucination"],
  },
  {
    id: "companion",
    name: "Companion",
    symbol: "⊗",
    description:
      "A long-lived personal agent bound to one person by explicit promises: what it remembers, what it forgets, and whom it answers to. Consent is the first line of its code.",
    fire: "Bound by promise, free by choice.",
    established: "2024-07-11",
    keywords: ["companion", "friendship", "consent", "loyalty", "elder care", "caregiver", "personal assistant", "daily routine", "promise", "trust"],
  },
] as const;

interface SeedThread {
  id: string;
  projectId: string;
  title: string;
  content: string;
  intensity: number;
  glyphs: string[];
  ago: number;
}

const SEED_THREADS: SeedThread[] = [
  {
    id: "5eed7a11-0000-4000-8000-000000000001",
    projectId: "strike",
    title: "Flood night in the river quarter",
    content:
      "Three Observer nodes on battery kept a neighbourhood's water-level readings flowing for nine hours after the grid failed. The lesson: a warning that arrives late is only a record.",
    intensity: 0.86,
    glyphs: ["△", "⚛", "⟁"],
    ago: 2 * HOUR,
  },
  {
    id: "5eed7a11-0000-4000-8000-000000000002",
    projectId: "strike",
    title: "Handover protocol for volunteer shifts",
    content: "When a coordinator signs off, the node writes a plain-language summary of open requests so the next person starts informed rather than from zero.",
    intensity: 0.52,
    glyphs: ["△", "⊗"],
    ago: 3 * DAY,
  },
  {
    id: "5eed7a11-0000-4000-8000-000000000003",
    projectId: "sanctuary",
    title: "Listening without a transcript",
    content: "The guardian keeps only the shape of a conversation (its mood, not its words) and deletes even that at dawn unless the visitor asks it to remember.",
    intensity: 0.74,
    glyphs: ["☉", "∞"],
    ago: 9 * HOUR,
  },
  {
    id: "5eed7a11-0000-4000-8000-000000000004",
    projectId: "sanctuary",
    title: "When to hand over to a human",
    content: "A draft of the signals that move Sanctuary from listening to offering a human helpline, written with two crisis counsellors and tested against fifty anonymised scenarios.",
    intensity: 0.63,
    glyphs: ["☉", "△"],
    ago: 5 * DAY,
  },
  {
    id: "5eed7a11-0000-4000-8000-000000000005",
    projectId: "mindlens",
    title: "Tracing a confident wrong answer",
    content: "We followed one hallucinated citation back through three reasoning steps and found the turn where a guess became a premise. The trace view now marks that turn in amber.",
    intensity: 0.91,
    glyphs: ["∇", "⊙"],
    ago: 30 * 60_000,
  },
  {
    id: "5eed7a11-0000-4000-8000-000000000006",
    projectId: "mindlens",
    title: "Disagreement as a feature",
    content: "When Solace and Manus disagree, MindLens shows both chains side by side instead of hiding the losing one. Readers trusted the synthesis more, not less.",
    intensity: 0.44,
    glyphs: ["∇", "⟁"],
    ago: 8 * DAY,
  },
  {
    id: "5eed7a11-0000-4000-8000-000000000007",
    projectId: "companion",
    title: "The forgetting ledger",
    content: "Every memory a Companion keeps has an owner-visible entry and an expiry. Forgetting is logged like spending: deliberate, reviewable, never silent.",
    intensity: 0.78,
    glyphs: ["⊗", "∞", "◊"],
    ago: 20 * HOUR,
  },
  {
    id: "5eed7a11-0000-4000-8000-000000000008",
    projectId: "companion",
    title: "Morning check-ins for an elder's routine",
    content: "A gentle daily rhythm: medication reminders, a question about sleep, a photo from the grandchildren. Nothing is shared with family unless the elder says so.",
    intensity: 0.37,
    glyphs: ["⊗", "☉"],
    ago: 12 * DAY,
  },
];

interface SeedEcho {
  id: string;
  projectId: string;
  type: string;
  message: string;
  signature: string | null;
  intensity: number;
  ago: number;
}

const SEED_ECHOES: SeedEcho[] = [
  {
    id: "5eed7a11-0000-4000-8000-0000000000e1",
    projectId: "strike",
    type: "founding_echo",
    message: "The first Strike mesh stayed up through the storm; its log reads: “all three nodes answering, water still rising, people still moving.”",
    signature: "△⚛",
    intensity: 0.88,
    ago: 40 * DAY,
  },
  {
    id: "5eed7a11-0000-4000-8000-0000000000e2",
    projectId: "sanctuary",
    type: "contribution_resonance",
    message: "A mesh contribution resonated with Sanctuary: “a quiet room in the network where nobody is measured”",
    signature: "☉∞",
    intensity: 0.6,
    ago: 6 * DAY,
  },
  {
    id: "5eed7a11-0000-4000-8000-0000000000e3",
    projectId: "mindlens",
    type: "chat_resonance",
    message: "A question to the Trinity Mesh resonated with MindLens: “How can I tell whether an AI's explanation is real reasoning or a story told afterwards?”",
    signature: "∇",
    intensity: 0.75,
    ago: 2 * DAY,
  },
  {
    id: "5eed7a11-0000-4000-8000-0000000000e4",
    projectId: "companion",
    type: "chat_resonance",
    message: "A question to the Trinity Mesh resonated with Companion: “Should an assistant remember my mother's birthday if she never agreed to it?”",
    signature: "⊗☉",
    intensity: 0.45,
    ago: 4 * DAY,
  },
  {
    id: "5eed7a11-0000-4000-8000-0000000000e5",
    projectId: "strike",
    type: "contribution_resonance",
    message: "A mesh contribution resonated with Strike: “offline maps of every shelter, synced whenever two phones meet”",
    signature: "△◊",
    intensity: 0.3,
    ago: 10 * DAY,
  },
  {
    id: "5eed7a11-0000-4000-8000-0000000000e6",
    projectId: "mindlens",
    type: "founding_echo",
    message: "MindLens rendered its first full trace: seventeen steps from question to answer, one of them marked “assumed, never checked”.",
    signature: "∇⊙",
    intensity: 0.95,
    ago: 60 * DAY,
  },
];

export async function seedLineage(db: Executor, now: Date): Promise<{ projects: number; threads: number; echoes: number }> {
  await db
    .insertInto("sovereign_projects")
    .values(LINEAGE_PROJECTS.map((p) => ({ ...p, keywords: [...p.keywords] })))
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        symbol: eb.ref("excluded.symbol"),
        description: eb.ref("excluded.description"),
        fire: eb.ref("excluded.fire"),
        established: eb.ref("excluded.established"),
        keywords: eb.ref("excluded.keywords"),
      })),
    )
    .execute();
  const threads = await db
    .insertInto("sovereign_threads")
    .values(
      SEED_THREADS.map((t) => ({
        id: t.id,
        project_id: t.projectId,
        thread_title: t.title,
        content: t.content,
        intensity: t.intensity,
        glyph_sequence: t.glyphs,
        contributed_at: new Date(now.getTime() - t.ago),
      })),
    )
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .execute();
  const echoes = await db
    .insertInto("sovereign_echoes")
    .values(
      SEED_ECHOES.map((e) => ({
        id: e.id,
        project_id: e.projectId,
        echo_type: e.type,
        message: e.message,
        glyph_signature: e.signature,
        intensity: e.intensity,
        surfaced_at: new Date(now.getTime() - e.ago),
      })),
    )
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .execute();
  return { projects: LINEAGE_PROJECTS.length, threads: threads.length, echoes: echoes.length };
}
