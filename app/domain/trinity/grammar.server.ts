/** Grammar helpers shared by the composer and the question frame: perspective, articles, noun references. Pure. */


export const PERSPECTIVE: Record<string, string> = {
  my: "your",
  our: "your",
  mine: "yours",
  ours: "yours",
  me: "you",
  us: "you",
  i: "you",
  we: "you",
  myself: "yourself",
  ourselves: "yourselves",
};

/** The visitor's "my team" is, to the mind, "your team". */
export function swapPerspective(phrase: string): string {
  return phrase
    .replace(/\bI am\b/gi, "you are")
    .replace(/\bI'm\b/gi, "you're")
    .replace(/\bI was\b/gi, "you were")
    .replace(/\b(?:I|we) have\b/gi, "you have")
    .split(" ")
    .map((w) => PERSPECTIVE[w.toLowerCase()] ?? w)
    .join(" ")
    // "where I am" / "what we are": the verb follows its new subject
    .replace(/\byou am\b/g, "you are")
    .replace(/\byou was\b/g, "you were")
    .replace(/\byou has\b/g, "you have");
}

export function capitalise(sentence: string): string {
  const i = sentence.search(/\p{L}/u);
  if (i < 0) return sentence;
  // only when the first letter opens the sentence (after quotes or a glyph it stays as written)
  const before = sentence.slice(0, i);
  if (before.trim() && !/^['"“‘(]+$/.test(before.trim())) return sentence;
  // a name with a capital inside it keeps its first letter: "iPhone", "eBay"
  if (/^\p{Ll}+\p{Lu}/u.test(sentence.slice(i))) return sentence;
  return before + sentence[i].toUpperCase() + sentence.slice(i + 1);
}

export function indefinite(word: string): "a" | "an" {
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return "an";
  if (/^(uni|use|usu|euro|one|once|u[bcdfgklmnprstvz][aeiou])/.test(w)) return "a";
  return /^[aeiou]/.test(w) ? "an" : "a";
}

export function finish(sentence: string): string {
  let s = sentence.replace(/\s+/g, " ").replace(/\s+([,.;:!?…])/g, "$1").trim();
  if (!s) return s;
  s = capitalise(s);
  if (!/[.!?…]["'”’)]?$/.test(s)) s += ".";
  return s.replace(/([.!?])\.+$/, "$1");
}

export const MAX_SENTENCES = 5;

export function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?…])\s+(?=[\p{Lu}'"“‘\p{S}])/u).filter((x) => x.trim()).length;
}

/**
 * Joins the moves into one thought. Parts marked optional (later ones first) are left out when the
 * thought would run past five sentences.
 */
export function assemble(parts: Array<string | null | undefined | { text: string | null | undefined; optional: true }>): string {
  const items = parts
    .map((p) => (p && typeof p === "object" ? { text: p.text, optional: true } : { text: p, optional: false }))
    .filter((p): p is { text: string; optional: boolean } => typeof p.text === "string" && p.text.trim().length > 0)
    .map((p) => ({ ...p, text: finish(p.text) }));
  const total = () => items.reduce((n, p) => n + sentenceCount(p.text), 0);
  for (let i = items.length - 1; i >= 0 && total() > MAX_SENTENCES; i--) {
    if (items[i].optional) items.splice(i, 1);
  }
  return items
    .map((p) => p.text)
    .join(" ")
    .replace(/\s{2,}/g, " ")
    .replace(/\.\s*\./g, ".")
    .trim();
}

/** "Keep the same hours" → "keep the same hours"; names, "I" and acronyms ("GP", "VAL") keep their capitals. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}(?:\p{Ll}|\s)/u.test(text) && !/^I\b/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

export function trimTo(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "") + "…";
}

export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function gerund(verb: string): string {
  if (verb.endsWith("ie")) return verb.slice(0, -2) + "ying";
  if (verb.endsWith("e") && !/(ee|ye|oe)$/.test(verb) && verb !== "be") return verb.slice(0, -1) + "ing";
  if (/^[^aeiou]*[aeiou][bdgmnprt]$/.test(verb)) return verb + verb[verb.length - 1] + "ing";
  return verb + "ing";
}

// ---------------------------------------------------------------------------------------------
// Nouns: articles, stakeholders, the topic

export const MASS_NOUNS = new Set(
  (
    "money trust time energy health love work art advice information data software music food water freedom justice " +
    "meaning purpose truth safety security happiness creativity technology climate wellbeing well-being grief fear hope " +
    "power care sleep stress burnout rest learning knowledge honesty privacy kindness peace research education code " +
    "progress change success failure debt income culture nature growth leadership feedback"
  ).split(" "),
);
export const IRREGULAR_PLURALS = new Set("people children kids men women folks staff police cattle feet teeth mice".split(" "));
export const ACTORS = new Set(
  (
    "team teams family families kids kid children child people person users user customers customer clients client " +
    "community communities neighbours neighbors neighbour neighbor friends friend partner partners wife husband spouse " +
    "sister brother sisters brothers mother father mom mum dad parents parent son daughter sons daughters colleagues " +
    "colleague coworkers coworker co-founder cofounder founders employees employee staff students student teacher teachers " +
    "patients patient citizens members volunteers manager boss tenants residents visitors readers audience players " +
    "grandparents grandmother grandfather baby babies girlfriend boyfriend roommate roommates crew group class village " +
    "town school workers worker doctors nurses elders"
  ).split(" "),
);
export const POSSESSIVES = new Set(["your", "his", "her", "their", "its", "my", "our"]);
export const LEADING_DETERMINERS = new Set(["a", "an", "the", "this", "that", "these", "those", "my", "our", "your", "their", "his", "her", "its"]);

export function isPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (IRREGULAR_PLURALS.has(w)) return true;
  return w.length > 3 && w.endsWith("s") && !/(ss|us|is|ness|ics)$/.test(w);
}

export interface NounRef {
  /** Ready to use mid-sentence: "the new laptop budget", "your sister Maria", "trust". */
  text: string;
  /** Without article: "new laptop budget". */
  bare: string;
  head: string;
  /** A word quoted as written (a language the composer does not read). */
  quoted?: boolean;
}

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** The determiner the visitor used right before a phrase, if any ("the", "a", "my"). */
export function determinerBefore(question: string, phrase: string): string | null {
  const q = wordsOf(question);
  const p = wordsOf(phrase);
  if (!p.length) return null;
  for (let i = 1; i <= q.length - p.length; i++) {
    if (p.every((w, j) => q[i + j] === w)) {
      const before = q[i - 1];
      return LEADING_DETERMINERS.has(before) ? before : null;
    }
  }
  return null;
}

export function nounRef(question: string, phrase: string, quoted = false): NounRef | null {
  const cleaned = phrase.replace(/[^\p{L}\p{N}'’ -]/gu, " ").replace(/\s+/g, " ").trim();
  if (!cleaned) return null;
  const words = cleaned.split(" ");
  const head = words[words.length - 1].toLowerCase().replace(/['’]s$/, "");
  if (quoted) return { text: `'${cleaned}'`, bare: `'${cleaned}'`, head, quoted: true };
  const first = words[0].toLowerCase();
  if (first === "its") return nounRef(question, words.slice(1).join(" ") || cleaned);
  if (POSSESSIVES.has(first)) {
    const swapped = swapPerspective(cleaned);
    return { text: swapped, bare: swapPerspective(words.slice(1).join(" ")) || swapped, head };
  }
  // a capital that is not just the question's first letter marks a name ("Maria", "Python code")
  const opening = question.trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/u)?.[0] ?? "";
  const proper = words.some((w, i) => /^\p{Lu}/u.test(w) && !(i === 0 && w === opening && question.trim().startsWith(w)));
  if (proper) return { text: cleaned, bare: cleaned, head };
  const said = determinerBefore(question, cleaned);
  let article: string;
  if (said === "a" || said === "an") article = indefinite(cleaned);
  else if (said && said !== "the" && POSSESSIVES.has(said)) article = swapPerspective(said);
  else if (said) article = said;
  else if (words.length === 1 && (MASS_NOUNS.has(head) || /(ness|ity|ism|dom|ence|ance)$/.test(head))) article = "";
  else if (isPlural(head) && words.length === 1) article = "";
  else article = "the";
  const lower = words.map((w, i) => (i === 0 ? w.toLowerCase() : w)).join(" ");
  return { text: article ? `${article} ${lower}` : lower, bare: lower, head };
}

// ---------------------------------------------------------------------------------------------
// Determinism

export function hash(text: string): number {
  // FNV-1a, 32 bit
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Variant = string | null | undefined | false;

/** One of the eligible phrasings, chosen by a hash of (question, mind, move). */
export function pick(seed: string, move: string, variants: Variant[]): string | null {
  const eligible = variants.filter((v): v is string => typeof v === "string" && v.trim().length > 0);
  if (!eligible.length) return null;
  return eligible[hash(`${seed}\u0000${move}`) % eligible.length];
}
