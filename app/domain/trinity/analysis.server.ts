/**
 * Language analysis of a visitor's question (DESIGN.md §6). compromise does the language work
 * (part-of-speech tags, noun chunks, verb roots, names); this module turns its tags into the
 * small QuestionAnalysis the minds think with. Pure and synchronous; never throws. It loads compromise's
 * tagger level ("compromise/two"): the tags and verb roots read here are the same as the full library's (checked
 * on the bench's and the eval's questions), without the third level's chunker and plugins that nothing uses.
 */
import nlp from "compromise/two";
import { fasterSweep } from "./sweep.server";
import { GLYPH_LIBRARY, HIGH_RESONANCE_GLYPHS } from "../../lib/glyphs";
import type { MulticoreMind, QuestionAnalysis, QuestionType } from "./types";

// The post-tagger's sweep with less work and the same result (sweep.server.ts).
nlp.plugin(fasterSweep as unknown as Parameters<typeof nlp.plugin>[0]);

/** compromise reads at most this many characters; counts and glyph detection still see all of it. */
const MAX_NLP_CHARS = 1500;
const MAX_KEY_TERMS = 6;
const MAX_GLYPHS = 4;
const MAX_PHRASE_WORDS = 4;

/** Which glyphs call each multicore agent (their glyph affinity). */
export const MULTICORE_AFFINITY: Record<MulticoreMind, string[]> = {
  Firefly: ["✦"],
  Pulse: ["∇", "☉"],
  Relay: ["⟁", "⊗"],
};

const MULTICORE_ORDER: MulticoreMind[] = ["Firefly", "Pulse", "Relay"];

/** The multicore agents whose glyph affinity the question touches, in the order Firefly, Pulse, Relay. */
export function multicoreMindsFor(analysis: Pick<QuestionAnalysis, "glyphs">): MulticoreMind[] {
  const glyphs = new Set(analysis?.glyphs ?? []);
  return MULTICORE_ORDER.filter((mind) => MULTICORE_AFFINITY[mind].some((g) => glyphs.has(g)));
}

// ---------------------------------------------------------------------------------------------
// Word lists (small and deliberate: compromise supplies the grammar, these supply the judgement)

const STOP_WORDS = new Set(
  (
    "a an the and or but nor so yet if then than that this these those there here of to in on at by for from with " +
    "without within into onto about above below over under after before between through during against among " +
    "is are was were be been being am do does did doing done have has had having can could should would will shall " +
    "may might must ought i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his " +
    "himself she her hers herself it its itself they them their theirs themselves what which who whom whose when " +
    "where why how not no yes very just also too only really quite still even ever never always often sometimes " +
    "all any both each few more most other some such own same much many lot lots thing things stuff way ways " +
    "something anything everything nothing someone anyone everyone somebody anybody everybody one ones " +
    "get gets got getting go goes went going gone make makes made let lets say says said tell told please " +
    "hi hey hello thanks thank ok okay yeah well um uh oh ah like kind of sort maybe perhaps now today tomorrow " +
    "want wants need needs know knows think thinks try tries use uses come comes take takes put puts seem seems " +
    "keep keeps kept wonder explain help possible able sure " +
    "again already else instead rather enough etc via per against versus vs toward towards despite near beyond upon unlike " +
    "together tonight tomorrow yesterday online offline abroad ahead apart anyway"
  ).split(/\s+/),
);

/** Common English function words: if a longer text has none of them, it is probably not English. */
const ENGLISH_MARKERS = new Set(
  "the a an to of and is are i you we my our how why what should can do does in on for it this that with be not".split(" "),
);

const AUXILIARY_VERBS = new Set(
  "be is are was were am been being do does did have has had can could should would will shall may might must ought dare let".split(
    " ",
  ),
);

const FILLER_LEADS = new Set(
  "hi hey hello so ok okay well please dear honestly um uh oh and but also then now trinity mesh friends folks quick question".split(" "),
);

const WH_TYPES: Record<string, QuestionType> = {
  how: "how",
  why: "why",
  what: "what",
  which: "what",
  who: "who",
  whom: "who",
  whose: "who",
  when: "when",
  where: "where",
  should: "should",
  shall: "should",
  ought: "should",
  must: "should",
};

const YES_NO_LEADS = new Set("can could may might will would is are am was were do does did has have had".split(" "));
const ETHICAL_WORDS = new Set("right wrong ethical unethical fair unfair okay ok wise unwise better best worth moral immoral good bad selfish".split(" "));
const ASKING_WORDS = new Set("tell explain know show help wonder understand".split(" "));

const POSITIVE_WORDS = new Set(
  (
    "hope hopeful love loving happy happiness joy joyful excited exciting glad grateful thankful proud calm peace peaceful " +
    "thrive thriving opportunity dream dreams inspire inspired inspiring kindness confident confidence heal healing " +
    "celebrate success succeed wonderful great beautiful brave curious fun enjoy delighted eager optimistic"
  ).split(" "),
);

const NEGATIVE_WORDS = new Set(
  (
    "afraid fear fears scared anxious anxiety worry worried worries sad sadness lonely alone lost hurt hurting pain painful " +
    "angry anger stress stressed stressful burnout burned tired exhausted stuck fail failed failing failure broke broken " +
    "sick ill grief grieving die dying dead death crisis conflict fight fighting hate guilt guilty shame ashamed hopeless " +
    "helpless overwhelmed desperate depressed depression struggle struggling harm hurtful " +
    "betray betrayed cheated abuse toxic collapse terrible awful worse worst miserable unhappy frustrated upset"
  ).split(" "),
);

const NEGATORS = new Set("not no never without hardly barely don't doesn't didn't can't cannot won't isn't aren't wasn't".split(" "));

const ABSTRACT_NOUNS = new Set(
  (
    "meaning purpose truth justice freedom love trust value values ethics morality consciousness identity existence belief " +
    "faith hope fear beauty wisdom knowledge power fate soul mind self society responsibility fairness dignity honesty " +
    "integrity culture legacy future time change meaning life death nature reality ego balance harmony sovereignty " +
    "autonomy agency care grief memory emergence complexity"
  ).split(" "),
);
const ABSTRACT_SUFFIXES = ["ness", "ity", "ism", "ence", "ance", "tion", "sion", "ment", "hood", "ship", "dom"];

const WEAK_ADJECTIVES = new Set("other each same such many much more most some any own certain next last first whole".split(" "));

/**
 * Related words that also call a glyph to mind (weaker than the library's own keywords). They widen
 * the library's keyword lists a little so that e.g. a question about communication reaches Relay.
 */
const RELATED_WORDS: Record<string, string[]> = {
  "⟁": ["group", "consensus", "vote", "choose", "choice", "meeting"],
  "⊗": ["communicate", "communication", "connect", "connection", "conversation", "talk", "message", "friend", "friendship", "marriage", "loyal", "promise"],
  "∇": ["reason", "origin", "source", "analyse", "analyze", "investigate", "broken", "bug"],
  "◊": ["salary", "income", "invest", "price", "expensive", "cheap", "afford", "rent", "market"],
  "☉": ["wellness", "sleep", "stress", "burnout", "tired", "exhausted", "body", "mental", "heal", "rest", "rhythm", "exercise", "lonely", "kids", "parent", "parents"],
  "∞": ["generation", "generations", "lasting", "permanent", "planet", "environment", "archive", "tradition"],
  "△": ["harm", "hazard", "dangerous", "protect", "threat", "attack", "privacy", "scared", "afraid"],
  "⚛": ["software", "computer", "server", "data", "ai", "algorithm", "electricity", "battery", "solar", "program"],
  "✦": ["innovation", "innovate", "design", "write", "music", "story", "dream", "spark", "invention", "launch"],
  "⊙": ["reflection", "identity", "conscious", "consciousness", "awareness", "introspection", "myself", "who am"],
};

// ---------------------------------------------------------------------------------------------
// Small text helpers

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/gi, " ")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&quot;/gi, '"')
    .replace(/&#0*39;|&apos;/gi, "'")
    .replace(/&amp;/gi, "&");
}

/** Markup, control characters and runs of whitespace out; the words stay. */
export function cleanQuestionText(text: string): string {
  return decodeEntities(
    text
      .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, " ")
      .replace(/<\/?[a-z!][^>]{0,300}>/gi, " "),
  )
    .replace(/[<>{}[\]\\|`^~]/g, " ")
    .replace(/[\p{Cc}\u200b-\u200f\u2028\u2029\ufeff]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function stripAccents(word: string): string {
  return word.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

function normaliseToken(word: string): string {
  return word
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/'s$/, "")
    .replace(/^'+|'+$/g, "");
}

function tokens(text: string): string[] {
  return (text.match(WORD_RE) ?? []).map(normaliseToken).filter((w) => w.length > 0);
}

function clamp01(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(1, Math.max(0, n));
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function isContentWord(word: string): boolean {
  return word.length >= 2 && !STOP_WORDS.has(word) && /\p{L}/u.test(word) && !/^\d+$/.test(word);
}

const SUFFIXES = new Set([
  "s", "es", "ed", "ing", "ings", "er", "ers", "est", "ly", "y", "ful", "fully", "less", "ment", "ments", "ness", "ship", "ships",
  "ion", "ions", "ity", "ivity", "ive", "ively", "ation", "ations", "able", "ability", "ence", "ent", "ency", "ic", "al", "or", "ors",
]);
const VOWEL_SUFFIXES = new Set([...SUFFIXES].filter((s) => /^[aeiou]/.test(s)));
const SHORT_SUFFIXES = new Set(["s", "ing", "ed", "er", "ly", "ment", "ful"]);

/** True when `token` is `keyword` or a simple inflection of it (trusting → trust, creativity → create, families → family). */
export function matchesKeyword(token: string, keyword: string): boolean {
  const t = token.replace(/-/g, "");
  if (t === keyword) return true;
  if (keyword.length < 3 || keyword.includes(" ") || t.length <= keyword.length - 1) return false;
  if (keyword.endsWith("y") && (t === keyword.slice(0, -1) + "ies" || t === keyword.slice(0, -1) + "ied")) return true;
  if (t.startsWith(keyword)) {
    const rest = t.slice(keyword.length);
    if (keyword.length <= 3) return SHORT_SUFFIXES.has(rest) && t !== "news";
    return SUFFIXES.has(rest) || (keyword.endsWith("e") && ["d", "r", "rs"].includes(rest));
  }
  if (keyword.endsWith("e") && keyword.length > 3) {
    const stem = keyword.slice(0, -1);
    if (t.startsWith(stem) && VOWEL_SUFFIXES.has(t.slice(stem.length))) return true;
  }
  const last = keyword[keyword.length - 1];
  if (/[bdgklmnprt]/.test(last) && keyword.length <= 6 && t.startsWith(keyword + last)) {
    return ["ed", "ing", "er", "ers"].includes(t.slice(keyword.length + 1));
  }
  return false;
}

function isAbstract(word: string): boolean {
  if (ABSTRACT_NOUNS.has(word)) return true;
  return word.length >= 6 && ABSTRACT_SUFFIXES.some((s) => word.endsWith(s));
}

// ---------------------------------------------------------------------------------------------
// compromise

interface Term {
  text: string;
  normal: string;
  tags: Set<string>;
  root: string;
  post: string;
  sentence: number;
}

let lexicon: Record<string, string> | null = null;
function knownInfinitive(word: string): boolean {
  try {
    if (!lexicon) {
      const model = nlp.model() as { one?: { lexicon?: Record<string, string> } };
      lexicon = model.one?.lexicon ?? {};
    }
    return lexicon[word] === "Infinitive";
  } catch {
    return false;
  }
}

function parseTerms(text: string): Term[] {
  if (!text) return [];
  try {
    const doc = nlp(text);
    doc.compute("root");
    // `root` is a real compromise option (after compute("root")) that its typings do not list
    const options: Record<string, unknown> = { terms: { normal: true, root: true, tags: true } };
    const sentences = doc.json(options as Parameters<typeof doc.json>[0]) as Array<{
      terms?: Array<{ text?: string; normal?: string; root?: string; tags?: string[]; post?: string }>;
    }>;
    const out: Term[] = [];
    sentences.forEach((s, sentence) => {
      for (const t of s.terms ?? []) {
        const normal = normaliseToken(cleanWord(t.text ?? "")) || normaliseToken(t.normal ?? "");
        out.push({
          text: (t.text ?? "").replace(/[’]/g, "'"),
          normal,
          tags: new Set(t.tags ?? []),
          root: normaliseToken(t.root ?? ""),
          post: t.post ?? "",
          sentence,
        });
      }
    });
    return out;
  } catch {
    return [];
  }
}

function truncateForNlp(text: string): string {
  if (text.length <= MAX_NLP_CHARS) return text;
  const cut = text.slice(0, MAX_NLP_CHARS);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "), cut.lastIndexOf("! "));
  if (sentenceEnd > MAX_NLP_CHARS / 2) return cut.slice(0, sentenceEnd + 1);
  const space = cut.lastIndexOf(" ");
  return space > 0 ? cut.slice(0, space) : cut;
}

const POSSESSIVE_PRONOUNS = new Set(["my", "our", "your", "their", "his", "her", "its"]);

function isNounTerm(t: Term): boolean {
  return t.tags.has("Noun") && !t.tags.has("Pronoun") && !t.tags.has("QuestionWord") && /\p{L}/u.test(t.normal);
}

function cleanWord(text: string): string {
  return text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, "").replace(/'$/, "");
}

interface Phrase {
  text: string;
  words: string[];
  head: string;
  nouns: string[];
  position: number;
  hasPerson: boolean;
}

/** Noun chunks: (possessive) adjectives + nouns, determiners dropped, ending on a noun. */
function nounPhrases(terms: Term[]): Phrase[] {
  const phrases: Phrase[] = [];
  let run: Term[] = [];
  let runStart = 0;
  const flush = () => {
    const words = run.slice();
    run = [];
    // drop a leading determiner / weak adjective, keep possessive pronouns only at the very start
    while (words.length && (words[0].tags.has("Determiner") || WEAK_ADJECTIVES.has(words[0].normal))) words.shift();
    while (words.length && !isNounTerm(words[words.length - 1])) words.pop();
    if (!words.some(isNounTerm)) return;
    const lead = words[0] && POSSESSIVE_PRONOUNS.has(words[0].normal) ? words[0] : null;
    let body = lead ? words.slice(1) : words;
    if (body.length > MAX_PHRASE_WORDS) body = body.slice(body.length - MAX_PHRASE_WORDS);
    body = body.filter((t) => cleanWord(t.text).length > 0);
    while (body.length && !isNounTerm(body[0]) && !body[0].tags.has("Adjective") && !body[0].tags.has("Value")) body.shift();
    const nouns = body.filter(isNounTerm);
    if (!nouns.length) return;
    const head = nouns[nouns.length - 1];
    if (!isContentWord(head.normal) || head.normal.length < 2) return;
    const parts = body.map((t) => cleanWord(t.text));
    if (parts.some((p) => !/^[\p{L}\p{N}][\p{L}\p{N}'-]*$/u.test(p))) return;
    const text = (lead ? [lead.normal, ...parts] : parts).join(" ");
    phrases.push({
      text,
      words: body.map((t) => t.normal),
      head: head.normal,
      nouns: nouns.map((t) => t.normal),
      position: runStart,
      hasPerson: body.some((t) => t.tags.has("Person") && /^\p{Lu}/u.test(cleanWord(t.text))),
    });
  };
  terms.forEach((t, i) => {
    const isPossessivePronoun = t.tags.has("Possessive") && POSSESSIVE_PRONOUNS.has(t.normal);
    const canJoin =
      !t.tags.has("Preposition") &&
      !(STOP_WORDS.has(t.normal) && !t.tags.has("Possessive") && !t.tags.has("Determiner")) &&
      !t.tags.has("Conjunction") &&
      ((t.tags.has("Noun") && !t.tags.has("Pronoun") && !t.tags.has("QuestionWord")) ||
      (isPossessivePronoun && run.length === 0) ||
      (t.tags.has("Adjective") && !t.tags.has("Comparable") && /^\p{L}/u.test(t.normal) && !t.normal.endsWith("ing")) ||
      (t.tags.has("Determiner") && run.length === 0 && !["who", "which", "what", "that"].includes(t.normal)) ||
      (t.tags.has("Value") && run.length === 0));
    if (!canJoin || (run.length > 0 && t.sentence !== run[0].sentence)) {
      flush();
      if (!canJoin) return;
    }
    if (run.length === 0) runStart = i;
    run.push(t);
    if (/[,;:.!?()"]/.test(t.post)) flush();
  });
  flush();
  // one entry per text
  const seen = new Set<string>();
  return phrases.filter((p) => {
    const key = p.text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function ingToInfinitive(word: string): string | null {
  if (!word.endsWith("ing") || word.length < 6) return null;
  const stem = word.slice(0, -3);
  const candidates = [stem, stem + "e"];
  if (stem.length > 2 && stem[stem.length - 1] === stem[stem.length - 2]) candidates.push(stem.slice(0, -1));
  return candidates.find(knownInfinitive) ?? null;
}

function mainVerbs(terms: Term[]): Array<{ verb: string; position: number }> {
  const out: Array<{ verb: string; position: number }> = [];
  terms.forEach((t, i) => {
    let verb: string | null = null;
    if (t.tags.has("Verb") && !t.tags.has("Auxiliary") && !t.tags.has("Modal") && !t.tags.has("Copula")) {
      verb = t.root || t.normal;
      if (t.tags.has("Gerund") || (!t.root && t.normal.endsWith("ing"))) verb = ingToInfinitive(t.normal) ?? verb;
    } else if (t.tags.has("Adjective") && t.normal.endsWith("ing")) {
      verb = ingToInfinitive(t.normal);
    }
    if (!verb) return;
    verb = verb.replace(/[^\p{L}'-]/gu, "");
    if (verb.length < 2 || AUXILIARY_VERBS.has(verb) || !/^\p{L}/u.test(verb)) return;
    out.push({ verb, position: i });
  });
  return out;
}

function peopleNames(terms: Term[]): string[] {
  const names: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) names.push(current.join(" "));
    current = [];
  };
  for (const t of terms) {
    const word = cleanWord(t.text);
    const isName =
      (t.tags.has("FirstName") || t.tags.has("LastName") || (t.tags.has("Person") && t.tags.has("ProperNoun"))) &&
      /^\p{Lu}/u.test(word) &&
      !t.tags.has("Pronoun");
    if (isName) current.push(word);
    else flush();
    if (/[,;:.!?()]/.test(t.post)) flush();
  }
  flush();
  return [...new Set(names)].slice(0, 5);
}

// ---------------------------------------------------------------------------------------------
// Question type, sentiment, complexity, glyphs

function questionType(words: string[]): QuestionType {
  let i = 0;
  while (i < words.length && i < 6 && FILLER_LEADS.has(words[i])) i++;
  const lead = words[i];
  if (!lead) return "statement";
  if (WH_TYPES[lead]) return WH_TYPES[lead];
  const window = words.slice(i + 1, i + 7);
  // "can you tell me why …", "I wonder how …"
  if (YES_NO_LEADS.has(lead) || lead === "i" || lead === "we") {
    const asking = window.findIndex((w) => ASKING_WORDS.has(w));
    if (asking >= 0) {
      const wh = window.slice(asking + 1, asking + 4).find((w) => WH_TYPES[w] && !["should", "shall", "must", "ought"].includes(w));
      if (wh) return WH_TYPES[wh];
    }
  }
  if (YES_NO_LEADS.has(lead)) {
    if (window.some((w) => ETHICAL_WORDS.has(w))) return "should";
    return "can";
  }
  return "statement";
}

function sentimentOf(words: string[]): number {
  let pos = 0;
  let neg = 0;
  words.forEach((w, i) => {
    const polarity = POSITIVE_WORDS.has(w) ? 1 : NEGATIVE_WORDS.has(w) ? -1 : 0;
    if (!polarity) return;
    const negated = words.slice(Math.max(0, i - 3), i).some((p) => NEGATORS.has(p) || p.endsWith("n't"));
    // "without hurting" is not hope, "not happy" is a little distress
    const value = negated ? (polarity > 0 ? -0.5 : 0) : polarity;
    if (value > 0) pos += value;
    else neg -= value;
  });
  if (pos === 0 && neg === 0) return 0;
  return round(Math.max(-1, Math.min(1, (pos - neg) / (pos + neg + 1))), 2);
}

function complexityOf(words: string[], terms: Term[], text: string): number {
  const count = words.length;
  if (!count) return 0;
  const lengthScore = Math.min(1, count / 45);
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  const connectives = terms.length
    ? terms.filter((t) => t.tags.has("Conjunction") || t.tags.has("Preposition") && ["because", "although", "while", "whether", "unless"].includes(t.normal)).length
    : words.filter((w) => ["and", "but", "because", "although", "while", "whether", "unless", "if", "or"].includes(w)).length;
  const commas = (text.match(/[,;:]/g) ?? []).length;
  const clauses = sentences + Math.min(connectives + commas, count / 3);
  const clauseScore = Math.min(1, (clauses - 1) / 4);
  const longWords = words.filter((w) => w.length >= 9).length;
  const longScore = Math.min(1, (longWords / count) * 4);
  const nounSet = new Set(terms.filter((t) => t.tags.has("Noun")).map((t) => t.normal));
  const abstractCount = words.filter((w) => (nounSet.size === 0 || nounSet.has(w) || ABSTRACT_NOUNS.has(w)) && isAbstract(w)).length;
  const abstractScore = Math.min(1, abstractCount / 4);
  return round(clamp01(0.3 * lengthScore + 0.2 * clauseScore + 0.2 * longScore + 0.3 * abstractScore), 3);
}

/**
 * How strongly one word calls each glyph of the library: 1 for the glyph's own keywords, 0.6 for its related
 * words, in library order. Words recur across questions, so the answer is cached per word (a bounded cache,
 * emptied when full): matching every word against every keyword was a third of the analysis's own time.
 */
const glyphHitCache = new Map<string, ReadonlyArray<number>>();
const GLYPH_HIT_CACHE_MAX = 20_000;
function glyphHits(word: string): ReadonlyArray<number> {
  const cached = glyphHitCache.get(word);
  if (cached) return cached;
  const hits = GLYPH_LIBRARY.map((entry) =>
    entry.keywords.some((k) => matchesKeyword(word, k)) ? 1 : (RELATED_WORDS[entry.symbol] ?? []).some((k) => matchesKeyword(word, k)) ? 0.6 : 0,
  );
  if (glyphHitCache.size >= GLYPH_HIT_CACHE_MAX) glyphHitCache.clear();
  glyphHitCache.set(word, hits);
  return hits;
}

/** True when the word is one of a glyph's own keywords (or an inflection of one). */
function isGlyphKeyword(word: string): boolean {
  return glyphHits(word).includes(1);
}

function detectGlyphs(text: string, words: string[]): string[] {
  const plain = words.map((w) => glyphHits(stripAccents(w)));
  const written = HIGH_RESONANCE_GLYPHS.map((symbol) => ({ symbol, at: text.indexOf(symbol) }))
    .filter((g) => g.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((g) => g.symbol);
  const scored = GLYPH_LIBRARY.map((entry, order) => {
    let score = 0;
    let first = Number.POSITIVE_INFINITY;
    plain.forEach((hits, i) => {
      const hit = hits[order];
      if (hit) {
        score += hit;
        first = Math.min(first, i);
      }
    });
    return { symbol: entry.symbol, score, first, order };
  })
    .filter((g) => g.score > 0 && !written.includes(g.symbol))
    .sort((a, b) => b.score - a.score || a.first - b.first || a.order - b.order)
    .map((g) => g.symbol);
  return [...written, ...scored].slice(0, MAX_GLYPHS);
}

// ---------------------------------------------------------------------------------------------
// Key terms

function keyTermsOf(
  phrases: Phrase[],
  verbs: Array<{ verb: string; position: number }>,
  terms: Term[],
  names: string[],
  glyphWords: (w: string) => boolean,
): string[] {
  const weights = new Map<string, { weight: number; position: number; seen: number }>();
  const nameWords = new Set(names.flatMap((n) => n.toLowerCase().split(" ")));
  const add = (term: string, weight: number, position: number) => {
    const key = term.toLowerCase().trim();
    if (!key || !key.split(" ").every((w) => /^[\p{L}\p{N}][\p{L}\p{N}'-]*$/u.test(w))) return;
    if (!key.includes(" ") && !isContentWord(key)) return;
    const bonus = (key.length >= 7 ? 0.4 : 0) + (glyphWords(stripAccents(key)) ? 0.8 : 0) + (isAbstract(key) ? 0.3 : 0);
    const total = weight + bonus;
    const prior = weights.get(key);
    if (!prior) weights.set(key, { weight: total, position, seen: 1 });
    else weights.set(key, { weight: Math.max(prior.weight, total), position: Math.min(prior.position, position), seen: prior.seen + 1 });
  };
  for (const p of phrases) {
    const contentNouns = p.nouns.filter((n) => isContentWord(n) && !nameWords.has(n));
    // noun–noun compounds ("laptop budget", "art studio") are terms of their own; their parts weigh less
    const first = p.words.indexOf(contentNouns[0] ?? "");
    const tail = first >= 0 ? p.words.slice(first) : [];
    const compound = contentNouns.length >= 2 && tail.length === contentNouns.length && tail.length <= 3 && !p.hasPerson;
    if (compound) add(tail.join(" "), 3.6, p.position);
    contentNouns.forEach((n, i) => add(n, compound ? (n === p.head ? 1.8 : 1.2) : n === p.head ? 3 : 2, p.position + i));
  }
  names.forEach((n, i) => add(n.split(" ")[0], 1.6, 1000 + i));
  for (const v of verbs) add(v.verb, 2, v.position);
  const verbSet = new Set(verbs.map((v) => v.verb));
  terms.forEach((t, i) => {
    if (!t.tags.has("Adjective") || WEAK_ADJECTIVES.has(t.normal)) return;
    if (t.normal.endsWith("ing") && [...verbSet].some((v) => matchesKeyword(t.normal, v))) return;
    if (POSITIVE_WORDS.has(t.normal) || NEGATIVE_WORDS.has(t.normal)) add(t.normal, 1.8, i);
    else if (t.normal.length >= 5) add(t.normal, 1, i);
  });
  return [...weights.entries()]
    .map(([term, w]) => ({ term, position: w.position, weight: w.weight + Math.min(1.5, (w.seen - 1) * 0.5) }))
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map((x) => x.term)
    .slice(0, MAX_KEY_TERMS);
}

// ---------------------------------------------------------------------------------------------

function emptyAnalysis(text: string): QuestionAnalysis {
  return { text, keyTerms: [], nounPhrases: [], verbs: [], people: [], questionType: "statement", sentiment: 0, glyphs: [], complexity: 0, wordCount: 0 };
}

/** Reads a question: key terms, noun phrases, verbs, names, question type, sentiment, glyphs, complexity. Never throws. */
export function analyzeQuestion(text: string): QuestionAnalysis {
  const original = typeof text === "string" ? text.trim() : "";
  try {
    const cleaned = cleanQuestionText(original);
    const words = tokens(cleaned);
    const glyphs = detectGlyphs(original, words);
    if (!words.length) return { ...emptyAnalysis(original), glyphs };

    const english = words.length < 3 || words.some((w) => ENGLISH_MARKERS.has(w));
    const questionKind = questionType(words);
    const sentiment = sentimentOf(words);

    if (!english) {
      // compromise only knows English: keep the honest parts (words, glyphs, length), no grammar guesses.
      const keyTerms = [...new Set(words.filter((w) => w.length >= 4 && /^\p{L}/u.test(w)))]
        .map((w, i) => ({ w, i }))
        .sort((a, b) => b.w.length - a.w.length || a.i - b.i)
        .slice(0, MAX_KEY_TERMS)
        .map((x) => x.w);
      return {
        text: original,
        keyTerms,
        nounPhrases: [],
        verbs: [],
        people: [],
        questionType: questionKind,
        sentiment,
        glyphs,
        complexity: complexityOf(words, [], cleaned),
        wordCount: words.length,
      };
    }

    const terms = parseTerms(truncateForNlp(cleaned));
    const phrases = nounPhrases(terms);
    const verbs = mainVerbs(terms);
    const people = peopleNames(terms);
    const keyTerms = keyTermsOf(phrases, verbs, terms, people, isGlyphKeyword);

    return {
      text: original,
      keyTerms,
      nounPhrases: phrases.slice(0, 8).map((p) => p.text),
      verbs: [...new Set(verbs.map((v) => v.verb))].slice(0, 8),
      people,
      questionType: questionKind,
      sentiment,
      glyphs,
      complexity: complexityOf(words, terms, cleaned),
      wordCount: words.length,
    };
  } catch {
    return emptyAnalysis(original);
  }
}
