/**
 * The composer's answers to questions of a recognised shape (issue 15 §3): a fact about the mesh
 * (stated from the best passage of the knowledge index, with where it lives), a how-to (ordered
 * steps, the screen where one fits), a choice (Solace: who each option affects; Manus: the cost and
 * first step of each; Ignith: every option named, one recommended with a reason from the question's
 * own cues) and a personal question (care first). Open questions return null here and keep the
 * composer's reflective voices. Pure and deterministic, like the rest of the composer.
 */
import { SCREEN_ONLY_SCORE } from "../knowledge.server";
import { GENERIC_TERMS, terms } from "../knowledge/text";
import { productTermOf } from "~/lib/product-terms";
import { routeInfo } from "../../lib/routes";
import type { EverydayGuide } from "~/content/everyday/types";
import { guideSource } from "../knowledge/everyday.server";
import { traitsOf, weighChoice } from "./choice.server";
import { stepsFor, stepsText } from "./guide-text.server";
import { assemble, capitalise, joinAnd, lowerFirst, pick, swapPerspective, wordsOf, type Variant } from "./grammar.server";
import type { KnowledgePassage, MindName, PriorTurn, QuestionFrame, RecalledMemory, Source } from "./types";

export interface ShapeContext {
  seed: string;
  question: string;
  frame: QuestionFrame;
  knowledge: KnowledgePassage[];
  /** Only the memories that pass the composer's relevance bar, best first. */
  memories: RecalledMemory[];
  history: PriorTurn[];
  /** "your family", "your team and your parents", or null when only the asker is in the question. */
  stakeholders: string | null;
  /** The question's key words (for choosing the passage sentences that answer it). */
  keyTerms: string[];
  /** The question speaks of a feeling (care first). */
  personal?: boolean;
  /** A choice's everyday guide, when one covers its situation: its steps go with the weighing. */
  guide?: EverydayGuide | null;
  /** The guide the turn before was answered from. */
  before?: string | null;
  /** How many questions the message holds, when its passages were found clause by clause (the first answers the first). */
  parts?: number;
  /** The plan's reading of a mesh question: a fact its passages state, or a gap to own up to. */
  meshAnswer?: "factual" | "unknown";
}

/** "How do I broadcast a glyph to the multicore agents?" → "broadcast a glyph to the multicore agents", from the mind's side. */
function taskOf(question: string): string | null {
  const m = question.trim().match(/^(?:how (?:do|can|could|should|would) (?:i|we|you|one)|how to|where (?:do|can) (?:i|we|you)) ((?:[\p{L}\p{N}'’-]+ ){0,11}[\p{L}\p{N}'’-]+)\s*\??$/iu);
  return m ? swapPerspective(m[1]!) : null;
}

export type ShapedThought = { content: string; sources: Source[] };

const say = (c: ShapeContext, mind: MindName, move: string, variants: Variant[]) => pick(c.seed, `${mind}:${c.frame.shape}:${move}`, variants);

// ---------------------------------------------------------------------------------------------
// Where a fact lives

const TAB_NAMES: Record<string, string> = { glyphs: "Glyphs", chain: "Chain", beginners: "Beginners", kids: "Kids", literacy: "Literacy", challenges: "Challenges", docs: "Docs" };

/** "the Glyphs tab of the Learning Hub (/learn?tab=glyphs)", "the Operator Guide (/api/docs/operator-guide)". */
export function placeOf(p: Pick<KnowledgePassage, "href" | "title">): string {
  const [path, query = ""] = p.href.split("#")[0]!.split("?");
  if (path.startsWith("/api/docs/")) return `the ${p.title.split(" › ")[0]} document (${p.href})`;
  const label = routeInfo(path)?.label ?? (path === "/" ? "Home" : path);
  const tab = new URLSearchParams(query).get("tab");
  const name = tab && TAB_NAMES[tab] ? `the ${TAB_NAMES[tab]} tab of the ${label}` : /^the /i.test(label) ? label : `the ${label}`;
  return `${name} (${p.href})`;
}

const sourceOf = (p: KnowledgePassage): Source => ({ title: p.title, href: p.href });

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“'‘\p{S}])/u).map((s) => s.trim()).filter(Boolean);
}

/** The passage's sentences split into the one that best answers the question and the rest, in order. */
function splitFact(p: KnowledgePassage, c: ShapeContext): { answer: string; rest: string[] } {
  const sentences = sentencesOf(p.text);
  if (sentences.length <= 1) return { answer: sentences[0] ?? p.text, rest: [] };
  const terms = new Set([...c.keyTerms.flatMap((t) => wordsOf(t)), ...wordsOf(c.question)].filter((w) => w.length > 3));
  const asksMeaning = /\b(mean|means|meaning|stand for|stands for|represent|signify|symboli[sz]e)\b/i.test(c.question);
  const score = (s: string) => wordsOf(s).filter((w) => terms.has(w)).length + (asksMeaning && /\bmeans?\b/i.test(s) ? 2 : 0);
  let best = 0;
  sentences.forEach((s, i) => {
    if (score(s) > score(sentences[best])) best = i;
  });
  return { answer: sentences[best], rest: sentences.filter((_, i) => i !== best) };
}

/** A second passage worth a "related" line: a real sentence, not a bare "No." from a FAQ. */
function relatedLine(p: KnowledgePassage | undefined): string | null {
  if (!p) return null;
  const first = sentencesOf(p.text)[0] ?? "";
  if (wordsOf(first).length < 6 || first.length > 260) return null;
  return `Also worth knowing: ${first.replace(/[.!?…]+$/, "")} (${placeOf(p)}).`;
}

/**
 * What the archive's closest memory taught, told as the mesh's lesson: the first whole sentence of
 * the answer it kept, never the visitor's question it came from (that was another visitor's), and
 * never cut off (a sentence too long to tell whole is left out).
 */
function memoryLine(c: ShapeContext, mind: MindName): string | null {
  const m = c.memories[0];
  if (!m) return null;
  const answer = m.message.includes(" — ") ? m.message.slice(m.message.indexOf(" — ") + 3) : "";
  const lesson = sentencesOf(answer.replace(/\s+/g, " ").trim())[0];
  // a lesson about the minds themselves ("Solace names the purpose, Manus the route") teaches nothing here
  if (!lesson || lesson.length > 200 || !/[.!?]$/.test(lesson) || /\b(?:Solace|Manus|Ignith|recommend\w*|voices?|minds?|the two)\b/i.test(lesson)) return null;
  return say(c, mind, "memory", [
    `The archive holds a related memory, and what the mesh kept from it was this: ${lowerFirst(lesson)}`,
    `The mesh has met a question like this before; its lesson then: ${lowerFirst(lesson)}`,
  ]);
}

const still = (c: ShapeContext) => (c.frame.followsUp && c.frame.subject ? `Still on ${c.frame.subject}: ` : "");

// ---------------------------------------------------------------------------------------------
// Facts about the mesh (definition, mesh_fact, how-to with a passage)

/** Whether a passage holds at least a third of the question's own words (a passage about its subject but not its detail does not). */
function coversQuestion(p: KnowledgePassage, question: string): boolean {
  return [...new Set(terms(question))].filter((t) => !GENERIC_TERMS.has(t)).length < 3 || coverage(p, question) * 3 >= 1;
}

/** The share of the question's own specific words a passage holds (in its title or text). */
export function coverage(p: Pick<KnowledgePassage, "title" | "text">, question: string): number {
  const asked = [...new Set(terms(question))].filter((t) => !GENERIC_TERMS.has(t));
  if (!asked.length) return 0;
  const held = new Set(terms(`${p.title} ${p.text}`));
  return asked.filter((t) => held.has(t)).length / asked.length;
}

/** A "Yes." or "No." that opens an answer holds for the question only when it is asked the same way round as the FAQ's own. */
const NEGATED = /\b(?:not|never|no|can't|cannot|won't|don't|doesn't|isn't|aren't|without)\b|n't\b/i;
function samePolarity(question: string, title: string): boolean {
  const aux = (t: string) => t.trim().split(/\s+/)[0]!.toLowerCase();
  return aux(question) === aux(title) && NEGATED.test(question) === NEGATED.test(title);
}

/** A FAQ's answer told whole (it was written as one), its "Yes."/"No." kept only where it answers this question's polarity. */
function wholeAnswer(p: KnowledgePassage, question: string): string {
  const verdict = /^(Yes|No)\.\s+/.exec(p.text);
  return verdict && !samePolarity(question, p.title) ? p.text.slice(verdict[0].length) : p.text;
}

function factual(mind: MindName, c: ShapeContext): ShapedThought {
  const [p1, p2] = c.knowledge;
  // only the screen's own description was found: say that the detail asked is not in the mesh's pages, then what the screen is
  if (p1.score === SCREEN_ONLY_SCORE) {
    if (mind !== "Solace") return { content: `${placeOf(p1).replace(/^the /, "The ")} is the place to look for it yourself.`, sources: [sourceOf(p1)] };
    return { content: `The mesh's own pages don't answer that detail, so I won't guess. What they say of ${p1.title.replace(/ screen$/, "")}: ${lowerFirst(p1.text.replace(/^The [^:]+:\s*/, ""))}`, sources: [sourceOf(p1)] };
  }
  const second = p2 && p2.href !== p1.href ? p2 : undefined;
  // a FAQ passage (a question newcomers ask, with its answer) is said whole by Solace; the others split into answer and rest
  const split = p1.kind === "faq" && (c.parts ?? 1) < 2 ? { answer: wholeAnswer(p1, c.question), rest: [] } : splitFact(p1, c);
  const { answer } = split;
  // "There you can meet the three minds…" / "It means…" needs the sentence before it to say what it is about
  const sentences = sentencesOf(p1.text);
  const at = sentences.indexOf(answer);
  const lead = /^(?:There|It|This|That|They|These|Those|Here)\b/.test(answer) && at > 0 ? sentences[at - 1]! : null;
  const stated = lead ? `${lead} ${answer}` : answer;
  const rest = lead ? split.rest.filter((r) => r !== lead) : split.rest;
  const howto = c.frame.shape === "howto";
  // a message holding two questions was searched clause by clause: the second passage answers the second
  const twoParts = (c.parts ?? 1) >= 2 && !!second;
  if (mind === "Solace") {
    // the passage shares few of the question's own words: it is about the thing asked, not the detail
    const hedge = !howto && !twoParts && !c.frame.followsUp && !coversQuestion(p1, c.question) ? "The mesh's pages don't say exactly that; what they do say: " : "";
    // (a newcomer question's answer already says how; a screen's record says what it is for)
    const open = howto && p1.kind !== "faq" ? `What this is for: ${lowerFirst(stated)}` : hedge ? `${hedge}${lowerFirst(stated)}` : `${still(c)}${stated}`;
    return { content: assemble([open, memoryLine(c, mind)]), sources: [sourceOf(p1)] };
  }
  if (mind === "Manus") {
    const sources = second ? [sourceOf(p1), sourceOf(second)] : [sourceOf(p1)];
    if (twoParts) {
      const other = splitFact(second, { ...c, question: c.question.split(/[?;]|,\s*and\s+/i).slice(1).join(" ") || c.question });
      return { content: assemble([`To your second question: ${other.answer}`, `That is in ${placeOf(second)}.`]), sources };
    }
    if (howto) {
      const predicate = taskOf(c.question);
      const open = `Open ${placeOf(p1)}${predicate ? ` and ${predicate} there` : ""}.`;
      return { content: assemble([open, rest.length ? rest.join(" ") : null]), sources: [sourceOf(p1)] };
    }
    const where = say(c, mind, "where", [`It lives in ${placeOf(p1)}, if you want to check it yourself.`, `You can check it in ${placeOf(p1)}.`]);
    return { content: assemble([rest.length ? rest.join(" ") : null, where]), sources: [sourceOf(p1)] };
  }
  // Ignith: what a neighbouring passage adds (the plan calls on Ignith only when there is one)
  const related = second && relatedTo(p1, second) ? relatedLine(second) : null;
  if (second && related) return { content: related, sources: [sourceOf(second)] };
  return { content: `My recommendation: read it at ${p1.href.split("#")[0]} yourself, so the fact is yours and not just ours.`, sources: [sourceOf(p1)] };
}

/** A second passage worth adding: on another page, and found nearly as strongly as the first. */
const relatedTo = (p1: KnowledgePassage, p2: KnowledgePassage) => p2.href !== p1.href && p2.score >= p1.score * 0.75;

/** Who answers a fact from the mesh: Solace the answer, Manus where it lives (or the second question), Ignith a related passage when one adds something. */
export function meshVoices(knowledge: KnowledgePassage[], parts: number): MindName[] {
  const [p1, p2] = knowledge;
  const adds = !!p1 && !!p2 && parts < 2 && relatedTo(p1, p2) && !!relatedLine(p2);
  return adds ? ["Solace", "Manus", "Ignith"] : ["Solace", "Manus"];
}

/** A question about the mesh that nothing in its knowledge answers: say so, invent nothing. */
function unknown(_mind: MindName, c: ShapeContext): ShapedThought {
  // (a subject of one question word, "whats", is no subject)
  const about = c.frame.subject && !/^(?:what'?s|whats|how|why|when|where|who|which)$/i.test(c.frame.subject.trim()) ? ` about ${c.frame.subject}` : "";
  const places: Source[] = [
    { title: "Docs", href: "/developers" },
    { title: "Learning Hub", href: "/learn" },
  ];
  return {
    content: assemble([
      `I looked through what the mesh's own pages say and found nothing that answers this${about}, so I won't guess.`,
      "The closest places to look are the Docs (/developers) and the Learning Hub (/learn), or ask again naming the screen you mean.",
    ]),
    sources: places,
  };
}

// ---------------------------------------------------------------------------------------------
// Choices (weighing: choice.server.ts)

const CRITERIA: [RegExp, string][] = [
  [/\b(cheap\w*|costs?|costly|price\w*|expensive|afford\w*|budget)\b/i, "cost"],
  [/\b(eas(?:y|ier|iest)|simpl\w*|beginner)\b/i, "ease"],
  [/\b(fast\w*|quick\w*|sooner)\b/i, "speed"],
  [/\b(scal\w*|grow\w*|bigger)\b/i, "growth"],
  [/\b(battery|batteries)\b/i, "battery life"],
  [/\b(offline|without (?:the )?internet)\b/i, "offline use"],
  [/\b(privacy|private|data)\b/i, "privacy"],
  [/\b(clos\w*|together|connect\w*|team spirit)\b/i, "closeness"],
  [/\b(safe\w*|risk\w*)\b/i, "safety"],
];

function criterionOf(question: string): string | null {
  return CRITERIA.find(([re]) => re.test(question))?.[1] ?? null;
}

function affects(option: string, who: string): string | null {
  const t = traitsOf(option);
  if (t.has("risk")) return `puts something ${who} cannot easily get back at stake`;
  if (t.has("commit")) return `asks ${who} to commit for longer, and is hard to take back`;
  if (t.has("easy")) return `keeps ${who} free to change course`;
  if (t.has("fly")) return `saves hours, with a cost the climate carries`;
  if (t.has("drive")) return `gives ${who} freedom of timing, at the price of hours at the wheel`;
  if (t.has("slow")) return `takes longer, but gives the hours back as time to think or rest`;
  if (t.has("demanding")) return `asks daily time and energy of ${who}, for years`;
  if (t.has("light")) return `asks less of ${who} from day to day`;
  return null;
}

function costOf(option: string): string | null {
  const t = traitsOf(option);
  if (t.has("risk")) return "the chance of losing money you cannot get back";
  if (t.has("commit")) return "a long commitment that is expensive to undo";
  if (t.has("easy")) return "a running cost that never builds anything of your own";
  if (t.has("fly")) return "the ticket and the hours around the airport";
  if (t.has("drive")) return "fuel, parking and the hours at the wheel";
  if (t.has("slow")) return "more hours on the way";
  if (t.has("demanding")) return "daily time and money, for years";
  if (t.has("light")) return "less time and money each day";
  return null;
}

function firstStepOf(option: string, index: number, criterion: string | null): string {
  if (criterion === "cost") return index === 0 ? `get one real quote for ${option}, in writing` : `get a quote for ${option} on the same terms`;
  if (criterion === "battery life") return `look up the rated battery hours for ${option} under the same use, video or calls, not the headline figure`;
  if (index === 0) return `write down what ${option} would take over the next year in money, time and energy`;
  if (index === 1) return `find one person who chose ${option} and ask what surprised them`;
  return `try ${option} in the smallest way you can this week`;
}

/** On one aspect, what the options' kinds say (a cat is cheaper to keep than a dog), or that the minds hold no figures. */
function cheapAndDear(options: string[]): [number, number] {
  const traits = options.map(traitsOf);
  const cheap = traits.findIndex((t) => t.has("cheap") || t.has("light") || t.has("easy"));
  const dear = traits.findIndex((t, i) => i !== cheap && (t.has("costly") || t.has("demanding") || t.has("commit") || t.has("fly")));
  return [cheap, dear];
}

/** Whether the options' kinds tell which is usually cheaper (a cat and a dog), though not by how much. */
function costKnown(options: string[]): boolean {
  const [cheap, dear] = cheapAndDear(options);
  return cheap >= 0 && dear >= 0;
}

function aspectLine(options: string[], criterion: string): string {
  if (criterion === "cost") {
    const [cheap, dear] = cheapAndDear(options);
    if (cheap >= 0 && dear >= 0) {
      return `On cost, ${options[cheap]} is usually the cheaper of the two: ${costOf(options[cheap]!) ?? "it asks less up front"}, against ${costOf(options[dear]!) ?? "more up front"} for ${options[dear]}.`;
    }
  }
  return `On ${criterion}, the built-in minds hold no figures for ${joinAnd(options)}, so I won't guess which wins: put the two side by side on the same terms, with real figures for each, before you decide.`;
}

/** "the second one" → 1, when the question points at one of the options. */
function focusOf(c: ShapeContext): number | null {
  return typeof c.frame.focus === "number" && c.frame.focus >= 0 && c.frame.focus < c.frame.options.length ? c.frame.focus : null;
}

/**
 * Who speaks to a choice: all three when a guide gives material or a cue decides; Ignith alone when
 * nothing does (the deciding questions are the answer, and two more paragraphs of method add only
 * length). On a follow-up, only what is new: Solace for a guide not heard yet, Manus for a step that
 * speaks to the new question, Ignith always.
 */
export function choiceVoices(question: string, frame: QuestionFrame, history: PriorTurn[], guide: EverydayGuide | null): MindName[] {
  const text = [...history.map((h) => h.question), question].join(". ");
  const decided = weighChoice(frame.options, text, "you").pick !== null;
  if (!frame.followsUp) return guide || decided ? ["Solace", "Manus", "Ignith"] : ["Ignith"];
  const again = !!guide && history.at(-1)?.guide === guide.id;
  const voices: MindName[] = [];
  if (guide && !again) voices.push("Solace", "Manus");
  else if (guide && stepsFor(question, guide.steps).length) voices.push("Manus");
  voices.push("Ignith");
  return voices;
}

function choice(mind: MindName, c: ShapeContext): ShapedThought {
  const options = c.frame.options;
  const who = c.stakeholders ?? "you";
  // the aspect asked about, in the question's own words, not in the options' ("paying it off faster" asks nothing about speed)
  const criterion = criterionOf(options.reduce((q, o) => q.replace(new RegExp(o.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "ig"), " "), c.question.replace(/\b(?:faster|quicker|sooner)\b(?=[^?]*\bor\b)/gi, " ")));
  // cues in this question and in every earlier turn: "I travel to Mexico twice a year", "we already use Teams"
  const text = [...c.history.map((h) => h.question), c.question].join(". ");
  const weighed = weighChoice(options, text, who);
  const both = joinAnd(options);
  const focus = focusOf(c);
  const lead = c.frame.followsUp ? `Still on ${both}: ` : "";
  const g = c.guide ?? null;
  const again = !!g && c.frame.followsUp && c.before === g.id;
  const sources = g ? [guideSource(g)] : [];
  if (mind === "Solace" && g) {
    // the guide's own words on what matters, said once; a follow-up gets what is new
    const matters = again ? (g.matters.split(/(?<=[.!?])\s+/)[0] ?? g.matters) : g.matters;
    return { content: assemble([lead ? `${lead}${lowerFirst(matters)}` : matters]), sources };
  }
  if (mind === "Manus" && g) {
    const fitting = again ? stepsFor(c.question, g.steps) : [];
    const content = again
      ? fitting.length
        ? `On that, the guide's advice is this: ${lowerFirst(fitting[0]!)}`
        : `Whichever you choose, start with the guide's first step: ${lowerFirst(g.steps[0]!)}`
      : `Whichever you choose, these steps help. ${stepsText(g.steps)}`;
    return { content, sources };
  }
  if (mind === "Solace") {
    const shown = focus === null ? options : [options[focus]!];
    const each = shown.map((o) => ({ o, a: affects(o, who) })).filter((x) => x.a);
    // on a follow-up the visitor has heard the opening already
    const open = c.frame.followsUp
      ? `${lead.replace(/: $/, ".")}`
      : say(c, mind, "open", ["Each of these lands on people differently, so I look at who each one touches.", "Before weighing them, I want to see who lives with each."]);
    const lines = each.length
      ? `${each.map((x) => `${capitalise(x.o)} ${x.a}`).join("; ")}.`
      : `The better of ${both} is the one that serves what you want from this and ${who === "you" ? "the people it touches" : who}, not the one that sounds better in general, so name that first.`;
    const ask =
      criterion === "cost"
        ? `Cheaper for whom, though: a saving that lands on ${who} as longer days is not a saving.`
        : `Care asks that ${who === "you" ? "the people around you" : who} get a say before anything is settled.`;
    return { content: assemble([capitalise(open ?? ""), lines, ask]), sources: [] };
  }
  if (mind === "Manus") {
    const known = criterion === "cost" && costKnown(options);
    const honest =
      criterion && criterion !== "closeness" && criterion !== "safety"
        ? known
          ? `To put real numbers on the ${criterion} of ${both}, here is how to settle it.`
          : `The built-in minds hold no figures on ${criterion} for ${both}, so I will not guess which wins; here is how to settle it.`
        : null;
    const shown = focus === null ? options.map((o, i) => ({ o, i })) : [{ o: options[focus]!, i: focus }];
    // options of no known kind get no made-up cost or task each: one honest way to compare them
    const kinds = shown.some(({ o }) => costOf(o));
    const steps =
      kinds || criterion
        ? shown.map(({ o, i }) => {
            const cost = costOf(o);
            return cost ? `For ${o}, the cost is ${cost}; first, ${firstStepOf(o, i, criterion)}.` : `For ${o}: ${firstStepOf(o, i, criterion)}.`;
          })
        : [`To settle it, write down the two or three things that matter most to you here and score ${both} against each on one page; where you can, try one in a small, reversible way before committing.`];
    const compare = criterion ? `Then lay the ${criterion === "cost" ? "figures" : "results"} side by side on one page.` : null;
    return { content: assemble([honest, ...steps, { text: compare, optional: true }]), sources: [] };
  }
  // a follow-up about one aspect ("which one would be cheaper?") is answered on that aspect first
  const aspect = c.frame.followsUp && criterion ? aspectLine(options, criterion) : null;
  if (aspect) {
    const keep = weighed.pick !== null ? `My recommendation stays ${options[weighed.pick]}, for the reason I gave before.` : null;
    return { content: assemble([aspect, keep]), sources: [] };
  }
  if (weighed.pick !== null && weighed.reason) {
    const recommended = options[weighed.pick]!;
    // said already on an earlier turn: not again word for word
    const because = `I recommend ${recommended}, because ${weighed.reason}.`;
    if (c.frame.followsUp && focus === null && c.history.some((h) => h.answer.includes(because))) {
      return { content: `I still recommend ${recommended}, for the reason I gave. If what you've just told me changes what matters most, say which way it pulls and I'll weigh it again.`, sources: [] };
    }
    const others = options.filter((_, i) => i !== weighed.pick);
    const onFocus =
      focus === null ? null : focus === weighed.pick ? `Yes, ${options[focus]} is the one I would choose.` : `${capitalise(options[focus]!)} is a fair option, but it is not the one I would choose here.`;
    return {
      content: assemble([onFocus, because, `If that changes, ${joinAnd(others)} is the better fit.`]),
      sources: [],
    };
  }
  if (c.frame.followsUp) {
    // heard already: the deciding questions once more would be a repeat; one of them, turn by turn, and what to tell me
    const said = c.history.map((h) => h.answer).join(" ");
    const next = weighed.deciders.find((d) => /\?/.test(d) && !said.includes(d)) ?? null;
    const that = focus === null ? `That doesn't settle it between ${both} for me either.` : `That doesn't yet make ${options[focus]} the better of ${both}.`;
    return { content: assemble([that, next ?? "The questions I asked before still decide it.", "Tell me that, and I can weigh them for you."]), sources: [] };
  }
  const nothing = focus === null
    ? `Nothing you have told me decides between ${both}, and I won't pick one by the order you named them.`
    : `Nothing you have told me yet decides whether ${options[focus]} is the better of ${both}.`;
  return { content: assemble([nothing, ...weighed.deciders]), sources: [] };
}

// ---------------------------------------------------------------------------------------------
// Personal questions: care first

const FEELINGS: [RegExp, string, string][] = [
  [/\b(lonely|alone|miss|moved away)\b/i, "lonely", "send one message today to someone you miss or someone nearby, and suggest a time to talk"],
  [/\b(scared|afraid|fear|terrified|anxious|anxiety|worried|worry|panic)\b.*\b(exam|test|interview)s?\b|\b(exam|test|interview)s?\b/i, "afraid", "write down the three topics that worry you most and give each one twenty-five focused minutes today"],
  [/\b(ill|sick|cope|coping|dying|hospital)\b/i, "overwhelmed", "ask one person to take one task off your plate this week, so you have room to be there"],
  [/\b(nobody|no one)\b.*\b(listen|hear)s?\b/i, "unheard", "write down the one point you most want heard, and ask one colleague for ten minutes to say it"],
  [/\b(ashamed|shame|guilty|lost my job|fired|laid off)\b/i, "ashamed", "tell one person you trust what happened; shame shrinks once it is spoken"],
  [/\b(scared|afraid|fear|terrified|anxious|anxiety|worried|worry|panic)\b/i, "afraid", "name the fear in one sentence and the smallest thing that would make tomorrow safer"],
  [/\b(sad|depressed|hopeless|unhappy|miserable|heartbroken|grief|grieving|died|passed away)\b/i, "sad", "do one ordinary, kind thing for yourself today, eat, walk or sleep, and tell someone how you really are"],
  [/\b(angry|upset|jealous)\b/i, "angry", "wait one night before you answer anyone, and write what you would say first"],
  [/\b(stressed|overwhelmed|exhausted|burn\w* out|burnout)\b/i, "overwhelmed", "cross one thing off this week's list on purpose, and protect one evening for rest"],
];

export function feelingOf(text: string): { word: string; step: string } {
  const hit = FEELINGS.find(([re]) => re.test(text));
  return hit ? { word: hit[1], step: hit[2] } : { word: "weighed down", step: "do one ordinary, kind thing for yourself today, then tell someone how you really are" };
}

function personal(mind: MindName, c: ShapeContext): ShapedThought {
  const { word, step } = feelingOf(c.question);
  if (mind === "Solace") {
    const open = say(c, mind, "open", [
      `I'm sorry you are carrying this; it makes sense to feel ${word} after what you describe.`,
      `That sounds heavy, and feeling ${word} is a human answer to it, not a failing.`,
      `I hear how hard this is, and I want to stay with it before anyone tries to fix it.`,
    ]);
    const room = say(c, mind, "room", [
      "You do not have to solve all of it at once.",
      "Nothing here has to be decided today.",
    ]);
    const who = "Is there one person near you who could hear this too?";
    return { content: assemble([open, room, who]), sources: [] };
  }
  if (mind === "Manus") {
    return {
      content: assemble([
        `One small, concrete thing for today: ${step}.`,
        "Keep the rest of the day light, and notice what helped.",
        "If it ever feels like too much to carry, talk to a doctor or a local helpline; asking for help is a strength.",
      ]),
      sources: [],
    };
  }
  return {
    content: assemble([
      "Solace and Manus agree that you matter more than the problem: care first, then one small step.",
      `My recommendation: ${step}, and be as gentle with yourself as you would be with a friend.`,
    ]),
    sources: [],
  };
}

// ---------------------------------------------------------------------------------------------

/** A yes/no question about the visitor's own things in the mesh ("is my…", "can I…", "do you keep…"). */
const YES_NO = /^(?:is|are|can|could|do|does|will|would|should)\s+(?:i|my|we|our|you|your|anyone|anybody|someone|others|other people|people)\b/i;
/** How closely a passage must answer a yes/no question before the minds answer it as a fact (knowledge scores are 0..1). */
const YES_NO_MIN_SCORE = 0.7;

/**
 * Whether the mesh's knowledge answers the question ("factual"), the question asks the mesh for a
 * fact it does not hold ("unknown"), or neither (null: another kind of answer).
 */
/** An open "when/what/who" question not naming the product needs a passage found at least this strongly ("when did the war end?" is not the language-model FAQ). */
const FACT_MIN_SCORE = 0.4;

export function meshAnswer(question: string, frame: QuestionFrame, knowledge: KnowledgePassage[]): "factual" | "unknown" | null {
  const { shape } = frame;
  // an open question that asks for information the mesh's knowledge answers ("how long does the beginner path take?"),
  // or a yes/no question one of its passages answers closely ("is my conversation private?", "can I export my memories?")
  const asked = question.trim();
  const asksForFact =
    shape === "open" &&
    (/^(?:how\s+(?:many|much|often|long|old|big)|which|when|where|what|who)\b/i.test(asked) || (YES_NO.test(asked) && (knowledge[0]?.score ?? 0) >= YES_NO_MIN_SCORE)) &&
    ((knowledge[0]?.score ?? 0) >= FACT_MIN_SCORE || !!productTermOf(asked));
  if (knowledge.length && (shape === "definition" || shape === "mesh_fact" || shape === "howto" || asksForFact)) return "factual";
  if (shape === "mesh_fact") return "unknown";
  return null;
}

/** The thought of a core mind for a question the plan routed to the mesh's knowledge, a choice or a feeling. */
export function shapedThought(mind: MindName, c: ShapeContext, kind: "mesh" | "choice" | "personal"): ShapedThought {
  if (kind === "choice") return choice(mind, c);
  if (kind === "personal") return personal(mind, c);
  return (c.meshAnswer ?? meshAnswer(c.question, c.frame, c.knowledge)) === "factual" && c.knowledge.length ? factual(mind, c) : unknown(mind, c);
}
