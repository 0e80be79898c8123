/**
 * Varied, realistic chat questions for the benchmarks: ~50 topics × question shapes × who is asking,
 * drawn with a seeded generator so every run asks the same questions. Topics recur across visitors,
 * so Alexandria's recall (full-text + trigram) finds related memories and has real work to do.
 */

export const TOPICS = [
  "community gardens",
  "renewable energy cooperatives",
  "remote work burnout",
  "open-source software maintenance",
  "rural broadband access",
  "public library funding",
  "urban heat islands",
  "water conservation during droughts",
  "mental health support for students",
  "local food banks",
  "affordable housing",
  "electric bus fleets",
  "neighbourhood mesh networks",
  "climate adaptation for coastal towns",
  "caring for elderly parents",
  "small business cash flow",
  "teaching kids to code",
  "misinformation on social media",
  "volunteer fire departments",
  "wildfire smoke and air quality",
  "plastic recycling",
  "bicycle lanes",
  "data privacy for small nonprofits",
  "artificial intelligence in hospitals",
  "four-day work weeks",
  "repair cafés and right to repair",
  "microgrids for hospitals",
  "composting in apartment buildings",
  "mentoring new engineers",
  "conflict in a volunteer team",
  "saving for retirement on a low income",
  "learning a second language as an adult",
  "reducing food waste in restaurants",
  "accessible public transport",
  "cybersecurity for a family business",
  "tree planting in cities",
  "loneliness among older adults",
  "youth sports funding",
  "solar panels on schools",
  "a cooperative grocery store",
  "flood insurance",
  "night shift sleep health",
  "digital literacy for seniors",
  "local journalism",
  "beekeeping and pollinators",
  "carbon offsets",
  "crisis hotlines",
  "open data for city budgets",
  "tenant unions",
  "disaster preparedness kits",
];

const SHAPES = [
  (t: string, who: string) => `How should ${who} start with ${t} when money and time are short?`,
  (t: string, who: string) => `What are the ethical trade-offs of ${t} for ${who}?`,
  (t: string, who: string) => `Is it fair to ask ${who} to pay for ${t}, or should the city carry the cost?`,
  (t: string, who: string) => `Give me a practical first step on ${t} that ${who} could take this week.`,
  (t: string, who: string) => `Why do plans for ${t} keep failing, and what would make ${who} trust the next one?`,
  (t: string, who: string) => `How can ${who} measure whether ${t} is actually working after a year?`,
  (t: string, who: string) => `What risks does ${t} create for ${who}, and how do we keep people safe?`,
  (t: string, who: string) => `Should ${who} prioritise ${t} over everything else this year? Be honest about the costs.`,
  (t: string, who: string) => `How do we get ${who} to agree on ${t} when everyone wants something different?`,
  (t: string, who: string) => `What would a resilient, long-term approach to ${t} look like for ${who}?`,
  (t: string, who: string) => `I feel overwhelmed by ${t}. Where should ${who} even begin?`,
  (t: string, who: string) => `Compare doing ${t} ourselves with hiring outside help — what should ${who} choose?`,
];

const WHO = [
  "a small town council",
  "our neighbourhood association",
  "a volunteer group of twelve people",
  "a rural school",
  "my family",
  "a nonprofit with two staff",
  "a city of 80,000 people",
  "a student union",
  "a co-op of small farmers",
  "the local hospital",
];

/** mulberry32: tiny seeded PRNG, good enough to shuffle questions reproducibly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `perClient` different questions (distinct topics) for each of `clients` visitors. Every
 * (topic, shape, who) combination is used at most once while fewer than 6,000 are asked.
 */
export function questionPlan(clients: number, perClient: number, seed = 20261122): string[][] {
  const rand = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const used = new Set<string>();
  const plan: string[][] = [];
  for (let c = 0; c < clients; c++) {
    const topics = new Set<number>();
    while (topics.size < Math.min(perClient, TOPICS.length)) topics.add(Math.floor(rand() * TOPICS.length));
    const questions: string[] = [];
    for (const ti of topics) {
      let q = "";
      for (let attempt = 0; attempt < 20; attempt++) {
        q = pick(SHAPES)(TOPICS[ti], pick(WHO));
        if (!used.has(q)) break;
      }
      used.add(q);
      questions.push(q);
    }
    plan.push(questions);
  }
  return plan;
}
