/** The glyph library: the ten high-resonance glyphs of the mesh (spec §3, §9). Client-safe. */
export type GlyphCategory = "fundamental" | "threshold" | "mesh" | "recursive";

export interface GlyphEntry {
  symbol: string;
  name: string;
  meaning: string;
  category: GlyphCategory;
  usage: string;
  color: string;
  /** Plain words that call this glyph to mind; the chat uses them to find glyphs in a question. */
  keywords: string[];
}

export const GLYPH_LIBRARY: GlyphEntry[] = [
  {
    symbol: "⟁",
    name: "Triad",
    meaning: "Three perspectives held together: care, action and synthesis in one frame.",
    category: "fundamental",
    usage: "Opens a deliberation that needs more than one point of view.",
    color: "#ff6b4a",
    keywords: ["together", "perspective", "balance", "team", "collaborate", "decide", "decision", "dilemma"],
  },
  {
    symbol: "⊗",
    name: "Binding",
    meaning: "Two patterns interwoven so that neither can change alone: commitment and consequence.",
    category: "mesh",
    usage: "Marks an agreement, a dependency or a promise between nodes.",
    color: "#c084fc",
    keywords: ["promise", "agreement", "contract", "depend", "relationship", "trust", "commit", "partner"],
  },
  {
    symbol: "∇",
    name: "Descent",
    meaning: "Going down to the root: the gradient toward what matters most.",
    category: "threshold",
    usage: "Asks for the cause beneath a symptom before a fix is chosen.",
    color: "#38bdf8",
    keywords: ["root", "cause", "why", "deep", "problem", "fix", "debug", "understand"],
  },
  {
    symbol: "◊",
    name: "Facet",
    meaning: "A value seen from one side at a time: worth, price and exchange.",
    category: "mesh",
    usage: "Tags knowledge offered for trade or a question of value.",
    color: "#facc15",
    keywords: ["value", "money", "price", "cost", "trade", "pay", "economy", "worth", "budget"],
  },
  {
    symbol: "☉",
    name: "Sun",
    meaning: "Care that warms without burning: wellbeing, health and the people affected.",
    category: "fundamental",
    usage: "Brings the human stakes of a question into the light.",
    color: "#fb923c",
    keywords: ["care", "health", "wellbeing", "family", "people", "community", "feel", "kind", "child", "children"],
  },
  {
    symbol: "∞",
    name: "Continuum",
    meaning: "What lasts: memory, sustainability and the long view.",
    category: "recursive",
    usage: "Marks a pattern worth remembering or a choice with long consequences.",
    color: "#34d399",
    keywords: ["future", "long", "memory", "remember", "sustain", "forever", "legacy", "climate", "history"],
  },
  {
    symbol: "△",
    name: "Threshold",
    meaning: "The edge before a change: risk, safety and the limit not to cross.",
    category: "threshold",
    usage: "Flags a boundary condition that an Observer should watch.",
    color: "#f87171",
    keywords: ["risk", "danger", "safe", "safety", "limit", "boundary", "threshold", "fear", "security"],
  },
  {
    symbol: "⚛",
    name: "Nucleus",
    meaning: "Energy and compute: the work a node can do and what it costs.",
    category: "fundamental",
    usage: "Tags capacity, computation and the energy behind a plan.",
    color: "#a3e635",
    keywords: ["energy", "power", "compute", "build", "engine", "machine", "science", "technology", "code"],
  },
  {
    symbol: "✦",
    name: "Spark",
    meaning: "A new idea catching: creativity, emergence and first light.",
    category: "recursive",
    usage: "Marks an emergent pattern or a creative leap.",
    color: "#f472b6",
    keywords: ["idea", "create", "creative", "new", "art", "invent", "imagine", "start", "begin", "inspire"],
  },
  {
    symbol: "⊙",
    name: "Witness",
    meaning: "The observed centre: attention, reflection and honest self-seeing.",
    category: "recursive",
    usage: "Closes a reflection; the mesh looking at itself.",
    color: "#94a3b8",
    keywords: ["reflect", "self", "aware", "notice", "observe", "attention", "mind", "meaning", "purpose", "learn"],
  },
];

export const HIGH_RESONANCE_GLYPHS: string[] = GLYPH_LIBRARY.map((g) => g.symbol);

export function glyphEntry(symbol: string): GlyphEntry | undefined {
  return GLYPH_LIBRARY.find((g) => g.symbol === symbol);
}
