/**
 * The built-in composer (DESIGN.md §6): writes each mind's thought from its persona, the question's
 * own words (QuestionAnalysis), the recalled memories and the glyph library. No network, no model,
 * no I/O; deterministic for the same question and memories, different for different questions.
 *
 * Each thought is a short sequence of "moves" (for Solace: who is affected, what is at stake, the
 * archive, what care asks). Every move has several phrasings; a phrasing is only eligible when the
 * facts it needs exist (so "??" never produces an empty slot), and the choice among the eligible
 * ones is made by a hash of (question, mind, move).
 */
import { glyphEntry, type GlyphEntry } from "../../lib/glyphs";
import { analyzeQuestion, cleanQuestionText } from "./analysis.server";
import { frameQuestion } from "./frame.server";
import { shapedThought } from "./shaped.server";
import {
  ACTORS,
  assemble,
  capitalise,
  chance,
  hash,
  pick,
  type Variant,
  gerund,
  indefinite,
  joinAnd,
  LEADING_DETERMINERS,
  lowerFirst,
  nounRef,
  PERSPECTIVE,
  POSSESSIVES,
  isPlural,
  swapPerspective,
  trimTo,
  wordsOf,
  type NounRef,
} from "./grammar.server";
import {
  MIND_GLYPHS,
  type MindContext,
  type MindName,
  type MindProvider,
  type QuestionAnalysis,
  type QuestionType,
  type QuestionFrame,
  type RecalledMemory,
  type Source,
  type Thought,
} from "./types";

/**
 * A recalled memory is cited when its recall score (full-text rank + trigram word similarity) reaches
 * this. Measured on PostgreSQL: a memory sharing the question's subject scores about 0.4 and up,
 * one that shares a single stem about 0.2, unrelated text under 0.1.
 */
export const MEMORY_MIN_SCORE = 0.25;



// ---------------------------------------------------------------------------------------------
// The gist: the question restated from the mind's side ("how your small team should decide who gets…")

const AUX = new Set("do does did should can could would will might must may shall is are am was were".split(" "));
const COPULA = new Set(["is", "are", "am", "was", "were"]);
const SUBJECT_PRONOUNS = new Set(["i", "we", "you", "it", "this", "that", "there", "they", "he", "she"]);
const WH = new Set(["how", "why", "what", "which", "who", "where", "when"]);
const LEAD_INS: string[][] = [
  ["can", "you", "tell", "me"],
  ["could", "you", "tell", "me"],
  ["can", "you", "explain"],
  ["could", "you", "explain"],
  ["do", "you", "know"],
  ["i", "wonder"],
  ["i", "want", "to", "know"],
  ["tell", "me"],
];
const FILLERS = new Set(["hi", "hey", "hello", "so", "ok", "okay", "well", "please", "honestly", "dear", "trinity"]);

interface Gist {
  /** The question as a clause: "whether you should quit your job", "why people stop trusting each other". */
  restated: string | null;
  /** The subject, from the mind's side: "you", "your small team", "people". */
  subject: string | null;
  subjectPlural: boolean;
  /** The infinitive verb phrase the visitor asked about: "quit your job to start an art studio". */
  predicate: string | null;
}

function conjugate3(verb: string): string {
  const irregular: Record<string, string> = { have: "has", be: "is", do: "does", go: "goes" };
  if (irregular[verb]) return irregular[verb];
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return verb + "es";
  if (/[^aeiou]y$/.test(verb)) return verb.slice(0, -1) + "ies";
  return verb + "s";
}

function swapWords(words: string[]): string[] {
  const out: string[] = [];
  const contractions: Record<string, string> = { "i'm": "you're", "i've": "you've", "i'll": "you'll", "i'd": "you'd", "we're": "you're", "we've": "you've", "we'll": "you'll" };
  words.forEach((w, i) => {
    const lower = w.toLowerCase().replace(/’/g, "'");
    const prev = (words[i - 1] ?? "").toLowerCase();
    if (contractions[lower]) out.push(contractions[lower]);
    else if (PERSPECTIVE[lower]) out.push(PERSPECTIVE[lower]);
    else if (lower === "am" && prev === "i") out.push("are");
    else if (lower === "was" && prev === "i") out.push("were");
    else out.push(w);
  });
  return out;
}

function gistOf(question: string, analysis: QuestionAnalysis): Gist {
  const none: Gist = { restated: null, subject: null, subjectPlural: false, predicate: null };
  const first = cleanQuestionText(question).split(/[?!.;]|,\s+(?:and|but|or)\s+/)[0] ?? "";
  let words = first.split(" ").map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, "")).filter(Boolean);
  const lower = () => words.map((w) => w.toLowerCase());
  while (words.length && FILLERS.has(lower()[0])) words = words.slice(1);
  for (const lead of LEAD_INS) {
    if (lead.every((w, i) => lower()[i] === w)) {
      words = words.slice(lead.length);
      break;
    }
  }
  if (words.length < 2 || words.length > 24) return none;
  if (!words.every((w) => /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u.test(w))) return none;

  const verbs = new Set<string>();
  for (const v of analysis.verbs ?? []) [v, v + "s", v + "es", v + "ed", v + "d", gerund(v), conjugate3(v)].forEach((x) => verbs.add(x));
  const lw = lower();
  let wh: string | null = null;
  let i = 0;
  if (WH.has(lw[0])) {
    wh = lw[0] === "which" ? "what" : lw[0];
    i = 1;
  }
  const aux = AUX.has(lw[i]) ? lw[i] : null;
  if (!aux) {
    if (wh) return { ...none, restated: [wh, ...swapWords(words.slice(1))].join(" ") };
    if (lw[0] === "i" || lw[0] === "we") return { ...none, restated: swapWords(words).join(" ") };
    return none;
  }
  const rest = words.slice(i + 1);
  const restLower = lw.slice(i + 1);
  const whLead = wh ?? "whether";

  if (COPULA.has(aux)) {
    // "Is it wrong to lie…" → "whether it is wrong to lie…"; wh + copula is left alone ("why is the sky blue")
    if (wh || !SUBJECT_PRONOUNS.has(restLower[0] ?? "")) return none;
    const subject = swapWords([rest[0]])[0];
    const be = subject === "you" ? "are" : aux === "am" ? "are" : aux;
    return { ...none, restated: ["whether", subject, be, ...swapWords(rest.slice(1))].join(" "), subject };
  }

  const verbAt = restLower.findIndex((w, j) => j > 0 && (verbs.has(w) || ["be", "been", "being", "have", "not", "never", "really"].includes(w)));
  if (verbAt < 1 || verbAt > 5) return none;
  const subjectWords = rest.slice(0, verbAt);
  const subjectLower = subjectWords.map((w) => w.toLowerCase());
  const personal = subjectLower.length === 1 && ["i", "we", "you"].includes(subjectLower[0]);
  const subject = swapWords(subjectWords).join(" ");
  const head = subjectLower[subjectLower.length - 1];
  const plural = personal || isPlural(head) || subjectLower[0] === "they";
  const predicateWords = swapWords(rest.slice(verbAt));
  const predicate = predicateWords.join(" ");
  if (aux === "did") return { ...none, subject, subjectPlural: plural };

  let clause: string;
  if (personal && wh && ["how", "what", "where", "when"].includes(wh) && ["do", "should", "can", "could"].includes(aux)) {
    clause = `${wh} to ${predicate}`;
  } else if (aux === "do") {
    clause = `${whLead} ${subject} ${predicate}`;
  } else if (aux === "does") {
    clause = `${whLead} ${subject} ${[conjugate3(predicateWords[0].toLowerCase()), ...predicateWords.slice(1)].join(" ")}`;
  } else {
    clause = `${whLead} ${subject} ${aux} ${predicate}`;
  }
  const hasOwnPredicate = ["do", "does", "should", "can", "could", "would", "will", "might", "must", "may", "shall"].includes(aux) && (!wh || wh === "how");
  return {
    restated: clause,
    subject,
    subjectPlural: plural,
    predicate: hasOwnPredicate && predicateWords.length <= 16 ? predicate : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Facts: everything a mind may use, derived once per question

interface Facts {
  seed: string;
  /** The question's shape and what it refers to in its conversation. */
  frame: QuestionFrame;
  question: string;
  analysis: QuestionAnalysis;
  type: QuestionType;
  /** Any topic reference, including clauses like "what to eat" and quoted foreign words. */
  topic: NounRef | null;
  /** The topic only when it is a real noun phrase ("the new laptop budget"). */
  noun: NounRef | null;
  gist: Gist;
  stakeholders: string | null;
  /** The first of them alone, for lists ("an hour, your co-founder and one shared page"). */
  stakeholderFirst: string | null;
  stakeholderCount: number;
  /** "you" when the visitor speaks as I, "we" for we/our. */
  voice: "you" | "we" | null;
  /** Verb and object as the visitor said them, in the mind's perspective: "quit your job". */
  verbObject: string | null;
  glyph: GlyphEntry | null;
  glyph2: GlyphEntry | null;
  memory: RecalledMemory | null;
  memory2: RecalledMemory | null;
  mood: "strained" | "hopeful" | "even";
  complex: boolean;
  /** The question asks whether something can be done ("can we…", "could I…"), not just yes or no. */
  ability: boolean;
}

/** Nouns about the asking rather than the matter ("a new idea for a garden" is about the garden). */
const GENERIC_NOUNS = new Set("idea ideas question questions problem problems issue issues thing things situation way plan decision choice matter advice help opinion thought thoughts option options".split(" "));

const WEAK_VERBS = new Set(
  "be do have get go let say seem want need know think try keep become use happen mean take tell make put come give feel see look ask help wonder explain stop".split(" "),
);
const SUBJECT_LEADS = new Set("i we you to should can could would will they must might may do not and or please how also".split(" "));

function memoryFits(m: RecalledMemory | undefined): m is RecalledMemory {
  return !!m && typeof m.pattern === "string" && cleanPattern(m.pattern).length > 0 && Number.isFinite(m.score) && m.score >= MEMORY_MIN_SCORE;
}

function cleanPattern(pattern: string): string {
  return trimTo(cleanQuestionText(pattern).replace(/["“”'‘’`]/g, "").trim(), 80);
}

function memorySnippet(m: RecalledMemory): string | null {
  const text = cleanQuestionText(typeof m.message === "string" ? m.message : "");
  if (!text) return null;
  const sentence = text.split(/(?<=[.!?])\s/)[0] ?? text;
  const out = trimTo(sentence, 140).replace(/[.!?]+$/, "");
  return out.length >= 8 ? out : null;
}

function findVerbObject(question: string, verb: string, phrases: string[]): string | null {
  const q = wordsOf(question);
  const forms = new Set([verb, verb + "s", verb + "es", verb + "ed", verb + "d", gerund(verb)]);
  const at = q.findIndex((w) => forms.has(w));
  if (at < 1 || !SUBJECT_LEADS.has(q[at - 1])) return null;
  let i = at + 1;
  let det: string | null = null;
  if (LEADING_DETERMINERS.has(q[i])) {
    det = q[i];
    i++;
  }
  for (const phrase of phrases) {
    const pw = wordsOf(phrase);
    const body = POSSESSIVES.has(pw[0]) ? pw.slice(1) : pw;
    const withDet = POSSESSIVES.has(pw[0]) ? pw[0] : det;
    if (body.length && body.every((w, j) => q[i + j] === w)) {
      const original = phrase.split(" ").slice(POSSESSIVES.has(pw[0]) ? 1 : 0).join(" ");
      const article = withDet === "a" || withDet === "an" ? indefinite(original) : withDet ? swapPerspective(withDet) : "";
      return `${verb} ${article ? article + " " : ""}${original}`;
    }
  }
  return null;
}

function factsFor(context: MindContext): Facts {
  const analysis = context.analysis ?? analyzeQuestion(context.question ?? "");
  const question = (context.question || analysis.text || "").slice(0, 4000);
  const seed = question.trim().toLowerCase();
  const phrases = (analysis.nounPhrases ?? []).filter((p) => typeof p === "string" && p.trim());
  const keyTerms = (analysis.keyTerms ?? []).filter((t) => typeof t === "string" && t.trim());
  const people = (analysis.people ?? []).filter((p) => typeof p === "string" && p.trim());
  const verbs = (analysis.verbs ?? []).filter((v) => typeof v === "string" && /^\p{L}[\p{L}'-]*$/u.test(v));

  const isStakeholder = (phrase: string) => {
    const words = wordsOf(phrase);
    const head = (words[words.length - 1] ?? "").replace(/['’]s$/, "");
    return ACTORS.has(head) || people.some((p) => phrase.includes(p));
  };
  const scorePhrase = (phrase: string, index: number) => {
    const lower = ` ${wordsOf(phrase).join(" ")} `;
    let score = 0;
    keyTerms.forEach((t, i) => {
      if (lower.includes(` ${t.toLowerCase()} `)) score += 6 - i;
    });
    const head = wordsOf(phrase).pop() ?? "";
    return score + Math.min(3, wordsOf(phrase).length) * 0.5 - index * 0.1 - (GENERIC_NOUNS.has(head) ? 8 : 0);
  };
  const ranked = phrases
    .map((p, i) => ({ p, score: scorePhrase(p, i), actor: isStakeholder(p) }))
    .sort((a, b) => Number(a.actor) - Number(b.actor) || b.score - a.score);
  const english = phrases.length > 0 || verbs.length > 0;

  let noun: NounRef | null = ranked[0] && !ranked[0].actor ? nounRef(question, ranked[0].p) : null;
  if (!noun && english) {
    const term = keyTerms.find((t) => !verbs.includes(t) && !/\s/.test(t) && /^\p{L}/u.test(t) && !people.some((p) => p.toLowerCase() === t) && !ranked.some((r) => r.actor && wordsOf(r.p).includes(t)));
    if (term) noun = nounRef(question, term);
  }
  const frame = context.frame ?? frameQuestion(question, analysis, context.history ?? []);
  // a follow-up ("is it a good idea with two small kids?") is about what the conversation is about
  if (frame.followsUp && frame.subject) {
    const words = frame.subject.split(" ");
    noun = { text: frame.subject, bare: frame.subject.replace(/^(the|a|an|your) /i, ""), head: (words[words.length - 1] ?? "").toLowerCase() };
  }
  let topic: NounRef | null = noun;
  const verb = verbs.find((v) => !WEAK_VERBS.has(v)) ?? null;
  if (!topic && verb) {
    const lead: Partial<Record<QuestionType, string>> = { what: "what", how: "how", where: "where", when: "when", should: "whether", can: "whether" };
    const l = lead[analysis.questionType];
    if (l) topic = { text: `${l} to ${verb}`, bare: `${l} to ${verb}`, head: verb };
  }
  if (!topic && !english && keyTerms[0]) {
    const quoted = keyTerms.slice(0, 2).map((t) => nounRef(question, t, true)?.text).filter(Boolean) as string[];
    topic = { text: joinAnd(quoted), bare: joinAnd(quoted), head: keyTerms[0], quoted: true };
  }

  const stakeholderRefs: string[] = [];
  for (const r of ranked.filter((x) => x.actor)) {
    let ref = nounRef(question, r.p)?.text ?? null;
    if (!ref) continue;
    // bare generic plurals read better with an article: "the children", "the people involved"
    if (ref === "people") ref = "the people involved";
    else if (/^an? /.test(ref)) ref = ref.replace(/^an? /, "the ");
    else if (/^\p{Ll}/u.test(ref) && !POSSESSIVES.has(wordsOf(ref)[0]) && !LEADING_DETERMINERS.has(wordsOf(ref)[0])) ref = `the ${ref}`;
    if (!stakeholderRefs.some((s) => s.toLowerCase().includes(ref.toLowerCase()))) stakeholderRefs.push(ref);
  }
  for (const name of people) {
    if (!stakeholderRefs.some((s) => s.includes(name))) stakeholderRefs.push(name);
  }
  const words = wordsOf(question);
  const voice = words.some((w) => ["i", "my", "me", "myself", "i'm", "i've"].includes(w))
    ? "you"
    : words.some((w) => ["we", "our", "us", "ourselves", "we're"].includes(w))
      ? "we"
      : null;

  const memories = [...(context.memories ?? [])].filter(memoryFits).sort((a, b) => b.score - a.score);
  const glyphs = (analysis.glyphs ?? []).map((g) => glyphEntry(g)).filter((g): g is GlyphEntry => !!g);
  const sentiment = Number.isFinite(analysis.sentiment) ? analysis.sentiment : 0;
  const gist = english ? gistOf(question, analysis) : { restated: null, subject: null, subjectPlural: false, predicate: null };

  return {
    seed,
    frame,
    question,
    analysis,
    type: analysis.questionType ?? "statement",
    topic,
    noun,
    gist,
    stakeholders: stakeholderRefs.length ? joinAnd(stakeholderRefs.slice(0, 2)) : null,
    stakeholderFirst: stakeholderRefs[0] ?? null,
    stakeholderCount: stakeholderRefs.length,
    voice,
    verbObject: verb ? findVerbObject(question, verb, phrases) : null,
    glyph: glyphs[0] ?? null,
    glyph2: glyphs[1] ?? null,
    memory: memories[0] ?? null,
    memory2: memories[1] ?? null,
    mood: sentiment <= -0.3 ? "strained" : sentiment >= 0.3 ? "hopeful" : "even",
    complex: (analysis.complexity ?? 0) >= 0.5,
    ability: /^(can|could)\b/.test(wordsOf(cleanQuestionText(question)).filter((w) => !FILLERS.has(w))[0] ?? ""),
  };
}

// ---------------------------------------------------------------------------------------------
// What each glyph means to care (Solace) and to action (Manus)

interface Care {
  /** A noun phrase: "encouragement before critique". */
  noun: string;
  /** The same as an instruction: "offer encouragement before critique". */
  clause: string;
}

interface Action {
  /** The full imperative: "sketch the smallest version of an art studio you could try within a week". */
  full: string;
  /** A short back-reference: "build that small version". */
  act: string;
}

interface GlyphVoice {
  stake: string;
  care: Care[];
  step: (topic: string | null, f: Facts) => string;
  act: string;
  resource: string;
}

const GLYPH_VOICES: Record<string, GlyphVoice> = {
  "⟁": {
    stake: "whether every perspective gets a real hearing",
    care: [
      { noun: "every affected voice heard before anything is decided", clause: "make sure every affected voice is heard before anything is decided" },
      { noun: "a decision made with people rather than about them", clause: "decide with the people involved rather than about them" },
    ],
    step: (t) => (t ? `put everyone with a stake in ${t} in one room for thirty minutes with a single question on the table` : "gather everyone involved for thirty minutes with a single question on the table"),
    act: "hold that meeting",
    resource: "thirty minutes with everyone involved",
  },
  "⊗": {
    stake: "commitment and its consequences",
    care: [
      { noun: "promises spoken out loud so that trust has something to hold", clause: "say the promises out loud so that trust has something to hold" },
      { noun: "honesty about what each side actually owes the other", clause: "be honest about what each side actually owes the other" },
    ],
    step: (t) => (t ? `write down in plain words what each side has promised about ${t}, and by when` : "write down in plain words what each side has promised, and by when"),
    act: "write those promises down",
    resource: "a written agreement both sides can read",
  },
  "∇": {
    stake: "the root beneath the symptom",
    care: [
      { noun: "patience with the root cause instead of blame for the symptom", clause: "stay patient with the root cause instead of blaming the symptom" },
      { noun: "curiosity about what hurt first, before anyone is judged", clause: "stay curious about what hurt first before judging anyone" },
    ],
    step: (t) => (t ? `note what happened just before the trouble with ${t} began, one layer below the symptom` : "note what happened just before the trouble began, one layer below the symptom"),
    act: "trace that first layer",
    resource: "an honest timeline",
  },
  "◊": {
    stake: "worth, price and fair exchange",
    care: [
      { noun: "a price that stays fair to whoever ends up paying it", clause: "keep the price fair to whoever ends up paying it" },
      { noun: "remembering that worth is never measured in money alone", clause: "remember that worth is never measured in money alone" },
    ],
    step: (t) => (t ? `put the real numbers for ${t} in one table, showing what it costs, who pays and what it returns` : "put the real numbers in one table, showing what it costs, who pays and what it returns"),
    act: "build that table of real numbers",
    resource: "the real numbers",
  },
  "☉": {
    stake: "wellbeing, health and the people affected",
    care: [
      { noun: "rest and honest check-ins before any target", clause: "put rest and honest check-ins before any target" },
      { noun: "attention to how each person is actually doing", clause: "keep asking how each person is actually doing" },
    ],
    step: (_t, f) => (f.stakeholders ? `ask ${f.stakeholders} directly how this lands for them, and write down what you hear` : "ask the people most affected how this lands for them, and write down what you hear"),
    act: "have that conversation",
    resource: "one unhurried conversation",
  },
  "∞": {
    stake: "what this leaves behind for later",
    care: [
      { noun: "a choice you will still respect in ten years", clause: "choose what you will still respect in ten years" },
      { noun: "thought for the people who will inherit the outcome", clause: "think of the people who will inherit the outcome" },
    ],
    step: (t) => (t ? `describe what a good outcome for ${t} looks like a year from now, then work backwards to this week` : "describe what a good outcome looks like a year from now, then work backwards to this week"),
    act: "draw that one-year picture",
    resource: "a one-page picture of the year ahead",
  },
  "△": {
    stake: "safety, and the line that should not be crossed",
    care: [
      { noun: "naming the limit before anyone is asked to cross it", clause: "make sure nobody is asked to cross a line before it has been named" },
      { noun: "safety first for whoever is most exposed", clause: "put safety first for whoever is most exposed" },
    ],
    step: (t) => (t ? `name the one limit around ${t} you will not cross, and who will watch it` : "name the one limit you will not cross, and who will watch it"),
    act: "name that limit",
    resource: "a clear line with someone to watch it",
  },
  "⚛": {
    stake: "the real effort and energy it costs",
    care: [
      { noun: "remembering the people behind the machines", clause: "remember the people behind the machines" },
      { noun: "counting human energy as carefully as compute", clause: "count human energy as carefully as compute" },
    ],
    step: (t) => (t ? `take a baseline of ${t} today, in time and energy, so every change can be measured` : "take a baseline today, in time and energy, so every change can be measured"),
    act: "take that baseline",
    resource: "a baseline measurement",
  },
  "✦": {
    stake: "a new idea while it is still fragile",
    care: [
      { noun: "room for the new idea to stay fragile for a while", clause: "let the idea stay fragile for a while" },
      { noun: "encouragement before critique", clause: "offer encouragement before critique" },
    ],
    step: (t) => (t ? `sketch the smallest version of ${t} you could try within a week` : "sketch the smallest version of the idea you could try within a week"),
    act: "build that small version",
    resource: "a cheap one-week prototype",
  },
  "⊙": {
    stake: "honest self-seeing",
    care: [
      { noun: "honest attention to your own motives first", clause: "look honestly at your own motives first" },
      { noun: "seeing yourself as kindly as you would see a friend", clause: "see yourself as kindly as you would see a friend" },
    ],
    step: (t) => (t ? `spend ten quiet minutes writing down what you actually want from ${t}` : "spend ten quiet minutes writing down what you actually want here"),
    act: "take those ten quiet minutes",
    resource: "ten quiet minutes with a notebook",
  },
};

const TYPE_CARE: Record<QuestionType, Care> = {
  how: { noun: "a way forward that nobody has to pay for alone", clause: "make sure nobody pays for the way forward alone" },
  why: { noun: "understanding before judgement", clause: "seek understanding before judgement" },
  what: { noun: "clarity that does not flatten the people inside it", clause: "keep the people inside the answer in view" },
  should: { noun: "a choice you could explain to everyone it touches", clause: "choose only what you could explain to everyone it touches" },
  can: { noun: "asking not only whether it can be done but whom it costs", clause: "ask whom it costs, not only whether it can be done" },
  who: { noun: "seeing each person as more than a role", clause: "see each person as more than a role" },
  when: { noun: "timing that respects the people who live with it", clause: "choose a timing that respects the people who live with it" },
  where: { noun: "a place where everyone involved can feel safe", clause: "choose a place where everyone involved can feel safe" },
  statement: { noun: "listening before answering", clause: "listen before you answer" },
};

const STRAINED_CARE: Care = { noun: "gentleness with yourself while this is still unresolved", clause: "be gentle with yourself while this is still unresolved" };

function typeAction(f: Facts, withTopic: boolean): Action {
  const t = withTopic ? f.noun?.text ?? null : null;
  const vo = f.verbObject;
  switch (f.type) {
    case "how":
      return { full: t ? `pick one approach to ${t} you can try within a week, and decide how you will know it worked` : "pick one approach you can try within a week, and decide how you will know it worked", act: "try that one approach" };
    case "why":
      return { full: "write down your best guess at the cause, then look for one fact that would prove it wrong", act: "test your best guess at the cause" };
    case "what":
      return { full: t ? `write one sentence about ${t} that everyone involved could sign` : "write the answer you are hoping for as one sentence that everyone involved could sign", act: "write that one sentence" };
    case "should":
      return { full: vo ? `write the strongest case for and against choosing to ${vo} on a single page` : "write the strongest case for each option on a single page", act: "write that one page" };
    case "can":
      if (!f.ability) return { full: "write down what would have to be true for the answer to be yes, and check the first item on that list", act: "check that first condition" };
      return { full: vo ? `find the cheapest test that shows whether you can ${vo}` : "find the cheapest test that tells you whether it can be done at all", act: "run that cheap test" };
    case "who":
      return { full: "list the names involved and what each of them needs", act: "make that list of names" };
    case "when":
      return { full: "put one date on the calendar, and a second date to check how it went", act: "put those two dates in the calendar" };
    case "where":
      return { full: "map the options with their distance, cost and access", act: "map those options" };
    default:
      return { full: t ? `write down in one sentence what you want to happen with ${t}` : "write down in one sentence what you want to happen", act: "write that one sentence" };
  }
}

/** What care asks (Ignith recomputes it to recognise Solace's words). */
function careAsk(f: Facts): Care {
  const voice = f.glyph ? GLYPH_VOICES[f.glyph.symbol] : undefined;
  const options: Care[] = voice ? [...voice.care] : [TYPE_CARE[f.type]];
  if (f.mood === "strained") options.push(STRAINED_CARE);
  return options[hash(`${f.seed}\u0000Solace:care`) % options.length];
}

/** Manus's first action (Ignith recomputes it to recognise Manus's words). */
function firstAction(f: Facts): Action {
  if (!f.topic && !f.glyph && f.analysis.wordCount <= 2) {
    return { full: "write the question down as one full sentence, with the outcome you are hoping for", act: "write that sentence" };
  }
  const voice = f.glyph ? GLYPH_VOICES[f.glyph.symbol] : undefined;
  const options: Action[] = [typeAction(f, true)];
  if (voice) {
    const fromGlyph = { full: voice.step(f.noun?.text ?? null, f), act: voice.act };
    options.push(fromGlyph, fromGlyph);
  }
  return options[hash(`${f.seed}\u0000Manus:first`) % options.length];
}

function meaningParts(g: GlyphEntry): { head: string; tail: string } {
  const meaning = g.meaning.replace(/\.$/, "");
  const at = meaning.indexOf(":");
  if (at < 0) return { head: lowerFirst(meaning), tail: lowerFirst(meaning) };
  return { head: lowerFirst(meaning.slice(0, at).trim()), tail: meaning.slice(at + 1).trim() };
}

function shortEnough(text: string | null | undefined, words: number): string | null {
  return text && wordsOf(text).length <= words ? text : null;
}

// ---------------------------------------------------------------------------------------------
// Solace: who is affected, what is at stake, what care asks

function solace(f: Facts): string {
  const s = (move: string, variants: Variant[]) => pick(f.seed, `Solace:${move}`, variants);
  const T = f.topic?.text;
  const N = f.noun?.text;
  const S = f.stakeholders;
  const R = shortEnough(f.gist.restated, 22);
  const statement = !!R && f.type === "statement";

  const who = s("who", [
    statement && `You say ${R}, and I want to stay with that for a moment before anyone tries to fix it.`,
    R && !statement && S && `You are asking ${R}, and before any answer I want to look at who lives with it: ${S}.`,
    R && !statement && S && `Before answering ${R}, I want to name who lives with it: ${S} first, and everyone who quietly depends on the outcome.`,
    f.topic?.quoted && `I hear ${f.topic.text} in your words, and even where the language is not quite mine, I can still ask who it touches.`,
    R && !statement && !S && `You are asking ${R}; before any answer, I want to know who feels the result first${f.voice === "you" ? ", and I suspect it is you" : ""}.`,
    T && S && f.type !== "why" && `Before anything is settled about ${T}, I want to look at who lives with the outcome: ${S}.`,
    N && S && `${S} will live with whatever happens to ${N} long after this conversation ends, so I start there.`,
    N && !S && f.voice === "you" && `The first person ${N} touches is you, and then whoever leans on you.`,
    N && !S && f.voice === "we" && `Behind the "we" in your question are people with different stakes in ${N}, and none of them should become a footnote.`,
    N && !S && !f.voice && `Questions about ${N} are never only technical; someone downstream feels the result.`,
    f.type === "should" && `A "should" question is really a question about what we owe, and here it is owed to ${S ?? (f.voice === "we" ? "everyone inside that \"we\"" : "you and the people around you")}.`,
  ]) ??
    (f.analysis.wordCount > 0
      ? `Even a short question carries a person behind it, and I would rather meet you than guess.`
      : f.glyph
        ? `You spoke in glyphs, so I listen to what they carry before I answer.`
        : `There are almost no words here yet, and that is fine; a question can start as a feeling.`);

  const mood =
    f.mood === "strained"
      ? s("mood", [
          `I hear strain in the way you ask, and that matters as much as any answer.`,
          `There is worry in this question, and it deserves to be taken seriously before it is solved.`,
          `Something here clearly hurts, and I do not want to hurry past that.`,
        ])
      : f.mood === "hopeful"
        ? s("mood", [
            `There is hope in how you ask, and it is worth protecting while the details get worked out.`,
            `I can hear something hopeful in this, and care starts by not letting it get lost.`,
          ])
        : null;

  const g = f.glyph;
  const voice = g ? GLYPH_VOICES[g.symbol] : undefined;
  const roomy = !mood || !f.memory;
  const stake = s("stake", [
    g && voice && `What is at stake here is ${voice.stake}; that is the ground of ${g.symbol} ${g.name}.`,
    g && voice && roomy && `${g.symbol} ${g.name} runs through ${N ?? "this"}: ${meaningParts(g).head}. What is at stake is ${voice.stake}.`,
    g && voice && `I read ${g.symbol} ${g.name} in your words, ${meaningParts(g).head}, so what is at stake is ${voice.stake}.`,
    !g && f.type === "what" && `What is at stake is mostly clarity: a good answer should make the next choice lighter, not heavier.`,
    !g && f.type === "how" && `What is at stake is the path as much as the destination, because how it is done will be remembered.`,
    !g && f.type === "can" && f.ability && `What is at stake is who pays if it works, and who pays if it does not.`,
    !g && f.type === "statement" && `What is at stake is being heard before being fixed.`,
    !g && `What is at stake is less the answer itself than the trust of everyone who will hear how it was reached.`,
  ]);

  let memory: string | null = null;
  if (f.memory) {
    const p = cleanPattern(f.memory.pattern);
    const snippet = memorySnippet(f.memory);
    const msg = snippet && /^(the|a|an|it|this|that|we|they|when|if|there|one|every|each)\b/i.test(snippet) ? lowerFirst(snippet) : snippet;
    memory = s("memory", [
      msg && `The archive remembers '${p}': ${msg}.`,
      `The archive remembers '${p}', and I think it speaks to ${N ?? "this question"} as well.`,
      `The archive remembers '${p}'; what was learned then deserves a hearing now.`,
    ]);
  }

  const care = careAsk(f).noun;
  const ask = s("ask", [
    `Care asks for ${care}.`,
    `What care asks here is ${care}.`,
    `If I name what care asks, it is ${care}.`,
    S && `What care asks of everyone here, ${S} included, is ${care}.`,
  ]);

  return assemble([who, { text: mood, optional: true }, memory ? { text: stake, optional: true as const } : stake, memory, ask]);
}

// ---------------------------------------------------------------------------------------------
// Manus: concrete steps, resources, the first action

function manus(f: Facts): string {
  const s = (move: string, variants: Variant[]) => pick(f.seed, `Manus:${move}`, variants);
  const N = f.noun?.text;
  const R = shortEnough(f.gist.restated, 20);
  const Rc = R ? capitalise(R) : null;
  const fa = firstAction(f);
  const pred = shortEnough(f.gist.predicate, 14);
  const subj = f.gist.subject;

  const frame =
    s("frame", [
      R && f.type === "should" && `${Rc} is a practical question as much as a moral one, so let's put it on paper.`,
      R && f.type === "how" && `${Rc} has a practical answer, and it starts smaller than you might think.`,
      R && f.type === "why" && `Knowing ${R} only helps if it changes what you do next, so let's test it rather than guess.`,
      R && f.type === "can" && f.ability && `${Rc} is mostly a question of resources, so let's count them honestly.`,
      R && f.type === "can" && !f.ability && `${Rc} depends on a few facts you can check, so let's list them.`,
      R && ["what", "who", "where", "when"].includes(f.type) && `To settle ${R}, I would work in small steps you can check.`,
      R && f.type === "statement" && /^you\b/.test(R) && `If ${R}, the most useful thing right now is one small, concrete move.`,
      !R && N && `Let's pin ${N} down in practical terms.`,
      f.topic?.quoted && `I can see ${f.topic.text} in your question; let's find the part of it you can act on.`,
      !R && N && `I hear ${N}; let's find the part of it you can act on.`,
      !R && !N && f.analysis.wordCount > 0 && `Let me look for the concrete part of this.`,
    ]) ?? (f.analysis.wordCount > 0 ? `Let me look for the concrete part of this.` : `There is nothing concrete to act on yet, so the first move is yours.`);

  const before =
    pred && subj
      ? subj === "you"
        ? `Before you ${pred}, ${fa.full}.`
        : `Before ${subj} ${f.gist.subjectPlural ? pred : [conjugate3(pred.split(" ")[0]), ...pred.split(" ").slice(1)].join(" ")}, ${fa.full}.`
      : null;
  const first = s("first", [before, before, `The first action is to ${fa.full}.`, `Today, I would ${fa.full}.`, `Start here: ${fa.full}.`]);

  const tiny = f.analysis.wordCount <= 2 && !f.topic;
  const glyphVoice = f.glyph ? GLYPH_VOICES[f.glyph.symbol] : undefined;
  const glyph2 = f.glyph2 ? GLYPH_VOICES[f.glyph2.symbol] : undefined;
  const candidates: Action[] = [typeAction(f, false)];
  if (glyphVoice) candidates.push({ full: glyphVoice.step(null, f), act: glyphVoice.act });
  if (glyph2) candidates.push({ full: glyph2.step(null, f), act: glyph2.act });
  const secondStep = tiny ? null : candidates.find((c) => c.act !== fa.act)?.full ?? null;
  const lastStep =
    tiny
      ? "name who it concerns and what would count as a good answer"
      : s("review", [
          "agree on a date to look at the result together",
          "decide in advance what would make you change course",
          "check again after two weeks and adjust",
          "tell one person the plan, so it becomes real",
        ]);
  const next = secondStep
    ? s("next", [`After that, ${secondStep}, and then ${lastStep}.`, `Next, ${secondStep}; once that is done, ${lastStep}.`, `Then ${secondStep}. Finally, ${lastStep}.`])
    : s("next", [`After that, ${lastStep}.`, `Then ${lastStep}.`]);

  let support: string | null = null;
  const memory = f.memory2 ?? f.memory;
  const voice = f.glyph ? GLYPH_VOICES[f.glyph.symbol] : undefined;
  if (memory) {
    const p = cleanPattern(memory.pattern);
    support = s("memory", [
      `The archive already holds '${p}', so start from what it learned rather than from zero.`,
      `There is precedent: the archive remembers '${p}', and it is worth ten minutes of reading first.`,
    ]);
  } else if (voice || f.stakeholders || chance(f.seed, "Manus:resources?", 60)) {
    const who = f.stakeholderFirst ?? "one person you trust";
    support = s("resources", [
      voice && `You need little to begin: ${voice.resource}, ${who} and an hour you protect.`,
      voice && `The resources are modest: ${voice.resource} and ${who}.`,
      `Resources: an hour, ${who} and one shared page; everything else can wait.`,
    ]);
  }

  const scale = f.complex
    ? s("scale", ["There are several moving parts here, so take them one at a time.", "This is a big question; shrink it until the first piece fits into a week."])
    : null;

  return assemble([frame, first, next, { text: support, optional: true }, { text: scale, optional: true }]);
}

// ---------------------------------------------------------------------------------------------
// Ignith: where the two agree, the tension between them, one recommendation

const SOLACE_CUES = ["care", "stake", "affected", "owe", "people", "dignity", "trust", "fair", "hurt", "gentle", "protect", "matter", "feel", "live with"];
const MANUS_CUES = ["first", "step", "start", "today", "week", "list", "write", "plan", "measure", "resource", "action", "begin", "test"];

function stripNote(content: string): string {
  return content.replace(/^\s*\([^)]{0,300}\)\s*/, "").trim();
}

/** A short, faithful quotation from a thought the composer did not write (e.g. from an external model). */
function quoteFrom(content: string, cues: string[]): string | null {
  const text = stripNote(content).replace(/[<>"“”]/g, "").replace(/\s+/g, " ").trim();
  if (!text) return null;
  const sentences = text.split(/(?<=[.!?])\s+/).filter((x) => wordsOf(x).length >= 3);
  if (!sentences.length) return null;
  const score = (x: string) => cues.filter((c) => x.toLowerCase().includes(c)).length;
  const best = sentences.reduce((a, b) => (score(b) > score(a) ? b : a), sentences[0]);
  const clauses = best.split(/\s*[,;:—–]\s*/).filter((c) => wordsOf(c).length >= 3);
  const clause = clauses.reduce((a, b) => (score(b) > score(a) ? b : a), clauses[0] ?? best);
  const words = clause.replace(/[.!?]+$/, "").split(" ").filter(Boolean);
  const quote = words.slice(0, 12).join(" ") + (words.length > 12 ? "…" : "");
  return lowerFirst(quote.replace(/^[^\p{L}\p{N}']+/u, ""));
}

function mentions(text: string, phrase: string): boolean {
  const key = wordsOf(phrase).join(" ");
  return !!key && ` ${wordsOf(stripNote(text)).join(" ")} `.includes(` ${key} `);
}

function sharedSubject(f: Facts, a: string, b: string): string | null {
  const candidates: string[] = [];
  if (f.noun) candidates.push(f.noun.text);
  const people = f.stakeholders ? wordsOf(f.stakeholders) : [];
  const isPeople = (text: string) => wordsOf(text).some((w) => people.includes(w) && ACTORS.has(w)) || ACTORS.has(wordsOf(text).pop() ?? "");
  for (const p of f.analysis.nounPhrases ?? []) {
    const ref = nounRef(f.question, p);
    if (ref && !isPeople(ref.text)) candidates.push(ref.text);
  }
  for (const t of f.analysis.keyTerms ?? []) {
    if ((f.analysis.verbs ?? []).includes(t) || isPeople(t) || GENERIC_NOUNS.has(t)) continue;
    const ref = nounRef(f.question, t);
    if (ref) candidates.push(ref.text);
  }
  return candidates.find((c) => mentions(a, c.replace(/^(the|a|an|your) /, "")) && mentions(b, c.replace(/^(the|a|an|your) /, ""))) ?? null;
}

function ignith(f: Facts, prior: Thought[]): string {
  const s = (move: string, variants: Variant[]) => pick(f.seed, `Ignith:${move}`, variants);
  const S = f.stakeholders;
  const solaceThought = [...prior].reverse().find((t) => t.agent === "Solace" && typeof t.content === "string" && t.content.trim());
  const manusThought = [...prior].reverse().find((t) => t.agent === "Manus" && typeof t.content === "string" && t.content.trim());
  const care = careAsk(f);
  const fa = firstAction(f);

  const solaceOwn = !!solaceThought && solaceThought.content.includes(care.noun);
  const manusOwn = !!manusThought && manusThought.content.includes(fa.full);
  const solaceQuote = solaceThought && !solaceOwn ? quoteFrom(solaceThought.content, SOLACE_CUES) : null;
  const manusQuote = manusThought && !manusOwn ? quoteFrom(manusThought.content, MANUS_CUES) : null;

  let agree: string | null;
  if (solaceThought && manusThought) {
    const shared = sharedSubject(f, solaceThought.content, manusThought.content);
    const bothPeople = !!S && mentions(solaceThought.content, S) && mentions(manusThought.content, S);
    const R = shortEnough(f.gist.restated, 14);
    agree = s("agree", [
      bothPeople && `Solace and Manus agree on one thing before anything else: ${S} must be part of this, not an afterthought.`,
      shared && `Solace and Manus agree more than it first appears: both keep ${shared} at the centre.`,
      shared && `Both voices circle ${shared}, one from the side of care and one from the side of action.`,
      shared && `Underneath their different tones, Solace and Manus share a conviction: ${shared} deserves real attention, not a quick answer.`,
      R && f.type !== "statement" && `On ${R}, Solace and Manus are closer than they sound: both refuse a quick answer.`,
      !shared && !bothPeople && `Solace and Manus agree on the essential point: this deserves a real answer, not a quick one.`,
    ]);
  } else {
    agree = `I have to hold both frames myself this time, care first and then action.`;
  }

  const solaceSays = solaceOwn ? `Solace asks for ${care.noun}` : solaceQuote ? `Solace says "${solaceQuote}"` : `care would ask for ${care.noun}`;
  const manusSays = manusOwn ? `Manus wants to ${fa.full}` : manusQuote ? `Manus says "${manusQuote}"` : `action would ${fa.full}`;
  const tension = s("tension", [
    `The tension is pace: ${solaceSays}, while ${manusSays}.`,
    `Where they pull apart is timing: ${solaceSays}; ${manusSays}.`,
    solaceOwn && manusOwn && `Solace's "${care.noun}" and Manus's "${trimTo(fa.full, 70)}" can sound like opposites, because one protects and the other moves.`,
  ]);

  const g = f.glyph;
  const lens =
    g && chance(f.seed, "Ignith:lens?", 50)
      ? s("lens", [`${g.symbol} ${g.name} holds both: ${meaningParts(g).head}.`, `Seen through ${g.symbol} ${g.name}, the two are less opposed than they sound.`])
      : null;

  const withWhom = S ?? (f.voice === "we" ? "the whole team" : null);
  const recommendation =
    manusThought && !manusOwn
      ? s("recommend", [
          `My recommendation: take Manus's first step this week, and hold it up against Solace's concern before going further.`,
          `I recommend one thing: act on Manus's first step now, and let Solace's care decide how fast you go.`,
        ])
      : s("recommend", [
          `My recommendation: ${fa.act} this week, and ${care.clause}.`,
          `My recommendation is simple: ${fa.act} now, but ${care.clause}.`,
          withWhom && `I recommend one thing: ${fa.act} within the week, together with ${withWhom}, and ${care.clause}.`,
        ]);

  return assemble([agree, tension, { text: lens, optional: true }, recommendation]);
}

// ---------------------------------------------------------------------------------------------
// Multicore agents: one short sentence each

function multicore(mind: "Firefly" | "Pulse" | "Relay", f: Facts): string {
  const s = (variants: Variant[]) => pick(f.seed, `${mind}:line`, variants);
  // "her feelings" makes a poor object for a plan; such nouns are left to the core minds
  const N = f.noun && !/^(her|his|their|its) /.test(f.noun.text) ? f.noun.text : null;
  const S = f.stakeholders;
  const line =
    mind === "Firefly"
      ? s([
          N && `What if ${N} became an experiment instead of a verdict, one small and playful version first?`,
          N && `There is a spark in this: try the boldest cheap idea for ${N} before the sensible one.`,
          `Let the idea stay a sketch a little longer; first light rarely looks finished.`,
          !N && `Every question is a spark, so try the boldest cheap idea first and see what catches.`,
        ])
      : mind === "Pulse"
        ? s([
            N && `Mind the rhythm: work on ${N} in short cycles with real rest between them, or the energy runs out before the answer does.`,
            S && `Watch the energy of ${S} as closely as the plan; tired people make brittle decisions.`,
            f.type === "why" && `Beneath most trouble there is a rhythm gone wrong, so find where the energy drains first.`,
            !N && `Check the rhythm first: rest, breath and energy decide how far any plan can go.`,
          ])
        : s([
            S && `Tell ${S} plainly where you stand, then ask what they heard; the gap between the two is where agreements break.`,
            N && `Whatever you decide about ${N}, say it out loud to everyone it touches and confirm they heard the same thing.`,
            `Open the channel early: the people involved should hear it from you, not from a rumour.`,
          ]);
  return assemble([line]);
}

// ---------------------------------------------------------------------------------------------

function emitInChunks(text: string, onDelta: (text: string) => void): void {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < pieces.length; i += 4) onDelta(pieces.slice(i, i + 4).join(""));
}

const PLAIN_THOUGHTS: Record<MindName, string> = {
  Solace: "Before any answer, I want to know who this touches and what care asks of us. Tell me a little more, and I will start with the people inside the question.",
  Manus: "Let's find one concrete step. Write the question down as one full sentence with the outcome you hope for, and we will take it from there.",
  Ignith: "Care and action both ask for more to go on here. My recommendation: say in one sentence what you hope for, and let both minds answer that.",
  Firefly: "Every question is a spark, so try the boldest cheap idea first and see what catches.",
  Pulse: "Check the rhythm first: rest, breath and energy decide how far any plan can go.",
  Relay: "Open the channel early, and confirm that everyone heard the same thing.",
};

/**
 * The facts of a deliberation are the same for every mind (they read the question, its analysis,
 * frame, history and memories, never the mind or the earlier thoughts), so they are worked out once
 * per question: keyed by the analysis object the minds share, and used again only while the rest of
 * the context is the same too.
 */
const factsByAnalysis = new WeakMap<object, { context: MindContext; facts: Facts }>();
function sharedFacts(context: MindContext): Facts {
  const key = context.analysis;
  if (!key) return factsFor(context);
  const hit = factsByAnalysis.get(key);
  const same =
    hit &&
    hit.context.question === context.question &&
    hit.context.frame === context.frame &&
    hit.context.history === context.history &&
    hit.context.memories === context.memories;
  if (same) return hit.facts;
  const facts = factsFor(context);
  factsByAnalysis.set(key, { context, facts });
  return facts;
}

/** The thought one mind composes for a context (pure, deterministic, never throws). */
export function composeThought(mind: MindName, context: MindContext): Thought {
  let content: string;
  let sources: Source[] = [];
  try {
    const f = sharedFacts(context);
    const shaped = shapedThought(
      mind,
      {
        seed: f.seed,
        question: f.question,
        frame: f.frame,
        knowledge: context.knowledge ?? [],
        memories: [f.memory, f.memory2].filter((m): m is RecalledMemory => !!m),
        history: context.history ?? [],
        stakeholders: f.stakeholders,
        keyTerms: f.analysis.keyTerms ?? [],
        predicate: f.gist.predicate ?? (f.gist.restated && /^how to /.test(f.gist.restated) ? f.gist.restated.slice(7) : null),
      },
    );
    if (shaped) {
      content = shaped.content;
      sources = shaped.sources;
    } else {
      switch (mind) {
        case "Solace":
          content = solace(f);
          // a follow-up the reflective voice answers: say what it is taken to be about
          if (f.frame.followsUp && f.frame.subject && !content.toLowerCase().includes(f.frame.subject.toLowerCase())) {
            content = `Picking up ${f.frame.subject} from your earlier question. ${content}`;
          }
          break;
        case "Manus":
          content = manus(f);
          break;
        case "Ignith":
          content = ignith(f, context.priorThoughts ?? []);
          break;
        default:
          content = multicore(mind, f);
      }
    }
  } catch {
    content = "";
  }
  if (!content) content = PLAIN_THOUGHTS[mind] ?? PLAIN_THOUGHTS.Solace;
  return { agent: mind, glyph: MIND_GLYPHS[mind] ?? "✦", content, sources };
}

/** The built-in mind provider: no network, no model, deterministic. */
export function createComposer(): MindProvider {
  return {
    name: "composer",
    async think(mind, context, options) {
      const thought = composeThought(mind, context);
      if (options?.onDelta) emitInChunks(thought.content, options.onDelta);
      return thought;
    },
  };
}
