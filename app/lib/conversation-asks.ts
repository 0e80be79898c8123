/**
 * Questions about the conversation itself or about the minds (issue 29 §3): "what did I ask
 * first?", "do you remember my name?", "sum up what you said in one sentence", "why did you
 * recommend that one?", "who are you?", "are you a language model?". Pure: the question's words;
 * the answers come from the saved turns (trinity/composer) and the product's own passages.
 */

export type ConversationAsk = "first" | "last" | "name" | "summary" | "why" | "topics";
export type SelfAsk = "minds" | "model" | "multicore";

const ASKS: [ConversationAsk, RegExp][] = [
  ["first", /\b(?:what|which) (?:was|is) (?:the |my )?(?:very )?(?:first|1st) (?:thing|question|message)\b|\bwhat did i (?:ask|say|write|type) (?:first|at the (?:start|beginning))\b|\bmy first question\b|\bhow did (?:i|we|this conversation) (?:start|begin)\b|\bwhat did i (?:first|originally) ask\b/],
  ["last", /\bwhat (?:was|is) my (?:last|previous|latest) (?:question|message)\b|\bwhat did i (?:just )?(?:ask|say|write) (?:before|last|earlier|a moment ago|just now|before this)\b|\bwhat did i just ask\b|\brepeat my (?:last |previous )?question\b/],
  ["name", /\b(?:do|did) you (?:remember|know|recall) (?:what )?my name\b|\bwhat(?:'s| is| was) my name\b|\bwho am i\b(?!.{0,20}\b(?:really|in life|supposed)\b)|\bremember (?:who i am|my name)\b|\bmy name\?/],
  ["summary", /\b(?:sum|summ?ari[sz]e|recap|wrap)\b.{0,30}\b(?:what you (?:said|told me|wrote)|your (?:last )?answer|that|it|this|the answer|the conversation|everything)\b|\b(?:in|as) (?:one|a single|a) (?:sentence|line)\b|\btl;?dr\b|\bshort version\b|\bwhat (?:was|is) your (?:answer|advice|recommendation)\b|\bwhat did you (?:just )?(?:say|tell me|recommend|suggest)\b/],
  ["why", /\bwhy (?:did|do|would) you (?:recommend|suggest|pick|choose|say|advise)\b|\bwhy (?:that|this) one\b|\bwhy (?:that|this) (?:option|choice|recommendation)\b|\bwhat (?:was|is) the reason (?:for|behind) (?:that|your)\b|^\s*why\s*\??\s*$/],
  ["topics", /\bwhat (?:have|did) we (?:talk(?:ed)?|discuss(?:ed)?|cover(?:ed)?) (?:about )?(?:so far|today|in this conversation)?\b|\bwhat (?:have|did) i ask(?:ed)? (?:so far|you today|in this conversation)\b/],
];

/** A question about this conversation's own turns, or null. */
export function readConversationAsk(question: string): ConversationAsk | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
  if (q.length > 160) return null;
  for (const [ask, re] of ASKS) if (re.test(q)) return ask;
  return null;
}

const SELF: [SelfAsk, RegExp][] = [
  ["multicore", /\b(?:who|what)\b.{0,30}\b(?:firefly|pulse|relay|multicore)\b|\b(?:firefly|pulse|relay)\b.{0,30}\b(?:firefly|pulse|relay)\b|\bmulticore badge\b|\bwhy do some thoughts\b/],
  [
    "model",
    /\bare (?:you|the minds|they) (?:just |really |actually )?(?:an? |the )?(?:language model|llm|large language model|ai|a\.i\.|chat ?gpt|gpt|gpt-?\d\w*|bot|chatbot|robot|machine|computer program|program|human|real person|real people|people|person|alive|sentient|conscious)\b|\bwhat (?:language )?model (?:are you|is this|do you use|runs? (?:you|this|the minds))\b|\bwhich (?:language )?model\b|\bis this (?:chat ?gpt|gpt|an ai|a bot|an llm|a language model)\b|\bhow do you (?:work|think|generate|come up with)\b|\bwho (?:made|built|trained|wrote) you\b/,
  ],
  [
    "minds",
    /\b(?:solace|manus|ignith)\b.{0,40}\b(?:solace|manus|ignith)\b|\bthree (?:answers|minds|voices|thoughts)\b|\bwhy (?:three|do i get three)\b|\bwho (?:are|r) (?:you|u)(?: (?:three|all|guys|people))?\b|\bwhat are you\b|\bintroduce (?:yourselves|yourself)\b|\bwho (?:is|are) (?:solace|manus|ignith)\b|\bwhat (?:does|do) (?:solace|manus|ignith)(?: and (?:solace|manus|ignith))* do\b|\btell me about (?:yourselves|yourself|the (?:three )?minds)\b|\bwhat are the (?:three )?minds\b|\bwho am i talking to\b/,
  ],
];

/** A question about the minds themselves, or null. */
export function readSelfAsk(question: string): SelfAsk | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
  if (q.length > 160) return null;
  for (const [ask, re] of SELF) if (re.test(q)) return ask;
  return null;
}

const NAME_STATED =
  /\b(?:[Mm]y name is|[Mm]y name's|I am called|I'm called|[Cc]all me|[Tt]his is|I am|I'm|[Ii]m)\s+([A-Z][\p{Ll}'-]+(?:\s+[A-Z][\p{Ll}'-]+)?)(?=\s*(?:[,.!?;:]|$)|\s+(?:and|from|here|by|but|I|I'm)\b)/u;
/** Capitalised words that follow "I'm" without being a name ("I'm Fine", "I'm British"). */
const NOT_NAMES = new Set(
  "Fine Good Okay Ok Sorry Here Back Done Ready Tired Happy Sad Lost Stuck Confused New Not So Very Just Also Still British English American Canadian German French Spanish Italian Irish Scottish Welsh Australian Indian Chinese Japanese Dutch Swedish Polish Trying Going Looking Thinking Wondering".split(" "),
);

/** The name the visitor gave in one of these questions (the newest mention wins), or null. */
export function statedName(questions: readonly string[]): string | null {
  for (let i = questions.length - 1; i >= 0; i--) {
    const m = questions[i]!.match(NAME_STATED);
    if (!m) continue;
    const name = m[1]!.trim();
    const first = name.split(/\s+/)[0]!;
    // "I am X" and "this is X" only count with an explicit capital and a word that is not an adjective
    if (NOT_NAMES.has(first)) continue;
    return name;
  }
  return null;
}
