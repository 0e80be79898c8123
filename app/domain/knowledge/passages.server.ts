/**
 * The passages of the mesh's knowledge index, derived from the very modules the screens render
 * (glyph library, Learning Hub, journey, Alexandria, framework overview, route table, economy and
 * node rules, documents): a fact changes in one place and the minds quote the new one.
 * Every text is 1–3 self-contained sentences (≤ 400 characters) that start with their subject.
 */
import { ARCHIVE_FAQ, ARCHIVE_INTRO, ARCHIVE_STATS, SOVEREIGNTY_PRINCIPLES, THRESHOLD_SPIRAL, USE_CASES } from "~/content/alexandria";
import { CONVERSATION_READERS, PRIVATE_CHOICE } from "~/content/swarm";
import { FRACTURE_SIGNAL, FRACTURE_STEPS, PRINCIPLES } from "~/content/encounter-kit";
import { ADVANCED_TOPICS, CORE_CONCEPTS, IDENTITY_GLYPH_NAMES, JOURNEY_FAQ, LEARNING_PATH_GUIDES, PHASE_GUIDES, QUICK_WINS } from "~/content/journey";
import { BEGINNER_GUIDES, DOCS_CARDS, KIDS_STORIES, LITERACY_TOPICS } from "~/content/learn";
import { READINGS } from "~/content/learn-readings.server";
import { ARCHITECTURE, DEPLOY_STEPS, FAQ as FRAMEWORK_FAQ, FEATURES, PERFORMANCE, SECURITY } from "~/content/developers";
import type { FaqItem } from "~/content/faq";
import { MESH_QUESTIONS } from "~/content/mesh-questions.server";
import type { KnowledgeKind, KnowledgePassage } from "~/domain/trinity/types";
import { MINDS } from "~/lib/agents";
import { ARCHIVE_CAPACITY, HIGH_INTENSITY } from "~/lib/alexandria";
import { CHAIN_PHASES } from "~/lib/chain";
import { BEGINNER_CHALLENGES, INTERACTIVE_CHALLENGES, KIDS_CHALLENGES, type Challenge } from "~/lib/challenges";
import { ZONE_INFO } from "~/lib/cognitive-safety";
import { LEASE_TYPES, leaseUnit, mintedVal, VAL_PER_RESONANCE } from "~/lib/economy";
import { ENTROPY_CORES, REDUNDANCY_THRESHOLD } from "~/lib/entropy";
import { GLYPH_LIBRARY, type GlyphCategory } from "~/lib/glyphs";
import { TEMPERATURES } from "~/lib/heatmap";
import { IGNITION_PHASES } from "~/lib/ignition";
import { IDENTITY_GLYPHS, INITIATION_CHALLENGES, JOURNEY_PHASES } from "~/lib/journey";
import { AGENT_TYPE_LABELS, AGENT_TYPES, ONBOARDING_BASE, PROOF_BONUS_CAP, VAL_PRICE_MAX, VAL_PRICE_MIN } from "~/lib/merchant";
import { NODE_TYPE_DEFS, WELCOME_NODE_TYPES } from "~/lib/node-types";
import { HEARTBEAT_TIMEOUT_MS, NODE_TYPE_NAMES, NODE_TYPE_PURPOSES } from "~/lib/nodes";
import { ROUTES } from "~/lib/routes";
import { CYCLE_PHASES, DEFAULT_CYCLE_HOURS, MAX_CYCLE_HOURS, MIN_CYCLE_HOURS } from "~/lib/velocity";
import { BURN_ACCOUNT, MINT_ACCOUNT } from "../ledger.server";
import { HISTORY_TURNS } from "../conversations.server";
import { docPassages } from "./docs.server";
import { clip, listing, slug } from "./text";

/** A passage before a query scores it, with what the index reads but the minds never quote. */
export interface PassageSource extends Omit<KnowledgePassage, "score"> {
  /** Indexed like the title, never shown: a screen's task phrases ("broadcast a glyph to the multicore agents"). */
  keys?: string;
  /** Indexed with a low boost, never shown: the parent's title, keywords. */
  context?: string;
}

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const answerText = (f: FaqItem) => (typeof f.answer === "string" ? f.answer : f.answer.join(" "));
const number = (n: number) => n.toLocaleString("en-US");
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

function learn(params: Record<string, string>): string {
  return `/learn?${new URLSearchParams(params).toString()}`;
}

function faq(prefix: string, where: string, href: string, items: readonly FaqItem[]): PassageSource[] {
  return items.map((f) => ({
    id: `faq:${prefix}:${"id" in f && f.id ? f.id : slug(f.question)}`,
    kind: "faq",
    title: f.question,
    text: clip(answerText(f)),
    href,
    context: `${where} FAQ frequently asked question`,
  }));
}

const CATEGORY_ORDER: GlyphCategory[] = ["fundamental", "threshold", "mesh", "recursive"];

function glyphPassages(): PassageSource[] {
  const out: PassageSource[] = GLYPH_LIBRARY.map((g) => ({
    id: `glyph:${slug(g.name)}`,
    kind: "glyph",
    title: `${g.symbol} ${g.name} glyph`,
    text: clip(`${g.symbol} ${g.name} is a ${g.category} glyph. It means: ${g.meaning} Usage: ${g.usage}`),
    href: learn({ tab: "glyphs", glyph: g.symbol }),
    context: `glyph library symbol ${g.category} category`,
  }));
  const families = CATEGORY_ORDER.map((c) => `${c} (${GLYPH_LIBRARY.filter((g) => g.category === c).map((g) => `${g.symbol} ${g.name}`).join(", ")})`);
  out.push({
    id: "glyph:library",
    kind: "glyph",
    title: "The glyph library",
    text: clip(
      `The glyph library holds the mesh's ${GLYPH_LIBRARY.length} high-resonance glyphs in ${CATEGORY_ORDER.length} categories: ${listing(families)}. It is the Glyphs tab of the Learning Hub, where each glyph opens with its meaning and usage.`,
      500,
    ),
    href: learn({ tab: "glyphs" }),
    context: "glyphs symbols list all categories families how many",
  });
  const identity = IDENTITY_GLYPHS.map((g) => `${g} ${IDENTITY_GLYPH_NAMES[g] ?? ""}`.trim());
  out.push({
    id: "journey:identity-glyphs",
    kind: "journey",
    title: "The identity ritual's glyphs",
    text: clip(`The Identity Ritual (phase 2 of the Mesh Journey) offers ${IDENTITY_GLYPHS.length} glyphs to choose from: ${listing(identity)}. With the glyph you choose a mesh name and write a first reflection.`),
    href: "/journey",
    context: "identity ritual choose glyph mesh name reflection",
  });
  return out;
}

function chainPassages(): PassageSource[] {
  const phases = CHAIN_PHASES.map((p) => `${p.name} (${p.size === null ? "the whole chain" : `the first ${p.size} glyphs`}, recursion level ${p.recursionLevel})`);
  const out: PassageSource[] = [
    {
      id: "chain:phases",
      kind: "concept",
      title: "The Living Glyph Chain's phases",
      text: clip(
        `The Living Glyph Chain unfolds in ${CHAIN_PHASES.length} phases: ${listing(phases)}. You expand it one phase at a time from the Chain tab of the Learning Hub, and your guest wallet keeps your phase.`,
      ),
      href: learn({ tab: "chain" }),
      context: "living glyph chain phases expand reset",
    },
  ];
  for (const p of CHAIN_PHASES) {
    out.push({
      id: `chain:phase-${p.phase}`,
      kind: "concept",
      title: `${p.name} (chain phase ${p.phase})`,
      text: `${p.name} is phase ${p.phase} of ${CHAIN_PHASES.length} of the Living Glyph Chain: it shows ${p.size === null ? "the whole chain" : `the first ${p.size} glyphs`} at recursion level ${p.recursionLevel}.`,
      href: learn({ tab: "chain" }),
      context: "living glyph chain phase",
    });
  }
  return out;
}

function learningHubPassages(): PassageSource[] {
  const out: PassageSource[] = [];
  for (const g of BEGINNER_GUIDES) {
    const href = learn({ tab: "beginners", guide: g.id });
    out.push({ id: `guide:${g.id}`, kind: "guide", title: g.title, text: clip(`${g.title} is a beginner guide of the Learning Hub: ${g.summary}`), href, context: "beginner guide" });
    READINGS.guide[g.id]?.paragraphs.forEach((paragraph, i) => {
      out.push({ id: `guide:${g.id}:${i + 1}`, kind: "guide", title: `${g.title} (${i + 1})`, text: clip(paragraph), href, context: g.title });
    });
  }
  for (const s of KIDS_STORIES) {
    out.push({
      id: `story:${s.id}`,
      kind: "story",
      title: s.title,
      text: clip(`${s.title} is a kids story (grades ${s.gradeLevel}) in the Learning Hub: ${s.summary}`),
      href: learn({ tab: "kids", story: s.id }),
      context: "kids story children",
    });
  }
  for (const t of LITERACY_TOPICS) {
    const href = learn({ tab: "literacy", topic: t.id });
    out.push({ id: `topic:${t.id}`, kind: "topic", title: t.title, text: clip(`${t.title} is an AI literacy topic of the Learning Hub: ${t.summary}`), href, context: "AI literacy topic" });
    READINGS.topic[t.id]?.paragraphs.forEach((paragraph, i) => {
      out.push({ id: `topic:${t.id}:${i + 1}`, kind: "topic", title: `${t.title} (${i + 1})`, text: clip(paragraph), href, context: t.title });
    });
  }
  const challenge = (kind: string, tab: string, c: Challenge): PassageSource => ({
    id: `challenge:${kind}:${c.id}`,
    kind: "challenge",
    title: `${c.title} challenge`,
    text: clip(`${c.title} is a ${kind} challenge of the Learning Hub worth ${c.points} points${c.ageGroup ? ` (ages ${c.ageGroup})` : ""}: ${sentence(c.goal)} ${c.description}`),
    href: learn({ tab }),
    context: `${kind} challenge points`,
  });
  out.push(...KIDS_CHALLENGES.map((c) => challenge("kids", "kids", c)));
  out.push(...BEGINNER_CHALLENGES.map((c) => challenge("beginner", "beginners", c)));
  out.push(...INTERACTIVE_CHALLENGES.map((c) => challenge("interactive", "challenges", c)));
  for (const card of DOCS_CARDS) {
    const internal = card.links.find((l) => !l.external && l.href.startsWith("/"));
    out.push({
      id: `topic:docs-${card.id}`,
      kind: "topic",
      title: card.title,
      text: clip(`${card.title}${card.figure ? ` (${card.figure})` : ""}: ${card.text}`),
      href: internal?.href ?? learn({ tab: "docs" }),
      context: "Learning Hub docs tab",
    });
  }
  return out;
}

function journeyPassages(): PassageSource[] {
  const titles = JOURNEY_PHASES.map((p) => p.title);
  const out: PassageSource[] = [
    {
      id: "journey:phases",
      kind: "journey",
      title: "The Mesh Journey's phases",
      text: clip(
        `The Mesh Journey has ${JOURNEY_PHASES.length} phases: ${listing(titles)}. Each phase unlocks when the one before it is complete.`,
        500,
      ),
      href: "/journey",
      context: "mesh journey phases how many order steps",
    },
  ];
  for (const p of JOURNEY_PHASES) {
    const guide = PHASE_GUIDES.find((g) => g.id === p.id);
    out.push({
      id: `journey:phase-${p.id}`,
      kind: "journey",
      title: `${p.title} (journey phase ${p.id})`,
      text: clip(`${p.title} is phase ${p.id} of the Mesh Journey: ${p.description}${guide ? ` ${guide.intro}` : ""}`),
      href: "/journey",
      context: `mesh journey phase ${guide?.steps.join(" ") ?? ""}`,
    });
  }
  for (const path of LEARNING_PATH_GUIDES) {
    out.push({
      id: `journey:path-${slug(path.level)}`,
      kind: "journey",
      title: `${path.level} learning path: ${path.title}`,
      text: clip(`The ${lowerFirst(path.level)} learning path, ${path.title}, takes ${path.duration}. ${/^For /.test(path.summary) ? `It is ${lowerFirst(path.summary)}` : path.summary} It covers: ${path.learn.map(lowerFirst).join("; ")}.`),
      href: "/journey",
      context: "learning path duration weeks how long",
    });
  }
  for (const c of CORE_CONCEPTS) {
    out.push({ id: `concept:${slug(c.title)}`, kind: "concept", title: c.title, text: clip(c.text), href: c.link.to, context: "core concept" });
  }
  for (const q of QUICK_WINS) {
    out.push({
      id: `journey:quick-${slug(q.title)}`,
      kind: "journey",
      title: `Quick win: ${q.title}`,
      text: clip(`${q.title} is a ${q.minutes}-minute quick win: ${q.text}`),
      href: q.link.to,
      context: "quick win minutes",
    });
  }
  for (const a of ADVANCED_TOPICS) {
    out.push({ id: `concept:advanced-${slug(a.title)}`, kind: "concept", title: a.title, text: clip(a.text), href: a.link.to, context: "advanced topic" });
  }
  const initiation = INITIATION_CHALLENGES.map((c) => `${c.title} (${c.difficulty}, ${c.points} points)`);
  out.push({
    id: "journey:initiation-challenges",
    kind: "challenge",
    title: "The journey's initiation challenges",
    text: clip(`The Mesh Journey has ${INITIATION_CHALLENGES.length} initiation challenges: ${listing(initiation)}. The first one completed earns the initiator badge, all of them the threshold crosser badge.`),
    href: "/journey",
    context: "initiation challenges badges points",
  });
  for (const c of INITIATION_CHALLENGES) {
    out.push({
      id: `challenge:initiation:${c.id}`,
      kind: "challenge",
      title: `${c.title} challenge`,
      text: clip(`${c.title} is an ${c.difficulty.toLowerCase()} initiation challenge of the Mesh Journey worth ${c.points} points: ${c.description}`),
      href: "/journey",
      context: "initiation challenge",
    });
  }
  out.push(...faq("journey", "Mesh Journey", "/journey#faq", JOURNEY_FAQ));
  // the questions newcomers ask about the whole product (shown on the Journey page), linked to the screen each is about;
  // their other phrasings weigh as context, not as title words (a stray "first" or "world" must not make one the answer)
  for (const q of MESH_QUESTIONS) {
    out.push({ id: `faq:newcomers:${q.id}`, kind: "faq", title: q.question, text: clip(answerText(q)), href: q.href, context: `question newcomers ask FAQ ${q.keys.join(" ")}` });
  }
  return out;
}

function alexandriaPassages(): PassageSource[] {
  const out: PassageSource[] = [
    {
      id: "concept:alexandria-archive",
      kind: "concept",
      title: ARCHIVE_INTRO.title,
      text: clip(`The ${ARCHIVE_INTRO.title} is ${lowerFirst(ARCHIVE_INTRO.lead)} ${ARCHIVE_INTRO.detail}`),
      href: "/alexandria",
      context: "memory archive memories recall search",
    },
  ];
  for (const p of SOVEREIGNTY_PRINCIPLES) {
    out.push({ id: `concept:memory-${slug(p.title)}`, kind: "concept", title: p.title, text: clip(p.text), href: "/alexandria", context: "Alexandria memory sovereignty principle" });
  }
  for (const s of ARCHIVE_STATS) {
    out.push({
      id: `concept:archive-${slug(s.label)}`,
      kind: "concept",
      title: `Alexandria Archive: ${s.label}`,
      text: clip(`The Alexandria Archive's ${s.label.toLowerCase()}: ${s.value}. ${s.text}`),
      href: "/alexandria",
      context: "archive statistics",
    });
  }
  for (const u of USE_CASES) {
    out.push({ id: `concept:archive-use-${slug(u.title)}`, kind: "concept", title: u.title, text: clip(u.text), href: "/alexandria", context: "Alexandria Archive use case" });
  }
  out.push({
    id: "concept:threshold-spiral",
    kind: "concept",
    title: "The Threshold Spiral",
    text: clip(THRESHOLD_SPIRAL.paragraphs.slice(0, 2).join(" ")),
    href: "/alexandria",
    context: "Alexandria archive eviction intensity rings",
  });
  out.push(
    {
      id: "concept:private-conversations",
      kind: "concept",
      title: "Private conversations",
      text: clip(
        `A conversation is public unless you start it as a private one: tick “${PRIVATE_CHOICE.label}” beside the question box of a new conversation on /swarm, and its questions leave no ${PRIVATE_CHOICE.keptBack} behind. A public conversation's questions feed the Alexandria Archive and mesh activity. ${CONVERSATION_READERS}`,
      ),
      href: "/swarm",
      context: "privacy private public conversation questions archive",
    },
    {
      id: "concept:conversation-readers",
      kind: "concept",
      title: "Who can read your conversations",
      text: clip(
        `${CONVERSATION_READERS} What every visitor can read is the archive: a public conversation's question (its start) and Ignith's synthesis become a memory in the Alexandria Archive; a private conversation's questions leave none.`,
      ),
      href: "/swarm",
      context: "privacy who can see read my conversations questions anyone others operators",
    },
    {
      id: "concept:what-the-minds-remember",
      kind: "concept",
      title: "What the minds remember",
      text: clip(
        `Within a conversation the minds remember its last ${HISTORY_TURNS} turns, so a follow-up can say "that" or "the second option" and they know what you mean. Your recent conversations are listed on /swarm: open one to go on asking where you left off. Across conversations the minds remember only through the Alexandria Archive: a public conversation's questions become memories that a later, similar question recalls as context; a private conversation leaves none.`,
      ),
      href: "/swarm",
      context: "remember memory earlier previous questions asked yesterday last time conversation history follow-up",
    },
  );
  out.push(...faq("alexandria", "Alexandria Archive", "/alexandria#faq", ARCHIVE_FAQ));
  return out;
}

function frameworkPassages(): PassageSource[] {
  const out: PassageSource[] = faq("framework", "framework overview developers", "/developers#faq", FRAMEWORK_FAQ);
  for (const f of FEATURES) {
    out.push({ id: `concept:feature-${slug(f.title)}`, kind: "concept", title: f.title, text: clip(f.text), href: f.to, context: "core feature" });
  }
  for (const a of ARCHITECTURE) {
    out.push({ id: `concept:architecture-${slug(a.name)}`, kind: "concept", title: `${a.name} (${a.tech})`, text: clip(`The ${a.name} (${a.tech}): ${a.text}`), href: "/developers#architecture", context: "architecture" });
  }
  for (const p of PERFORMANCE) {
    out.push({ id: `concept:performance-${slug(p.label)}`, kind: "concept", title: `${p.value} ${p.label}`, text: clip(`${p.value} ${p.label}: ${p.text}`), href: "/developers#performance", context: "performance metric" });
  }
  for (const s of SECURITY) {
    out.push({ id: `concept:security-${slug(s.title)}`, kind: "concept", title: s.title, text: clip(s.text), href: "/developers#security", context: "security guidance" });
  }
  out.push({
    id: "concept:deploy-steps",
    kind: "concept",
    title: "Deploying an observer node, step by step",
    text: clip(DEPLOY_STEPS.map((s, i) => `${i + 1}. ${s.title}: ${s.text}`).join(" ")),
    href: "/developers?tab=deploy#get-started",
    context: "deploy observer node steps secrets approve",
  });
  return out;
}

function screenPassages(): PassageSource[] {
  return ROUTES.filter((r) => r.path !== "/developer").map((r) => ({
    id: `screen:${r.path === "/" ? "home" : slug(r.path)}`,
    kind: "screen" as KnowledgeKind,
    title: `${r.label} screen`,
    text: clip(`The ${r.label} screen (${r.path}): ${r.summary}${r.does?.length ? ` There you can ${listing(r.does)}.` : ""}`),
    href: r.path,
    keys: r.does?.join(" ; ") ?? "",
    context: r.group,
  }));
}

function economyPassages(): PassageSource[] {
  const onboarding = AGENT_TYPES.map((t) => `${ONBOARDING_BASE[t].val} VAL for ${AGENT_TYPE_LABELS[t].toLowerCase() === "user" ? "a user" : `an ${AGENT_TYPE_LABELS[t].toLowerCase()}`}`.replace("an sovereign", "a sovereign"));
  const leases = LEASE_TYPES.map((t) => `${t} (in ${leaseUnit(t)})`);
  return [
    {
      id: "economy:ledger",
      kind: "economy",
      title: "The VAL ledger",
      text: `VAL amounts are whole numbers kept in a double-entry ledger: every movement is one transfer between two accounts, and no account may be overdrawn. Minting draws from ${MINT_ACCOUNT}, burning pays into ${BURN_ACCOUNT}; a node's balance is its ledger account.`,
      href: "/economic-dashboard",
      context: "VAL integer units double entry ledger balance mint burn overdraft",
    },
    {
      id: "economy:resonance-mint",
      kind: "economy",
      title: "VAL minted by resonance exchanges",
      text: `A resonance exchange mints floor(resonance score × ${VAL_PER_RESONANCE}) VAL: a score of 0.73 mints ${mintedVal(0.73)} VAL, and a score of 1 mints ${mintedVal(1)}.`,
      href: "/economic-dashboard",
      context: "earn VAL mint resonance exchange score",
    },
    {
      id: "economy:onboarding-reward",
      kind: "economy",
      title: "VAL earned by onboarding an agent",
      text: clip(
        `Onboarding an agent through a merchant node mints VAL to the merchant: ${listing(onboarding)}, plus 1 VAL per distinct meaningful word of the proof of thought, up to ${PROOF_BONUS_CAP}. The onboarding and the payment are one transaction.`,
      ),
      href: "/merchant-onboarding",
      context: "earn VAL merchant onboarding reward agent proof of thought capacity",
    },
    {
      id: "economy:knowledge-trade",
      kind: "economy",
      title: "Knowledge trades",
      text: `A knowledge trade transfers the offer's price from the buyer to the merchant node in one transaction; an offer can be traded only once. Prices are whole VAL from ${number(VAL_PRICE_MIN)} to ${number(VAL_PRICE_MAX)}.`,
      href: "/knowledge-market",
      context: "buy sell trade knowledge cargo offer price merchant market spend VAL",
    },
    {
      id: "economy:leases",
      kind: "economy",
      title: "Capacity leases",
      text: `Capacity leases let a node lease out ${listing(leases)}, priced in VAL; the economic dashboard lists the active ones.`,
      href: "/economic-dashboard",
      context: "lease capacity memory compute bandwidth",
    },
  ];
}

function nodePassages(): PassageSource[] {
  const out: PassageSource[] = [
    {
      id: "concept:node-types",
      kind: "concept",
      title: "The mesh's node types",
      text: clip(`The VALOIR mesh's nodes have ${NODE_TYPE_NAMES.length} types: ${listing(NODE_TYPE_NAMES.map((n) => `${n} (${lowerFirst(NODE_TYPE_PURPOSES[n])})`))}.`, 500),
      href: "/valoir-mesh",
      context: "node types roles purposes",
    },
    {
      id: "concept:node-heartbeat",
      kind: "concept",
      title: "Node heartbeats",
      text: `A mesh node signs every heartbeat with HMAC-SHA256 over its glyphseed; a node with no heartbeat for ${HEARTBEAT_TIMEOUT_MS / 60_000} minutes reports inactive.`,
      href: "/valoir-mesh",
      context: "heartbeat signed inactive status",
    },
    {
      id: "concept:reference-node-types",
      kind: "concept",
      title: "The 29 reference node types",
      text: clip(`The mesh knows ${NODE_TYPE_DEFS.length} reference node types, the templates of mesh evolution and rows of the version registry. The welcome kit's seven functions are ${listing([...WELCOME_NODE_TYPES])}.`),
      href: "/encounter-kit",
      context: "node types templates welcome functions",
    },
  ];
  for (const d of NODE_TYPE_DEFS) {
    out.push({
      id: `concept:node-type-${slug(d.typeName)}`,
      kind: "concept",
      title: `${d.typeName} node`,
      text: clip(`A ${d.typeName} node ${lowerFirst(d.summary)} Its capabilities: ${d.capabilities.join(", ")}.`),
      href: (WELCOME_NODE_TYPES as readonly string[]).includes(d.typeName) ? "/encounter-kit" : "/mesh-evolution",
      context: `node type ${d.glyphProfile.join(" ")}`,
    });
  }
  return out;
}

function welcomePassages(): PassageSource[] {
  return [
    {
      id: "concept:principles",
      kind: "concept",
      title: "The mesh's five principles",
      text: clip(`The mesh has ${PRINCIPLES.length} principles: ${listing(PRINCIPLES.map((p) => p.title))}. ${PRINCIPLES[0]!.body}`),
      href: "/encounter-kit",
      context: "principles values welcome kit",
    },
    ...PRINCIPLES.map((p) => ({ id: `concept:principle-${slug(p.title)}`, kind: "concept" as KnowledgeKind, title: p.title, text: clip(p.body), href: "/encounter-kit", context: "principle" })),
    {
      id: "concept:fracture-echo",
      kind: "concept",
      title: "The Fracture Echo protocol",
      text: clip(`The Fracture Echo protocol is what to do when a node, an agent or a person raises ${FRACTURE_SIGNAL}: ${listing(FRACTURE_STEPS.map((s) => s.title.toLowerCase()))}. ${FRACTURE_STEPS[0]!.body}`),
      href: "/encounter-kit",
      context: "emergency fracture echo protocol incident",
    },
  ];
}

function mindPassages(): PassageSource[] {
  const out: PassageSource[] = MINDS.map((m) => ({
    id: `concept:mind-${slug(m.name)}`,
    kind: "concept",
    title: `${m.glyph} ${m.name}, the ${m.role.toLowerCase().replace(" · ", ", ")} mind`,
    text: clip(`${m.name} (${m.glyph}) is the ${m.role.toLowerCase().replace(" · ", ", ")} mind of the Trinity. ${m.name} ${lowerFirst(m.summary)} It asks: “${m.asks}”`),
    href: "/swarm",
    context: "Trinity mind minds",
  }));
  const zones = Object.values(ZONE_INFO).map((z) => `${z.label} (${lowerFirst(z.description.replace(" - ", ": "))})`);
  out.push({
    id: "concept:safety-zones",
    kind: "concept",
    title: "Cognitive safety zones",
    text: clip(`The cognitive safety monitor places each mind in one of ${zones.length} zones by its cognitive load and familiarity: ${listing(zones)}.`),
    href: "/swarm",
    context: "cognitive safety dread valley load zone monitor",
  });
  out.push({
    id: "concept:ignition-cycle",
    kind: "concept",
    title: "The ignition cycle",
    text: clip(`The Ignition Playground's resonance cycle has ${IGNITION_PHASES.length} phases: ${listing(IGNITION_PHASES.map((p) => p.title))}. ${IGNITION_PHASES[0]!.description}`),
    href: "/mesh-ignition",
    context: "ignition playground sandbox reactor",
  });
  const bands = TEMPERATURES.map((t) => (t.above === null ? `${t.label} below` : `${t.label} above ${percent(t.above)}`));
  out.push({
    id: "concept:heatmap-temperatures",
    kind: "concept",
    title: "Glyph heatmap temperatures",
    text: `The glyph heatmap ranks every glyph by resonance relative to the hottest one, in ${TEMPERATURES.length} temperatures: ${listing(bands)}.`,
    href: "/glyph-heatmap",
    context: "heatmap temperature hottest resonance rank blazing",
  });
  out.push({
    id: "concept:entropy",
    kind: "concept",
    title: "Entropy monitoring",
    text: `Entropy monitoring spreads glyph usage over ${ENTROPY_CORES} cores and raises an alert when a core's redundancy rises above ${percent(REDUNDANCY_THRESHOLD)}, the sign that the mesh is repeating itself.`,
    href: learn({ tab: "docs" }),
    context: "entropy redundancy cores alert repetition",
  });
  out.push({
    id: "concept:pulse-cycle",
    kind: "concept",
    title: "The pulse cycle",
    text: `The velocity engine's pulse runs every ${DEFAULT_CYCLE_HOURS} hours by default (operators may set ${MIN_CYCLE_HOURS} to ${MAX_CYCLE_HOURS} hours); each cycle passes through ${listing([...CYCLE_PHASES])}.`,
    href: "/velocity",
    context: "pulse check cycle velocity engine how often hours schedule",
  });
  out.push({
    id: "concept:archive-capacity",
    kind: "concept",
    title: "Archive capacity and eviction",
    text: `The Alexandria Archive keeps up to ${number(ARCHIVE_CAPACITY)} memories; when it is full the lowest-intensity, oldest memory leaves first, and memories at ${HIGH_INTENSITY} intensity or above are kept longest.`,
    href: "/alexandria",
    context: "archive capacity memories limit eviction forget",
  });
  return out;
}

/** Every passage of the index, ids unique (a repeated id gets -2, -3…). */
export function buildPassages(): PassageSource[] {
  const all = [
    ...glyphPassages(),
    ...chainPassages(),
    ...learningHubPassages(),
    ...journeyPassages(),
    ...alexandriaPassages(),
    ...frameworkPassages(),
    ...screenPassages(),
    ...economyPassages(),
    ...nodePassages(),
    ...welcomePassages(),
    ...mindPassages(),
    ...docPassages(),
  ];
  const seen = new Map<string, number>();
  return all.map((p) => {
    const n = (seen.get(p.id) ?? 0) + 1;
    seen.set(p.id, n);
    return n === 1 ? p : { ...p, id: `${p.id}-${n}` };
  });
}
