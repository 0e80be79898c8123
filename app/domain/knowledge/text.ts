/**
 * Term processing of the knowledge index (knowledge.server.ts): one rule for passages and queries,
 * so "phases"/"phase", "glyphs"/"glyph", "stored"/"store" and "memories"/"memory" meet.
 */

/** English stop words plus the words every question is made of ("how", "can", "tell"…): never indexed, never searched. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being below between both but by " +
    "can can't cannot could couldn't did didn't do does doesn't doing don't during each either else ever every few for from " +
    "further get gets getting go goes going got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers " +
    "herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let let's lot lots many may me " +
    "might more most much must mustn't my myself need no nor not now of off often on once one only or other ought our ours " +
    "ourselves out over own please quite rather really same say says shall shan't she she'd she'll she's should shouldn't so some " +
    "such tell than that that's the their theirs them themselves then there there's these they they'd they'll they're they've thing " +
    "things this those through to too under until up upon us very want wants was wasn't way we we'd we'll we're we've were weren't " +
    "what what's when when's where where's whether which while who who's whom why why's will with won't would wouldn't yes yet you " +
    "you'd you'll you're you've your yours yourself yourselves know explain mean means meaning stand stands re ll ve"
  ).split(" "),
);

/**
 * Words so common in the product that they say nothing about which passage is meant: they still
 * count toward a match, with little weight, but never make a passage relevant on their own
 * ("What is the mesh?" alone is not a question about any one screen; "mesh journey" is).
 */
export const GENERIC_TERMS: ReadonlySet<string> = new Set(["mesh", "trinity", "node", "ai", "use", "work", "make", "new", "first", "see", "find", "open"]);

/** Light suffix stemming: plural, -ed/-ing, a final -e and a long word's -ion, for words of five letters or more. */
export function stem(word: string): string {
  let w = word;
  if (w.length >= 5) {
    if (w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith("sses")) w = w.slice(0, -2);
    else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  }
  if (w.length >= 6 && w.endsWith("ing")) w = undouble(w.slice(0, -3));
  else if (w.length >= 5 && w.endsWith("ed") && !w.endsWith("eed")) w = undouble(w.slice(0, -2));
  if (w.length >= 5 && w.endsWith("e")) w = w.slice(0, -1);
  // "contribution" meets "contribute", "information" "inform(at)e"; a short "question" stays itself
  else if (w.length >= 10 && w.endsWith("tion")) w = w.slice(0, -3);
  return w;
}

function undouble(w: string): string {
  const n = w.length;
  if (n >= 4 && w[n - 1] === w[n - 2] && !"lsz".includes(w[n - 1]!)) return w.slice(0, -1);
  return w;
}

/**
 * MiniSearch's processTerm: lower case, possessive 's dropped, stop words skipped, stemmed.
 * Symbols (glyphs such as ⊗) are kept as they are.
 */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]s$/u, "").replace(/^['’]+|['’]+$/gu, "");
  if (!lower || STOP_WORDS.has(lower)) return null;
  if (lower.length === 1 && /[a-z0-9]/.test(lower)) return null;
  return stem(lower);
}

/** MiniSearch's default tokenizer: split on spaces and punctuation (glyph symbols are not punctuation). */
const SPLIT = /[\n\r\p{Z}\p{P}]+/u;

export function tokenize(text: string): string[] {
  return text.split(SPLIT);
}

/** The processed, distinct terms of a text, in order. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    const term = token ? processTerm(token) : null;
    if (term && !out.includes(term)) out.push(term);
  }
  return out;
}

/**
 * The first whole sentences of a text that fit in `max` characters; a first sentence longer than
 * that is cut at a word boundary with an ellipsis. Whitespace is collapsed.
 */
export function clip(text: string, max = 400): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const sentences = flat.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [flat];
  let out = "";
  for (const s of sentences) {
    const next = out ? `${out} ${s.trim()}` : s.trim();
    if (next.length > max) break;
    out = next;
  }
  if (out) return out;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,;:–—-]+$/u, "")}…`;
}

/** A stable id part: lower-case ASCII words joined by hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** "a, b and c" */
export function listing(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
