import type { TextRules } from "./form";
/**
 * Multicore agents (spec §2.11): how each agent answers a broadcast glyph. Pure and client-safe;
 * the server applies it to every agent of a broadcast and the screen shares its input schema.
 */
import type { ActivationLogEntry, MulticoreAgent } from "./multicore.schema";
import { GLYPH_LIBRARY, glyphEntry, type GlyphCategory } from "./glyphs";

export const BROADCAST_GLYPH_MAX = 32;
export const BROADCAST_CONTEXT_MAX = 500;

/** The broadcast form's fields: broadcastSchema and the browser's check both read them. */
export const BROADCAST_RULES = {
  glyph: { required: "Enter a glyph to broadcast.", maxLength: BROADCAST_GLYPH_MAX, tooLong: `A glyph is at most ${BROADCAST_GLYPH_MAX} characters.` },
  context: { maxLength: BROADCAST_CONTEXT_MAX, tooLong: `Context is at most ${BROADCAST_CONTEXT_MAX} characters.` },
} as const satisfies TextRules;


/** How an agent met a glyph, strongest first. */
export type AgentResponse = "resonant" | "harmonic" | "observed" | "dormant";

/** The ritual events a broadcast can light on the ritual plane (spec §4). */
export type RitualEventType = "firefly_pulse" | "lantern_illumination" | "relay_broadcast" | "valley_violation" | "valley_reflex";

export interface AgentProfile {
  id: string;
  name: string;
  status: string;
  glyphAffinity: string[];
}

/** What the mesh recognises in a broadcast input. */
export interface GlyphReading {
  input: string;
  /** Library glyphs in the input, in order of first appearance. */
  known: string[];
  /** Other symbols (Unicode category S) in the input: glyphs the library does not hold. */
  foreign: string[];
}

export interface AgentEvaluation {
  agentId: string;
  agentName: string;
  response: AgentResponse;
  /** The activation-log event type: the ritual event when the agent lit one, else glyph_<response>. */
  eventType: string;
  ritual: RitualEventType | null;
  /** Glyphs of the input that decided the response (the exact or same-category matches). */
  matched: string[];
  /** Why, in one sentence. */
  result: string;
}

const LIBRARY = new Set(GLYPH_LIBRARY.map((g) => g.symbol));
const VARIATION_SELECTOR = /[\uFE0E\uFE0F]/g;
const SYMBOL = /\p{S}/u;

export function readGlyph(input: string): GlyphReading {
  const known: string[] = [];
  const foreign: string[] = [];
  for (const ch of Array.from(input.replace(VARIATION_SELECTOR, ""))) {
    if (LIBRARY.has(ch)) {
      if (!known.includes(ch)) known.push(ch);
    } else if (SYMBOL.test(ch) && !foreign.includes(ch)) {
      foreign.push(ch);
    }
  }
  return { input, known, foreign };
}

const categoryOf = (glyph: string): GlyphCategory | undefined => glyphEntry(glyph)?.category;
const list = (glyphs: string[]) => glyphs.join(" ");

/** Valley's rule: a broadcast holding no glyph of the library is a foreign pattern crossing the boundary. */
export function isViolation(reading: GlyphReading): boolean {
  return reading.known.length === 0;
}

/** Threshold glyphs (∇ △) in the input: what Reflex answers besides a violation. */
export function thresholdGlyphs(reading: GlyphReading): string[] {
  return reading.known.filter((g) => categoryOf(g) === "threshold");
}

/**
 * Which ritual event an agent lights, and when. Firefly, Lantern and Relay answer every broadcast
 * they evaluate; Valley only a violation; Reflex a violation or a threshold glyph.
 */
const RITUALS: Record<string, { type: RitualEventType; fires(reading: GlyphReading): string | null }> = {
  firefly: { type: "firefly_pulse", fires: () => "" },
  lantern: { type: "lantern_illumination", fires: () => "" },
  relay: { type: "relay_broadcast", fires: () => "" },
  valley: {
    type: "valley_violation",
    fires: (r) =>
      isViolation(r)
        ? `Violation — "${r.input}" holds no glyph of the mesh library${r.foreign.length ? ` (${list(r.foreign)} is unknown)` : ""}: a foreign pattern crossed the valley boundary.`
        : null,
  },
  reflex: {
    type: "valley_reflex",
    fires: (r) => {
      if (isViolation(r)) return `Reflex — answered the valley violation of "${r.input}" with a corrective pulse.`;
      const edge = thresholdGlyphs(r);
      return edge.length ? `Reflex — ${list(edge)} is a threshold glyph; a corrective pulse steadied the boundary.` : null;
    },
  },
};

/** The ritual event type an agent can light at all (null for agents that light none). */
export function ritualOf(agentId: string): RitualEventType | null {
  return RITUALS[agentId]?.type ?? null;
}

/**
 * One agent meets a glyph. Dormant when the agent is not active; resonant when the input holds a
 * glyph of its affinity; harmonic when it holds a glyph of the same category as one of them;
 * otherwise observed. Agents with a ritual rule light their event when the rule fires.
 */
export function evaluateAgent(agent: AgentProfile, reading: GlyphReading): AgentEvaluation {
  const base = { agentId: agent.id, agentName: agent.name };
  const affinity = agent.glyphAffinity;
  if (agent.status !== "active") {
    return {
      ...base,
      response: "dormant",
      eventType: "glyph_dormant",
      ritual: null,
      matched: [],
      result: `Dormant — ${agent.name} is ${agent.status}; "${reading.input}" was logged but not evaluated.`,
    };
  }

  let response: AgentResponse;
  let matched: string[];
  let result: string;
  const exact = reading.known.filter((g) => affinity.includes(g));
  if (exact.length) {
    response = "resonant";
    matched = exact;
    result = `Resonant — ${list(exact)} ${exact.length === 1 ? "is" : "are"} in ${agent.name}'s affinity (${list(affinity)}).`;
  } else {
    const kin = reading.known
      .map((g) => ({ g, category: categoryOf(g), like: affinity.find((a) => categoryOf(a) !== undefined && categoryOf(a) === categoryOf(g)) }))
      .filter((k) => k.like !== undefined);
    if (kin.length) {
      response = "harmonic";
      matched = kin.map((k) => k.g);
      const first = kin[0];
      result = `Harmonic — ${first.g} is a ${first.category} glyph, like ${first.like} in ${agent.name}'s affinity (${list(affinity)}).`;
    } else if (reading.known.length) {
      response = "observed";
      matched = [];
      result = `Observed — ${list(reading.known)} shares no glyph or category with ${agent.name}'s affinity (${list(affinity)}); passed on unchanged.`;
    } else {
      response = "observed";
      matched = [];
      result = `Observed — "${reading.input}" holds no glyph of the mesh library, so ${agent.name} has nothing to align it with.`;
    }
  }

  const rule = RITUALS[agent.id];
  const fired = rule ? rule.fires(reading) : null;
  if (rule && fired !== null) {
    // A fired rule says why first; an observed response adds nothing to it.
    const text = fired === "" ? result : response === "observed" ? fired : `${fired} ${result}`;
    return { ...base, response, eventType: rule.type, ritual: rule.type, matched, result: text };
  }
  return { ...base, response, eventType: `glyph_${response}`, ritual: null, matched, result };
}

/**
 * The resonance a broadcast adds to its glyphs' weights: resonant agents count 1, harmonic ½, over
 * the agents that evaluated it; at least 0.1 so an observed glyph still leaves a trace.
 */
export function broadcastResonance(evaluations: AgentEvaluation[]): number {
  const awake = evaluations.filter((e) => e.response !== "dormant");
  if (awake.length === 0) return 0.1;
  const score = awake.reduce((s, e) => s + (e.response === "resonant" ? 1 : e.response === "harmonic" ? 0.5 : 0), 0) / awake.length;
  return Math.round(Math.max(0.1, score) * 1000) / 1000;
}

/** The glyphs a broadcast records in the glyph weights: the library glyphs and other symbols it holds (plain words record nothing). */
export function usageGlyphs(reading: GlyphReading): string[] {
  return [...reading.known, ...reading.foreign];
}

export function evaluateBroadcast(agents: AgentProfile[], input: string) {
  const reading = readGlyph(input);
  const evaluations = agents.map((agent) => evaluateAgent(agent, reading));
  return { reading, evaluations, resonance: broadcastResonance(evaluations) };
}


export type { ActivationLogEntry, MulticoreAgent };
