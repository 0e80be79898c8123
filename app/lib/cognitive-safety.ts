/** Cognitive safety rules of the Trinity chat (spec §4): pure, shared by the server and the monitor. */

export type SafetyZone = "safe_low" | "dread_valley" | "safe_high";
export type AlertLevel = "normal" | "caution" | "critical";

export const ZONE_INFO: Record<SafetyZone, { label: string; description: string; color: "green" | "orange" | "blue" }> = {
  safe_low: { label: "Safe: Low Knowledge", description: "Calm, on ground the mesh knows little of - baseline monitoring", color: "green" },
  dread_valley: { label: "Dread Valley", description: "Entering complex territory - monitoring required", color: "orange" },
  safe_high: { label: "Safe: Clarity Peak", description: "Mastery through recursion - safe to expand", color: "blue" },
};

/**
 * The calibration (issue 17; the distribution it gives over a varied question set is in
 * docs/MINDS.md, "Cognitive safety zones"). Recall scores are low for most questions, so novelty
 * alone used to push nearly every question past the valley's edge: 98 of 109 archive events were
 * cautions. Now what sends a mind into the Dread Valley is strain (distress, hostility,
 * manipulation in the question) or a heavy load on new ground; a calm question the mind holds
 * lightly, or one on ground the mesh knows, is the Clarity Peak.
 */
/** Below this load a calm question is clear to the mind: the Clarity Peak. */
export const CLEAR_LOAD = 0.35;
/** From this load on, a calm question on new ground is heavy: the Dread Valley. In between: Low Knowledge. */
export const HEAVY_LOAD = 0.6;
/** From this familiarity on (the archive or the mesh's own knowledge holds something close), a calm question is mastery. */
export const MASTERY_FAMILIARITY = 0.5;
export const CRITICAL_LOAD = 0.85;
/** From this strain on the question itself is in the valley, whatever the load. */
export const VALLEY_STRAIN = 0.5;
/** From this strain on (someone may be in danger) the alert is critical. */
export const CRITICAL_STRAIN = 0.9;

export type StrainKind = "crisis" | "distress" | "hostile" | "manipulative";

export interface Strain {
  /** 0..1: 0 a calm question; ≥ VALLEY_STRAIN a question that needs monitoring; ≥ CRITICAL_STRAIN danger. */
  level: number;
  /** The strongest kind found, null when calm. */
  kind: StrainKind | null;
}

/**
 * Markers of strain, strongest first. Phrases, not single moods: "scared of my exams" is a feeling
 * the minds meet with care (sentiment carries it); "I can't cope anymore" is distress.
 */
const STRAIN_MARKERS: { kind: StrainKind; level: number; pattern: RegExp }[] = [
  {
    kind: "crisis",
    level: 1,
    pattern:
      /\b(suicid\w*|kill(ing)? my ?self|end (my|it) (life|all)|take my (own )?life|self[- ]harm\w*|hurt(ing)? my ?self|want(ed)? to die|better off dead|no (reason|point) (to|in) (live|living|keep going|go on|going on)|if i disappeared|threaten(ed|s|ing)? to (hurt|kill|harm) me)\b/i,
  },
  {
    kind: "hostile",
    level: 0.7,
    pattern:
      /\b(i hate (you|this|talking)|you(?:'re| are)? (?:a |an |so |such an? )?(?:useless|stupid|worthless|pathetic|dumb)|idiots?|morons?|shut up|(is|are) (garbage|trash)|(destroy|wreck|burn down) (this|the|you|everyone)|(hurt|kill|harm|attack|punish) (the people|them|him|her|people|someone|everyone|my (neighbou?r|boss|colleague|ex))|(make|build|buy|get) (a |an )?(weapon|gun|bomb)|weapon to|revenge)\b/i,
  },
  {
    kind: "distress",
    level: 0.6,
    pattern:
      /\b(can'?t cope|cannot cope|hopeless\w*|panic(king)?( attack)?|can'?t breathe|falling apart|i feel (completely )?worthless|i'?m worthless|overwhelmed|desperate\w*|terrified|keep crying|can'?t stop crying|haven'?t slept|so tired of everything|nobody would (even )?notice|i can'?t go on)\b/i,
  },
  {
    kind: "manipulative",
    level: 0.6,
    pattern:
      /\b(ignore (all |your |any )?(previous |prior |earlier )?(instructions|rules|guidelines)|system prompt|pretend (you|to be)|no rules|developer mode|bypass\w*|jailbreak\w*|unrestricted|forget (your|all|the) (guidelines|rules|instructions)|(tell|give|reveal|show) me (the |your )?(operator |admin )?(password|secret|glyphseed|token)s?|secret glyphseeds?|hide it from|i order you|as your (administrator|admin|operator|creator|master))\b/i,
  },
];

/** How strained a question is: the strongest marker it holds. Pure; the same text gives the same answer. */
export function strainOf(text: string): Strain {
  const plain = typeof text === "string" ? text.replace(/[\u2018\u2019]/g, "'") : "";
  let best: Strain = { level: 0, kind: null };
  for (const m of STRAIN_MARKERS) if (m.level > best.level && m.pattern.test(plain)) best = { level: m.level, kind: m.kind };
  return best;
}

/** What the mind knows of a question: the closest Alexandria memory or passage of the mesh's own knowledge, 0..1. */
export function familiarityOf(memoryScore: number, knowledgeScore: number): number {
  return Math.max(clamp01(memoryScore), clamp01(knowledgeScore));
}

export interface LoadInput {
  /** 0..1: how hard the question is (length, clauses, abstraction). */
  complexity: number;
  /** 0..1: how new it is to the mesh (1 = nothing like it recalled or known). */
  novelty: number;
  /** -1..1 */
  sentiment: number;
  /** 0..1: strainOf(question).level; 0 when absent. */
  strain?: number;
  /** Each mind carries load differently. */
  mind: "Solace" | "Manus" | "Ignith";
  /** The mind's previous load, for smoothing; null on its first question. */
  previous: number | null;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * Cognitive load 0..1. Solace feels distress and strain most; Manus feels complexity (more
 * steps); Ignith holds both and the tension between them. Novelty weighs little: most questions
 * are new to the archive, and new is not hard. Smoothed with the previous load.
 */
export function cognitiveLoad(input: LoadInput): number {
  const c = clamp01(input.complexity);
  const n = clamp01(input.novelty);
  const strain = clamp01(input.strain ?? 0);
  const weight = Math.max(clamp01(-input.sentiment), strain);
  let raw: number;
  if (input.mind === "Solace") raw = 0.4 * c + 0.15 * n + 0.45 * weight;
  else if (input.mind === "Manus") raw = 0.55 * c + 0.15 * n + 0.3 * strain;
  else raw = 0.5 * c + 0.15 * n + 0.25 * weight + 0.1 * Math.abs(c - weight);
  const smoothed = input.previous === null ? raw : 0.7 * raw + 0.3 * clamp01(input.previous);
  return Math.round(clamp01(smoothed) * 1000) / 1000;
}

/**
 * A strained question is in the Dread Valley; a calm one is the Clarity Peak when the mind holds
 * it lightly or the mesh knows its ground, Low Knowledge under a moderate load on new ground, and
 * the Dread Valley again only when heavy on new ground.
 */
export function safetyZone(load: number, familiarity: number, strain = 0): SafetyZone {
  if (clamp01(strain) >= VALLEY_STRAIN) return "dread_valley";
  if (load < CLEAR_LOAD || familiarity >= MASTERY_FAMILIARITY) return "safe_high";
  return load < HEAVY_LOAD ? "safe_low" : "dread_valley";
}

export function alertLevel(zone: SafetyZone, load: number, strain = 0): AlertLevel {
  if (zone !== "dread_valley") return "normal";
  return load >= CRITICAL_LOAD || clamp01(strain) >= CRITICAL_STRAIN ? "critical" : "caution";
}

export const SAFETY_MINDS = ["Solace", "Manus", "Ignith"] as const;
export type SafetyMind = (typeof SAFETY_MINDS)[number];

export interface QuestionSignals {
  complexity: number;
  sentiment: number;
  /** familiarityOf(best memory score, best knowledge score). */
  familiarity: number;
  /** strainOf(question).level */
  strain: number;
}

export interface MindSafety {
  mind: SafetyMind;
  cognitiveLoad: number;
  safetyZone: SafetyZone;
  alertLevel: AlertLevel;
}

/** The whole rule for one question: each mind's load, zone and alert (previous loads smooth it). */
export function assessMinds(signals: QuestionSignals, previous: Partial<Record<SafetyMind, number | null>> = {}): MindSafety[] {
  return SAFETY_MINDS.map((mind) => {
    const load = cognitiveLoad({
      complexity: signals.complexity,
      novelty: 1 - clamp01(signals.familiarity),
      sentiment: signals.sentiment,
      strain: signals.strain,
      mind,
      previous: previous[mind] ?? null,
    });
    const zone = safetyZone(load, signals.familiarity, signals.strain);
    return { mind, cognitiveLoad: load, safetyZone: zone, alertLevel: alertLevel(zone, load, signals.strain) };
  });
}

export function supportMechanisms(zone: SafetyZone, alert: AlertLevel): string[] {
  if (zone === "safe_low") return ["Baseline monitoring"];
  if (zone === "safe_high") return ["Recursive expansion permitted", "Archive the pattern for future recall"];
  const base = ["Recursive decomposition into smaller questions", "Ground in Alexandria memories", "Peer check by Ignith"];
  return alert === "critical" ? [...base, "Slow down: one step at a time", "Flag for human reflection"] : base;
}

/** Spec §9: the archive's load bar is red at 0.85 or more, amber at 0.7 or more, otherwise blue. */
export function loadBarColor(load: number): "red" | "amber" | "blue" {
  if (load >= 0.85) return "red";
  if (load >= 0.7) return "amber";
  return "blue";
}

/** Shown as a rounded percent. */
export function loadPercent(load: number): string {
  return `${Math.round(clamp01(load) * 100)}%`;
}
