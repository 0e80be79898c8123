/**
 * The mesh's own knowledge (issue 15 §2): an in-memory MiniSearch index over the product's static
 * content, built once (lazily, on the first search, or by warmKnowledge()) from the same modules
 * the screens render (app/domain/knowledge/passages.server.ts). About 330 passages.
 *
 * Candidates. MiniSearch ranks passages with BM25+ over four fields: title ×3, a screen's task
 * phrases ("keys", from ROUTES[].does) ×2, text ×1 and hidden context ×0.7. Terms are lower-cased,
 * stop words skipped and lightly stemmed (knowledge/text.ts); terms of 4+ characters also match
 * as prefixes, and terms of 5+ characters that the index does not hold match fuzzily (0.2).
 *
 * Threshold. One of the best CANDIDATES is returned only when
 *   1. it covers enough of the question: coverage = Σ w(q)·quality(q) over the query terms q the
 *      passage matches ÷ Σ w(q) over all query terms ≥ MIN_COVERAGE, where w(q) is the term's
 *      inverse document frequency in the index (a term found nowhere weighs the most; a generic
 *      product word such as "mesh", "trinity" or "node" a quarter of its idf) and quality is 1 for
 *      an exact match, 0.8 for a prefix and 0.5 for a fuzzy one; and
 *   2. at least one non-generic query term matches exactly or by prefix, in the title (or the task
 *      phrases) or as a rare term of the index (held by at most RARE_SHARE of the passages); when
 *      the question has only one non-generic term, it must be in the title (or task phrases).
 * So "Should I take the train or fly to Vienna?" (one common word of three) and "What is the
 * mesh?" (generic words only) find nothing, while "How many phases does the Mesh Journey have?"
 * does.
 *
 * Score. score = coverage × strength × (1 − TITLE_FIT_SHARE + TITLE_FIT_SHARE × titleFit), rounded
 * to 3 decimals, where strength = raw / (raw + SATURATION) squashes MiniSearch's unbounded BM25
 * score into 0..1 and titleFit is the largest share of one title phrase's non-generic terms the
 * question names ("What is VAL?" fits the passage titled "VAL" fully). Every factor is in 0..1,
 * so the score is too, and a value means the same for any query; results are ordered by it.
 */
import MiniSearch, { type SearchOptions } from "minisearch";
import { memoize } from "~/lib/memo";
import { professionalDomain } from "~/lib/professional";
import { EVERYDAY_AREA_LABELS } from "~/content/everyday/types";
import { EVERYDAY_GUIDES } from "~/content/everyday.server";
import { everydayPassages } from "./knowledge/everyday.server";
import { buildPassages, type PassageSource } from "./knowledge/passages.server";
import { GENERIC_TERMS, processTerm, terms, tokenize } from "./knowledge/text";
import type { KnowledgePassage } from "./trinity/types";

export interface KnowledgeSearchOptions {
  /** At most this many passages (default 3). */
  limit?: number;
}

export const DEFAULT_LIMIT = 3;
/** The share of the question's weight a passage must match. */
export const MIN_COVERAGE = 0.55;
/**
 * The same for the everyday guides: a visitor describes a situation in many words of their own
 * ("my car needed a repair and I had to put it on a credit card"), so less of the question has to
 * match; a guide must still share two terms with its title and key phrases (searchEveryday).
 */
export const EVERYDAY_MIN_COVERAGE = 0.35;
/** In the everyday ranking: the weight of each term of the longest key phrase a question says in full, and of each question word a guide's title and keys hold. */
const KEY_FIT_WEIGHT = 0.25;
/** The least summed inverse document frequency of the question's words a guide's title and keys must hold, without a key phrase said in full. */
const EVERYDAY_MIN_WEIGHT = 8;
const NAMED_WEIGHT = 0.1;
/** A term found in at most this share of the passages is rare enough to make a passage relevant anywhere in its text. */
export const RARE_SHARE = 0.05;
/** The raw MiniSearch score at which the strength factor of `score` is one half. */
export const SATURATION = 8;
/** How many of MiniSearch's best candidates are checked against the threshold. */
const CANDIDATES = 12;
const GENERIC_WEIGHT = 0.25;
const MAX_QUERY_CHARS = 1000;
/** The share of `score` that rewards a passage whose title the question names in full ("What is VAL?" → "VAL"). */
const TITLE_FIT_SHARE = 0.25;

/** MiniSearch's options: fuzzy matching only for terms the index does not hold (typos), which is also what keeps a query cheap. */
function searchOptions(df: ReadonlyMap<string, number>): SearchOptions {
  return {
    boost: { title: 3, keys: 2, text: 1, context: 0.7 },
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 5 && !df.has(term) ? 0.2 : false),
    maxFuzzy: 2,
    combineWith: "OR",
  };
}

interface KnowledgeIndex {
  search: MiniSearch<PassageSource>;
  /** The share of the question's weight a passage must match (condition 1). */
  minCoverage: number;
  passages: readonly PassageSource[];
  byId: ReadonlyMap<string, PassageSource>;
  /** Each passage's title and task phrases as processed terms without the generic ones, by id. */
  titleTerms: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Every distinct term of a passage's title and task phrases (the words a question can name it by). */
  titleTermSets: ReadonlyMap<string, readonly string[]>;
  /** The same phrases with every term, and how many words each was written with (for whole-phrase matching of the everyday guides' keys). */
  allTitleTerms: ReadonlyMap<string, readonly { terms: readonly string[]; words: number }[]>;
  /** The task phrases as written (lower case, letters, digits and apostrophes), with their word counts. */
  keyPhrases: ReadonlyMap<string, readonly { text: string; words: number }[]>;
  /** Which passages hold a term in their title or task phrases, and which hold a phrase starting with a word as written: so a question's phrases are checked only where they can match. */
  phraseTermIds: ReadonlyMap<string, readonly string[]>;
  /** Key phrases of two words or more as written, by their first word (checked only where a question has that word). */
  keysByFirstWord: ReadonlyMap<string, readonly { id: string; text: string; words: number }[]>;
  /** Key phrases as terms (not titles), by their first term (`firstKey`): checked only where a question has a term that can match it. */
  phrasesByFirstTerm: ReadonlyMap<string, readonly { id: string; terms: readonly string[]; words: number }[]>;
  /** The passages whose title holds a term, by `firstKey` of the term. */
  titleIdsByTerm: ReadonlyMap<string, readonly string[]>;
  /** How many passages hold each processed term (any field). */
  df: ReadonlyMap<string, number>;
  rareMax: number;
  maxIdf: number;
  /**
   * Every term a query term can match (exactly, or as a prefix of 4+ characters) to count as
   * distinctive: the title and task-phrase terms (`titleKeys`), and any term of the index
   * (`anyKeys`, for a query term that is itself rare). A question none of whose specific terms can be
   * distinctive cannot pass the threshold, so it is answered without a MiniSearch query — most everyday questions.
   */
  titleKeys: ReadonlySet<string>;
  anyKeys: ReadonlySet<string>;
}

/** Everyday words for what the product names otherwise, used when the index does not hold the word itself (processed terms). */
const SYNONYMS: Readonly<Record<string, string>> = {
  submit: "record",
  post: "send",
  upload: "record",
  ais: "minds",
  bots: "minds",
  chatbot: "minds",
  chatbots: "minds",
  assistants: "minds",
  talk: "ask",
  signup: "register",
  money: "val",
  coins: "val",
  tokens: "val",
  stage: "phase",
  stages: "phases",
  steps: "phases",
};

let cached: KnowledgeIndex | null = null;
let everydayCached: KnowledgeIndex | null = null;

/**
 * Whether one word names a situation: at most three guides' titles and key phrases hold it. (Counted
 * in titles and keys, not in every text: a guide that mentions "procrastination" in passing does not
 * make the word common.)
 */
function keyRare(idx: KnowledgeIndex, term: string): boolean {
  return (idx.phraseTermIds.get(term)?.length ?? 0) <= 3;
}

function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

function titlePhrase(text: string): string[] {
  const all = terms(text);
  const specific = all.filter((t) => !GENERIC_TERMS.has(t));
  return specific.length ? specific : all;
}

/** The largest share of one title phrase's terms that the query names (exactly or by a prefix of 4+ characters). */
function titleFit(phrases: readonly (readonly string[])[], queryTerms: readonly string[]): number {
  let best = 0;
  for (const phrase of phrases) {
    if (!phrase.length) continue;
    let fit = 0;
    for (const t of phrase) if (queryTerms.some((q) => t === q || (q.length >= 4 && t.startsWith(q)))) fit++;
    best = Math.max(best, fit / phrase.length);
  }
  return best;
}

function push<T>(into: Map<string, T[]>, key: string, value: T): void {
  const list = into.get(key);
  if (list) list.push(value);
  else into.set(key, [value]);
}

/**
 * Where a term is filed for key-phrase matching: a term of six letters or more under its first six
 * (it may meet a longer or shorter form of one word: "procrastinat" / "procrastination"), a shorter
 * one as itself (it matches only exactly).
 */
function firstKey(term: string): string {
  return term.length >= 6 ? `6:${term.slice(0, 6)}` : term;
}

/** Whether a question's term and a key's term are one word: the same, or long forms of it ("procrastinat" / "procrastination"), never "work" / "workload". */
function sameTerm(q: string, t: string): boolean {
  return q === t || (t.length >= 6 && q.length >= 6 && (t.startsWith(q) || q.startsWith(t)));
}

function buildIndex(passages: PassageSource[], minCoverage = MIN_COVERAGE): KnowledgeIndex {
  const allTitleTerms = new Map(passages.map((p) => [p.id, [p.title, ...(p.keys?.split(";") ?? [])].map((t) => ({ terms: terms(t), words: t.trim().split(/\s+/).length }))]));
  const keyPhrases = new Map(
    passages.map((p) => [
      p.id,
      (p.keys?.split(";") ?? []).map((k) => {
        const text = plainWords(k);
        return { text, words: text ? text.split(" ").length : 0 };
      }),
    ]),
  );
  const df = new Map<string, number>();
  for (const p of passages) {
    for (const term of terms(`${p.title} ${p.keys ?? ""} ${p.text} ${p.context ?? ""}`)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const search = new MiniSearch<PassageSource>({
    fields: ["title", "keys", "text", "context"],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: searchOptions(df),
  });
  search.addAll(passages);
  const withPrefixes = (into: Set<string>, term: string) => {
    into.add(term);
    for (let k = 4; k < term.length; k++) into.add(term.slice(0, k));
  };
  const titleKeys = new Set<string>();
  for (const p of passages) for (const t of terms(`${p.title} ${p.keys ?? ""}`)) withPrefixes(titleKeys, t);
  const rareMax = Math.max(2, Math.floor(passages.length * RARE_SHARE));
  const anyKeys = new Set<string>();
  for (const t of df.keys()) withPrefixes(anyKeys, t);
  const phraseTermIds = new Map<string, string[]>();
  const add = (into: Map<string, string[]>, key: string, id: string) => {
    const list = into.get(key);
    if (!list) into.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  for (const [id, phrases] of allTitleTerms) for (const phrase of phrases) for (const t of phrase.terms) add(phraseTermIds, t, id);
  const keysByFirstWord = new Map<string, { id: string; text: string; words: number }[]>();
  for (const [id, keys] of keyPhrases) for (const k of keys) if (k.words >= 2) push(keysByFirstWord, k.text.split(" ")[0]!, { id, ...k });
  const phrasesByFirstTerm = new Map<string, { id: string; terms: readonly string[]; words: number }[]>();
  const titleIdsByTerm = new Map<string, string[]>();
  for (const [id, phrases] of allTitleTerms) {
    phrases.forEach((phrase, at) => {
      if (at === 0) for (const t of new Set(phrase.terms)) add(titleIdsByTerm, firstKey(t), id);
      else if (phrase.terms.length) push(phrasesByFirstTerm, firstKey(phrase.terms[0]!), { id, ...phrase });
    });
  }
  return {
    keysByFirstWord,
    phrasesByFirstTerm,
    titleIdsByTerm,
    search,
    minCoverage,
    allTitleTerms,
    titleTermSets: new Map([...allTitleTerms].map(([id, phrases]) => [id, [...new Set(phrases.flatMap((p) => p.terms))]])),
    keyPhrases,
    phraseTermIds,
    passages,
    byId: new Map(passages.map((p) => [p.id, p])),
    titleTerms: new Map(passages.map((p) => [p.id, [p.title, ...(p.keys?.split(";") ?? [])].map(titlePhrase)])),

    df,
    rareMax,
    maxIdf: idf(0, passages.length),
    titleKeys,
    anyKeys,
  };
}

function index(): KnowledgeIndex {
  cached ??= buildIndex(buildPassages());
  return cached;
}

/** The everyday guides' own index: the same ranking and threshold, kept apart so neither shifts the other's term weights. */
function everydayIndex(): KnowledgeIndex {
  everydayCached ??= buildIndex(everydayPassages(), EVERYDAY_MIN_COVERAGE);
  return everydayCached;
}

/** Every passage of the index (without scores), in build order: for tests and tools. */
export function allPassages(): Omit<KnowledgePassage, "score">[] {
  return index().passages.map(({ id, kind, title, text, href }) => ({ id, kind, title, text, href }));
}

/** The health guides to a habit, offered without a word of the body (their passages' ids). */
const HABIT_GUIDES: ReadonlySet<string> = new Set(EVERYDAY_GUIDES.filter((g) => g.habit).map((g) => `everyday:${g.id}`));

/** The score of a screen's own passage given for a question none of its passages answers: what the screen is, not the detail asked. */
export const SCREEN_ONLY_SCORE = 0.01;

/** The passages about one screen (their link's path is its path), best first, for a question that names the screen. */
export function searchScreen(query: string, path: string, term: string | null, limit = 3): KnowledgePassage[] {
  const on = (href: string) => href.split(/[?#]/)[0] === path;
  for (const q of term ? [query, term] : [query]) {
    const found = searchKnowledge(q, { limit: 12 }).filter((p) => on(p.href));
    if (found.length) return found.slice(0, limit);
  }
  // nothing on it matches the question's words: what the screen is, from its own passage
  const screen = index().passages.find((p) => p.kind === "screen" && on(p.href));
  return screen ? [{ id: screen.id, kind: screen.kind, title: screen.title, text: screen.text, href: screen.href, score: SCREEN_ONLY_SCORE }] : [];
}

/** Builds the index now (e.g. at server start) instead of on the first question. */
export function warmKnowledge(): void {
  index();
  everydayIndex();
}

const fuzzyReach = new Map<string, boolean>();
const FUZZY_REACH_MAX = 20_000;

/**
 * The best match quality a processed query term can have in any passage: 1 when the index holds it,
 * 0.8 when it is the prefix of a term that it holds, 0.5 when it matches one fuzzily, else 0. Whether
 * a term matches fuzzily is a MiniSearch query of that term alone (the same expansion as within a
 * whole query), remembered per term: the index never changes after it is built.
 */
function bestQuality(idx: KnowledgeIndex, q: string): number {
  if (idx.df.has(q)) return 1;
  if (q.length >= 4 && idx.anyKeys.has(q)) return 0.8;
  if (q.length < 5) return 0;
  let reach = fuzzyReach.get(q);
  if (reach === undefined) {
    reach = idx.search.search(q, { tokenize: (t) => [t], processTerm: (t) => t }).length > 0;
    if (fuzzyReach.size >= FUZZY_REACH_MAX) fuzzyReach.clear();
    fuzzyReach.set(q, reach);
  }
  return reach ? 0.5 : 0;
}

/** The best passages of the mesh's knowledge for a query, most relevant first; empty when nothing passes the relevance threshold. */
export function searchKnowledge(query: string, options: KnowledgeSearchOptions = {}): KnowledgePassage[] {
  if (typeof query !== "string") return [];
  // the index never changes once built: the same query has the same answer (a copy, callers may change it)
  return [...knowledgeMemo(`${Math.floor(options.limit ?? DEFAULT_LIMIT)}\u0000${query}`)];
}

const knowledgeMemo = memoize((key: string) => {
  const at = key.indexOf("\u0000");
  return searchWithRetry(index(), key.slice(at + 1), { limit: Number(key.slice(0, at)) });
});
const everydayMemo = memoize((key: string) => {
  const at = key.indexOf("\u0000");
  return rankEveryday(key.slice(at + 1), Number(key.slice(0, at)));
});

/** The best everyday guides for a query (passages of kind "everyday", id `everyday:<guide id>`), most relevant first. */
export function searchEveryday(query: string, options: KnowledgeSearchOptions = {}): KnowledgePassage[] {
  if (typeof query !== "string") return [];
  return [...everydayMemo(`${Math.floor(options.limit ?? DEFAULT_LIMIT)}\u0000${query}`)];
}

function rankEveryday(query: string, requested: number): KnowledgePassage[] {
  const limit = Math.max(0, requested);
  if (!limit) return [];
  const idx = everydayIndex();
  const expanded = everydayQuery(query);
  const queryTerms = terms(expanded);
  if (!queryTerms.length) return [];
  // A key phrase the question says in full ("lost my job", "can't focus") names the visitor's
  // situation; so does the feeling they name ("I feel homesick since moving abroad").
  const fits = keyPhraseFits(idx, expanded);
  const feeling = expanded.match(/\b(?:feel|feeling|felt|i'm so|i am so|i'm really|i am really)\s+(?:so |really |very |a bit |quite )?([a-z]+)/i)?.[1];
  if (feeling) {
    const f = processTerm(feeling);
    for (const [id, phrases] of idx.allTitleTerms) if (f && phrases.some((p) => p.terms.includes(f))) fits.set(id, (fits.get(id) ?? 0) + 1.5);
  }
  // How many of the question's words a guide's title and key phrases hold. A guide needs two of
  // them (or a key phrase): "When did the Second World War end?" shares only "second" with a guide
  // about a second baby.
  const namedTerms = (id: string) => {
    const own = idx.titleTermSets.get(id) ?? [];
    // (a prefix only between long forms of one word: "startup" is not "start")
    return queryTerms.filter((q) => own.some((t) => t === q || (q.length >= 6 && t.length >= 6 && (t.startsWith(q) || q.startsWith(t)))));
  };
  // how telling those words are together: common ones ("share", "fairly", "night") weigh little
  // (a word the question implies, "abroad" for "move to Canada", is as telling as the rarest)
  const implied = new Set(terms(expanded.slice(query.length)));
  const weightOf = (named: readonly string[]) => named.reduce((sum, q) => sum + (implied.has(q) ? idx.maxIdf : idf(idx.df.get(q) ?? 1, idx.passages.length)), 0);
  // a whole key phrase of two words or more (a title's partial fit counts half a word less), or one long, rare word
  const strongFit = (id: string, named: readonly string[]) => (fits.get(id) ?? 0) >= 2 || ((fits.get(id) ?? 0) >= 1 && named.some((t) => t.length >= 8 && keyRare(idx, t)));
  const medical = professionalDomain(query) === "medical";
  // Candidates: the index's best matches by its own ranking (a visitor describes a situation in many
  // words of their own, so no share of the question has to match), and every guide a key phrase names.
  const strength = new Map<string, number>();
  // (no fuzzy matching here: a visitor's many words of their own would each be spelled out against the whole index)
  for (const r of idx.search.search(expanded, { fuzzy: false }).slice(0, CANDIDATES)) strength.set(r.id as string, r.score / (r.score + SATURATION));
  const ids = new Set([...strength.keys(), ...fits.keys()]);
  const out: { p: PassageSource; rank: number }[] = [];
  for (const id of ids) {
    const named = namedTerms(id);
    const n = named.length;
    // a key phrase of two words or more said in full is enough, or one long, rare word ("procrastinating",
    // "presentation"); a short one ("cold", "single") is too often something else
    if (!strongFit(id, named) && (n < Math.min(2, queryTerms.length) || weightOf(named) < EVERYDAY_MIN_WEIGHT)) continue;
    const p = idx.byId.get(id);
    if (!p) continue;
    // a guide to health warning signs only for a question that speaks of the body: a wrong one alarms
    if (!medical && p.context?.startsWith(EVERYDAY_AREA_LABELS.health) && !HABIT_GUIDES.has(id)) continue;
    // one ranking of three signals: the index's score, the longest key phrase said in full, the words named
    out.push({ p, rank: (strength.get(id) ?? 0) + KEY_FIT_WEIGHT * (fits.get(id) ?? 0) + NAMED_WEIGHT * n });
  }
  out.sort((a, b) => b.rank - a.rank);
  return out.slice(0, limit).map(({ p, rank }) => ({ id: p.id, kind: p.kind, title: p.title, text: p.text, href: p.href, score: Math.round(Math.min(1, rank / 2) * 1000) / 1000 }));
}

/**
 * A visitor's everyday words with what they imply for the guides: a child's age ("my 6 year old")
 * speaks of a child, a death ("my grandmother died") of grief.
 */
function everydayQuery(query: string): string {
  const text = query.slice(0, MAX_QUERY_CHARS);
  const extra: string[] = [];
  if (/\b\d+[- ]?(?:year|yr)s?[- ]?olds?\b|\b(?:toddler|son|daughter)\b/i.test(text) && !/\b(?:kids?|child|children)\b/i.test(text)) extra.push("child");
  if (/\b(?:move|moving|moved|relocat\w*|emigrat\w*)\s+(?:to|in)\s+(?:the\s+)?\p{Lu}/u.test(text)) extra.push("abroad");
  if (/\b(?:died|passed away|passed on|funeral|lost my (?:mum|mom|dad|mother|father|grand\w+|husband|wife|partner|brother|sister|friend|son|daughter))\b/i.test(text)) extra.push("grief bereavement");
  return extra.length ? `${text} ${extra.join(" ")}` : text;
}

/** Whether the message says one of the everyday guides' key phrases of two or more words in full ("my teenager won't talk"). */
export function namesEverydaySituation(text: string): boolean {
  for (const fit of keyPhraseFits(everydayIndex(), text).values()) if (fit >= 2) return true;
  return false;
}

/** Lower case, straight apostrophes, words of letters, digits and apostrophes separated by one space. */
function plainWords(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}']+/gu, " ").trim();
}

/** Per passage, the most terms of one of its key phrases (or its title) that the query names in full: exactly, or by a prefix of 4+ characters. */
function keyPhraseFits(idx: KnowledgeIndex, query: string): Map<string, number> {
  const text = query.slice(0, MAX_QUERY_CHARS);
  const queryTerms = terms(text);
  // the question's terms in order, repeats kept: a key phrase must stand in it as a run ("working
  // nights", not "work" here and "night" there)
  const sequence = tokenize(text).map((t) => (t ? processTerm(t) : null)).filter((t): t is string => !!t);
  const out = new Map<string, number>();
  if (!queryTerms.length) return out;
  const better = (id: string, fit: number) => {
    if (fit > (out.get(id) ?? 0)) out.set(id, fit);
  };
  // a key of several words is also matched as written, stop words and all ("can't switch off");
  // only the keys starting with one of the question's words are looked at
  const plain = ` ${plainWords(text)} `;
  for (const w of new Set(plain.trim().split(" "))) for (const key of idx.keysByFirstWord.get(w) ?? []) if (plain.includes(` ${key.text} `)) better(key.id, key.words);
  // the title (first) is a description: most of its words, in any order ("burned out … my manager")
  // (worth less than a key: it ranks, but does not alone make the guide a match)
  const titled = new Set<string>();
  for (const q of new Set(sequence)) for (const id of idx.titleIdsByTerm.get(firstKey(q)) ?? []) titled.add(id);
  for (const id of titled) {
    const title = idx.allTitleTerms.get(id)?.[0]?.terms ?? [];
    const matched = title.filter((t) => sequence.some((q) => sameTerm(q, t))).length;
    if (matched >= 2 && matched * 3 >= title.length * 2) better(id, matched - 0.5);
  }
  // a key is a phrase people say: all its words, in order, starting at one of the question's terms.
  // One word names a situation only when it was written as one word and is rare in the guides' keys
  // ("insomnia", not "work", nor the "best" left of "best before"), or when it is all the question
  // says ("I can't sleep" is the key "can't sleep").
  for (let i = 0; i < sequence.length; i++) {
    for (const { id, terms: phrase, words } of idx.phrasesByFirstTerm.get(firstKey(sequence[i]!)) ?? []) {
      if (i + phrase.length > sequence.length) continue;
      let all = true;
      for (let j = 0; j < phrase.length && all; j++) all = sameTerm(sequence[i + j]!, phrase[j]!);
      if (!all) continue;
      const whole = phrase.length === queryTerms.length && queryTerms.every((q) => phrase.includes(q));
      const specific = whole || phrase.length >= 2 || (words === 1 && !GENERIC_TERMS.has(phrase[0]!) && keyRare(idx, phrase[0]!));
      if (specific) better(id, phrase.length + (whole ? 0.5 : 0));
    }
  }
  return out;
}

/**
 * A search, and when it finds nothing, the same search once more without the words the index does
 * not hold at all (issue 29 §9): "how do I broadcast a glyph to the multicore agents quickly" still
 * finds the broadcast passage. Only a question of four or more words, at most a third of them
 * dropped and two specific words left, so a question is never answered from the few words the index
 * happens to share ("the best way to learn the guitar" is not a question about learning about AI).
 */
function searchWithRetry(idx: KnowledgeIndex, query: string, options: KnowledgeSearchOptions): KnowledgePassage[] {
  const limit = Math.max(0, Math.floor(options.limit ?? DEFAULT_LIMIT));
  if (!limit || typeof query !== "string") return [];
  const text = query.slice(0, MAX_QUERY_CHARS);
  const found = searchIn(idx, text, limit);
  if (found.length) return found;
  // the visitor's word for what the product calls otherwise ("submit a contribution" is "record" one)
  const all = terms(text);
  const unknown = all.filter((t) => bestQuality(idx, t) === 0 && SYNONYMS[t]);
  if (unknown.length) {
    const said = all.map((t) => (unknown.includes(t) ? SYNONYMS[t]! : t)).join(" ");
    const again = searchIn(idx, said, limit);
    if (again.length) return again;
  }
  const known = all.filter((t) => bestQuality(idx, t) > 0);
  const specific = known.filter((t) => !GENERIC_TERMS.has(t));
  // only a few stray words are dropped: a question most of whose words the index lacks is about something else
  if (all.length < 4 || specific.length < 2 || known.length === all.length || (all.length - known.length) * 3 > all.length) return found;
  return searchIn(idx, known.join(" "), limit);
}

function searchIn(idx: KnowledgeIndex, text: string, limit: number): KnowledgePassage[] {
  const queryTerms = terms(text);
  if (!queryTerms.length) return [];
  const n = idx.passages.length;
  const weights = queryTerms.map((q) => {
    const df = idx.df.get(q);
    const w = df ? idf(df, n) : idx.maxIdf;
    return GENERIC_TERMS.has(q) ? w * GENERIC_WEIGHT : w;
  });
  let total = 0;
  let specific = 0;
  for (let i = 0; i < queryTerms.length; i++) {
    total += weights[i]!;
    if (!GENERIC_TERMS.has(queryTerms[i]!)) specific++;
  }
  // One specific word alone ("support", "risks") must name the passage, not merely occur in it.
  const titleOnly = specific <= 1;
  // Condition 2 needs a specific term that some title, task phrase or (with 2+ specific terms) rare term holds.
  const canBeDistinctive = queryTerms.some(
    (q) => !GENERIC_TERMS.has(q) && (idx.titleKeys.has(q) || (!titleOnly && idx.anyKeys.has(q) && (idx.df.get(q) ?? 0) <= idx.rareMax)),
  );
  if (!canBeDistinctive) return [];
  // Condition 1 cannot hold when even a passage matching every query term as well as that term can
  // match anything in the index would cover too little: skip the query (the same answer, cheaper).
  let reachable = 0;
  for (let i = 0; i < queryTerms.length; i++) reachable += weights[i]! * bestQuality(idx, queryTerms[i]!);
  if (total <= 0 || reachable / total < idx.minCoverage) return [];

  // MiniSearch tokenizes and processes the text itself, with the same functions as terms().
  const results = idx.search.search(text);
  const out: KnowledgePassage[] = [];
  const count = Math.min(results.length, CANDIDATES);
  for (let r = 0; r < count; r++) {
    const result = results[r]!;
    let covered = 0;
    let distinctive = false;
    for (let i = 0; i < queryTerms.length; i++) {
      const q = queryTerms[i]!;
      if (!result.queryTerms.includes(q)) continue;
      let quality = 0.5;
      let inTitle = false;
      for (const docTerm of result.terms) {
        const exact = docTerm === q;
        const prefix = !exact && q.length >= 4 && docTerm.startsWith(q);
        if (!exact && !prefix) continue;
        quality = Math.max(quality, exact ? 1 : 0.8);
        const fields = result.match[docTerm];
        if (fields && (fields.includes("title") || fields.includes("keys"))) inTitle = true;
      }
      covered += weights[i]! * quality;
      if (quality >= 0.8 && !GENERIC_TERMS.has(q) && (inTitle || (!titleOnly && (idx.df.get(q) ?? 0) <= idx.rareMax))) distinctive = true;
    }
    const coverage = total > 0 ? covered / total : 0;
    if (!distinctive || coverage < idx.minCoverage) continue;
    const passage = idx.byId.get(result.id as string);
    if (!passage) continue;
    const fit = titleFit(idx.titleTerms.get(passage.id) ?? [], queryTerms);
    const strength = result.score / (result.score + SATURATION);
    const score = Math.round(coverage * strength * (1 - TITLE_FIT_SHARE + TITLE_FIT_SHARE * fit) * 1000) / 1000;
    out.push({ id: passage.id, kind: passage.kind, title: passage.title, text: passage.text, href: passage.href, score });
  }
  out.sort((a, b) => b.score - a.score);
  return out.length > limit ? out.slice(0, limit) : out;
}
