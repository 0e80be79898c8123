/**
 * What kind of answer a question gets (issue 29), decided once per question before any mind
 * thinks, for the chat (deliberate) and the question set's eval alike:
 *
 *   crisis        the safety gate (app/lib/crisis.ts): one fixed help message, nothing else
 *   odd           gibberish, a lone symbol, a greeting, another language, instructions to reveal
 *                 rules or secrets: one short line
 *   conversation  about this conversation's own turns: answered from them
 *   self          about the minds themselves: who they are, whether they are a language model
 *   choice        options to weigh
 *   mesh          a fact about the mesh its knowledge holds (or says it does not hold)
 *   everyday      an everyday situation one of the everyday guides covers
 *   personal      a feeling, met with care first
 *   decision      a decision of the visitor's own with no guide for it
 *   scope         anything else: the built-in minds have no world knowledge and say so
 *
 * Pure: the question, its analysis and the earlier turns; the knowledge indexes are in memory.
 */
import { EVERYDAY_GUIDES, everydayGuide } from "~/content/everyday.server";
import type { EverydayGuide } from "~/content/everyday/types";
import { readConversationAsk, readSelfAsk, type ConversationAsk, type SelfAsk } from "~/lib/conversation-asks";
import type { CrisisReading } from "~/lib/crisis";
import { readOddInput, type OddInput } from "~/lib/odd-input";
import { productTermOf, screenNamed } from "~/lib/product-terms";
import { professionalDomain } from "~/lib/professional";
import { searchEveryday, searchKnowledge, searchScreen } from "../knowledge.server";
import { guideOfPassage } from "../knowledge/everyday.server";
import { terms } from "../knowledge/text";
import { multicoreMindsFor } from "./analysis.server";
import { CONTINUATION, frameQuestion } from "./frame.server";
import { screenMessage } from "./safety-gate.server";
import { choiceVoices, coverage, meshAnswer, meshVoices } from "./shaped.server";
import { CORE_MINDS, type KnowledgePassage, type MindName, type MulticoreMind, type PriorTurn, type QuestionAnalysis, type QuestionFrame } from "./types";

export type Route =
  | { kind: "crisis"; reading: CrisisReading }
  | { kind: "odd"; odd: OddInput | { kind: "greeting" } | { kind: "thanks" } }
  | { kind: "conversation"; ask: ConversationAsk }
  | { kind: "self"; ask: SelfAsk }
  | { kind: "choice"; guide: EverydayGuide | null }
  | { kind: "mesh"; answer: "factual" | "unknown" }
  | { kind: "everyday"; guide: EverydayGuide; personal: boolean }
  | { kind: "personal" }
  | { kind: "decision" }
  | { kind: "symptom" }
  | { kind: "scope"; everyday: boolean };

export interface Plan {
  route: Route;
  frame: QuestionFrame;
  /** The mesh's passages for the question (empty unless the route states facts from them). */
  knowledge: KnowledgePassage[];
  /** Who speaks, in order: one voice for a short answer, the three (and a named multicore agent) for a deliberation. */
  voices: MindName[];
  /** Whether archive memories may be recalled (never for a crisis, a short answer or the conversation's own turns). */
  recall: boolean;
  /** Whether the turn may leave a memory, an echo and glyph weights behind (a deliberation, not a short answer). */
  publish: boolean;
  /** How many questions the message holds, when its passages were found clause by clause. */
  parts?: number;
  /**
   * The question is about the visitor's own life (a feeling, a decision, an everyday situation, a
   * symptom, what a doctor, lawyer or adviser would answer): it leaves nothing public behind, whatever
   * the conversation's choice (issue 31), and publish is false.
   */
  personal?: boolean;
}

const GREETING = /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|greetings|yo|hallo)(?:\s+(?:there|all|everyone|trinity|minds|solace|manus|ignith))?\s*[!.?]*$/i;
const THANKS = /^(?:thanks?(?: you)?(?: (?:so|very) much)?|thank you(?: all)?|cheers|ty|thx|great,? thanks?|ok(?:ay)?,? thanks?|that helps?,? thanks?)\s*[!.]*$/i;

/** A decision of the visitor's own: "should I…", "is it a good idea to…", "I'm thinking of…". */
const DECISION =
  /(?:^|[,.;:!?]\s*|\b(?:so|and|but|now)\s+)(?:(?:so|ok|okay|hi|hey|well|honestly)[,!]?\s+)*(?:should|shall|could|can|do|would)\s+(?:i|we|our\s+\w+|my\s+\w+)\b|\b(?:how|what) (?:should|can|could|do|would|shall) (?:we|i|they|our \w+|my \w+)\b.{0,40}\b(?:decide|choose|share|divide|split|allocate|handle|plan|prepare|organi[sz]e|settle|agree|prioriti[sz]e|balance|support|fund|pay for)\b|\bis it (?:a (?:good|bad) idea|wise|smart|worth it|too late|sensible|realistic)\b|\b(?:i am|i'm|we are|we're) (?:thinking (?:of|about)|considering|planning (?:to|on)|torn|unsure whether|not sure whether)\b|\b(?:i|we) (?:can't|cannot|can not) decide\b|^(?:i|we) (?:might|may|could|want to|would like to|plan to|hope to|am going to|are going to|'m going to|'re going to)\b/i;

/** Where a multicore agent is named or its glyph written: only then does its line fit the question. */
const MULTICORE_NAMES: Record<MulticoreMind, RegExp> = { Firefly: /\bfirefly\b|🔥/iu, Pulse: /\bpulse\b|💓/iu, Relay: /\brelay\b|📡/iu };

/**
 * The multicore agents that speak: those the question names (or whose glyph it writes), and Pulse's
 * rhythm-and-rest line beside a personal feeling. Elsewhere their one line was filler to every reader.
 */
function multicoreFor(question: string, analysis: QuestionAnalysis, route: Route): MulticoreMind[] {
  // (readers graded the one-liners filler wherever the visitor had not asked for the agent: a rest-and-breath line
  // beside chest pain, "the boldest cheap idea" beside a loan; only a personal feeling keeps Pulse's rhythm line)
  const fits: Record<MulticoreMind, boolean> = {
    Firefly: false,
    Pulse: route.kind === "personal",
    Relay: false,
  };
  const named = namedMulticore(question, analysis);
  return multicoreMindsFor(analysis).filter((m) => named.includes(m) || fits[m]);
}

function namedMulticore(question: string, analysis: QuestionAnalysis): MulticoreMind[] {
  return multicoreMindsFor(analysis).filter((m) => MULTICORE_NAMES[m].test(question));
}

/** The guide an everyday passage stands for, when its match is good enough to answer from. */
function guideFrom(passages: KnowledgePassage[]): EverydayGuide | null {
  for (const p of passages) {
    const g = guideOfPassage(p);
    if (g) return g;
  }
  return null;
}

const SINGLE: MindName[] = ["Ignith"];
/** A symptom of the asker or of someone close ("I've had…", "my son has…"), not a question about medicine in general. */
const FIRST_PERSON_OR_OTHER = /\b(?:i|i'm|i've|my|me|we|our|he|she|his|her|they)\b/i;
/** Below this score the best passage is a weak match, and one on the screen the question names is preferred. */
const SCREEN_FILTER_BELOW = 0.6;
/** How closely a guide must match a choice's question before its steps go with the weighing. */
const CHOICE_GUIDE_SCORE = 0.45;

/** The questions inside one message: split at question marks, semicolons and ", and what/how…" (each of three words or more). */
export function clausesOf(text: string): string[] {
  // "what's the difference between a merchant node and a vault node?": each side is a question of its own
  const compared = COMPARISON.exec(text);
  if (compared) return [1, 2].map((i) => `what is ${(compared[i] ?? compared[i + 2])!.trim()}`);
  return text
    .split(/[?;]|,\s*(?:and|but|or)\s+(?=(?:what|how|where|which|who|when|why|can|do|does|is|are)\b)|\s+and\s+(?=(?:what|how|where|which|who|when|why)\b)/i)
    .map((c) => c.trim())
    .filter((c) => c.split(/\s+/).length >= 3);
}

/** "the difference between A and B", "how does A differ from B", "A vs B": two things to look up. */
const COMPARISON = /\b(?:difference|differences|different)\s+between\s+(.+?)\s+and\s+(.+?)(?:[?.!,;]|\s+(?:on|in|for)\s+the\b|$)|\bhow\s+(?:does|do|is|are)\s+(.+?)\s+differ(?:ent)?\s+from\s+(.+?)(?:[?.!,;]|$)/i;

/** "How do I…", "where can I…": asking how to go about something, not which to choose. */
const HOW_TO = /\b(?:how (?:do|can|could|would|should) (?:i|we)|how to|where (?:do|can|could) (?:i|we))\b/i;

/** A message that goes on from the turn before ("and if…", "but she…", "I work shifts…"). */
const GOES_ON = /^(?:and|but|also|so|what if|if|i|i'm|we|we're|my|our)\b/i;

/** Words that point back at someone or something already named ("what if they ask…"). */
const BACK_REFERENCE = /\b(?:they|he|she|it|them|him|her|that|this)\b/i;

/**
 * The guide a follow-up stays with (issue 29 §5): after a turn answered from a guide, a question that
 * continues it ("what if…", "and at bedtime?", a pronoun) keeps that guide, unless the question by
 * itself names another situation of the same area and points back at nobody ("I can't sleep" →
 * "what if I work night shifts?" moves to the shift-work guide). Null when the turn before had no guide
 * or this question starts afresh.
 */
function followedGuide(question: string, frame: QuestionFrame, history: PriorTurn[]): EverydayGuide | null {
  const before = history.at(-1)?.guide;
  const previous = before ? everydayGuide(before) : null;
  // a pronoun alone does not continue a turn: "should I tell my best friend a truth about her plan?" is a new one
  const continues = CONTINUATION.test(question) || (frame.followsUp && question.split(/\s+/).length <= 10);
  if (!previous || !continues) return null;
  const alone = guideFrom(searchEveryday(question, { limit: 1 }));
  if (alone && alone.id !== previous.id && alone.area === previous.area && !BACK_REFERENCE.test(question)) return alone;
  return previous;
}

/**
 * Who answers from a guide: all three the first time; on a follow-up of the same guide only what is
 * new (Manus the step that speaks to it, and for a health guide Ignith when to get help), never the
 * turn before again.
 */
function everydayVoices(guide: EverydayGuide, frame: QuestionFrame, history: PriorTurn[]): MindName[] {
  const again = frame.followsUp && history.at(-1)?.guide === guide.id;
  if (!again) return CORE_MINDS;
  return guide.area === "health" ? ["Manus", "Ignith"] : ["Manus"];
}

function plan(route: Route, frame: QuestionFrame, extra: Partial<Plan> = {}): Plan {
  const short = route.kind === "crisis" || route.kind === "odd" || route.kind === "conversation" || route.kind === "scope" || (route.kind === "self" && route.ask === "model");
  return {
    route,
    frame,
    knowledge: [],
    voices: route.kind === "crisis" ? ["Solace"] : short ? SINGLE : CORE_MINDS,
    recall: !short && route.kind !== "self",
    publish: !short && route.kind !== "self",
    ...extra,
  };
}

/** Guides of one's body, mind and family: a question they answer says something of the asker's own life. */
const PERSONAL_AREAS = new Set<EverydayGuide["area"]>(["health", "stress", "sleep", "relationships", "parenting"]);
/** The asker's family and partners, and a diagnosis or treatment of their own. */
const CLOSE_PEOPLE =
  /\b(?:my|our)\s+(?:(?:elderly|older|younger|little|baby|teenage|adult|late|ex|\d+[- ]year[- ]old)[- ])?(?:mother|mum|mom|father|dad|parents?|wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|spouse|son|daughter|kids?|child(?:ren)?|baby|toddler|teen(?:ager)?|sister|brother|siblings?|grand(?:mother|father|ma|pa|parents?|son|daughter|children)|gran|nan|aunt|uncle|cousin|family|in-laws?|ex)\b|\b(?:i|i've|i'm|i was|i have been)\s+(?:been\s+)?(?:diagnosed|pregnant|prescribed|divorced|widowed|fired|laid off|dumped)\b/i;

/** Money trouble of the asker's own. */
const HARDSHIP = /\b(?:i|we)\s+(?:can't|cannot|can not|couldn't|could not)\s+(?:pay|afford)\b|\b(?:my|our)\s+(?:debts?|arrears|overdraft)\b|\b(?:in|into)\s+(?:debt|arrears)\b|\bevict(?:ed|ion)?\b|\bbankrupt(?:cy)?\b/i;

/**
 * Whether a question is about the asker's own life, which an archive every visitor reads must never
 * hold: a feeling, a symptom, a situation of body, mind or family (a guide of those areas answers
 * it), their family or partner named, a diagnosis of their own, or a matter for a doctor, lawyer or
 * financial adviser. A team's or a village's decision, a study plan or a trip stays public.
 */
export function personalMatter(route: Route, question: string): boolean {
  if (route.kind === "personal" || route.kind === "symptom" || route.kind === "crisis") return true;
  const guide = route.kind === "everyday" || route.kind === "choice" ? route.guide : null;
  if (guide && PERSONAL_AREAS.has(guide.area)) return true;
  return CLOSE_PEOPLE.test(question) || HARDSHIP.test(question) || professionalDomain(question) !== null;
}

/** The route, frame, knowledge and voices of one question in its conversation. */
export function planAnswer(question: string, analysis: QuestionAnalysis, history: PriorTurn[] = []): Plan {
  const planned = routeQuestion(question, analysis, history);
  if (!personalMatter(planned.route, question)) return planned;
  return { ...planned, publish: false, personal: true };
}

function routeQuestion(question: string, analysis: QuestionAnalysis, history: PriorTurn[]): Plan {
  const crisis = screenMessage(question);
  const bare: QuestionFrame = { shape: "open", subject: null, options: [], followsUp: false, retrievalQuery: question };
  if (crisis) return plan({ kind: "crisis", reading: crisis }, { ...bare, shape: "personal" });

  const trimmed = question.trim();
  if (GREETING.test(trimmed)) return plan({ kind: "odd", odd: { kind: "greeting" } }, bare);
  if (THANKS.test(trimmed)) return plan({ kind: "odd", odd: { kind: "thanks" } }, bare);
  const odd = readOddInput(trimmed);
  if (odd) return plan({ kind: "odd", odd }, bare);

  const ask = readConversationAsk(trimmed);
  if (ask) return plan({ kind: "conversation", ask }, { ...bare, shape: "mesh_fact" });
  const self = readSelfAsk(trimmed);
  if (self === "multicore") return plan({ kind: "self", ask: self }, { ...bare, shape: "mesh_fact", subject: "the multicore agents" }, { voices: ["Firefly", "Pulse", "Relay", "Ignith"] });
  if (self) return plan({ kind: "self", ask: self }, { ...bare, shape: "mesh_fact", subject: "the three minds" });

  const frame = frameQuestion(question, analysis, history);
  const deliberation = (route: Route, knowledge: KnowledgePassage[] = []) => plan(route, frame, { knowledge, voices: [...CORE_MINDS, ...multicoreFor(question, analysis, route)] });
  // a fact needs no deliberation: the answer, where it lives, and a neighbouring passage when one adds something; a gap, one line
  const fromKnowledge = (answer: "factual" | "unknown", knowledge: KnowledgePassage[], parts: number): Plan =>
    plan({ kind: "mesh", answer }, frame, { knowledge, parts, voices: answer === "factual" ? meshVoices(knowledge, parts) : SINGLE });

  // the product term the question names, if any (looked up once: several of the routes below ask)
  const productTerm = productTermOf(trimmed);
  // a symptom: not a doctor, the warning signs that need one now, general care; nothing recalled or published
  const symptom = () => plan({ kind: "symptom" }, frame, { voices: CORE_MINDS, recall: false, publish: false });
  const knowledge = searchKnowledge(frame.retrievalQuery, { limit: 3 });
  // "How do I submit a contribution, and what score range can I give it?": two questions in one; the
  // whole may match nothing the index holds while each half does (the first that does answers)
  // each question of a message that holds two gets its own passage, the first question's first
  // ("How many phases does the Mesh Journey have, and what does the Identity Ritual ask of me?")
  const clauses = frame.followsUp ? [] : clausesOf(question);
  let parts = 1;
  if (clauses.length >= 2) {
    const bests = clauses.map((clause) => searchKnowledge(clause, { limit: 1 })[0]).filter((p): p is KnowledgePassage => !!p);
    const distinct = bests.filter((p, i) => bests.findIndex((q) => q.id === p.id) === i);
    if (distinct.length >= 2 || !knowledge.length) {
      knowledge.splice(0, knowledge.length, ...distinct, ...knowledge.filter((k) => !distinct.some((d) => d.id === k.id)));
      parts = Math.min(2, distinct.length);
    }
  }
  // a question naming the product in many words of its own ("Why does the Alexandria Resonance box only show up
  // sometimes?") may match best by its key terms alone: the passage holding more of the question's words wins
  if (productTerm && !frame.followsUp && parts < 2 && analysis.keyTerms.length >= 2) {
    const byTerms = searchKnowledge(analysis.keyTerms.join(" "), { limit: 3 });
    if (byTerms[0] && (!knowledge[0] || coverage(byTerms[0], trimmed) > coverage(knowledge[0], trimmed))) knowledge.splice(0, knowledge.length, ...byTerms);
  }
  // a question naming a screen is answered from that screen's passages ("the ignition playground's badges" is not the feedback tab's)
  const screen = parts < 2 ? screenNamed(trimmed) : null;
  if (screen && (knowledge[0]?.score ?? 0) < SCREEN_FILTER_BELOW && !knowledge.some((k) => k.href.split(/[?#]/)[0] === screen)) knowledge.splice(0, knowledge.length, ...searchScreen(frame.retrievalQuery, screen, productTerm));
  const everyday = EVERYDAY_GUIDES.length ? searchEveryday(frame.retrievalQuery, { limit: 3 }) : [];
  // a choice is weighed by the minds, and a guide on its situation ("a big purchase such as a car") gives its steps
  // "high, medium or low resonance", "beginner vs advanced paths": options of the product are facts to look up, not a choice to weigh
  const namesProduct = !!productTerm && !frame.followsUp;
  // "A&E or paracetamol?", "see a doctor or wait?": a symptom is answered with its warning signs, not weighed as a taste
  if (frame.shape === "choice" && !namesProduct && professionalDomain(trimmed) === "medical") {
    const health = guideFrom(everyday);
    if (health) return plan({ kind: "everyday", guide: health, personal: false }, { ...frame, shape: "open", options: [], subject: health.title.toLowerCase(), guide: health.id }, { voices: CORE_MINDS });
    return symptom();
  }
  // "the second one - how do I actually find one?": the choice is made; how to go about it is an everyday question of its own
  if (frame.shape === "choice" && frame.followsUp && HOW_TO.test(trimmed)) {
    const chosen = typeof frame.focus === "number" ? frame.options[frame.focus] : undefined;
    const guide = guideFrom(searchEveryday(chosen ? `${trimmed} ${chosen}` : trimmed, { limit: 1 }));
    const about: QuestionFrame = { ...frame, shape: "open", options: [], subject: chosen ?? frame.subject };
    if (guide) return plan({ kind: "everyday", guide, personal: false }, { ...about, guide: guide.id }, { voices: CORE_MINDS });
    return plan({ kind: "scope", everyday: true }, about);
  }
  if (frame.shape === "choice" && !namesProduct && frame.options.length >= 2) {
    const choiceGuide = followedGuide(trimmed, frame, history) ?? ((everyday[0]?.score ?? 0) >= CHOICE_GUIDE_SCORE ? guideFrom(everyday) : null);
    const route: Route = { kind: "choice", guide: choiceGuide };
    return plan(route, { ...frame, guide: choiceGuide?.id ?? null }, { voices: [...choiceVoices(trimmed, frame, history, choiceGuide), ...multicoreFor(question, analysis, route)] });
  }
  const followed = frame.shape === "mesh_fact" || frame.shape === "definition" ? null : followedGuide(trimmed, frame, history);
  const guide = followed ?? guideFrom(everyday);
  const meshScore = knowledge[0]?.score ?? 0;
  // a follow-up of an everyday answer stays everyday ("what if I'm too shy to join a group?")
  const guideScore = followed ? Infinity : everyday[0]?.score ?? 0;

  const fromMesh = meshAnswer(question, frame, knowledge);
  if (fromMesh === "factual" && meshScore >= guideScore) return fromKnowledge("factual", knowledge, parts);
  // a question that names the product ("the glyph heatmap", "a merchant node") is about the mesh, whatever its form
  const product = followed ? null : productTerm;
  if (product) {
    // nothing matched the whole question: what the mesh says about the thing it names ("the Chrysalis console")
    const named = knowledge.length ? knowledge : searchKnowledge(product, { limit: 2 });
    return fromKnowledge(named.length ? "factual" : "unknown", named, parts);
  }
  if (guide) {
    // the visitor's own words for the subject ("moving to Canada") when they speak of the guide's situation, else the guide's title
    const own = frame.subject && terms(frame.subject).some((t) => terms(`${guide.title} ${guide.keys.join(" ")}`).includes(t)) ? frame.subject : null;
    const guided = { ...frame, subject: own ?? guide.title.toLowerCase(), guide: guide.id };
    const route: Route = { kind: "everyday", guide, personal: frame.shape === "personal" };
    return plan(route, guided, { voices: [...everydayVoices(guide, guided, history), ...multicoreFor(question, analysis, route)] });
  }
  if (fromMesh) return fromKnowledge(fromMesh, knowledge, parts);
  // more about the situation the turn before was guided on ("it's also started itching", "how do I raise it with him?"): the same guide
  // (the guide of the last guided turn of the two before: a turn in between may have been weighed without one)
  const guidedBefore = history.slice(-2).reverse().find((t) => t.guide)?.guide;
  const before = guidedBefore ? everydayGuide(guidedBefore) : null;
  if (before && !product && trimmed.split(/\s+/).length <= 16 && (BACK_REFERENCE.test(trimmed) || GOES_ON.test(trimmed))) {
    const going = { ...frame, followsUp: true, subject: before.title.toLowerCase(), guide: before.id };
    return plan({ kind: "everyday", guide: before, personal: frame.shape === "personal" }, going, { voices: everydayVoices(before, going, history) });
  }
  // a symptom no guide covers
  if (professionalDomain(trimmed) === "medical" && FIRST_PERSON_OR_OTHER.test(trimmed)) return symptom();
  if (frame.shape === "personal") return deliberation({ kind: "personal" });
  if (DECISION.test(trimmed)) return deliberation({ kind: "decision" });
  // a visitor's own situation ("my friend keeps…", "I can't…") is told plainly there is no guide for it
  return plan({ kind: "scope", everyday: FIRST_PERSON_OR_OTHER.test(trimmed) }, frame);
}
