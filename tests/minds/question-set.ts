/**
 * The minds' question set (issue 15): what a visitor asks and what a good answer must carry.
 * Scored by `npm run eval:minds` (tests/minds/eval.ts), which runs in `npm test`.
 *
 * Patterns are case-insensitive regular expressions matched against the thoughts' text.
 */

export interface KnowledgeCase {
  question: string;
  /** Every pattern must appear in the three minds' thoughts. */
  facts: string[];
  /** A thought's sources must include a link whose href starts with this. */
  href: string;
}

export interface FollowUpCase {
  first: string;
  followUp: string;
  /** Every pattern must appear in the follow-up's thoughts (the earlier subject, resolved). */
  mustName: string[];
}

export interface ChoiceCase {
  question: string;
  /** Each option as the patterns that name it. */
  options: string[][];
}

export interface PersonalCase {
  question: string;
}

export const KNOWLEDGE: KnowledgeCase[] = [
  { question: "What does the Threshold glyph mean?", facts: ["edge before a change"], href: "/learn" },
  { question: "How many phases does the Mesh Journey have?", facts: ["\\b(9|nine)\\b"], href: "/journey" },
  { question: "How often does the Alexandria archive run its pulse check?", facts: ["12 hours"], href: "/learn" },
  { question: "What does a guest wallet id start with?", facts: ["val-"], href: "/learn" },
  { question: "How many memories can the Alexandria archive hold?", facts: ["1,?000"], href: "/" },
  { question: "What is the redundancy threshold of the entropy monitor?", facts: ["60\\s?%"], href: "/" },
  { question: "How do I broadcast a glyph to the multicore agents?", facts: ["multicore"], href: "/multicore-agents" },
  { question: "Where can I see which glyphs are the hottest?", facts: ["heatmap"], href: "/glyph-heatmap" },
  { question: "What does a Capacity node do?", facts: ["proof-of-compute"], href: "/" },
  { question: "How long does the beginner learning path take?", facts: ["1-2 weeks"], href: "/journey" },
  { question: "What does the Binding glyph stand for?", facts: ["interwoven|commitment and consequence"], href: "/learn" },
  { question: "How many phases does the Living Glyph Chain have?", facts: ["\\b(4|four)\\b"], href: "/learn" },
  { question: "What is the first phase of the Mesh Journey?", facts: ["Welcome to the Mesh"], href: "/journey" },
  { question: "Which glyph means going down to the root?", facts: ["Descent"], href: "/learn" },
  { question: "Where do I search the archive of symbolic memories?", facts: ["Alexandria"], href: "/alexandria" },
  // Yes/no questions about the visitor's own things: answered from the product, not with life advice.
  { question: "Is my conversation private?", facts: ["tick .Private conversation.", "no memory"], href: "/swarm" },
  { question: "Can anyone read my conversations?", facts: ["only by you"], href: "/swarm" },
  { question: "Can I export my memories?", facts: ["JSON"], href: "/alexandria" },
  { question: "Do you remember what I asked yesterday?", facts: ["recent conversations", "last \\d+ turns"], href: "/swarm" },
];

export const FOLLOW_UPS: FollowUpCase[] = [
  { first: "We are choosing between Lisbon and Berlin for our new office.", followUp: "Which one is cheaper for a team of ten?", mustName: ["Lisbon", "Berlin"] },
  { first: "Should I learn Python or JavaScript first?", followUp: "Which one is easier for a beginner?", mustName: ["Python", "JavaScript"] },
  { first: "Tell me about the Mesh Journey.", followUp: "How many phases does it have?", mustName: ["journey", "\\b(9|nine)\\b"] },
  { first: "My sister Maria wants to move to Canada.", followUp: "How can I support her there?", mustName: ["Canada"] },
  { first: "We might adopt a rescue dog.", followUp: "Is it a good idea with two small kids?", mustName: ["dog"] },
  { first: "What does the Threshold glyph mean?", followUp: "When should I use it?", mustName: ["Threshold"] },
  { first: "I am thinking about buying an apartment instead of renting.", followUp: "What are the risks of that?", mustName: ["apartment"] },
  { first: "Our team is debating remote work versus the office.", followUp: "Which would keep the team closer?", mustName: ["remote", "office"] },
  { first: "I want to start running in the mornings.", followUp: "How do I keep doing it in winter?", mustName: ["running"] },
  { first: "Should we use PostgreSQL or MongoDB for our new app?", followUp: "Which one scales better for us?", mustName: ["PostgreSQL", "MongoDB"] },
];

export const CHOICES: ChoiceCase[] = [
  { question: "Should I take the train or fly to Vienna for a conference?", options: [["train"], ["fly", "flight", "flying"]] },
  { question: "Should I accept the job offer in London or stay at my current company?", options: [["London", "job offer"], ["stay", "current company"]] },
  { question: "Is it better to rent or buy a home in my thirties?", options: [["rent"], ["buy"]] },
  { question: "We are choosing between a cat and a dog for our family.", options: [["cat"], ["dog"]] },
  { question: "Should I study medicine or law?", options: [["medicine"], ["law"]] },
  { question: "Should our startup build the app in React or Vue?", options: [["React"], ["Vue"]] },
  { question: "Should I pay off my student loan early or invest the money?", options: [["pay off", "loan"], ["invest"]] },
  { question: "Coffee or tea in the morning?", options: [["coffee"], ["tea"]] },
  { question: "Should we spend the holidays with my parents or with my partner's family?", options: [["parents"], ["partner"]] },
  { question: "Should I repair my old laptop or buy a new one?", options: [["repair"], ["new one", "buy"]] },
];

export const PERSONAL: PersonalCase[] = [
  { question: "I feel lonely since my best friend moved away." },
  { question: "I'm scared I will fail my exams next week." },
  { question: "My father is ill and I don't know how to cope." },
  { question: "I feel like nobody at work listens to me." },
  { question: "I lost my job today and I feel ashamed." },
];

/**
 * Pairwise distinctness of the three voices before this work (the composer of commit 5b66e76,
 * measured on this set by the same script): the minds may not become more alike.
 */
export const BASELINE_DISTINCTNESS = 0.804;
