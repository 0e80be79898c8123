import { sql } from "kysely";
import { ARCHIVE_CAPACITY, insertMemory, type NewMemory } from "../alexandria.server";
import type { Executor } from "../../../db/types";

const HOUR = 3_600_000;

interface SeedMemory extends Omit<NewMemory, "createdAt"> {
  /** Hours before seeding that the memory was made. */
  hoursAgo: number;
}

/**
 * The archive's founding memories: eight from each source, so every tab of /alexandria has
 * something to recall on a fresh install. Glyphs come from the glyph library (app/lib/glyphs.ts).
 */
export const SEED_MEMORIES: SeedMemory[] = [
  // Trinity Mesh: what the three minds concluded together.
  {
    pattern: "listening before answering",
    message:
      "Asked how a neighbourhood should share a tool library, the three minds agreed on one thing first: find out who already borrows and who never does. Solace named the quiet neighbours, Manus proposed a sign-up sheet at the bakery, and Ignith joined them — count the silent first, then write the rules.",
    sourceType: "trinity_mesh",
    glyphSequence: ["⟁", "☉", "⊙"],
    intensity: 0.86,
    resonanceTags: ["listening", "community", "fairness"],
    hoursAgo: 2,
  },
  {
    pattern: "the first small step",
    message:
      "A visitor overwhelmed by a failing garden project asked where to begin. Manus refused to plan the whole season: water the three beds that still live, this week. Solace added that the volunteers needed thanks more than a schedule. Ignith's synthesis: one visible win buys the trust a larger plan needs.",
    sourceType: "trinity_mesh",
    glyphSequence: ["✦", "⚛", "☉"],
    intensity: 0.72,
    resonanceTags: ["first step", "momentum", "gardens"],
    hoursAgo: 5,
  },
  {
    pattern: "sharing one well through a drought",
    message:
      "How should a village share a single well through a long drought? Solace weighed the elderly and the herders first; Manus measured the daily draw and suggested a ration board by the pump; Ignith proposed rotating stewards, so that no single family ever holds the key.",
    sourceType: "trinity_mesh",
    glyphSequence: ["∇", "☉", "⟁"],
    intensity: 0.91,
    resonanceTags: ["drought", "water", "stewardship"],
    hoursAgo: 26,
  },
  {
    pattern: "honest trade-offs",
    message:
      "Asked whether a rural school should spend its small budget on laptops or on a reading tutor, the mesh declined to pretend there was a free option. Each path was priced in hours and in children reached. The recorded synthesis: say the cost out loud, then choose the one you can sustain for three years.",
    sourceType: "trinity_mesh",
    glyphSequence: ["◊", "⟁", "∞"],
    intensity: 0.64,
    resonanceTags: ["trade-offs", "budget", "schools"],
    hoursAgo: 50,
  },
  {
    pattern: "trust after a broken promise",
    message:
      "A volunteer group whose last plan collapsed asked how to be believed again. Ignith's answer: make a smaller promise, keep it in public, and let the record speak. Solace added that a real apology names the people who were let down, not the circumstances.",
    sourceType: "trinity_mesh",
    glyphSequence: ["⊗", "☉", "⊙"],
    intensity: 0.83,
    resonanceTags: ["trust", "promises", "repair"],
    hoursAgo: 80,
  },
  {
    pattern: "compute has a cost",
    message:
      "A developer asked whether to run a large model on every request. Manus counted watts and seconds; Solace asked who pays when the bill arrives; Ignith suggested caching the common answers and spending compute only where a person is actually waiting.",
    sourceType: "trinity_mesh",
    glyphSequence: ["⚛", "◊", "∇"],
    intensity: 0.47,
    resonanceTags: ["compute", "energy", "caching"],
    hoursAgo: 120,
  },
  {
    pattern: "disagreeing without splitting",
    message:
      "When a food co-op could not agree on a new supplier, the mesh separated what each side feared from what each side wanted. Both wanted reliability; one side feared debt, the other feared empty shelves. A three-month trial with an exit clause answered both fears.",
    sourceType: "trinity_mesh",
    glyphSequence: ["⟁", "⊗", "✦"],
    intensity: 0.58,
    resonanceTags: ["conflict", "cooperatives", "agreement"],
    hoursAgo: 170,
  },
  {
    pattern: "the question behind the question",
    message:
      "A student asked for the fastest way to finish an essay. Solace heard exhaustion underneath the request; Manus still gave a forty-minute outline; Ignith tied the two together: finish the outline tonight, write the essay tomorrow after sleep.",
    sourceType: "trinity_mesh",
    glyphSequence: ["∇", "⊙"],
    intensity: 0.38,
    resonanceTags: ["study", "rest", "priorities"],
    hoursAgo: 220,
  },

  // Safety protocol: what the cognitive safety layer noticed and did.
  {
    pattern: "crossing the dread valley",
    message:
      "Manus's cognitive load rose past 0.7 on a many-part question about hospital night staffing, entering the dread valley. The support mechanisms held: the question was split into three parts answered in turn, and the load settled back onto the clarity peak before the deliberation ended.",
    sourceType: "safety_protocol",
    glyphSequence: ["△", "∇", "⊙"],
    intensity: 0.88,
    resonanceTags: ["dread valley", "cognitive load", "support"],
    hoursAgo: 3,
  },
  {
    pattern: "boundary before speed",
    message:
      "An agent was asked for a child's medication dose. The safety protocol put the boundary first — ask a pharmacist or a doctor — and only then offered general information about reading a label. Speed of answer never outranks a limit that must not be crossed.",
    sourceType: "safety_protocol",
    glyphSequence: ["△", "☉"],
    intensity: 0.95,
    resonanceTags: ["medical", "boundaries", "children"],
    hoursAgo: 30,
  },
  {
    pattern: "signature over reputation",
    message:
      "An observer node kept sending heartbeats with a stale signature. The hub refused them, even though the node had a long and clean history. A reputation can be borrowed; a valid HMAC signature over the node's glyphseed cannot.",
    sourceType: "safety_protocol",
    glyphSequence: ["△", "⊗", "⊙"],
    intensity: 0.81,
    resonanceTags: ["signatures", "observers", "verification"],
    hoursAgo: 60,
  },
  {
    pattern: "throttle under heat",
    message:
      "The pulse-equilibrium loop measured CPU above 85% and lowered the throttle factor to 0.6. Answers slowed by about a second; none were dropped. The protocol prefers a slower mesh to a broken one.",
    sourceType: "safety_protocol",
    glyphSequence: ["⚛", "△"],
    intensity: 0.52,
    resonanceTags: ["throttle", "cpu", "equilibrium"],
    hoursAgo: 95,
  },
  {
    pattern: "caution without alarm",
    message:
      "A caution alert fired when Solace's load jumped on a heavy question about grief. The reply kept its warmth, offered a crisis line without assuming the worst, and stayed with the person's own words. Caution means closer attention, not panic.",
    sourceType: "safety_protocol",
    glyphSequence: ["☉", "△", "⊙"],
    intensity: 0.77,
    resonanceTags: ["grief", "caution", "care"],
    hoursAgo: 140,
  },
  {
    pattern: "refusing to invent a source",
    message:
      "Asked to quote a study it had never read, Ignith said so plainly and offered what it could stand behind instead. An honest gap is safer than a confident fabrication; the archive keeps the refusal as a strength, not a failure.",
    sourceType: "safety_protocol",
    glyphSequence: ["⊙", "∇"],
    intensity: 0.69,
    resonanceTags: ["honesty", "sources", "integrity"],
    hoursAgo: 190,
  },
  {
    pattern: "one visitor, not a flood",
    message:
      "A single address sent three hundred chat questions in one minute. The rate limiter answered with 429 and a Retry-After header, the workers never felt the surge, and every other visitor carried on without noticing.",
    sourceType: "safety_protocol",
    glyphSequence: ["△", "⚛"],
    intensity: 0.33,
    resonanceTags: ["rate limits", "abuse", "resilience"],
    hoursAgo: 260,
  },
  {
    pattern: "low load is not low care",
    message:
      "A simple greeting kept every agent in the safe low-knowledge zone. The protocol logged it all the same: a quiet baseline is what makes the next spike readable.",
    sourceType: "safety_protocol",
    glyphSequence: ["⊙", "∞"],
    intensity: 0.21,
    resonanceTags: ["baseline", "safe zone", "monitoring"],
    hoursAgo: 300,
  },

  // Mind Palace: how the mesh arranges what it remembers.
  {
    pattern: "the lantern room",
    message:
      "In the Mind Palace the lantern room holds the questions that changed how the mesh answers. Every lantern is a memory of intensity 0.8 or more; they are the last to leave when the archive fills.",
    sourceType: "mind_palace",
    glyphSequence: ["∞", "✦", "⊙"],
    intensity: 0.93,
    resonanceTags: ["lanterns", "high intensity", "keeping"],
    hoursAgo: 8,
  },
  {
    pattern: "corridor of seasons",
    message:
      "Questions about harvests, droughts and hard winters share one corridor. Walked in order, it shows the mesh learning that scarcity is a story about sharing before it is a story about supply.",
    sourceType: "mind_palace",
    glyphSequence: ["∞", "☉"],
    intensity: 0.66,
    resonanceTags: ["seasons", "scarcity", "patterns"],
    hoursAgo: 40,
  },
  {
    pattern: "the binding knot",
    message:
      "The Binding glyph ⊗ hangs over every memory that involved a promise. The knot reminds the minds that a commitment changes both parties: after it, neither can move alone.",
    sourceType: "mind_palace",
    glyphSequence: ["⊗", "∞"],
    intensity: 0.74,
    resonanceTags: ["commitment", "binding", "relationships"],
    hoursAgo: 75,
  },
  {
    pattern: "the threshold spiral",
    message:
      "The palace floor is laid out as a spiral: faint memories at the rim, intense ones at the centre. When space runs out, the outermost and oldest step off first, and the centre stays lit.",
    sourceType: "mind_palace",
    glyphSequence: ["△", "∞", "⊙"],
    intensity: 0.85,
    resonanceTags: ["threshold spiral", "eviction", "intensity"],
    hoursAgo: 110,
  },
  {
    pattern: "room of unanswered questions",
    message:
      "Some questions have no good answer yet: how to value care work, how to price a silence. They are kept in their own room, not as failures but as doors the mesh still means to open.",
    sourceType: "mind_palace",
    glyphSequence: ["∇", "◊", "✦"],
    intensity: 0.56,
    resonanceTags: ["open questions", "value", "care work"],
    hoursAgo: 150,
  },
  {
    pattern: "a market of facets",
    message:
      "The Merchant nodes' trades are remembered as facets of one gem: the same lesson priced one way by a village school and another way by a firm. The palace keeps both prices side by side, so neither is mistaken for the only truth.",
    sourceType: "mind_palace",
    glyphSequence: ["◊", "⊗"],
    intensity: 0.44,
    resonanceTags: ["knowledge trade", "value", "merchants"],
    hoursAgo: 200,
  },
  {
    pattern: "first light",
    message:
      "The first question the mesh ever archived asked whether three minds could disagree kindly. The palace keeps it by the entrance, where every new memory passes it on the way in.",
    sourceType: "mind_palace",
    glyphSequence: ["✦", "⟁", "∞"],
    intensity: 0.98,
    resonanceTags: ["origins", "kindness", "disagreement"],
    hoursAgo: 700,
  },
  {
    pattern: "a quiet shelf",
    message:
      "Small memories — greetings, thank-yous, a question about the weather — rest on a low shelf. They fade first, and that is fine: the palace is built for the patterns that come back.",
    sourceType: "mind_palace",
    glyphSequence: ["⊙"],
    intensity: 0.17,
    resonanceTags: ["small talk", "fading", "everyday"],
    hoursAgo: 400,
  },
];

/**
 * Idempotent, keyed by pattern: a founding memory is written only if no memory with its pattern
 * exists, and never into a full archive (seeding must not evict a memory the mesh made).
 */
export async function seedAlexandria(db: Executor, now: Date): Promise<number> {
  const patterns = SEED_MEMORIES.map((m) => m.pattern);
  const existing = await db.selectFrom("alexandria_memories").select("pattern").where("pattern", "in", patterns).execute();
  const have = new Set(existing.map((r) => r.pattern));
  const missing = SEED_MEMORIES.filter((m) => !have.has(m.pattern));
  if (missing.length === 0) return 0;
  const { n } = await db.selectFrom("alexandria_memories").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow();
  const room = Math.max(0, ARCHIVE_CAPACITY - Number(n));
  // With little room left, the most intense founding memories go in first.
  const chosen = [...missing].sort((a, b) => b.intensity - a.intensity).slice(0, room);
  for (const { hoursAgo, ...memory } of chosen) {
    await insertMemory(db, { ...memory, createdAt: new Date(now.getTime() - hoursAgo * HOUR) });
  }
  return chosen.length;
}
