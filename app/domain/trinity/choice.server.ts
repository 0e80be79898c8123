import { swapPerspective } from "./grammar.server";

/**
 * Weighing a choice (issue 29 §4). A cue in the question or in an earlier turn decides — what the
 * visitor already has or uses, a place that speaks one option's language, a horizon, a budget, who
 * is affected — and the reason names that cue. When nothing decides, there is no pick: Ignith
 * names the one or two questions that would decide it and what each answer implies. Never a pick by
 * the order the options were named in. Pure.
 */

export interface Weighed {
  /** The option the cue decides for, or null when nothing in the conversation decides. */
  pick: number | null;
  /** Why, naming the cue ("you already use Teams at work, so…"); null without a pick. */
  reason: string | null;
  /** Without a pick: the questions that would decide it, each with what its answers imply. */
  deciders: string[];
}

type Trait = "commit" | "easy" | "risk" | "debt" | "fly" | "drive" | "slow" | "demanding" | "light" | "cheap" | "costly";

const TRAITS: [Trait, RegExp][] = [
  ["risk", /\b(invest(?:ing|ments?|s)?|stocks?|shares|crypto|bitcoin|gambl\w*|startup|quit(?:ting)?|bet(?:ting)?)\b/i],
  ["debt", /\b(loan|loans|debt|debts|mortgage|credit card)\b/i],
  ["commit", /\b(buy(?:ing)?|purchas\w*|mortgage|marry(?:ing)?|adopt(?:ing)?|sign(?:ing)?|accept(?:ing)?|mov(?:e|ing)|relocat\w*|new one|new laptop|new car|build(?:ing)?|tattoo|leav(?:e|ing))\b/i],
  ["easy", /\b(rent(?:ing)?|stay(?:ing)?|repair(?:ing)?|fix(?:ing)?|keep(?:ing)?|wait(?:ing)?|try(?:ing)?|trial|borrow(?:ing)?|leas(?:e|ing)|part-time|current)\b/i],
  ["cheap", /\b(used|second[- ]hand|refurbished|repair(?:ing)?|fix(?:ing)?|rent(?:ing)?|bus|coach|train|cook(?:ing)? at home|public transport|bike|cycl\w*|keep(?:ing)?)\b/i],
  ["costly", /\b(new|brand[- ]new|buy(?:ing)?|fly(?:ing)?|flight|taxi|eat(?:ing)? out|takeaway|premium)\b/i],
  ["fly", /\b(fly|flying|flight|plane)\b/i],
  ["drive", /\b(drive|driving|car)\b/i],
  ["slow", /\b(train|rail|bus|coach|bike|cycl\w*|walk\w*|ferry)\b/i],
  ["demanding", /\b(dogs?|pupp(?:y|ies)|horses?|medicine|phd|baby)\b/i],
  ["light", /\b(cats?|fish|rabbits?|plants?|hamsters?)\b/i],
];

export function traitsOf(option: string): Set<Trait> {
  return new Set(TRAITS.filter(([, re]) => re.test(option)).map(([t]) => t));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The words that name an option ("learning Spanish" → spanish; "the electric car" → electric, car). */
function optionWords(option: string): string[] {
  return option
    .toLowerCase()
    .replace(/^(?:the|a|an|your|my|our|to|taking|learning|using|buying|getting|going with)\s+/g, "")
    .split(/\s+/)
    .filter((w) => w.length >= 3 && !["the", "and", "for", "with", "one", "new", "your"].includes(w));
}

function namedIn(text: string, option: string): boolean {
  const words = optionWords(option);
  return words.length > 0 && words.some((w) => new RegExp(`\\b${escape(w)}`, "i").test(text));
}

/** Languages and the places (countries, big cities) where each is the everyday language. */
const LANGUAGE_PLACES: Record<string, string[]> = {
  spanish: "spain mexico argentina colombia peru chile cuba venezuela ecuador bolivia uruguay paraguay guatemala honduras costa rica panama dominican republic puerto rico latin america south america madrid barcelona seville valencia mexico city buenos aires bogota lima santiago havana cancun".split(" "),
  japanese: "japan tokyo osaka kyoto hokkaido okinawa".split(" "),
  french: "france paris lyon marseille nice quebec montreal belgium brussels senegal morocco tunisia geneva".split(" "),
  german: "germany austria berlin munich hamburg frankfurt cologne vienna zurich".split(" "),
  italian: "italy rome milan florence venice naples sicily".split(" "),
  portuguese: "portugal brazil lisbon porto rio sao paulo angola mozambique".split(" "),
  mandarin: "china taiwan beijing shanghai taipei".split(" "),
  chinese: "china taiwan beijing shanghai taipei hong kong".split(" "),
  korean: "korea seoul busan".split(" "),
  dutch: "netherlands holland amsterdam rotterdam flanders".split(" "),
  arabic: "egypt morocco jordan dubai saudi arabia qatar lebanon cairo".split(" "),
  russian: "russia moscow".split(" "),
  greek: "greece athens crete".split(" "),
  turkish: "turkey istanbul ankara".split(" "),
  swedish: "sweden stockholm".split(" "),
  hindi: "india delhi mumbai".split(" "),
};

/** "family" → "family", "small flat" → "a small flat", "elderly" → "elderly people". */
function indefiniteOr(phrase: string): string {
  if (phrase === "elderly") return "elderly people";
  if (/^(?:small flat|small apartment)$/.test(phrase)) return `a ${phrase}`;
  if (/^allerg/.test(phrase)) return "allergies";
  return phrase === "family" ? "a family" : phrase;
}

function capitalised(word: string): string {
  return word.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
}

interface Cue {
  pick: number;
  reason: string;
}

/** "you already use Teams" / "our company runs on Slack": the option the visitor already has. */
function alreadyCue(options: string[], text: string): Cue | null {
  const re = /\b(?:already|currently|at the moment)\s+(?:have|has|use|uses|using|know|knows|speak|speaks|own|owns|run|runs|work with|works with|got|drive|drives|pay for|study|studies|learn|learned|learnt)\s+([^,.;!?]+)|\b(?:i|we|our (?:team|company|office|school|family)|my (?:team|company|office|school|family|work)|everyone (?:at work|here))\s+(?:use|uses|is using|are using|runs on|run on|works in|work in|lives in|live in)\s+([^,.;!?]+)/gi;
  for (const m of text.matchAll(re)) {
    const phrase = (m[1] ?? m[2] ?? "").trim();
    // "should we use Slack or Teams" names the choice, not what you already have
    const named = options.filter((o) => namedIn(phrase, o));
    if (named.length !== 1 || /\bor\b/i.test(phrase)) continue;
    const i = options.indexOf(named[0]!);
    if (i >= 0) return { pick: i, reason: `you already ${/\bknow|speak|learn/i.test(m[0]) ? "know" : "use"} ${options[i]}, so it costs you no switch and no new learning` };
  }
  return null;
}

/** A place in the conversation where one option's language is spoken ("I travel to Mexico twice a year"). */
function placeCue(options: string[], text: string): Cue | null {
  const lower = text.toLowerCase();
  for (const [i, o] of options.entries()) {
    const language = optionWords(o).find((w) => LANGUAGE_PLACES[w]);
    if (!language) continue;
    const place = LANGUAGE_PLACES[language]!.find((p) => new RegExp(`\\b${escape(p)}\\b`).test(lower));
    if (place) return { pick: i, reason: `you mentioned ${capitalised(place)}, and ${capitalised(language)} is what people speak there, so you will use it and hear it far more often` };
    const person = lower.match(new RegExp(`\\b(?:my|our) (partner|wife|husband|family|in-laws|grandparents|parents|friends|colleagues|boss|girlfriend|boyfriend)\\b[^.?!]{0,30}\\b${language}\\b`));
    if (person) return { pick: i, reason: `your ${person[1]} speak${/s$/.test(person[1]!) ? "" : "s"} ${capitalised(language)}, and a language lives through the people you use it with` };
  }
  return null;
}

/** Horizons of years, the most explicit first ("for the long term" before "settle"). */
const LONG_HORIZONS = [/\b\d+\s+years?\b/i, /\blong[- ]term\b|\blong run\b/i, /\b(?:decades?|years)\b/i, /\bmy (?:thirties|forties|fifties)\b/i, /\b(?:retire\w*|forever|for good|career)\b/i, /\bsettle(?: down)?\b/i];
const SHORT_HORIZON = /\b(this week|this weekend|weekend|a trip|one trip|the trip|conference|holidays?|vacation|a few months|six months|one year|a year|short[- ]term|temporary|for now)\b/i;
const BUDGET = /\b(cheap\w*|budget|afford|can't afford|cannot afford|money is tight|tight on money|save money|saving money|low income|student loan|broke|on a student budget|cost of living)\b/i;
const PEOPLE = /\b(kids?|children|toddlers?|baby|babies|family|small flat|small apartment|elderly|allerg\w*)\b/i;

function horizonCue(options: string[], traits: Set<Trait>[], text: string): Cue | null {
  const commit = traits.findIndex((t) => t.has("commit"));
  const easy = traits.findIndex((t) => t.has("easy") && !t.has("commit"));
  if (commit < 0 || easy < 0) return null;
  const long = LONG_HORIZONS.map((re) => text.match(re)).find((m) => m);
  if (long) return { pick: commit, reason: `you mentioned ${swapPerspective(long[0].toLowerCase())}, a horizon of years, and over years ${options[commit]} is the option that pays back what it asks` };
  const short = text.match(SHORT_HORIZON);
  if (short) return { pick: easy, reason: `you mentioned ${swapPerspective(short[0].toLowerCase())}, and over so short a time ${options[easy]} keeps you free without locking anything in` };
  return null;
}

function budgetCue(options: string[], traits: Set<Trait>[], text: string): Cue | null {
  const budget = text.match(BUDGET);
  if (!budget) return null;
  const cheap = traits.findIndex((t) => t.has("cheap"));
  const costly = traits.findIndex((t, i) => i !== cheap && (t.has("costly") || !t.has("cheap")));
  if (cheap < 0 || costly < 0) return null;
  return { pick: cheap, reason: `you mentioned ${swapPerspective(budget[0].toLowerCase())}, and ${options[cheap]} is the one that asks less money up front` };
}

function peopleCue(options: string[], traits: Set<Trait>[], text: string, who: string): Cue | null {
  const people = text.match(PEOPLE);
  if (!people) return null;
  const light = traits.findIndex((t) => t.has("light"));
  const demanding = traits.findIndex((t) => t.has("demanding"));
  if (light < 0 || demanding < 0) return null;
  return { pick: light, reason: `with ${/^(?:kids?|children|toddlers?|baby|babies)$/i.test(people[0]) ? "young children" : `${indefiniteOr(people[0].toLowerCase())}`} in the picture, ${options[light]} asks less of ${who} every day` };
}

function tripCue(options: string[], traits: Set<Trait>[], text: string): Cue | null {
  const fly = traits.findIndex((t) => t.has("fly"));
  const slow = traits.findIndex((t) => t.has("slow") && !t.has("fly"));
  if (fly < 0 || slow < 0) return null;
  const hours = text.match(/\b(\d+)\s*(?:hours?|hrs?)\b/i);
  if (hours) {
    const n = Number(hours[1]);
    return n <= 6
      ? { pick: slow, reason: `a journey of about ${n} hours by rail is close to flying door to door once airport time is counted, and the hours on board are yours to work or rest in` }
      : { pick: fly, reason: `at ${n} hours the train costs you most of a day that a flight gives back` };
  }
  const urgent = text.match(/\b(tomorrow|tonight|urgent|asap|in a hurry|short notice)\b/i);
  if (urgent) return { pick: fly, reason: `you need to be there ${urgent[0].toLowerCase() === "tomorrow" || urgent[0].toLowerCase() === "tonight" ? urgent[0].toLowerCase() : "soon"}, and on short notice the time saved matters most` };
  return null;
}

/** An interest rate in the conversation decides between paying a debt down and investing: well above what investing reliably earns, the debt; well below, the investing (with a cushion in place). */
function rateCue(options: string[], traits: Set<Trait>[], text: string): Cue | null {
  const debt = traits.findIndex((t) => t.has("debt"));
  const invest = traits.findIndex((t, i) => i !== debt && t.has("risk"));
  if (debt < 0 || invest < 0) return null;
  const m = text.match(/(\d+(?:\.\d+)?)\s*(?:%|percent)/i);
  if (!m || !/\b(?:interest|rate|apr)\b/i.test(text)) return null;
  const rate = Number(m[1]);
  if (rate >= 5) return { pick: debt, reason: `at ${m[1]}% interest, every extra payment earns you a sure ${m[1]}%, more than investments reliably return after costs` };
  if (rate <= 3) return { pick: invest, reason: `at only ${m[1]}% interest the debt is cheap, and money you will not need for five years or more usually earns more invested, once you have a cushion of three to six months' costs` };
  return null;
}

/** The cue that decides, in order of how directly it speaks: what you already have, a place, the people, the horizon, the budget, the trip. */
export function decidingCue(options: string[], text: string, who = "you"): Cue | null {
  const traits = options.map(traitsOf);
  return (
    alreadyCue(options, text) ??
    placeCue(options, text) ??
    rateCue(options, traits, text.split(/(?<=[.!?])\s+/).reverse().join(" ")) ??
    peopleCue(options, traits, text, who) ??
    horizonCue(options, traits, text) ??
    budgetCue(options, traits, text) ??
    tripCue(options, traits, text)
  );
}

/** What would decide it when the conversation does not: one or two questions, each with what its answers imply. */
export function decidingQuestions(options: string[]): string[] {
  const [a, b] = options;
  const traits = options.map(traitsOf);
  const has = (t: Trait) => traits.findIndex((s) => s.has(t));
  const pair = (x: number, y: number) => [options[x]!, options[y]!] as const;
  if (has("risk") >= 0 && traits.some((s) => !s.has("risk"))) {
    const [risky, safe] = pair(has("risk"), traits.findIndex((s) => !s.has("risk")));
    const rate = has("debt") >= 0 ? ` And what interest does the debt charge? Well above 5%, ${safe} wins; well below 3%, ${risky} usually does.` : "";
    return [`Do you have a cushion of three to six months' costs already? Without one, ${safe} comes first; with one, ${risky} can make sense for money you will not need for at least five years.${rate}`];
  }
  if (has("commit") >= 0 && has("easy") >= 0 && has("commit") !== has("easy")) {
    const [commit, easy] = pair(has("commit"), has("easy"));
    return [`How long do you expect this to last? If five years or more, ${commit} tends to pay back what it asks; if less, or you cannot say, ${easy} keeps you free.`, `Could you carry the cost of ${commit} if your income dropped for six months? If not, ${easy} until you could.`];
  }
  if (has("fly") >= 0 && has("slow") >= 0) {
    const [fly, slow] = pair(has("fly"), has("slow"));
    return [`How long is the rail journey door to door? Up to about six hours, ${slow} is close in time once airport waits are counted; much longer, ${fly} gives you back most of a day.`];
  }
  if (has("demanding") >= 0 && has("light") >= 0) {
    const [demanding, light] = pair(has("demanding"), has("light"));
    return [`How many hours a day is someone at home, and is there outdoor space? With both, ${demanding} can thrive; with little of either, ${light} fits better.`];
  }
  if (options.some((o) => optionWords(o).some((w) => LANGUAGE_PLACES[w]))) {
    return [
      `Where, and with whom, would you use ${a} or ${b} in the next year? Choose the language of the place you visit or the people you talk to; if there is none, choose the one whose films, books or music you already enjoy, because that is what keeps you practising.`,
    ];
  }
  return [
    `What matters most to you in this choice, and which of ${a} and ${b} is stronger on it? If one already fits what you have, know or use, that one costs you no switch.`,
    `If you cannot say yet, write your two or three musts on one page and hold ${a} and ${b} against them, one line each.`,
  ];
}

/** A choice weighed: a pick only when a cue decides it. */
export function weighChoice(options: string[], text: string, who = "you"): Weighed {
  const cue = decidingCue(options, text, who);
  if (cue) return { pick: cue.pick, reason: cue.reason, deciders: [] };
  return { pick: null, reason: null, deciders: decidingQuestions(options) };
}
