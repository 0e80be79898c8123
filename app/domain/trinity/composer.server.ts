/**
 * The built-in composer (DESIGN.md §6, issue 29): each mind's thought, written from what the
 * product knows — the mesh's own passages, the everyday guides, the conversation's saved turns —
 * never from fragments of the question poured into a template. The question's plan
 * (plan.server.ts) says what kind of answer it gets; this module writes that answer in each
 * mind's voice: Solace what matters and who is affected, Manus the steps, Ignith the trade-off and
 * one recommendation. No network, no model, no I/O; deterministic for the same context.
 *
 * `composeThought` throws when something in it breaks (the tests and the eval run it so, and fail);
 * the provider (`createComposer`) reports such a failure through `onError` (logged with the question
 * id and counted in /metrics by the caller) and answers that mind's part with a plain line.
 */
import { CRISIS_MESSAGES } from "~/content/crisis";
import { EVERYDAY_HREF, EVERYDAY_SCOPE_LINE, LANGUAGE_LINES, MODEL_DOCS_HREF, MODEL_DOCS_TITLE, NOT_A_PROFESSIONAL, ODD_LINES, SCOPE_LINE, SYMPTOM_ANSWER } from "~/content/minds-scope";
import { professionalDomain } from "~/lib/professional";
import type { EverydayGuide } from "~/content/everyday/types";
import { statedName } from "~/lib/conversation-asks";
import { guideSource } from "../knowledge/everyday.server";
import { stepsFor, stepsText } from "./guide-text.server";
import { glyphEntry } from "~/lib/glyphs";
import { analyzeQuestion, MULTICORE_AFFINITY } from "./analysis.server";
import { ACTORS, joinAnd, lowerFirst, nounRef, pick, swapPerspective, wordsOf, type Variant } from "./grammar.server";
import { planAnswer, type Plan } from "./plan.server";
import { feelingOf, shapedThought } from "./shaped.server";
import { MIND_GLYPHS, type MindContext, type MindName, type MindProvider, type RecalledMemory, type Source, type Thought } from "./types";

/**
 * A recalled memory is cited when its recall score (full-text rank + trigram word similarity) reaches
 * this. Measured on PostgreSQL: a memory sharing the question's subject scores about 0.4 and up,
 * one that shares a single stem about 0.2, unrelated text under 0.1.
 */
export const MEMORY_MIN_SCORE = 0.25;

type Composed = { content: string; sources: Source[] };

const say = (seed: string, key: string, variants: Variant[]) => pick(seed, key, variants) ?? "";
const join = (...parts: (string | null | undefined | false)[]) => parts.filter((p): p is string => !!p && !!p.trim()).join(" ");

// ---------------------------------------------------------------------------------------------
// Short answers: one voice, one plain message

function crisis(plan: Plan): Composed {
  if (plan.route.kind !== "crisis") throw new Error("not a crisis route");
  return { content: CRISIS_MESSAGES[plan.route.reading.kind], sources: [] };
}

function odd(plan: Plan): Composed {
  if (plan.route.kind !== "odd") throw new Error("not an odd-input route");
  const o = plan.route.odd;
  switch (o.kind) {
    case "greeting":
      return {
        content:
          "Hello! I'm Ignith, speaking for the three minds: Solace weighs who is affected, Manus finds the steps, and I bring the two together. Ask about the mesh, an everyday situation or a decision you're weighing.",
        sources: [],
      };
    case "thanks":
      return { content: "You're welcome. Ask again whenever you like: the minds remember the last turns of this conversation.", sources: [] };
    case "language":
      return { content: LANGUAGE_LINES[o.language], sources: [] };
    default:
      return { content: ODD_LINES[o.kind], sources: [] };
  }
}

function scope(plan?: Plan): Composed {
  if (plan?.route.kind === "scope" && plan.route.everyday) {
    return { content: EVERYDAY_SCOPE_LINE, sources: [{ title: "Everyday guides", href: EVERYDAY_HREF }, { title: MODEL_DOCS_TITLE, href: MODEL_DOCS_HREF }] };
  }
  return { content: SCOPE_LINE, sources: [{ title: MODEL_DOCS_TITLE, href: MODEL_DOCS_HREF }] };
}

// ---------------------------------------------------------------------------------------------
// The conversation itself: answered from its saved turns

const quoted = (text: string) => `"${text.replace(/\s+/g, " ").trim().replace(/"/g, "'")}"`;

/** The sentence of an answer that carries its point: the recommendation, else the first sentence. */
function pointOf(answer: string): string | null {
  const sentences = answer.split(/(?<=[.!?])\s+(?=[\p{Lu}"'“])/u).filter((s) => s.trim());
  if (!sentences.length) return null;
  const recommendation = sentences.find((s) => /\brecommend/i.test(s));
  return (recommendation ?? sentences[0]!).trim();
}

function conversation(context: MindContext, plan: Plan): Composed {
  if (plan.route.kind !== "conversation") throw new Error("not a conversation route");
  const history = context.history ?? [];
  const first = context.firstQuestion ?? history[0]?.question ?? null;
  const last = history.at(-1);
  const nothingYet = "This is the start of our conversation, so there is no earlier question to recall yet.";
  switch (plan.route.ask) {
    case "first": {
      if (!first) return { content: nothingYet, sources: [] };
      const since = history.length - 1;
      return { content: join(`You first asked: ${quoted(first)}.`, since > 0 && `You have asked ${since} more question${since === 1 ? "" : "s"} since.`), sources: [] };
    }
    case "last":
      return { content: last ? `Your last question was: ${quoted(last.question)}.` : nothingYet, sources: [] };
    case "name": {
      const name = statedName([...(first ? [first] : []), ...history.map((h) => h.question)]);
      return {
        content: name
          ? `You told me your name is ${name}.`
          : "You haven't told me your name in this conversation, and the minds keep nothing about you outside it, so I don't know it.",
        sources: [],
      };
    }
    case "summary": {
      const point = last ? pointOf(last.answer) : null;
      return { content: point ? `In one sentence: ${lowerFirst(point.replace(/^My recommendation(?: is simple)?:\s*/i, "my recommendation was to "))}` : nothingYet, sources: [] };
    }
    case "why": {
      const m = last?.answer.match(/\bI recommend ([^.]+?),? because ([^.]+)\./);
      if (m) return { content: `I recommended ${m[1]} because ${m[2]}.`, sources: [] };
      const point = last ? pointOf(last.answer) : null;
      return {
        content: point
          ? `My last answer didn't pick one option over another, so there is no choice to explain; its point was this: ${lowerFirst(point)}`
          : nothingYet,
        sources: [],
      };
    }
    case "topics": {
      const subjects = [...new Set(history.map((h) => h.subject ?? h.question.replace(/[?.!]+$/, "")))].slice(-5);
      return { content: subjects.length ? `So far we have talked about ${joinAnd(subjects.map((s) => quoted(s)))}.` : nothingYet, sources: [] };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The minds themselves

const MINDS_SOURCE: Source = { title: "The Trinity Mesh: three minds", href: "/learn?tab=beginners&guide=what-is-the-mesh" };

function self(mind: MindName, plan: Plan): Composed {
  if (plan.route.kind !== "self") throw new Error("not a self route");
  if (plan.route.ask === "multicore") {
    const source: Source = { title: "Multicore Agents", href: "/multicore-agents" };
    const glyphs = (m: "Firefly" | "Pulse" | "Relay") =>
      MULTICORE_AFFINITY[m]
        .map((g) => {
          const e = glyphEntry(g);
          return e ? `${g} ${e.name}` : g;
        })
        .join(" or ");
    const lines: Partial<Record<MindName, string>> = {
      Firefly: `I'm Firefly, one of the multicore agents: I join when a question touches ${glyphs("Firefly")}, with the boldest cheap idea to try first.`,
      Pulse: `I'm Pulse, another multicore agent: I join when a question touches ${glyphs("Pulse")}, and I watch rhythm, rest and energy.`,
      Relay: `I'm Relay, the third: I join when a question touches ${glyphs("Relay")}, and I look after who needs to hear what.`,
      Ignith: "Firefly, Pulse and Relay are the multicore agents. Each joins Solace, Manus and me when your question touches its glyphs and its line fits, or when you name it, with one short line of its own; those thoughts carry the Multicore badge. You can also call them by broadcasting a glyph on the Multicore Agents screen (/multicore-agents).",
    };
    return { content: lines[mind] ?? PLAIN_LINES[mind], sources: [source] };
  }
  if (plan.route.ask === "model") {
    return {
      content: `No. With no language model connected, Solace, Manus and I are Trinity Mesh's built-in composer: a program that reads your question, finds what the mesh's own pages, its everyday guides and this conversation say about it, and writes each mind's part from that. It has no general knowledge and does not generate text the way a language model does. An operator can connect a model (see the Operator Guide, ${MODEL_DOCS_HREF}); the minds then answer through it.`,
      sources: [{ title: MODEL_DOCS_TITLE, href: MODEL_DOCS_HREF }],
    };
  }
  const lines: Record<string, string> = {
    Solace: "I'm Solace, the reflective and ethical mind, and I speak first: before anything is done I weigh who is affected, what is at stake and what care asks of us. My question is always who this touches and what we owe them.",
    Manus: "I'm Manus, the pragmatic one: I turn a question into concrete steps, the resources they need and the first action you can take today.",
    Ignith: "I'm Ignith, the synthesis: I listen to the other two, name where they agree and where they pull apart, and offer one recommendation. Without a language model connected, the three of us answer from the mesh's own pages, its everyday guides and this conversation, not from general knowledge.",
  };
  return { content: lines[mind] ?? PLAIN_LINES[mind], sources: [MINDS_SOURCE] };
}

// ---------------------------------------------------------------------------------------------
// Everyday guides: each mind takes its own part of the guide

function everyday(mind: MindName, context: MindContext, plan: Plan, seed: string): Composed {
  if (plan.route.kind !== "everyday") throw new Error("not an everyday route");
  const g: EverydayGuide = plan.route.guide;
  const sources = [guideSource(g)];
  const before = context.history?.at(-1)?.guide ?? null;
  // a follow-up of the same guide's answer: the visitor has its steps already, so answer the new question's part
  const again = plan.frame.followsUp && before === g.id;
  // "Still on moving to Canada": the subject carried from the turn before, when this guide continues it
  const still = plan.frame.followsUp && plan.frame.subject && (before === null || before === g.id) ? `Still on ${plan.frame.subject}: ` : "";
  if (mind === "Solace") {
    const care = plan.route.personal ? careOpener(context.question, seed) : null;
    const matters = again ? (g.matters.split(/(?<=[.!?])\s+/)[0] ?? g.matters) : g.matters;
    return { content: join(care, still ? `${still}${lowerFirst(matters)}` : matters), sources };
  }
  if (mind === "Manus") {
    if (again) {
      const fitting = stepsFor(context.question, g.steps);
      // (Manus speaks first on a follow-up, so Manus names what the conversation is about)
      const on = still || `Still on ${g.title.toLowerCase()}: `;
      return {
        content: fitting.length
          ? join(`${on}the guide's advice on that is this: ${lowerFirst(fitting[0]!)}`, fitting[1] && `And: ${lowerFirst(fitting[1])}`)
          : `${on}the guide has nothing more specific on that than the steps above; the one to start with is still the first: ${lowerFirst(g.steps[0]!)}`,
        sources,
      };
    }
    const lead = say(seed, "Manus:everyday", ["Here is what works for most people, in order.", "What helps, step by step.", "In practice, in this order."]);
    return { content: join(lead, stepsText(g.steps)), sources };
  }
  // (said after Manus on a follow-up of a health guide: when to get help is what may have changed)
  if (mind === "Ignith" && again) return { content: g.getHelp, sources };
  // a guide to warning signs ends on when to get help: "give it a week" is no advice beside a stroke
  if (mind === "Ignith" && g.area === "health" && !g.habit) return { content: join(g.tradeoff, g.getHelp), sources };
  if (mind === "Ignith") {
    const recommend = say(seed, "Ignith:everyday", [
      "My recommendation: begin with Manus's first step today and give it a week before you judge it.",
      "My recommendation: take the first of Manus's steps this week, and only then add the next.",
      "My recommendation: start small with Manus's first step, and keep going with whatever helps.",
    ]);
    return { content: join(g.tradeoff, g.getHelp, recommend), sources };
  }
  return { content: PLAIN_LINES[mind], sources: [] };
}

function careOpener(question: string, seed: string): string {
  const { word } = feelingOf(question);
  return say(seed, "Solace:care", [
    `I'm sorry you're dealing with this; feeling ${word} makes sense.`,
    `That sounds hard, and feeling ${word} is a human answer to it, not a failing.`,
  ]);
}

// ---------------------------------------------------------------------------------------------
// A decision of the visitor's own that no guide covers: how to decide, honestly

/** Verbs a decision may start with when the analysis does not name them. */
const DECISION_VERBS = new Set(
  "be get go take leave stay quit accept keep sell buy rent move study learn start stop tell ask join switch change try share pay hire fire spend save invest sign marry adopt apply build open close cancel move give lend borrow let report visit call write".split(" "),
);

/**
 * "Should I quit my job to start a studio?" → "quit your job to start a studio"; "Should our
 * harbour town pay someone…" → "pay someone…" (the decision starts at its verb); null when it does
 * not restate cleanly.
 */
export function decisionOf(question: string, verbs: readonly string[] = []): string | null {
  const m = question
    .trim()
    .replace(/\s+/g, " ")
    .match(/^(?:(?:so|ok|okay|hi|hey|well|honestly)[,!]?\s+)*(?:should|shall|could|can|do|would) (?:i|we|our [\p{L}-]+|my [\p{L}-]+) ((?:[\p{L}'’-]+ ){0,11}[\p{L}'’-]+)\s*\??$/iu);
  if (!m) return null;
  const isVerb = (w: string) => DECISION_VERBS.has(w.toLowerCase()) || verbs.includes(w.toLowerCase());
  let words = m[1]!.split(" ");
  // "our harbour town pay someone": the subject ran on past the regex's one word; the decision starts at the verb
  for (let i = 0; i < 3 && words.length > 1 && !isVerb(words[0]!); i++) words = words.slice(1);
  if (!isVerb(words[0]!) || (words.length <= 3 && isVerb(words[words.length - 1]!))) return null;
  // a pronoun, a time word or a filler as the whole object is no decision to restate
  if (words.length < 2 || /^(?:it|this|that|them|do|be|go|now|today|anything)$/i.test(words[words.length - 1]!) && words.length < 3) return null;
  return swapPerspective(words.join(" "));
}

/** The people the question names besides the asker ("your partner", "the kids"), or null. */
export function stakeholdersOf(context: MindContext): string | null {
  const people = (context.analysis?.people ?? []).filter((p) => typeof p === "string" && p.trim());
  const options = (context.plan?.frame ?? context.frame)?.options ?? [];
  const refs: string[] = [];
  for (const phrase of context.analysis?.nounPhrases ?? []) {
    // an option ("Teams", the product) is not a group of people
    if (options.some((o) => o.toLowerCase().includes(phrase.toLowerCase()) || phrase.toLowerCase().includes(o.toLowerCase()))) continue;
    if (/^\p{Lu}/u.test(phrase) && !people.includes(phrase)) continue;
    const words = wordsOf(phrase);
    const head = (words[words.length - 1] ?? "").replace(/['’]s$/, "");
    if (!ACTORS.has(head) && !people.some((p) => phrase.includes(p))) continue;
    let ref = nounRef(context.question, phrase)?.text ?? null;
    if (!ref || /^(?:i|me|you|we|us|people|someone|anyone|everyone|nobody)$/i.test(ref)) continue;
    if (/^an? /.test(ref)) ref = ref.replace(/^an? /, "the ");
    if (!refs.some((r) => r.toLowerCase() === ref.toLowerCase())) refs.push(ref);
  }
  return refs.length ? joinAnd(refs.slice(0, 2)) : null;
}

function decision(mind: MindName, context: MindContext, plan: Plan, seed: string): Composed {
  const what = decisionOf(context.question, context.analysis?.verbs ?? []);
  const who = stakeholdersOf(context);
  // a follow-up decides about what the conversation is about ("a rescue dog": "is it a good idea with two small kids?"),
  // when that subject is a clean noun phrase ("a rescue dog", not "the town pay")
  const subject = plan.frame.followsUp ? plan.frame.subject : null;
  const about = !what && subject && /^(?:a|an|the|your) [\p{L}\s-]+$/u.test(subject) && subject.split(" ").length <= 4 && !analyzeQuestion(subject).verbs.length ? subject : null;
  if (mind === "Solace") {
    return {
      content: join(
        what ? `Whether to ${what} is a decision that lands on more than one life.` : about ? `A decision about ${about} lands on more than one life.` : "A decision like this lands on more than one life.",
        who ? `Before weighing it, ask ${who} what they stand to lose or gain, and listen to the answer.` : "Before weighing it, name who lives with the result and what each of them stands to lose or gain.",
        "A choice you could explain to each of them is usually one you will still respect later.",
      ),
      sources: [],
    };
  }
  if (mind === "Manus") {
    return {
      content: join(
        what
          ? `Make it concrete: on one page, write the next twelve months if you ${what} and the next twelve months if you don't, with the money, time and energy each takes.`
          : "Make it concrete: on one page, write the next twelve months for each way this could go, with the money, time and energy each takes.",
        "Then find the cheapest way to test it within a month, a trial, a conversation or a small version, before anything is final.",
      ),
      sources: [],
    };
  }
  return {
    content: join(
      "The built-in minds don't know enough about your situation to decide this for you, and won't pretend to.",
      "Two questions usually settle it: can it be undone if it goes wrong, and who else carries the cost?",
      say(seed, "Ignith:decision", [
        "If it can be undone and the cost is yours alone, a trial is cheap; if not, take the longer look Manus describes first.",
        "If the answer to both is reassuring, try it; if either worries you, do Manus's one-page comparison first.",
      ]),
    ),
    sources: [],
  };
}

// ---------------------------------------------------------------------------------------------

const PLAIN_LINES: Record<MindName, string> = {
  Solace: "Before any answer, I want to know who this touches and what care asks of us. Tell me a little more, and I will start with the people inside the question.",
  Manus: "Let's find one concrete step. Say in a sentence what you'd like to happen, and we'll take it from there.",
  Ignith: "Care and action both need a little more to go on here. Say in one sentence what you hope for, and the minds will answer that.",
  Firefly: "Every question is a spark, so try the boldest cheap idea first and see what catches.",
  Pulse: "Check the rhythm first: rest, breath and energy decide how far any plan can go.",
  Relay: "Open the channel early, and confirm that everyone heard the same thing.",
};

/** Where a professional's judgement matters, Solace says first, plainly, that the minds are not one (issue 29 §1). */
function withCaveat(composed: Composed, mind: MindName, question: string, plan: Plan): Composed {
  // the first voice says it (Solace, or Ignith when a choice is answered by Ignith alone)
  if (mind !== plan.voices[0]) return composed;
  const domain = professionalDomain(question);
  if (!domain || /\bnot a (?:doctor|lawyer|financial adviser)\b/i.test(composed.content)) return composed;
  // a guide's own "This is general information, not a diagnosis." gives way to the caveat, which says it first
  const content = composed.content.replace(/\s*This is general information, not a diagnosis\./, "").trim();
  // a guide that says it in a sentence of its own ("…not a diagnosis, so act on the signs at once") needs only the first half
  const caveat = domain === "medical" && /general information, not a diagnosis/i.test(content) ? "I'm not a doctor." : NOT_A_PROFESSIONAL[domain];
  return { ...composed, content: `${caveat} ${content}` };
}

/** Memories a thought may tell: past the score bar, best first. */
function fitting(memories: readonly RecalledMemory[] | undefined): RecalledMemory[] {
  return (memories ?? []).filter((m) => typeof m?.pattern === "string" && typeof m.message === "string" && Number.isFinite(m.score) && m.score >= MEMORY_MIN_SCORE).sort((a, b) => b.score - a.score);
}

/** The context's plan, or the plan worked out here (the composer as a model's fallback, or called directly). */
function planOf(context: MindContext): Plan {
  if (context.plan) return context.plan;
  const analysis = context.analysis ?? analyzeQuestion(context.question ?? "");
  const computed = planAnswer(context.question ?? analysis.text ?? "", analysis, context.history ?? []);
  return context.frame ? { ...computed, frame: context.frame, knowledge: context.knowledge ?? computed.knowledge } : computed;
}

function compose(mind: MindName, context: MindContext): Composed {
  const plan = planOf(context);
  // a multicore agent speaks one line of its own (the plan calls on it only when the question names it)
  if ((mind === "Firefly" || mind === "Pulse" || mind === "Relay") && !(plan.route.kind === "self" && plan.route.ask === "multicore")) return { content: PLAIN_LINES[mind], sources: [] };
  const question = context.question ?? "";
  const seed = question.trim().toLowerCase();
  switch (plan.route.kind) {
    case "crisis":
      return crisis(plan);
    case "odd":
      return odd(plan);
    case "scope":
      return scope(plan);
    case "conversation":
      return conversation(context, plan);
    case "self":
      return self(mind, plan);
    case "everyday":
      return withCaveat(everyday(mind, context, plan, seed), mind, context.question, plan);
    case "decision":
      return withCaveat(decision(mind, context, plan, seed), mind, context.question, plan);
    case "symptom":
      return { content: SYMPTOM_ANSWER[mind as keyof typeof SYMPTOM_ANSWER] ?? PLAIN_LINES[mind], sources: [] };
    default: {
      if (mind !== "Solace" && mind !== "Manus" && mind !== "Ignith") return { content: PLAIN_LINES[mind], sources: [] };
      const shaped = shapedThought(mind, {
        seed,
        question,
        frame: plan.frame,
        knowledge: plan.knowledge.length ? plan.knowledge : context.knowledge ?? [],
        memories: fitting(context.memories).slice(0, 2),
        history: context.history ?? [],
        stakeholders: stakeholdersOf(context),
        keyTerms: context.analysis?.keyTerms ?? [],
        personal: plan.route.kind === "personal",
        guide: plan.route.kind === "choice" ? plan.route.guide : null,
        before: context.history?.at(-1)?.guide ?? null,
        parts: plan.parts ?? 1,
        meshAnswer: plan.route.kind === "mesh" ? plan.route.answer : undefined,
      }, plan.route.kind);
      return plan.route.kind === "mesh" ? shaped : withCaveat(shaped, mind, question, plan);
    }
  }
}

/** The thought one mind composes for a context (pure, deterministic). Throws when the composer itself breaks. */
export function composeThought(mind: MindName, context: MindContext): Thought {
  const { content, sources } = compose(mind, context);
  if (!content.trim()) throw new Error(`the composer wrote nothing for ${mind}`);
  return { agent: mind, glyph: MIND_GLYPHS[mind] ?? "✦", content, sources };
}

export interface ComposerOptions {
  /** Told when composing a thought threw (the provider then answers that mind with a plain line). */
  onError?(error: unknown, info: { mind: MindName; questionId: string | null }): void;
}

function emitInChunks(text: string, onDelta: (text: string) => void): void {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < pieces.length; i += 4) onDelta(pieces.slice(i, i + 4).join(""));
}

/** The built-in mind provider: no network, no model, deterministic; a failure is reported and answered plainly. */
export function createComposer(options: ComposerOptions = {}): MindProvider {
  return {
    name: "composer",
    async think(mind, context, thinkOptions) {
      let thought: Thought;
      try {
        thought = composeThought(mind, context);
      } catch (error) {
        options.onError?.(error, { mind, questionId: context.questionId ?? null });
        thought = { agent: mind, glyph: MIND_GLYPHS[mind] ?? "✦", content: PLAIN_LINES[mind] ?? PLAIN_LINES.Ignith, sources: [] };
      }
      if (thinkOptions?.onDelta) emitInChunks(thought.content, thinkOptions.onDelta);
      return thought;
    },
  };
}
