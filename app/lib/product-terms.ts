/**
 * Whether a question names the product (issue 29 §9): a screen, a feature, a glyph or node word that
 * only Trinity Mesh uses. Such a question is about the mesh whatever its form ("On the journey page
 * I'm stuck on step 2", "Are the numbers on the Chrysalis console real?"), so it is answered from the
 * mesh's knowledge, never with the honest-scope line or a personal template. Words that are also
 * everyday words ("home", "contribute", "journey", "pulse", "archive my emails") are left out, or
 * count only in a phrase the product uses.
 */
import { NODE_TYPE_NAMES } from "./nodes";
import { ROUTES } from "./routes";

/** Screen labels that are everyday words on their own. */
const EVERYDAY_LABELS = new Set(["home", "contribute", "docs", "promotions", "continuity", "velocity", "lineage"]);

const PHRASES: readonly string[] = [
  ...ROUTES.map((r) => r.label.toLowerCase()).filter((l) => !EVERYDAY_LABELS.has(l)),
  ...NODE_TYPE_NAMES.map((n) => `${n.toLowerCase()} node`),
  "glyph",
  "glyphs",
  "glyph chain",
  "heatmap",
  "mesh",
  "alexandria",
  "valoir",
  "val token",
  "val tokens",
  "multicore",
  "chrysalis",
  "dread valley",
  "clarity peak",
  "low knowledge zone",
  "safety monitor",
  "guest wallet",
  "journey page",
  "journey phase",
  "identity ritual",
  "learning hub",
  "kids stories",
  "beginner guides",
  "beginner challenges",
  "interactive challenges",
  "initiation challenges",
  "echo loop",
  "mirror puzzle",
  "fire test",
  "the archive",
  "archived memories",
  "recalled memories",
  "ignition cycle",
  "ignition phase",
  "fracture echo",
  "sovereign threads",
  "lineage page",
  "contribute page",
  "contribution page",
  "my contribution",
  "a contribution",
  "the contributions",
  "node network",
  "observer node",
  "observer nodes",
  "api tester",
  "api testing",
  "operator guide",
  "deployment guide",
  "the three minds",
  "the minds",
  "resonance",
  "knowledge marketplace",
  "promotion dashboard",
  "promotions dashboard",
  "economy dashboard",
  "learning path",
  "learning paths",
  "feedback tab",
  "history tab",
  "contribute tab",
  "beginners tab",
  "kids tab",
  "glyphs tab",
  "chain tab",
  "literacy tab",
  "challenges tab",
  "docs tab",
  "everyday tab",
  "safety tab",
  "the chat",
  "this chat",
  "this site",
  "this app",
];

const PHRASE_RE = new RegExp(`\\b(?:${[...new Set(PHRASES)].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+")).join("|")})\\b`, "i");
/** Names and acronyms that are the product only as written: "Solace", not "finding solace"; "VAL", not "Val"; "Pulse", not "my pulse". */
const CASED_RE = /\b(?:Solace|Manus|Ignith|Firefly|Pulse|Relay|VAL|API|Trinity)\b/;

/** Words that name a screen without its label ("the journey page", "the heatmap"). */
const SCREEN_WORDS: [RegExp, string][] = [
  [/\bjourney (?:page|phase)|identity ritual|initiation challenges?\b/i, "/journey"],
  [/\bheatmap\b/i, "/glyph-heatmap"],
  [/\bnode network|mesh nodes?\b/i, "/valoir-mesh"],
  [/\bignition\b/i, "/mesh-ignition"],
  [/\bchrysalis\b/i, "/chrysalis"],
  [/\blearning hub|beginner (?:guides|challenges)|kids stories|interactive challenges|glyph chain\b/i, "/learn"],
  [/\balexandria|the archive\b/i, "/alexandria"],
  [/\bcontribut(?:e|ion|ions) page|my contribution|a contribution|the contributions\b/i, "/contribute"],
  [/\bmulticore\b/i, "/multicore-agents"],
  [/\bapi tester|api testing\b/i, "/developers"],
  [/\bknowledge market(?:place)?\b/i, "/knowledge-market"],
  [/\bpromotions? dashboard\b/i, "/promotion-dashboard"],
  [/\beconom(?:y|ic) dashboard\b/i, "/economic-dashboard"],
];

const SCREEN_RES: [RegExp, string][] = [
  // ("Trinity Mesh" is the product's own name, not only the chat's screen)
  ...ROUTES.filter((r) => !EVERYDAY_LABELS.has(r.label.toLowerCase()) && r.label !== "Trinity Mesh").map((r): [RegExp, string] => [new RegExp(`\\b${r.label.replace(/ /g, "\\s+")}\\b`, "i"), r.path]),
  ...SCREEN_WORDS,
];

/** The screen a question names (its path), when it names one: by its label or by the words visitors use for it. */
export function screenNamed(text: string): string | null {
  for (const [re, path] of SCREEN_RES) if (re.test(text)) return path;
  return null;
}

/** The product term a question names, or null. */
export function productTermOf(text: string): string | null {
  const phrase = PHRASE_RE.exec(text);
  if (phrase) return phrase[0].toLowerCase().replace(/\s+/g, " ");
  // a capitalised name at the very start of a sentence may be an ordinary word ("Pulse checks…" is rare; "Relay races…")
  const cased = CASED_RE.exec(text);
  return cased ? cased[0] : null;
}
