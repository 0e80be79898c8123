/**
 * The composer's answers to questions of a recognised shape (issue 15 §3): a fact about the mesh
 * (stated from the best passage of the knowledge index, with where it lives), a how-to (ordered
 * steps, the screen where one fits), a choice (Solace: who each option affects; Manus: the cost and
 * first step of each; Ignith: every option named, one recommended with a reason from the question's
 * own cues) and a personal question (care first). Open questions return null here and keep the
 * composer's reflective voices. Pure and deterministic, like the rest of the composer.
 */
import { routeInfo } from "../../lib/routes";
import { assemble, capitalise, joinAnd, lowerFirst, pick, trimTo, wordsOf, type Variant } from "./grammar.server";
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
  /** The question restated from the mind's side, when it could be ("how to broadcast a glyph …"). */
  predicate: string | null;
}

export type ShapedThought = { content: string; sources: Source[] };

const say = (c: ShapeContext, mind: MindName, move: string, variants: Variant[]) => pick(c.seed, `${mind}:${c.frame.shape}:${move}`, variants);

// ---------------------------------------------------------------------------------------------
// Where a fact lives

const TAB_NAMES: Record<string, string> = { glyphs: "Glyphs", chain: "Chain", beginners: "Beginners", kids: "Kids", literacy: "Literacy", challenges: "Challenges", docs: "Docs" };

/** "the Glyphs tab of the Learning Hub (/learn?tab=glyphs)", "the Operator Guide (/api/docs/operator-guide)". */
export function placeOf(p: Pick<KnowledgePassage, "href" | "title">): string {
  const [path, query = ""] = p.href.split("?");
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
  if (wordsOf(first).length < 6) return null;
  return `Related: ${trimTo(first, 200).replace(/[.!?…]+$/, "")} (${p.href}).`;
}

function memoryLine(c: ShapeContext, mind: MindName): string | null {
  const m = c.memories[0];
  if (!m) return null;
  const pattern = trimTo(m.pattern.replace(/["“”]/g, ""), 80);
  const message = trimTo((m.message.split(" — ")[1] ?? m.message).replace(/\s+/g, " "), 140).replace(/[.!?…]+$/, "");
  return say(c, mind, "memory", [
    `The mesh heard a similar question before, '${pattern}', and what it kept was this: ${lowerFirst(message)}.`,
    `The mesh heard a similar question before ('${pattern}'); its answer then was: ${lowerFirst(message)}.`,
  ]);
}

const still = (c: ShapeContext) => (c.frame.followsUp && c.frame.subject ? `Still on ${c.frame.subject}: ` : "");

// ---------------------------------------------------------------------------------------------
// Facts about the mesh (definition, mesh_fact, how-to with a passage)

function factual(mind: MindName, c: ShapeContext): ShapedThought {
  const [p1, p2] = c.knowledge;
  const second = p2 && p2.href !== p1.href ? p2 : undefined;
  const { answer, rest } = splitFact(p1, c);
  const howto = c.frame.shape === "howto";
  if (mind === "Solace") {
    const open = howto ? say(c, mind, "open", [`Before the steps, what this is for: ${lowerFirst(answer)}`, `It helps to know what you are reaching for first: ${lowerFirst(answer)}`]) : `${still(c)}${answer}`;
    const reflect = say(c, mind, "reflect", [
      "A shared word only helps when everyone means the same thing by it, so it is worth having exactly.",
      "It is a small fact, but shared facts are what let many people trust one mesh.",
      "Knowing it makes the mesh easier to read, and nobody should have to guess at it.",
      howto && "Take it at your own pace; nobody is rushed through the mesh.",
    ]);
    return { content: assemble([open, reflect, memoryLine(c, mind)]), sources: [sourceOf(p1)] };
  }
  if (mind === "Manus") {
    const sources = second ? [sourceOf(p1), sourceOf(second)] : [sourceOf(p1)];
    const related = { text: relatedLine(second), optional: true as const };
    if (howto) {
      const task = c.predicate ? `${c.predicate} there` : "do what you came for there";
      const steps = `Here are the steps: first, open ${placeOf(p1)}; second, ${task}; third, check that the screen shows the result before you move on.`;
      return { content: assemble([steps, rest.length ? `The mesh's own pages add: ${rest.join(" ")}` : null, related]), sources };
    }
    const detail = rest.length
      ? say(c, mind, "lead", [`The record says more: ${rest.join(" ")}`, `From the mesh's own pages: ${rest.join(" ")}`])
      : say(c, mind, "lead", [`That comes straight from the mesh's own pages, not from opinion.`, `That is the mesh's own record, word for word.`]);
    const where = say(c, mind, "where", [`It lives in ${placeOf(p1)}, if you want to check it yourself.`, `You can check it in ${placeOf(p1)}.`]);
    return { content: assemble([detail, where, related]), sources };
  }
  // Ignith: where the two meet, and one recommendation
  const agree = say(c, mind, "agree", [
    howto ? "Solace names the purpose, Manus the route; nothing between them is in dispute." : "Solace gives the answer, Manus the record behind it; there is nothing to weigh between them.",
    howto ? "Purpose from one voice, route from the other: they fit together." : "On a matter of record the two voices simply agree, one with the fact, the other with its source.",
  ]);
  const path = p1.href.split("#")[0];
  const recommend = howto ? `My recommendation: go to ${path} now and follow Manus's steps in order.` : `My recommendation: read it at ${path} yourself, so the fact is yours and not just ours.`;
  return { content: assemble([agree, recommend]), sources: [sourceOf(p1)] };
}

/** A question about the mesh that nothing in its knowledge answers: say so, invent nothing. */
function unknown(mind: MindName, c: ShapeContext): ShapedThought {
  const about = c.frame.subject ? c.frame.subject : "this";
  const places: Source[] = [
    { title: "Docs", href: "/developers" },
    { title: "Learning Hub", href: "/learn" },
  ];
  if (mind === "Solace") {
    return {
      content: assemble([
        `I looked through what the mesh knows, its guides, glyphs, journey and documents, and found nothing that answers this about ${about}, so I will not guess.`,
        "An honest gap is better than an invented fact.",
      ]),
      sources: [],
    };
  }
  if (mind === "Manus") {
    return {
      content: assemble([`The mesh's own pages do not say, as far as I can find.`, `The closest places to look are the Docs (/developers) and the Learning Hub (/learn); or ask again naming the screen, glyph or document you mean.`]),
      sources: places,
    };
  }
  return {
    content: assemble([`Solace and Manus agree: the mesh does not hold this fact about ${about}, and neither will make one up.`, `My recommendation: ask again with the name of the screen or glyph you mean, or look in the Docs (/developers).`]),
    sources: [places[0]],
  };
}

// ---------------------------------------------------------------------------------------------
// Choices

type Trait = "commit" | "easy" | "risk" | "fast" | "slow" | "demanding" | "light";

const TRAITS: [Trait, RegExp][] = [
  ["risk", /\b(invest(?:ing|ment)?|stocks?|crypto|gambl\w*|startup|quit(?:ting)?|bet)\b/i],
  ["commit", /\b(buy(?:ing)?|purchas\w*|mortgage|marry(?:ing)?|adopt(?:ing)?|sell(?:ing)?|sign(?:ing)?|accept(?:ing)?|move(?:ing)?|moving|relocat\w*|new one|build(?:ing)?|tattoo|leav(?:e|ing))\b/i],
  ["easy", /\b(rent(?:ing)?|stay(?:ing)?|repair(?:ing)?|fix(?:ing)?|keep(?:ing)?|wait(?:ing)?|try(?:ing)?|trial|borrow(?:ing)?|lease|part-time|pay(?:ing)? off|current)\b/i],
  ["fast", /\b(fly|flying|flight|plane|drive|driving|car|taxi)\b/i],
  ["slow", /\b(train|rail|bus|coach|bike|cycl\w*|walk\w*|ferry)\b/i],
  ["demanding", /\b(dogs?|pupp(?:y|ies)|horses?|medicine|phd|kids?|baby)\b/i],
  ["light", /\b(cats?|fish|tea|plants?)\b/i],
];

function traitsOf(option: string): Set<Trait> {
  return new Set(TRAITS.filter(([, re]) => re.test(option)).map(([t]) => t));
}

const LONG_HORIZON = /\b(years?|decades?|thirties|forties|fifties|career|long[- ]term|future|retire\w*|forever|for good|permanent\w*|lifetime|settle)\b/i;
const SHORT_HORIZON = /\b(today|tonight|this week|weekend|trip|conference|holidays?|vacation|morning|evening|meeting|one-off|once)\b/i;
const CRITERIA: [RegExp, string][] = [
  [/\b(cheap\w*|cost\w*|price\w*|expensive|afford\w*|budget|money)\b/i, "cost"],
  [/\b(eas(?:y|ier|iest)|simpl\w*|beginner)\b/i, "ease"],
  [/\b(fast\w*|quick\w*|sooner|time)\b/i, "speed"],
  [/\b(scal\w*|grow\w*|bigger)\b/i, "growth"],
  [/\b(clos\w*|together|connect\w*|team spirit)\b/i, "closeness"],
  [/\b(safe\w*|risk\w*)\b/i, "safety"],
];

function criterionOf(question: string): string | null {
  return CRITERIA.find(([re]) => re.test(question))?.[1] ?? null;
}

interface Weighed {
  pick: number;
  reason: string;
}

/** One recommendation, with its reason drawn from the question's cues: horizon, reversibility, risk, who is affected. */
export function weighChoice(options: string[], text: string, who: string): Weighed {
  const traits = options.map(traitsOf);
  const find = (t: Trait) => traits.findIndex((s) => s.has(t));
  const long = LONG_HORIZON.test(text);
  const short = SHORT_HORIZON.test(text);
  const risky = find("risk");
  if (risky >= 0 && traits.some((s, i) => i !== risky && !s.has("risk"))) {
    const safer = traits.findIndex((s, i) => i !== risky && !s.has("risk"));
    return { pick: safer, reason: `it puts less of what ${who === "you" ? "you" : who} cannot easily get back at risk, and a sure gain now is worth more than a possible one later` };
  }
  const commit = find("commit");
  const easy = find("easy");
  if (commit >= 0 && easy >= 0 && commit !== easy) {
    return long
      ? { pick: commit, reason: `you are thinking in years, and ${options[commit]} is the option that pays back over that horizon, provided the numbers hold` }
      : { pick: easy, reason: `it is the easier one to undo if it turns out wrong, and nothing in your question says you need to lock the decision in now` };
  }
  const fast = find("fast");
  const slow = find("slow");
  if (fast >= 0 && slow >= 0 && fast !== slow) {
    return short || !long
      ? { pick: slow, reason: `for a single trip the hours on board are yours to work or rest in, and it is the lighter choice for the climate` }
      : { pick: fast, reason: `over many trips the hours saved add up to days` };
  }
  const demanding = find("demanding");
  const light = find("light");
  if (demanding >= 0 && light >= 0 && demanding !== light) {
    return { pick: light, reason: `it asks less of ${who} every day while you find out what really fits` };
  }
  if (commit >= 0 && traits.some((s, i) => i !== commit && !s.has("commit"))) {
    const other = traits.findIndex((s, i) => i !== commit && !s.has("commit"));
    return long
      ? { pick: commit, reason: `you are thinking in years, and commitment is what a long horizon rewards` }
      : { pick: other, reason: `it commits ${who} to less while you learn more` };
  }
  return {
    pick: 0,
    reason: `nothing in your question tips the scale, and ${options[0]} is the one you named first, which usually means it is the one you already lean towards; test that lean against Manus's numbers before you commit`,
  };
}

function affects(option: string, who: string, index: number): string {
  const t = traitsOf(option);
  if (t.has("risk")) return `puts something ${who} cannot easily get back at stake`;
  if (t.has("commit")) return `asks ${who} to commit for longer, and is hard to take back`;
  if (t.has("easy")) return `keeps ${who} free to change course`;
  if (t.has("fast")) return `saves ${who} hours, with a cost the climate carries`;
  if (t.has("slow")) return `takes longer, but gives the hours back as time to think or rest`;
  if (t.has("demanding")) return `asks daily time and energy of ${who}, for years`;
  if (t.has("light")) return `asks less of ${who} from day to day`;
  return index % 2 === 0 ? `reaches ${who} first through the everyday, what changes on an ordinary Tuesday` : `reaches ${who} through what it opens up later, and what it quietly closes off`;
}

function costOf(option: string, index: number): string {
  const t = traitsOf(option);
  if (t.has("risk")) return "the chance of losing money you cannot get back";
  if (t.has("commit")) return "a long commitment that is expensive to undo";
  if (t.has("easy")) return "a running cost that never builds anything of your own";
  if (t.has("fast")) return "the ticket and the hours around the airport";
  if (t.has("slow")) return "more hours on the way";
  if (t.has("demanding")) return "daily time and money, for years";
  if (t.has("light")) return "less time and money each day";
  return index % 2 === 0 ? "the money and hours it takes to start" : "the money and hours it takes to keep going";
}

function firstStepOf(option: string, index: number, criterion: string | null): string {
  if (criterion === "cost") return index % 2 === 0 ? `get one real quote for ${option}, in writing` : `get the same quote for ${option}, on the same terms`;
  if (index === 0) return `write down what ${option} would take over the next year in money, time and energy`;
  if (index === 1) return `find one person who chose ${option} and ask what surprised them`;
  return `test ${option} in the smallest way you can this week`;
}

function choice(mind: MindName, c: ShapeContext): ShapedThought {
  const options = c.frame.options;
  const who = c.stakeholders ?? "you";
  const criterion = criterionOf(c.question);
  const text = [c.question, ...c.history.slice(-1).map((h) => h.question)].join(" ");
  const weighed = weighChoice(options, text, who);
  const both = joinAnd(options);
  const lead = c.frame.followsUp ? `Still on ${both}: ` : "";
  if (mind === "Solace") {
    const open = say(c, mind, "open", [`${lead}each of these lands on people differently, so I look at who each one touches.`, `${lead}before weighing them, I want to see who lives with each.`]);
    const each = options.map((o, i) => `${capitalise(o)} ${affects(o, who, i)}`).join("; ") + ".";
    const ask = criterion === "cost"
      ? `Cheaper for whom, though: a saving that lands on ${who} as longer days is not a saving.`
      : `Care asks that ${who === "you" ? "the people around you" : who} get a say before anything is settled.`;
    return { content: assemble([capitalise(open ?? ""), each, ask, memoryLine(c, mind)]), sources: [] };
  }
  if (mind === "Manus") {
    const honest =
      criterion === "cost" || criterion === "growth" || criterion === "speed"
        ? `The mesh holds no figures for ${both}, so I will not guess which wins on ${criterion}; here is how to settle it.`
        : null;
    const steps = options.map((o, i) => `For ${o}, the cost is ${costOf(o, i)}, and the first step is to ${firstStepOf(o, i, criterion)}.`);
    const compare = criterion ? `Then lay the ${criterion === "cost" ? "figures" : "results"} side by side on one page.` : null;
    return { content: assemble([honest, ...steps, { text: compare, optional: true }]), sources: [] };
  }
  const recommended = options[weighed.pick] ?? options[0];
  const others = options.filter((_, i) => i !== weighed.pick);
  const frame = say(c, mind, "frame", [
    `Holding ${both} together, care and action pull in different directions only at the edges.`,
    `Put side by side, ${both} are closer than the question makes them sound.`,
  ]);
  const recommend = `I recommend ${recommended}, because ${weighed.reason}.`;
  const fallback = `Should that reason not fit your situation, ${joinAnd(others)} remains a sound alternative, and a week of trying will show it.`;
  return { content: assemble([frame, recommend, fallback]), sources: [] };
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

function feelingOf(text: string): { word: string; step: string } {
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
 * The thought of a core mind for a shaped question, or null to let the reflective composer answer
 * (open questions, and multicore agents always).
 */
export function shapedThought(mind: MindName, c: ShapeContext): ShapedThought | null {
  if (mind !== "Solace" && mind !== "Manus" && mind !== "Ignith") return null;
  const { shape } = c.frame;
  if (shape === "choice" && c.frame.options.length >= 2) return choice(mind, c);
  if (shape === "personal") return personal(mind, c);
  // an open question that asks for information the mesh's knowledge answers ("how long does the beginner path take?"),
  // or a yes/no question one of its passages answers closely ("is my conversation private?", "can I export my memories?")
  const asked = c.question.trim();
  const asksForFact =
    shape === "open" &&
    (/^(?:how\s+(?:many|much|often|long|old|big)|which|when|where|what|who)\b/i.test(asked) ||
      (YES_NO.test(asked) && (c.knowledge[0]?.score ?? 0) >= YES_NO_MIN_SCORE));
  if (c.knowledge.length && (shape === "definition" || shape === "mesh_fact" || shape === "howto" || asksForFact)) return factual(mind, c);
  if (shape === "mesh_fact") return unknown(mind, c);
  return null;
}
