/**
 * The question's frame (issue 15 §1, §3): its shape (a choice, a how-to, a definition, a fact about
 * the mesh, something personal, or open) and what it refers to once the conversation is taken into
 * account. Pure: built from the question, its analysis and the earlier turns; no I/O, no NLP pass of
 * its own (the analysis is done once per question), a few regular expressions.
 *
 * Follow-ups: when a question points back ("which one is cheaper?", "how can I support her there?",
 * "when should I use it?") or has no subject of its own, the previous turn's subject and options
 * are carried forward, so every mind answers about what the conversation is about.
 */
import { cleanQuestionText } from "./analysis.server";
import { ACTORS, gerund, joinAnd, nounRef, swapPerspective, wordsOf } from "./grammar.server";
import type { PriorTurn, QuestionAnalysis, QuestionFrame, QuestionShape } from "./types";

const MAX_OPTIONS = 4;
const MAX_OPTION_WORDS = 8;

// ---------------------------------------------------------------------------------------------
// Choices: "A or B", "between A and B", "A versus B", "A instead of B", "should I A or B"

/** Where the second option of an "or" ends: a purpose, a time, a reason. */
const OPTION_END = /\s*(?:[,;:?!.]|\s(?:for|in my|in our|in the|in your|this|next|because|since|when|if|so that|as|given|considering|right now|at the moment)\b).*$/i;
/** Words that close an option without belonging to it. */
const TRAILING = /\s+(?:first|now|today|instead|then|later|anyway|please|though|at all)$/i;
/** What may stand before the first option of an "or" question and is not part of it. */
const CHOICE_LEAD =
  /^(?:(?:so|ok|okay|hi|hey|well|honestly|hmm|quick question)[,!]?\s+)*(?:(?:should|shall|do|would|could|can|must|will|might)\s+(?:i|we|you|they|he|she|my\s+\S+|our\s+\S+|the\s+\S+)\s+|(?:is\s+it|would\s+it\s+be|which\s+is|what(?:'s|\s+is))\s+(?:better|smarter|wiser|best|cheaper|easier|healthier|safer)\s*(?:,\s*|:\s*|to\s+)?|(?:i|we)\s+(?:can't|cannot|can\s+not|don't\s+know\s+whether\s+to|am\s+torn\s+between|are\s+torn\s+between)\s+(?:decide\s+)?(?:whether\s+to\s+|if\s+i\s+should\s+|if\s+we\s+should\s+)?|(?:i|we)\s+(?:want|need|have)\s+to\s+(?:decide|choose)\s+(?:whether\s+to\s+)?)/i;
/** Words before a "versus"/"instead of" option that mark where it starts. */
const PHRASE_START = new Set(
  "is are was were am be been debating choosing comparing deciding considering weighing thinking about between of on for to pick choose prefer like want about with i we you they it".split(" "),
);
const NOT_OPTIONS = new Set(["not", "no", "so", "something", "anything", "whatever", "else", "otherwise", "more", "less", "nothing", "never", "both", "neither", "either", "later", "two", "three"]);
const PREPOSITIONS = new Set(["with", "at", "in", "on", "to", "for", "by", "from", "near", "into"]);
/** Words an option may start with that make it a verb phrase ("take the train", "fly to Vienna"). */
const COMMON_VERBS = new Set(
  (
    "take fly drive go stay leave quit accept keep sell buy rent move study learn repair fix replace build use hire wait invest pay save spend " +
    "start stop tell ask join switch change try choose marry adopt travel walk cycle work live visit call write read eat cook order book sign"
  ).split(" "),
);

/** Words an option never starts with: a question word or an auxiliary ("How do you push back…", "Is"). */
const NOT_AN_OPTION_START = /^(?:how|what|why|where|when|who|whom|whose|is|are|am|was|were|do|does|did|can|could|should|would|will|shall|may|might|must)$/i;

function cleanOption(raw: string, cutAtEnd = true): string | null {
  // a dash opens an aside ("50/50 - is that fair?"): the option ends before it
  let o = (cutAtEnd ? raw.replace(OPTION_END, "") : raw.replace(/\s*[,;:?!.].*$/, "")).replace(/\s+[-–—]\s.*$/, "").trim();
  for (let i = 0; i < 3; i++) o = o.replace(TRAILING, "").trim();
  o = o.replace(/^(?:to|maybe|perhaps|just|rather|simply|either|whether to)\s+/i, "").replace(/[“”"']+$/g, "").trim();
  const words = o.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > MAX_OPTION_WORDS || NOT_AN_OPTION_START.test(words[0]!)) return null;
  if (words.length === 1 && (NOT_OPTIONS.has(words[0].toLowerCase()) || /^\d+$/.test(words[0]))) return null;
  return swapPerspective(o);
}

function isVerbPhrase(option: string, verbs: Set<string>): boolean {
  const first = option.split(/\s+/)[0]?.toLowerCase() ?? "";
  return COMMON_VERBS.has(first) || verbs.has(first);
}

/** The words before `at` back to where the phrase starts ("debating remote work versus" → "remote work"). */
function phraseBefore(words: string[], at: number): string {
  const out: string[] = [];
  for (let i = at - 1; i >= 0 && out.length < MAX_OPTION_WORDS; i--) {
    const w = words[i].toLowerCase().replace(/[,;:]$/, "");
    if (PHRASE_START.has(w) || /[,;:]$/.test(words[i])) break;
    out.unshift(words[i]);
  }
  return out.join(" ");
}

/** Makes the first option of an "or" the same kind of thing as the second ("study medicine or law" → medicine, law). */
function alignLeft(left: string, right: string, verbs: Set<string>): string {
  const lw = left.split(/\s+/);
  const rw = right.split(/\s+/);
  const rFirst = rw[0].toLowerCase();
  if (PREPOSITIONS.has(rFirst)) {
    const at = lw.map((w) => w.toLowerCase()).lastIndexOf(rFirst);
    if (at >= 0) return lw.slice(at).join(" ");
  }
  // "learning Spanish or Japanese": the activity is shared, the options are the languages
  const gerundLead = /ing$/i.test(lw[0] ?? "") && rw.length < lw.length && !/ing$/i.test(rw[0] ?? "");
  if ((gerundLead || (!isVerbPhrase(right, verbs) && isVerbPhrase(left, verbs))) && rw.length <= 3 && lw.length > rw.length) {
    const tail = lw.slice(-rw.length);
    // "build the app in React" → "React"; keep a determiner the right side also has ("a cat or a dog")
    return tail.join(" ");
  }
  return left;
}

/** An option that is a verb phrase reads as a noun in the minds' sentences: "take the train" → "taking the train". */
function asNoun(option: string, verbs: Set<string>): string {
  // "train or fly": a way of travelling named alone is taken, not done ("training")
  if (/^(?:train|bus|coach|ferry|boat|plane|car|taxi|tram|metro|subway)$/i.test(option)) return `taking the ${option.toLowerCase()}`;
  if (!isVerbPhrase(option, verbs)) return option;
  const [first, ...rest] = option.split(/\s+/);
  if (/ing$/i.test(first)) return option;
  return [gerund(first.toLowerCase()), ...rest].join(" ");
}

function distinct(options: (string | null)[]): string[] {
  const out: string[] = [];
  for (const o of options) {
    if (o && !out.some((x) => x.toLowerCase() === o.toLowerCase())) out.push(o);
  }
  return out.length >= 2 ? out.slice(0, MAX_OPTIONS) : [];
}

/** The options of a choice in the visitor's words (from the mind's side: "my parents" → "your parents"), or none. */
export function choiceOptions(question: string, analysis: Pick<QuestionAnalysis, "verbs">): string[] {
  const verbs = new Set(analysis.verbs ?? []);
  const sentences = cleanQuestionText(question).split(/(?<=[?!.])\s+/);
  for (const sentence of sentences) {
    const s = sentence.trim();
    // "the difference between A and B" asks what they are, not which to choose
    if (/\b(?:difference|differences|different|compare|comparison|relationship|link|connection)s?\s+(?:is\s+there\s+)?between\b/i.test(s)) continue;
    // between A and B (and C)
    const between = s.match(/\bbetween\s+(.+?)\s+and\s+(.+)$/i);
    if (between) {
      const firsts = between[1].split(/\s*,\s*/);
      const found = distinct([...firsts.map((f) => cleanOption(f)), cleanOption(between[2])]);
      if (found.length) return found;
    }
    // A versus B, A vs B, A instead of B, A rather than B
    const words = s.split(/\s+/);
    const markerAt = words.findIndex((w, i) => /^(?:versus|vs\.?)$/i.test(w) || (/^instead$/i.test(w) && /^of$/i.test(words[i + 1] ?? "")) || (/^rather$/i.test(w) && /^than$/i.test(words[i + 1] ?? "")));
    if (markerAt > 0) {
      const skip = /^(?:versus|vs\.?)$/i.test(words[markerAt]) ? 1 : 2;
      const found = distinct([cleanOption(phraseBefore(words, markerAt)), cleanOption(words.slice(markerAt + skip).join(" "))]);
      if (found.length) return found;
    }
    // "either A or B": the options start after "either"
    const either = s.match(/\beither\s+(.+?)\s+or\s+(.+)$/i);
    if (either) {
      const found = distinct([cleanOption(either[1]!), cleanOption(either[2]!)].map((o) => (o ? asNoun(o, verbs) : o)));
      if (found.length) return found;
    }
    // A or B (or C), with the question's lead taken off
    const orMatch = s.match(/^(.*?)\s+or\s+(.+)$/i);
    // "two or three people" is a number, not a choice
    // "without sounding lazy or risking my job" lists what to avoid; "is it serious, or what could cause it?" joins two questions
    const notAChoice =
      !!orMatch && (/\b(?:without|not|never|no|neither|nor|avoid|avoiding)\s+(?:\S+\s+){0,4}$/i.test(orMatch[1]) || /^(?:what|how|why|where|when|who|which|is|are|was|were|do|does|did|can|could|should|would|will)\b/i.test(orMatch[2].trim()));
    if (orMatch && !notAChoice && !/\b(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+or\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i.test(s)) {
      // "I'm trying to decide between learning Spanish or Japanese": the options start after "between"
      const lead = orMatch[1].replace(CHOICE_LEAD, "").replace(/^.*\bbetween\s+/i, "");
      const leftParts = lead.split(/\s*,\s*/).filter(Boolean);
      const right = cleanOption(orMatch[2]);
      if (!right || !leftParts.length) continue;
      // "exercise in the morning or in the evening": the right side's preposition belongs to the left too, so it is not cut there
      const prepositional = PREPOSITIONS.has(right.split(/\s+/)[0]!.toLowerCase());
      const leftRaw = leftParts[leftParts.length - 1].replace(/^.*\b(?:whether|if)\s+(?:to\s+)?/i, "");
      const lastLeft = prepositional ? cleanOption(leftRaw, false) : cleanOption(leftRaw);
      if (!lastLeft) continue;
      const aligned = alignLeft(lastLeft, right, verbs);
      let pair: (string | null)[] = [aligned, right];
      // "spend the holidays with my parents or with my partner's family": both options keep what they share
      if (aligned !== lastLeft && PREPOSITIONS.has(right.split(/\s+/)[0].toLowerCase())) {
        const stemWords = lastLeft.slice(0, lastLeft.length - aligned.length).trim().split(/\s+/).filter(Boolean);
        // "spend the holidays with…" keeps "the holidays"; a lone verb becomes the activity: "exercise in the morning" → "exercising in the morning"
        const lone = stemWords.length === 1 && isVerbPhrase(stemWords[0]!, verbs);
        const stem = lone ? gerund(stemWords[0]!.toLowerCase()) : (isVerbPhrase(stemWords.join(" "), verbs) ? stemWords.slice(1) : stemWords).join(" ");
        if (stem) pair = [`${stem} ${aligned}`, `${stem} ${right}`];
      }
      const others = leftParts.length > 1 && leftParts.length <= MAX_OPTIONS ? leftParts.slice(0, -1).map((p) => cleanOption(p)) : [];
      const all = [...others, ...pair];
      // "train or plane" are two nouns: a lone word is made a gerund only beside verb phrases ("fly or take the train")
      const nouns = all.some((o) => o && !isVerbPhrase(o, verbs));
      const found = distinct(all.map((o) => (o && !(nouns && !/\s/.test(o)) ? asNoun(o, verbs) : o)));
      if (found.length) return found;
    }
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Shapes

const EMOTION =
  /\b(lonely|alone|scared|afraid|anxious|anxiety|worried|worry|sad|depressed|ashamed|shame|guilty|grief|grieving|hurt|hurts|hurting|heartbroken|cope|coping|overwhelmed|stressed|exhausted|burn(?:ed|t)? out|burnout|panic|cry|crying|miss (?:her|him|them)|lost my|ill|sick|angry|hopeless|nobody|no one|fear|terrified|upset|jealous|unhappy|miserable|broke up|divorce|died|passed away)\b/i;
const FIRST_PERSON = /\b(i|i'm|im|i've|i'd|me|my|myself)\b/i;
const HOW_TO = /^(?:how\s+(?:do|can|could|should|would|will)\s+(?:i|we|you|one)\b|how\s+to\b|what(?:'s|\s+is)\s+the\s+(?:best|easiest|right|quickest|fastest)\s+way\s+to\b|where\s+(?:do|can|could|should|would)\s+(?:i|we|you)\b|(?:show|teach|help)\s+me\s+(?:how\s+)?to\b|steps\s+to\b|i\s+(?:want|need)\s+to\s+know\s+how\s+to\b)/i;
const DEFINITION =
  /^(?:what\s+(?:is|are|was|were)\s+(?!the\s+(?:best|easiest|right|way)\b)|what\s+(?:does|do)\s+.+\s+(?:mean|stand\s+for|do|represent|signify)\b|what(?:'s|\s+is)\s+the\s+meaning\s+of\b|who\s+(?:is|are|was|were)\b|define\b|explain\b|tell\s+me\s+(?:about|what)\b|meaning\s+of\b)/i;
const INFORMATIONAL = /^(?:how\s+(?:many|much|often|long|old|big)|which|when|where|what|who|is\s+there|are\s+there|does|do|can)\b/i;
/** Words that name parts of the product: a question about them asks for the mesh's own facts (not "the journey" to Berlin, "my points", "a chain"). */
const MESH_TERMS =
  /\b(glyphs?|mesh|mesh journey|journey (?:page|phases?)|alexandria|archive|glyph chain|val|valoir|nodes?|multicore|ritual|heatmap|solace|manus|ignith|trinity|guest wallet|entropy|lineage|merchants?|promotions?|velocity|continuity|chrysalis|manifests?|observer|firefly|learning hub|(?:initiation|beginner|kids|interactive) challenges?|badges?|ledger|leases?|custodian|sovereign|echoes|ignition|operator)\b/i;

function shapeOf(text: string, analysis: QuestionAnalysis, options: string[]): QuestionShape {
  if (options.length >= 2) return "choice";
  const t = text.replace(/^(?:(?:so|ok|okay|hi|hey|well|please|quick question)[,!]?\s+)+/i, "");
  if (FIRST_PERSON.test(t) && (EMOTION.test(t) || (analysis.sentiment ?? 0) <= -0.4)) return "personal";
  if (HOW_TO.test(t)) return "howto";
  // "what are the risks of that?" asks about an aspect of the subject, not for a definition
  if (DEFINITION.test(t) && !/^what\s+(?:is|are)\s+(?:the\s+)?(?:risks?|costs?|benefits?|advantages?|disadvantages?|pros|cons|downsides?|upsides?|chances?|alternatives?)\b/i.test(t)) return "definition";
  if (INFORMATIONAL.test(t) && MESH_TERMS.test(t)) return "mesh_fact";
  return "open";
}

// ---------------------------------------------------------------------------------------------
// Subjects and follow-ups

/** Nouns that name an aspect of something else ("the risks of that", "how many phases does it have"). */
const ASPECT_NOUNS = new Set(
  (
    "risk risks cost costs price prices benefit benefits advantage advantages disadvantage disadvantages pro pros con cons downside downsides upside upsides " +
    "phase phases part parts step steps rule rules meaning difference idea ideas way ways option options one ones thing things kind type size number point " +
    "purpose chance chances question questions problem problems issue issues choice choices decision plan matter time reason reasons alternative alternatives"
  ).split(" "),
);
const STRONG_REFERENCE = /\b(the two|both|either|neither|which one|which of them|the other|that option|this option|that choice|there|her|him|she|he|the first|the second|the latter|the former|the same)\b/i;
const WEAK_REFERENCE = /\b(it|its|it's|this|that|they|them|those|these)\b/i;
/** A pronoun as the object of a verb or preposition points back even when the question has a subject ("keep doing it in winter"). */
const OBJECT_REFERENCE =
  /\b(?:do|doing|does|did|use|using|keep|keeping|try|trying|afford|support|supporting|start|starting|stop|stopping|make|making|handle|get|getting|buy|take|choose|pick|about|of|with|for|from|into|on|without|like|need)\s+(?:it|them|that|this|those|these)\b/i;
/** A comparison with no options of its own picks up the previous turn's ("which is cheaper?"). */
const COMPARISON = /\b(which|either|both|cheaper|better|worse|easier|harder|faster|slower|safer|closer|bigger|smaller|more|less|most|least|best|prefer)\b/i;

/** "the second one", "the latter", "the first option": which of n options a follow-up points at. */
const ORDINALS: [RegExp, (n: number) => number][] = [
  [/\b(?:the )?(?:first|former|1st)(?: one| option| choice)?\b/i, () => 0],
  [/\b(?:the )?(?:second|2nd)(?: one| option| choice)?\b/i, () => 1],
  [/\b(?:the )?(?:third|3rd)(?: one| option| choice)?\b/i, () => 2],
  [/\b(?:the )?(?:last|latter)(?: one| option| choice)\b|\bthe latter\b/i, (n) => n - 1],
];
function ordinalOf(text: string, n: number): number | null {
  // "first" as a time word ("what should I do first?") is not an option
  if (/\b(?:do|start|try|learn|buy|check|ask) first\b|\bfirst (?:step|thing|of all|time)\b/i.test(text)) return null;
  for (const [re, at] of ORDINALS) {
    if (re.test(text)) {
      const i = at(n);
      return i >= 0 && i < n ? i : null;
    }
  }
  return null;
}
/** A follow-up about one aspect of the options ("what about battery life?", "and the cost?"). */
const ASPECT = /\b(?:battery|cost|costs|price|prices|support|supports|warranty|speed|size|weight|safety|maintenance|running costs?|resale|insurance|offline|privacy)\b/i;

function activityOf(text: string): string | null {
  const lower = text.toLowerCase();
  const m =
    lower.match(/\b(?:want|wants|plan|plans|planning|hope|hoping|going|trying|try|tries|decided|need|needs|would like)\s+to\s+(?:start\s+|stop\s+|keep\s+|begin\s+)?([a-z]+)((?:\s+[a-z0-9'’-]+){0,5})/i) ??
    lower.match(/\b(?:start|stop|keep|begin|quit|started|stopped|love|hate|enjoy|thinking of|thinking about)\s+([a-z]+ing)((?:\s+[a-z0-9'’-]+){0,5})/i);
  if (!m) return null;
  let verb = m[1];
  if (["to", "a", "an", "the", "my", "our", "be", "do", "get", "have", "know", "ask", "talk"].includes(verb)) return null;
  if (!verb.endsWith("ing")) verb = gerund(verb);
  const rest = (m[2] ?? "").replace(/\s*[,;:?!.].*$/, "").replace(/\s+(?:and|but|or|because|since|so|when|if)\b.*$/, "").trim();
  // keep proper names as the visitor wrote them
  const original = cleanQuestionText(text);
  const restOriginal = rest
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => original.match(new RegExp(`\\b${w.replace(/[^\p{L}\p{N}'’-]/gu, "")}\\b`, "iu"))?.[0] ?? w)
    .join(" ");
  return swapPerspective(`${verb}${restOriginal ? ` ${restOriginal}` : ""}`.trim());
}

const NOBODY = new Set(["nobody", "somebody", "someone", "anyone", "anybody", "everyone", "everybody", "no"]);

function isActorPhrase(phrase: string, people: string[]): boolean {
  const words = wordsOf(phrase);
  const head = (words[words.length - 1] ?? "").replace(/['’]s$/, "");
  return ACTORS.has(head) || people.some((p) => phrase.includes(p) && words.length <= 2);
}

/** The question's own subject, from the mind's side ("the Threshold glyph", "a rescue dog", "moving to Canada"), or null. */
export function subjectOf(question: string, analysis: QuestionAnalysis, options: string[]): string | null {
  if (options.length >= 2) return joinAnd(options);
  const activity = activityOf(question);
  if (activity) return activity;
  const people = analysis.people ?? [];
  const phrase = (analysis.nounPhrases ?? []).find((p) => {
    const words = wordsOf(p);
    const head = words[words.length - 1] ?? "";
    return !isActorPhrase(p, people) && !ASPECT_NOUNS.has(head) && !NOBODY.has(words[0] ?? "") && words.some((w) => !ASPECT_NOUNS.has(w));
  });
  if (!phrase) return null;
  const ref = nounRef(question, phrase)?.text ?? null;
  // a product name keeps the article the visitor gave it: "the Mesh Journey", "the Threshold glyph"
  if (ref && /^\p{Lu}/u.test(ref) && new RegExp(`\\bthe\\s+${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(question)) return `the ${ref}`;
  return ref;
}

/** A subject of its own: a named thing, or a noun phrase that is neither a person nor an aspect of something else. */
function hasOwnSubject(question: string, analysis: QuestionAnalysis): boolean {
  const people = analysis.people ?? [];
  return (analysis.nounPhrases ?? []).some((p) => {
    const words = wordsOf(p);
    const head = words[words.length - 1] ?? "";
    if (isActorPhrase(p, people) || ASPECT_NOUNS.has(head)) return false;
    return words.some((w) => !ASPECT_NOUNS.has(w) && !["good", "bad", "new", "old", "small", "big"].includes(w));
  });
}

/** Words that open a continuation of the turn before ("What if…", "And at bedtime?", "Actually…"). */
export const CONTINUATION = /^(?:and|but|so|also|actually|then|ok|okay|alright|well|what if|what about|how about|and if|even if|though|if so|in that case)\b/i;

/** A short statement (no question mark) after a choice adds a cue to it ("I'm only here for a year."). */
function addsToChoice(text: string, previous: PriorTurn): boolean {
  return previous.options.length >= 2 && !/\?/.test(text) && wordsOf(text).length <= 30;
}

/** Does this question point back at the conversation? */
function refersBack(text: string, analysis: QuestionAnalysis, previous: PriorTurn, ownOptions: string[]): boolean {
  const own = hasOwnSubject(text, analysis);
  if (STRONG_REFERENCE.test(text)) return true;
  if (!ownOptions.length && (CONTINUATION.test(text) || addsToChoice(text, previous) || (previous.options.length >= 2 && ASPECT.test(text)))) return true;
  if (WEAK_REFERENCE.test(text) && (!own || OBJECT_REFERENCE.test(text))) return true;
  if (previous.options.length >= 2 && !ownOptions.length && COMPARISON.test(text)) return true;
  // "And the cost?", "Why?": too short to stand alone
  return !own && (analysis.wordCount ?? wordsOf(text).length) <= 5;
}

/**
 * The frame of a question in its conversation. `history` is oldest first; only the newest turn is
 * needed to resolve a reference (its own subject was resolved the same way when it was asked).
 */
export function frameQuestion(question: string, analysis: QuestionAnalysis, history: PriorTurn[] = []): QuestionFrame {
  const text = cleanQuestionText(question);
  const ownOptions = choiceOptions(text, analysis);
  const previous = history.length ? history[history.length - 1] : null;
  const followsUp = !!previous && refersBack(text, analysis, previous, ownOptions);

  let options = ownOptions;
  let subject = subjectOf(text, analysis, ownOptions);
  let focus: number | undefined;
  if (followsUp && previous) {
    const ordinal = previous.options.length >= 2 ? ordinalOf(text, previous.options.length) : null;
    if (!ownOptions.length && previous.options.length >= 2 && (COMPARISON.test(text) || ordinal !== null || ASPECT.test(text) || CONTINUATION.test(text) || addsToChoice(text, previous))) {
      options = previous.options;
    }
    if (!ownOptions.length) subject = previous.subject ?? subject;
    if (ordinal !== null && options === previous.options) focus = ordinal;
  }
  let shape = shapeOf(text, analysis, options);
  // a follow-up in a conversation about the mesh keeps asking the mesh
  if (followsUp && shape === "open" && previous && (previous.shape === "mesh_fact" || previous.shape === "definition") && INFORMATIONAL.test(text)) shape = "mesh_fact";

  const carried = followsUp ? [subject, ...options].filter((x): x is string => !!x && !text.toLowerCase().includes(x.toLowerCase())) : [];
  return {
    shape,
    subject,
    options,
    followsUp,
    ...(focus === undefined ? {} : { focus }),
    retrievalQuery: carried.length ? `${text} ${carried.join(" ")}` : text,
  };
}
