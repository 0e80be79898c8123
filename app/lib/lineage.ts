/**
 * Lineage rules (spec §2.10, §9), client-safe: the thread intensity label, and which sovereign
 * projects a piece of text resonates with (the rule that surfaces echoes).
 */

export const PROJECT_IDS = ["strike", "sanctuary", "mindlens", "companion"] as const;
export type ProjectId = (typeof PROJECT_IDS)[number];

export function isProjectId(value: unknown): value is ProjectId {
  return typeof value === "string" && (PROJECT_IDS as readonly string[]).includes(value);
}

/** A thread is "High Intensity" at 0.7 or more (spec §9). */
export const HIGH_INTENSITY_THRESHOLD = 0.7;

export function intensityLabel(intensity: number): "High Intensity" | "Standard" {
  return intensity >= HIGH_INTENSITY_THRESHOLD ? "High Intensity" : "Standard";
}

export type EchoSource = "chat" | "contribution";

export const ECHO_TYPES: Record<EchoSource, string> = {
  chat: "chat_resonance",
  contribution: "contribution_resonance",
};

/** What the matching rule needs of a project. */
export interface ResonantProject {
  id: string;
  name: string;
  symbol: string;
  keywords: string[];
}

export interface EchoMatch {
  projectId: string;
  /** The project's keywords found, in the order they first appear in the text. */
  keywords: string[];
  /** The project's symbol was written in the text or used as a glyph. */
  symbol: boolean;
  intensity: number;
  /** Where the first match starts in the text (-1 when only the glyphs matched). */
  at: number;
}

interface Token {
  stem: string;
  start: number;
}

/** Lower case, accents removed. */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** A light English stemmer: enough that "floods", "flooding" and "flood" meet, and "emergencies" meets "emergency". */
export function stem(word: string): string {
  const w = fold(word);
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("ing") && w.length > 5) return w.slice(0, -3);
  if (w.endsWith("ed") && w.length > 4) return w.slice(0, -2);
  if (w.endsWith("es") && /(ss|sh|ch|x|z)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) return w.slice(0, -1);
  return w;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu)) out.push({ stem: stem(m[0].replace(/['’].*$/, "")), start: m.index ?? 0 });
  return out;
}

/** Where a keyword (one word or a phrase) first occurs among the tokens, or -1. */
function findKeyword(words: Token[], keyword: string): number {
  const parts = tokens(keyword).map((t) => t.stem);
  if (parts.length === 0) return -1;
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((p, j) => words[i + j].stem === p)) return words[i].start;
  }
  return -1;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * An echo's intensity from the match's strength: 0.3, plus 0.15 per distinct keyword, plus 0.3
 * when the project's own symbol was used; at most 1.
 */
export function echoIntensity(keywordHits: number, symbol: boolean): number {
  return round2(Math.min(1, 0.3 + 0.15 * Math.max(0, keywordHits) + (symbol ? 0.3 : 0)));
}

/**
 * The projects a text (and the glyphs its author chose) resonates with: a project matches when
 * one of its keywords appears in the text (as a word or phrase, plural and -ing forms included)
 * or its symbol is written in the text or among the glyphs. Strongest first.
 */
export function matchProjects(projects: ResonantProject[], input: { text: string; glyphs?: string[] }): EchoMatch[] {
  const text = input.text ?? "";
  const words = tokens(text);
  const glyphs = new Set(input.glyphs ?? []);
  const matches: EchoMatch[] = [];
  for (const project of projects) {
    const found = project.keywords
      .map((k) => ({ k, at: findKeyword(words, k) }))
      .filter((f) => f.at >= 0)
      .sort((a, b) => a.at - b.at);
    const keywords = [...new Set(found.map((f) => f.k))];
    const symbolAt = project.symbol ? text.indexOf(project.symbol) : -1;
    const symbol = Boolean(project.symbol) && (symbolAt >= 0 || glyphs.has(project.symbol));
    if (keywords.length === 0 && !symbol) continue;
    const starts = [found[0]?.at ?? -1, symbolAt].filter((n) => n >= 0);
    matches.push({ projectId: project.id, keywords, symbol, intensity: echoIntensity(keywords.length, symbol), at: starts.length ? Math.min(...starts) : -1 });
  }
  return matches.sort((a, b) => b.intensity - a.intensity || projects.findIndex((p) => p.id === a.projectId) - projects.findIndex((p) => p.id === b.projectId));
}

export const EXCERPT_MAX = 100;

/**
 * A short quotable piece of the text around `at` (whitespace collapsed, cut at word boundaries,
 * "…" where it was cut): the whole text when it is short.
 */
export function excerpt(text: string, at = 0, max = EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  // Positions shift a little when whitespace collapses; a rough centre is all that is needed.
  const centre = Math.min(Math.max(0, at), flat.length);
  let start = Math.max(0, centre - Math.floor(max / 3));
  let end = Math.min(flat.length, start + max);
  start = Math.max(0, end - max);
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    if (space >= 0 && space < centre) start = space + 1;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${start > 0 ? "…" : ""}${flat.slice(start, end).trim()}${end < flat.length ? "…" : ""}`;
}

/** The echo's message: which source resonated, quoting a short excerpt. */
export function echoMessage(source: EchoSource, projectName: string, quoted: string): string {
  const who = source === "chat" ? "A question to the Trinity Mesh" : "A mesh contribution";
  return `${who} resonated with ${projectName}: “${quoted}”`;
}

/** The echo's glyph signature: the project's symbol first, then the glyphs used (at most five, no repeats). */
export function echoSignature(projectSymbol: string, glyphs: string[]): string {
  return [...new Set([projectSymbol, ...glyphs].filter(Boolean))].slice(0, 5).join("");
}

export interface EchoDraft {
  projectId: string;
  echoType: string;
  message: string;
  glyphSignature: string;
  intensity: number;
}

/** Every echo a text surfaces: one per resonating project. */
export function echoDrafts(projects: ResonantProject[], input: { text: string; glyphs?: string[]; source: EchoSource }): EchoDraft[] {
  const byId = new Map(projects.map((p) => [p.id, p]));
  return matchProjects(projects, input).map((m) => {
    const project = byId.get(m.projectId)!;
    return {
      projectId: m.projectId,
      echoType: ECHO_TYPES[input.source],
      message: echoMessage(input.source, project.name, excerpt(input.text, Math.max(0, m.at))),
      glyphSignature: echoSignature(project.symbol, input.glyphs ?? []),
      intensity: m.intensity,
    };
  });
}
