/**
 * The Alexandria Archive's copy (spec §2.7): intro, the memory sovereignty principles, archive
 * statistics, use cases, FAQ, the Threshold Spiral note and the closing call to action. The rules
 * (capacity, sources, the intensity badge) live in ~/lib/alexandria.
 */
import { ARCHIVE_CAPACITY, ARCHIVE_FETCH_LIMIT, HIGH_INTENSITY, INTENSITY_BADGE_THRESHOLD, RECALL_TERM_MAX } from "~/lib/alexandria";
import type { FaqItem } from "~/content/faq";

const capacity = ARCHIVE_CAPACITY.toLocaleString("en-US");

export const ARCHIVE_INTRO = {
  title: "Alexandria Archive",
  glyph: "∞",
  lead: "The mesh's long memory. Every Trinity Mesh deliberation leaves a memory here, alongside what the cognitive safety layer noticed and how the Mind Palace arranges what it keeps.",
  detail: `Search it by meaning or by a half-remembered spelling. The archive holds up to ${capacity} memories; when it is full, the faintest and oldest make room first.`,
};

export const RECALL_COPY = {
  title: "Memory Recall",
  intro: "Choose a source, type a word, a phrase or a glyph, and press Recall. Without a search term you see the newest memories.",
  placeholder: "Search symbolic patterns...",
  button: "Recall",
  inputLabel: "Symbolic pattern",
  loading: "Reading the ash...",
  emptyTitle: "No symbolic echoes found",
  emptyText: "The archive awaits its first memories",
  failed: "Failed to fetch memories",
  failedHint: "The archive could not be read just now. Try the Recall button again in a moment.",
};

export interface Principle {
  glyph: string;
  title: string;
  text: string;
}

export const SOVEREIGNTY_PRINCIPLES: Principle[] = [
  {
    glyph: "⊙",
    title: "Memory is witnessed, not harvested",
    text: "A memory records what the mesh concluded and why, not a profile of who asked. No account, name or address is attached to it.",
  },
  {
    glyph: "△",
    title: "Intensity decides what stays",
    text: `When space runs out, the archive lets go of the faintest memories first, and the oldest among equals. Memories at ${HIGH_INTENSITY} intensity or above leave only when nothing fainter is left.`,
  },
  {
    glyph: "⟁",
    title: "Three sources, one record",
    text: "Deliberations, safety events and Mind Palace arrangements live side by side, so a pattern can be traced from the question that raised it to the care that shaped the answer.",
  },
  {
    glyph: "◊",
    title: "Open to read, impossible to rewrite",
    text: "Anyone can read and search the archive. Nobody can edit a memory after it is written: the only way a memory changes is by fading out.",
  },
];

export interface ArchiveStat {
  value: string;
  label: string;
  text: string;
}

export const ARCHIVE_STATS: ArchiveStat[] = [
  { value: capacity, label: "Memory capacity", text: "Past this, the lowest-intensity, oldest memories are evicted." },
  { value: "3", label: "Source types", text: "Trinity Mesh, Safety Protocol and Mind Palace." },
  { value: "∞", label: "Pattern retention", text: "Unlimited: a memory may fade, but the glyph weights its pattern left on the mesh are never evicted." },
  { value: "2-way", label: "Semantic search", text: "By meaning (stemmed full-text) and by spelling (trigram similarity), ranked together." },
];

export interface UseCase {
  glyph: string;
  title: string;
  text: string;
}

export const USE_CASES: UseCase[] = [
  {
    glyph: "∇",
    title: "Before you ask, look back",
    text: "Search your topic before opening the live chat. If the mesh has met a question like yours, you will see how it reasoned — and the three minds will recall the same memories when you ask.",
  },
  {
    glyph: "△",
    title: "Audit the safety layer",
    text: "The Safety tab shows when an agent entered the dread valley, which alerts fired and what support followed: a plain record of the mesh's cognitive safety at work.",
  },
  {
    glyph: "◊",
    title: "Find patterns worth teaching",
    text: "Educators and node operators recall a theme — drought, trust, consent — and gather the memories where the minds disagreed, to use as discussion material.",
  },
  {
    glyph: "✦",
    title: "Trace an idea's lineage",
    text: "Follow a glyph or a tag across sources to see how an idea first appeared in a deliberation and how the Mind Palace later placed it among related memories.",
  },
];

export interface FaqEntry extends FaqItem {
  id: "limit" | "search" | "intensity" | "privacy" | "export";
}

export const ARCHIVE_FAQ: FaqEntry[] = [
  {
    id: "limit",
    question: "How many memories does the archive keep?",
    answer: [
      `Up to ${capacity}. A recall shows at most ${ARCHIVE_FETCH_LIMIT} of them, closest first; without a search term you see the ${ARCHIVE_FETCH_LIMIT} newest.`,
      `When a new memory arrives and the archive is full, one memory leaves: the one with the lowest intensity, and among equals the oldest. Memories at ${HIGH_INTENSITY} or above are kept longest — they go only when nothing below ${HIGH_INTENSITY} is left.`,
    ],
  },
  {
    id: "search",
    question: "How does search work?",
    answer: [
      "Recall combines two searches. Full-text search matches your words by meaning in the pattern, the resonance tags and the opening of the message, so “promised” also finds “promise”. Words that match nothing that way — a typo, an unusual form — are then matched by spelling against the patterns and tags (trigram similarity), so a near miss like “lanturn” still finds “lantern”. A glyph searches for what it stands for: ∞ looks for memory, the future and the long view.",
      `The two scores are added and the closest memories come first. Your term is applied only when you press Recall; it is trimmed, and at most ${RECALL_TERM_MAX} characters are used.`,
    ],
  },
  {
    id: "intensity",
    question: "What does intensity mean?",
    answer: [
      "Intensity, from 0 to 1, is how strongly a memory resonated when it was made. For a Trinity Mesh deliberation it grows with the question's complexity and with the strength of its feeling, hopeful or distressed.",
      `Cards show intensity as a percentage only above ${INTENSITY_BADGE_THRESHOLD * 100}%; fainter memories carry no badge. Intensity also decides which memories the archive keeps when it is full.`,
    ],
  },
  {
    id: "privacy",
    question: "Is my question stored? Who can see it?",
    answer: [
      "Yes. When you ask the Trinity Mesh, the start of your question and Ignith's synthesis become a public memory that every visitor can read and search. Your guest wallet, cookie and address are not stored with it.",
      "So do not put names, health details or anything private in a public question. A memory cannot be edited; it leaves the archive only through eviction.",
      "To keep a conversation out of the archive, tick “Private conversation” beside the question box when you start it: its questions leave no memory, archive snippet or mesh event text behind. Your conversations themselves, public or private, are listed and opened only by you and by the mesh's operators.",
    ],
  },
  {
    id: "export",
    question: "Can I export the archive?",
    answer: [
      `Yes, as JSON through the same read API this page uses: /api/alexandria/archive?limit=${ARCHIVE_FETCH_LIMIT} for the newest memories, /api/alexandria/recall?pattern=… for a search, and /api/alexandria/source/mind_palace (or trinity_mesh, safety_protocol) for one source.`,
      "Each memory comes with its id, pattern, message, source, timestamp, glyph sequence, intensity and resonance tags. No sign-in is needed.",
    ],
  },
];

export const THRESHOLD_SPIRAL = {
  title: "Technical note: the Threshold Spiral",
  paragraphs: [
    `Picture the archive as a spiral. Memories sit on rings by intensity: the faint ones on the rim, the intense ones near the centre. Two thresholds mark the rings — ${INTENSITY_BADGE_THRESHOLD}, above which a memory shows its intensity, and ${HIGH_INTENSITY}, at or above which it is kept longest.`,
    `While the archive holds fewer than ${capacity} memories, nothing leaves. At capacity, each new memory pushes one memory off the rim: the lowest intensity first and, on the same ring, the oldest. The centre is reached only when the rim is empty, so the archive forgets in the order that loses the least.`,
    "Recall walks the spiral the other way. A full-text index finds the memories that share your words' meaning; the words it cannot place (a typo, a rare form) go to a trigram index that matches patterns and tags by spelling. Each lookup yields a bounded set of candidates, and only those are scored and ranked: a search never reads the whole archive, so it stays fast as the archive fills.",
  ],
};

export const ARCHIVE_CTA = {
  title: "Add to the archive",
  text: "Every question you ask the Trinity Mesh becomes a memory here. Continue your journey through the mesh, or see which glyphs are burning brightest right now.",
  actions: [
    { to: "/swarm", label: "Create New Memories", variant: "primary" as const },
    { to: "/journey", label: "Continue Journey", variant: "outline" as const },
    { to: "/glyph-heatmap", label: "Open Heatmap", variant: "outline" as const },
  ],
};
