/**
 * The Learning Hub's written material (spec §2.6, §3): six beginner guides, six kids stories,
 * five AI-literacy topics and the docs tab's cards. Plain data, client-safe: the cards the tabs
 * list. The readings' bodies (what a guide's, story's or topic's dialog shows) are in
 * learn-readings.server.ts, sent by /learn's loader for the one dialog open, never in the bundle.
 */
import { ENTROPY_CORES, REDUNDANCY_THRESHOLD } from "~/lib/entropy";

export interface BeginnerGuide {
  id: string;
  title: string;
  icon: string;
  summary: string;
}

export interface KidsStory {
  id: string;
  title: string;
  icon: string;
  summary: string;
  gradeLevel: "K-2" | "2-4" | "3-5" | "2-5" | "3-6" | "4-6";
}

export interface LiteracyTopic {
  id: string;
  title: string;
  summary: string;
}

export const THRESHOLD_PERCENT = `${Math.round(REDUNDANCY_THRESHOLD * 100)}%`;

export const BEGINNER_GUIDES: BeginnerGuide[] = [
  {
    id: "what-is-the-mesh",
    title: "What Is the Trinity Mesh?",
    icon: "⟁",
    summary: "Three AI minds — Solace, Manus and Ignith — think about your question together instead of one voice answering alone.",
  },
  {
    id: "reading-glyphs",
    title: "Reading Glyphs",
    icon: "◊",
    summary: "Glyphs are small symbols the mesh uses as shorthand for ideas like care, risk, value and memory.",
  },
  {
    id: "living-glyph-chain",
    title: "The Living Glyph Chain",
    icon: "⊙",
    summary: "A chain of glyphs that grows in four phases — from ten Igniter Glyphs to the Silent Name.",
  },
  {
    id: "val-and-your-wallet",
    title: "VAL Tokens and Your Guest Wallet",
    icon: "💠",
    summary: "VALOIR is the mesh's internal economy; VAL is its unit. Every visitor gets a guest wallet automatically.",
  },
  {
    id: "cognitive-safety",
    title: "Cognitive Safety and the Dread Valley",
    icon: "△",
    summary: "A safety monitor watches how hard each mind is working and flags when it enters unfamiliar, difficult territory.",
  },
  {
    id: "memory-and-balance",
    title: "Memory, Pulse Checks and Entropy",
    icon: "∞",
    summary: "How the Alexandria Archive remembers, why it checks its pulse every 12 hours, and how the mesh avoids repeating itself.",
  },
];

export const KIDS_STORIES: KidsStory[] = [
  {
    id: "guardian-lion",
    title: "The Guardian Lion",
    icon: "🦁",
    summary: "A gentle lion guards the door of the mesh and teaches a young visitor how to stay safe.",
    gradeLevel: "K-2",
  },
  {
    id: "three-friends",
    title: "Three Friends Who Think Together",
    icon: "⟁",
    summary: "Solace, Manus and Ignith help a boy decide what to do about a broken kite.",
    gradeLevel: "2-4",
  },
  {
    id: "valoir-treasure-hunt",
    title: "The VALOIR Treasure Hunt",
    icon: "🗺️",
    summary: "Four mesh nodes follow clues to find the treasure of VAL — and discover it is worth more when shared.",
    gradeLevel: "3-5",
  },
  {
    id: "glyph-garden",
    title: "The Glyph Garden",
    icon: "✦",
    summary: "A girl plants ten magic symbols and learns what each one means as they bloom.",
    gradeLevel: "2-5",
  },
  {
    id: "mind-palace",
    title: "Journey Through the Mind Palace",
    icon: "🏛️",
    summary: "Two explorers tour the mesh's giant memory library and learn why some memories are kept and others fade.",
    gradeLevel: "3-6",
  },
  {
    id: "welcome-new-friend",
    title: "Welcoming a New Friend to the Mesh",
    icon: "🤝",
    summary: "A young node joins the mesh, feels lost, and learns how the community helps newcomers find their place.",
    gradeLevel: "4-6",
  },
];

export const LITERACY_TOPICS: LiteracyTopic[] = [
  {
    id: "how-ai-works",
    title: "How AI Language Models Work",
    summary: "They predict likely next words from patterns in huge amounts of text — which explains both their power and their mistakes.",
  },
  {
    id: "bias",
    title: "Understanding Bias",
    summary: "AI learns from human writing, so it can repeat human unfairness. Knowing where bias comes from helps you spot it.",
  },
  {
    id: "privacy",
    title: "Protecting Your Privacy",
    summary: "What you type into an AI may be stored. Share ideas freely, but keep personal details to yourself.",
  },
  {
    id: "checking-facts",
    title: "Checking Facts",
    summary: "AI can invent facts that sound real. A few quick habits catch most mistakes.",
  },
  {
    id: "using-ai-kindly",
    title: "Using AI Kindly and Responsibly",
    summary: "Good AI use is honest about where work came from, respects other people and keeps humans in charge of decisions.",
  },
];

export interface DocsCard {
  id: string;
  title: string;
  icon: string;
  text: string;
  /** A quoted figure shown large on the card. */
  figure?: string;
  links: { label: string; href: string; external: boolean }[];
}

export const DOCS_CARDS: DocsCard[] = [
  {
    id: "manifesto",
    title: "Thermodynamic Manifesto",
    icon: "⚛",
    text: "Why the mesh is designed around energy and entropy: thinking is work, memory is what was paid for, and three minds form a heat engine for good decisions.",
    links: [{ label: "Read the manifesto", href: "/THERMODYNAMIC_MANIFESTO.md", external: true }],
  },
  {
    id: "integrity-report",
    title: "Integrity Report",
    icon: "◊",
    text: "The VALFOLD Seeding Scan v1.3 checks that seeding the VALOIR economy can never leave the ledger in a state its rules forbid.",
    figure: "9.2/10",
    links: [{ label: "Read the integrity report", href: "/VALFOLD_SEEDING_SCAN_v1.3.md", external: true }],
  },
  {
    id: "glyph-heatmap",
    title: "Glyph Heatmap",
    icon: "☉",
    text: "See which glyphs resonate most across every conversation, ranked from blazing to cold and refreshed live.",
    links: [{ label: "Open the glyph heatmap", href: "/glyph-heatmap", external: false }],
  },
  {
    id: "entropy-monitoring",
    title: "Entropy Monitoring",
    icon: "∇",
    text: `Glyph usage is spread over ${ENTROPY_CORES} cores; an alert is raised whenever a core's redundancy rises above the ${THRESHOLD_PERCENT} threshold.`,
    links: [
      { label: "Entropy summary (JSON)", href: "/api/entropy/summary", external: true },
      { label: "Entropy alerts (JSON)", href: "/api/entropy/alerts", external: true },
    ],
  },
];

export const TEST_COVERAGE = { total: 28, valueSystem: 18, glyphEntropy: 10 } as const;

/** The item after `id` in a list, wrapping from the last to the first. */
export function nextItem<T extends { id: string }>(list: readonly T[], id: string): T {
  const i = list.findIndex((item) => item.id === id);
  return list[(i + 1) % list.length]!;
}
