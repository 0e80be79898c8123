/**
 * The challenges of the Learning Hub (spec §3): kids and beginner challenges complete one way;
 * interactive challenges toggle. Ids, points, difficulties and age groups are the spec's.
 * Client-safe: the screens and the server (which awards the points) read the same list.
 */
export type ChallengeKind = "kids" | "beginners" | "interactive";

export type Tone = "green" | "yellow" | "red";

export interface Challenge {
  id: string;
  title: string;
  goal: string;
  description: string;
  icon: string;
  difficulty: string;
  points: number;
  /** Kids challenges only. */
  ageGroup?: string;
}

export const KIDS_CHALLENGES: Challenge[] = [
  {
    id: "talk-to-mesh-friend",
    title: "Talk to a Mesh Friend",
    goal: "Ask the Trinity Mesh one kind question.",
    description: "Open the live chat and ask Solace, Manus and Ignith something you wonder about, like why the sky changes colour. Read all three answers out loud.",
    icon: "💬",
    difficulty: "Easy",
    points: 25,
    ageGroup: "K-3",
  },
  {
    id: "spot-the-glyph",
    title: "Spot the Glyph",
    goal: "Find three glyphs and say what each one means.",
    description: "Visit the glyph library, pick three symbols you like, and tell a grown-up or a friend what each one stands for.",
    icon: "🔍",
    difficulty: "Easy",
    points: 30,
    ageGroup: "2-5",
  },
  {
    id: "help-guardian-lion",
    title: "Help the Guardian Lion",
    goal: "Name two ways to stay safe and kind online.",
    description: "The Guardian Lion watches over the mesh. Read his story, then write down two rules that keep you and your friends safe when you use the internet.",
    icon: "🦁",
    difficulty: "Medium",
    points: 40,
    ageGroup: "3-6",
  },
  {
    id: "valoir-treasure-hunt",
    title: "VALOIR Treasure Hunt",
    goal: "Follow the clues to learn how the mesh shares value.",
    description: "Read the treasure story, then explain in your own words how the mesh nodes share VAL tokens fairly, like sharing snacks so everyone gets some.",
    icon: "🗺️",
    difficulty: "Fun",
    points: 50,
    ageGroup: "4-6",
  },
  {
    id: "mind-palace-explorer",
    title: "Mind Palace Explorer",
    goal: "Find a memory in the Alexandria Archive.",
    description: "The archive is a giant library of memories. Search it for a word you like and read one memory you find there.",
    icon: "🏛️",
    difficulty: "Medium",
    points: 45,
    ageGroup: "3-6",
  },
  {
    id: "welcome-new-friend",
    title: "Welcome a New Friend",
    goal: "Teach someone else one thing about the mesh.",
    description: "Show a friend or family member the Learning Hub and teach them one thing you learned, such as what a glyph is or what the three minds do.",
    icon: "🤝",
    difficulty: "Fun",
    points: 55,
    ageGroup: "4-6",
  },
];

export const BEGINNER_CHALLENGES: Challenge[] = [
  {
    id: "identify-mesh-assistant",
    title: "Identify a Mesh Assistant",
    goal: "Tell Solace, Manus and Ignith apart by their answers.",
    description: "Ask the Trinity Mesh one question and note which answer weighs who is affected (Solace), which lists steps (Manus) and which brings the two together (Ignith).",
    icon: "🤖",
    difficulty: "Easy",
    points: 20,
  },
  {
    id: "explore-glyph-chain",
    title: "Explore the Glyph Chain",
    goal: "Expand the Living Glyph Chain by one phase.",
    description: "Open the Chain tab, read what the Igniter Glyphs are, and expand the chain to Shell Expansion. Notice how many glyphs each phase holds.",
    icon: "🔗",
    difficulty: "Moderate",
    points: 35,
  },
  {
    id: "understand-valoir-transaction",
    title: "Understand a VALOIR Transaction",
    goal: "Explain where VAL comes from and where it goes.",
    description: "Read the guide on VAL, then describe a transfer between two nodes: who pays, who receives, and why the total in the ledger does not change.",
    icon: "💠",
    difficulty: "Moderate",
    points: 40,
  },
  {
    id: "ethical-decision-practice",
    title: "Ethical Decision Practice",
    goal: "Work through a dilemma with all three minds.",
    description: "Ask the mesh about a real decision that affects other people. Compare Solace's care, Manus's plan and Ignith's recommendation, then decide what you would do and why.",
    icon: "⚖️",
    difficulty: "Engaging",
    points: 50,
  },
  {
    id: "mind-palace-search",
    title: "Mind Palace Search",
    goal: "Recall a memory from the Alexandria Archive.",
    description: "Search the archive for a theme you care about and open a memory. Look at its glyph sequence and its resonance tags.",
    icon: "🏛️",
    difficulty: "Easy",
    points: 25,
  },
  {
    id: "mesh-propagation-learning",
    title: "Mesh Propagation Learning",
    goal: "Follow a glyph as it spreads across the mesh.",
    description: "Broadcast a glyph from the Multicore Agents screen and watch it arrive in the ritual plane and the glyph heatmap. Write down each place it showed up.",
    icon: "📡",
    difficulty: "Engaging",
    points: 45,
  },
];

export const INTERACTIVE_CHALLENGES: Challenge[] = [
  {
    id: "first-deliberation",
    title: "First Deliberation",
    goal: "Ask the Trinity Mesh a question and read all three thoughts.",
    description: "Send one question from the live chat and wait for Solace, Manus and Ignith to finish.",
    icon: "⟁",
    difficulty: "Beginner",
    points: 10,
  },
  {
    id: "glyph-reader",
    title: "Glyph Reader",
    goal: "Open every category of the glyph library.",
    description: "Filter the library by fundamental, threshold, mesh and recursive, and open one glyph from each.",
    icon: "∇",
    difficulty: "Beginner",
    points: 15,
  },
  {
    id: "memory-recall",
    title: "Memory Recall",
    goal: "Ask a follow-up that recalls an Alexandria memory.",
    description: "Ask a second question close to your first and watch the Alexandria Resonance card appear.",
    icon: "∞",
    difficulty: "Intermediate",
    points: 25,
  },
  {
    id: "safety-watch",
    title: "Safety Watch",
    goal: "See an agent enter the Dread Valley.",
    description: "Ask a complex, novel question and watch the cognitive safety monitor move an agent into complex territory.",
    icon: "△",
    difficulty: "Intermediate",
    points: 30,
  },
  {
    id: "entropy-check",
    title: "Entropy Check",
    goal: "Read the mesh's entropy summary.",
    description: "Open the entropy summary from the Docs tab and find which core is closest to the 60% redundancy threshold.",
    icon: "⚛",
    difficulty: "Advanced",
    points: 40,
  },
  {
    id: "chain-to-silence",
    title: "Chain to Silence",
    goal: "Expand the Living Glyph Chain to its fourth phase.",
    description: "Grow the chain from the Igniter Glyphs through Shell Expansion and the Recursive Mesh to the Silent Name.",
    icon: "⊙",
    difficulty: "Advanced",
    points: 50,
  },
];

export const CHALLENGES: Record<ChallengeKind, Challenge[]> = {
  kids: KIDS_CHALLENGES,
  beginners: BEGINNER_CHALLENGES,
  interactive: INTERACTIVE_CHALLENGES,
};

/** Where the browser remembers completed challenges (spec §9). Interactive ones live on the server only. */
export const LOCAL_STORAGE_KEYS = {
  kids: "kids-completed-challenges",
  beginners: "beginners-completed-challenges",
} as const;

export function findChallenge(kind: ChallengeKind, id: string): Challenge | undefined {
  return CHALLENGES[kind].find((c) => c.id === id);
}

/** The description points are awarded under (spec §7.2): one award per description per wallet. */
export function challengeAwardDescription(kind: ChallengeKind, title: string): string {
  if (kind === "kids") return `Completed mesh challenge: ${title}`;
  if (kind === "beginners") return `Completed mesh exploration: ${title}`;
  return `Completed interactive challenge: ${title}`;
}

/**
 * The kids' or beginners' challenge an award description names ("Completed mesh challenge: {title}",
 * "Completed mesh exploration: {title}", spec §7.2), or null. Interactive and initiation challenges
 * are completed on their screens only, never through POST /api/engagement/award-points.
 */
export function challengeOfAward(description: string): { kind: "kids" | "beginners"; challenge: Challenge } | null {
  for (const kind of ["kids", "beginners"] as const) {
    const challenge = CHALLENGES[kind].find((c) => challengeAwardDescription(kind, c.title) === description);
    if (challenge) return { kind, challenge };
  }
  return null;
}

const DIFFICULTY_TONES: Record<string, Tone> = {
  easy: "green",
  beginner: "green",
  medium: "yellow",
  moderate: "yellow",
  intermediate: "yellow",
  fun: "red",
  engaging: "red",
  advanced: "red",
  hard: "red",
};

/** Difficulty colours (spec §3): the gentlest level green, the middle yellow, the hardest red. */
export function difficultyTone(difficulty: string): Tone {
  return DIFFICULTY_TONES[difficulty.trim().toLowerCase()] ?? "yellow";
}

/** Sum of the points of the completed challenges of a list (unknown ids count nothing). */
export function totalPoints(list: Challenge[], completed: Iterable<string>): number {
  const done = new Set(completed);
  return list.reduce((sum, c) => sum + (done.has(c.id) ? c.points : 0), 0);
}
