/**
 * Pure mining and scoring rules of mesh evolution (spec "Mesh Evolution", §3, §9). The reflection
 * job reads recent mesh events and chat messages and hands them here; what comes back is stored.
 * Client-safe (the screen uses the display limits and the score's percent).
 */
import { GLYPH_LIBRARY, glyphEntry } from "./glyphs";
import { NODE_TYPE_DEFS, type NodeTypeDef } from "./node-types";

/** Spec §9: capabilities shown on template cards, in reflections; node types on pattern cards. */
export const TEMPLATE_CAPABILITIES_SHOWN = 3;
export const REFLECTION_CAPABILITIES_SHOWN = 4;
export const PATTERN_TYPES_SHOWN = 2;
/** Spec §7: the screen polls the metrics every 10 s. */
export const METRICS_POLL_MS = 10_000;

/** A pattern or template must recur: seen at least this often in the window. */
export const MIN_PATTERN_FREQUENCY = 2;
export const MIN_TEMPLATE_OCCURRENCES = 2;
/** The reflection reads this far back, at most this many rows of each kind (newest). */
export const REFLECTION_WINDOW_DAYS = 30;
export const REFLECTION_MAX_ROWS = 5000;
export const REFLECTION_QUERY_MAX = 200;

export type PatternType = "event_sequence" | "glyph_cooccurrence";

/** Capabilities every node shows (liveness, admission): they explain nothing about a node's function. */
export const BASELINE_CAPABILITIES: ReadonlySet<string> = new Set(["liveness-signalling", "self-registration", "admission-review", "presence-tracking"]);

/** What each known mesh event says a node can do; unknown event types name their own capability. */
const EVENT_CAPABILITIES: Record<string, string> = {
  heartbeat: "liveness-signalling",
  node_registered: "self-registration",
  node_approved: "admission-review",
  node_rejected: "admission-review",
  node_offline: "presence-tracking",
  val_minted: "val-minting",
  knowledge_trade: "knowledge-trading",
  glyph_broadcast: "glyph-broadcast",
  threshold_alert: "threshold-monitoring",
  pattern_archived: "pattern-archival",
  agent_onboarded: "agent-onboarding",
  offer_created: "knowledge-trading",
  lease_started: "workload-hosting",
  version_updated: "version-cascading",
  // Events the mesh writes that name what a node already does (issue 31): left unmapped, each became
  // a capability of its own that no reference explains, and every pattern around it "novel".
  resonance_exchange: "val-minting",
  deployment: "version-cascading",
  manifest_synced: "bootstrap-seeding",
  node_promoted: "admission-review",
  promotion_rejected: "admission-review",
  node_secret_rotated: "signature-verification",
  node_secret_revoked: "signature-verification",
  node_decommissioned: "presence-tracking",
};

export function capabilityOf(eventType: string): string {
  const known = EVENT_CAPABILITIES[eventType];
  if (known) return known;
  const kebab = eventType
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return kebab || "unknown";
}

/** "knowledge-trading" → "Knowledge Trading". */
export function titleOf(capability: string): string {
  return capability
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

function humanEvent(eventType: string): string {
  return eventType.replace(/[_-]+/g, " ").trim();
}

/** The library glyphs a text contains, in library order. */
export function glyphsIn(text: string): string[] {
  return GLYPH_LIBRARY.map((g) => g.symbol).filter((s) => text.includes(s));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface MinedEvent {
  id: number;
  eventType: string;
  nodeId: string | null;
  nodeType: string | null;
  summary: string;
}

export interface MinedMessage {
  id: number;
  content: string;
}

export interface PatternCandidate {
  signature: string;
  patternType: PatternType;
  description: string;
  frequency: number;
  /** 0..1: the share of comparable observations this pattern accounts for. */
  impact: number;
  participantTypes: string[];
  glyphSignature: string;
  /** True when a reference template accounts for it (then it is never novel). */
  explained: boolean;
}

function typesWithCapability(capability: string, refs: readonly NodeTypeDef[]): string[] {
  return refs.filter((d) => d.capabilities.includes(capability)).map((d) => d.typeName);
}

/**
 * Recurring event-type pairs per node type: each node's consecutive events (a → b, a ≠ b), counted
 * per node type. `events` must be oldest first (a node's earlier event may come from before the
 * window: pass it too, it only opens the node's first transition).
 */
export function mineEventSequences(events: readonly MinedEvent[], refs: readonly NodeTypeDef[] = NODE_TYPE_DEFS): PatternCandidate[] {
  const last = new Map<string, MinedEvent>();
  const counts = new Map<string, { nodeType: string; a: string; b: string; n: number }>();
  const totals = new Map<string, number>();
  for (const e of events) {
    if (!e.nodeId || !e.nodeType) continue;
    const prev = last.get(e.nodeId);
    last.set(e.nodeId, e);
    if (!prev || prev.eventType === e.eventType) continue;
    const key = `sequence:${e.nodeType}:${prev.eventType}>${e.eventType}`;
    const c = counts.get(key) ?? { nodeType: e.nodeType, a: prev.eventType, b: e.eventType, n: 0 };
    c.n++;
    counts.set(key, c);
    totals.set(e.nodeType, (totals.get(e.nodeType) ?? 0) + 1);
  }
  const out: PatternCandidate[] = [];
  for (const [signature, c] of counts) {
    if (c.n < MIN_PATTERN_FREQUENCY) continue;
    const def = refs.find((d) => d.typeName === c.nodeType);
    const caps = [capabilityOf(c.a), capabilityOf(c.b)].filter((cap) => !BASELINE_CAPABILITIES.has(cap));
    const unexplained = caps.filter((cap) => !def?.capabilities.includes(cap));
    const participants = [c.nodeType, ...unexplained.flatMap((cap) => typesWithCapability(cap, refs))];
    out.push({
      signature,
      patternType: "event_sequence",
      description: `${c.nodeType} nodes follow ${humanEvent(c.a)} with ${humanEvent(c.b)}`,
      frequency: c.n,
      impact: round2(c.n / (totals.get(c.nodeType) ?? c.n)),
      participantTypes: [...new Set(participants)],
      glyphSignature: (def?.glyphProfile ?? []).slice(0, 2).join(""),
      explained: unexplained.length === 0,
    });
  }
  return out.sort((x, y) => y.frequency - x.frequency || (x.signature < y.signature ? -1 : 1));
}

/** Glyphs that appear together in chat messages, pair by pair (library order inside a pair). */
export function mineGlyphPairs(messages: readonly MinedMessage[], refs: readonly NodeTypeDef[] = NODE_TYPE_DEFS): PatternCandidate[] {
  const counts = new Map<string, { a: string; b: string; n: number }>();
  let multi = 0;
  for (const m of messages) {
    const glyphs = glyphsIn(m.content);
    if (glyphs.length < 2) continue;
    multi++;
    for (let i = 0; i < glyphs.length; i++) {
      for (let j = i + 1; j < glyphs.length; j++) {
        const key = `glyphs:${glyphs[i]}+${glyphs[j]}`;
        const c = counts.get(key) ?? { a: glyphs[i], b: glyphs[j], n: 0 };
        c.n++;
        counts.set(key, c);
      }
    }
  }
  const out: PatternCandidate[] = [];
  for (const [signature, c] of counts) {
    if (c.n < MIN_PATTERN_FREQUENCY) continue;
    const both = refs.filter((d) => d.glyphProfile.includes(c.a) && d.glyphProfile.includes(c.b)).map((d) => d.typeName);
    const either = refs.filter((d) => d.glyphProfile.includes(c.a) || d.glyphProfile.includes(c.b)).map((d) => d.typeName);
    const name = (g: string) => glyphEntry(g)?.name ?? g;
    out.push({
      signature,
      patternType: "glyph_cooccurrence",
      description: `Conversations pair ${c.a} ${name(c.a)} with ${c.b} ${name(c.b)}`,
      frequency: c.n,
      impact: round2(c.n / multi),
      participantTypes: both.length > 0 ? both : either,
      glyphSignature: `${c.a}${c.b}`,
      explained: both.length > 0,
    });
  }
  return out.sort((x, y) => y.frequency - x.frequency || (x.signature < y.signature ? -1 : 1));
}

export interface TemplateCandidate {
  signature: string;
  typeName: string;
  capabilities: string[];
  occurrenceCount: number;
  confidence: number;
}

/** Confidence grows with occurrences and never reaches 1: n / (n + 2), two decimals (2 → 0.5, 6 → 0.75). */
export function templateConfidence(occurrences: number): number {
  if (occurrences <= 0) return 0;
  return round2(occurrences / (occurrences + 2));
}

/** True when one reference template has every capability of the set. */
export function coveredByReference(capabilities: readonly string[], refs: readonly NodeTypeDef[] = NODE_TYPE_DEFS): boolean {
  return refs.some((d) => capabilities.every((c) => d.capabilities.includes(c)));
}

/**
 * Emergent template candidates: capability pairs that several nodes show together (from the events
 * they emit) and that no single reference template covers. Occurrences = distinct nodes.
 */
export function mineTemplates(events: readonly MinedEvent[], refs: readonly NodeTypeDef[] = NODE_TYPE_DEFS): TemplateCandidate[] {
  const perNode = new Map<string, Set<string>>();
  for (const e of events) {
    if (!e.nodeId) continue;
    const cap = capabilityOf(e.eventType);
    if (BASELINE_CAPABILITIES.has(cap)) continue;
    const set = perNode.get(e.nodeId) ?? new Set<string>();
    set.add(cap);
    perNode.set(e.nodeId, set);
  }
  const counts = new Map<string, { caps: [string, string]; n: number }>();
  for (const caps of perNode.values()) {
    const list = [...caps].sort();
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const pair: [string, string] = [list[i], list[j]];
        if (coveredByReference(pair, refs)) continue;
        const key = pair.join("+");
        const c = counts.get(key) ?? { caps: pair, n: 0 };
        c.n++;
        counts.set(key, c);
      }
    }
  }
  const out: TemplateCandidate[] = [];
  for (const [signature, c] of counts) {
    if (c.n < MIN_TEMPLATE_OCCURRENCES) continue;
    out.push({
      signature,
      typeName: `${titleOf(c.caps[0])} + ${titleOf(c.caps[1])}`,
      capabilities: c.caps,
      occurrenceCount: c.n,
      confidence: templateConfidence(c.n),
    });
  }
  return out.sort((x, y) => y.occurrenceCount - x.occurrenceCount || (x.signature < y.signature ? -1 : 1));
}

/** The words of an operator's reflection query that can match (3+ letters, at most 8). */
export function queryTerms(query: string | null | undefined): string[] {
  if (!query) return [];
  const words = query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return [...new Set(words)].slice(0, 8);
}

/**
 * The capabilities a reflection found: every non-baseline capability the window's events show,
 * those of events matching the query first, then by how often they were seen.
 */
export function capabilitiesFound(events: readonly MinedEvent[], query: string | null | undefined): string[] {
  const terms = queryTerms(query);
  const seen = new Map<string, { n: number; matched: boolean }>();
  for (const e of events) {
    const cap = capabilityOf(e.eventType);
    if (BASELINE_CAPABILITIES.has(cap)) continue;
    const text = `${e.eventType} ${e.summary} ${cap}`.toLowerCase();
    const matched = terms.some((t) => text.includes(t));
    const s = seen.get(cap) ?? { n: 0, matched: false };
    s.n++;
    s.matched ||= matched;
    seen.set(cap, s);
  }
  return [...seen]
    .sort(([ca, a], [cb, b]) => Number(b.matched) - Number(a.matched) || b.n - a.n || (ca < cb ? -1 : 1))
    .map(([cap]) => cap);
}

/** A query word and its plain stem ("trades" → "trade", "catalysts" → "catalyst"), for matching text. */
function stems(term: string): string[] {
  const stem = term.length > 4 ? term.replace(/(?:es|s)$/u, "") : term;
  return stem === term ? [term] : [term, stem];
}

function mentions(text: string, terms: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return terms.some((t) => stems(t).some((s) => lower.includes(s)));
}

function tally(values: readonly string[], top: number): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, top)
    .map(([v, n]) => `${v} ×${n}`)
    .join(", ");
}

/** Longest focus answer stored. */
export const FOCUS_ANSWER_MAX = 600;

/**
 * A focused reflection's answer to its question: what of the window's events, chat messages and
 * recurring patterns the question's words touch, in one or two sentences (null without a question).
 * The words are matched, stem and all, against each event's type, summary, capability and node type,
 * each message, and each pattern's description and node types.
 */
export function answerFocus(
  query: string | null | undefined,
  window: { events: readonly MinedEvent[]; messages: readonly MinedMessage[] },
  patterns: readonly PatternCandidate[],
): string | null {
  const question = query?.trim();
  if (!question) return null;
  const terms = queryTerms(question);
  if (terms.length === 0) return `“${question}” has no word of three letters or more for the mesh to look for.`.slice(0, FOCUS_ANSWER_MAX);
  const events = window.events.filter((e) => mentions(`${e.eventType} ${e.summary} ${capabilityOf(e.eventType)} ${e.nodeType ?? ""}`, terms));
  const messages = window.messages.filter((m) => mentions(m.content, terms));
  const touched = patterns.filter((p) => mentions(`${p.description} ${p.participantTypes.join(" ")}`, terms));
  const days = `the last ${REFLECTION_WINDOW_DAYS} days`;
  if (events.length === 0 && messages.length === 0 && touched.length === 0) {
    return `Nothing in ${days} touches “${question}”: none of the ${window.events.length} mesh events or ${window.messages.length} chat messages read mention ${terms.join(", ")}.`.slice(0, FOCUS_ANSWER_MAX);
  }
  const parts: string[] = [];
  if (events.length > 0) {
    const kinds = tally(events.map((e) => humanEvent(e.eventType)), 3);
    const types = tally(events.map((e) => e.nodeType).filter((t): t is string => t !== null), 3);
    parts.push(`${events.length} of ${window.events.length} mesh events in ${days} touch “${question}” (${kinds})${types ? `, from ${types} nodes` : ""}.`);
  } else {
    parts.push(`No mesh event in ${days} touches “${question}”.`);
  }
  if (messages.length > 0) parts.push(`${messages.length} of ${window.messages.length} chat messages mention it.`);
  if (touched.length > 0) {
    const [first] = touched;
    parts.push(
      `${touched.length} recurring pattern${touched.length === 1 ? "" : "s"}, the strongest: ${first.description} (seen ${first.frequency}×, ${first.explained ? "explained by a reference template" : "novel"}).`,
    );
  } else {
    parts.push("No recurring pattern involves it yet.");
  }
  const text = parts.join(" ");
  return text.length > FOCUS_ANSWER_MAX ? `${text.slice(0, FOCUS_ANSWER_MAX - 1)}…` : text;
}

/**
 * Emergence score 0..1: how much of the mesh's observed behaviour the reference templates do not
 * explain. 0.7 × (frequency of novel patterns / frequency of all patterns) + 0.3 × (emergent
 * templates / all templates). Three decimals.
 */
export function emergenceScore(input: { novelFrequency: number; totalFrequency: number; emergentTemplates: number; referenceTemplates: number }): number {
  const novelShare = input.totalFrequency > 0 ? Math.min(1, input.novelFrequency / input.totalFrequency) : 0;
  const templates = input.emergentTemplates + input.referenceTemplates;
  const emergentShare = templates > 0 ? input.emergentTemplates / templates : 0;
  return Math.round(Math.min(1, Math.max(0, 0.7 * novelShare + 0.3 * emergentShare)) * 1000) / 1000;
}

/** What the emergence score is made of (the metrics carry these; the card explains the score with them). */
export interface EmergenceParts {
  novelFrequency: number;
  totalFrequency: number;
  emergentTemplates: number;
  referenceTemplates: number;
}

/** "70% × 97% novel pattern sightings (340 of 350) + 30% × 3% emergent templates (1 of 30)": the score's one-line explanation. */
export function emergenceExplanation(parts: EmergenceParts): string {
  const pct = (n: number, of: number) => `${of > 0 ? Math.round((Math.min(n, of) / of) * 100) : 0}%`;
  const templates = parts.emergentTemplates + parts.referenceTemplates;
  const sightings =
    parts.totalFrequency > 0
      ? `${pct(parts.novelFrequency, parts.totalFrequency)} novel pattern sightings (${parts.novelFrequency} of ${parts.totalFrequency})`
      : "no pattern sightings yet";
  return `70% × ${sightings} + 30% × ${pct(parts.emergentTemplates, templates)} emergent templates (${parts.emergentTemplates} of ${templates})`;
}

/** The percent the emergence card shows (whole number). */
export function emergencePercent(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 100);
}

/** "first three, +N" (spec §9) for capability lists on cards. */
export function shownWithOverflow<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

