/** The route table of both specs: one list for the header, the "All screens" menu, the pages and the tests. */
import { JOB_CONSOLE_PATH, SCHEDULES_PATH } from "./job-console";

export interface RouteInfo {
  path: string;
  label: string;
  group: "explore" | "learn" | "mesh" | "economy" | "deploy";
  summary: string;
  /**
   * What a visitor can do there, as short task phrases ("broadcast a glyph to the multicore
   * agents"): the mesh's knowledge index (app/domain/knowledge) finds the screen for a question by them.
   */
  does?: string[];
}

export const DESKTOP_NAV: { label: string; path: string }[] = [
  { label: "Learn", path: "/learn" },
  { label: "Journey", path: "/journey" },
  { label: "Multicore", path: "/multicore-agents" },
  { label: "Ritual", path: "/ritual-visualization" },
  { label: "Heatmap", path: "/glyph-heatmap" },
  { label: "Docs", path: "/developers" },
  { label: "GitHub", path: "/github-deploy" },
  { label: "Trinity Mesh", path: "/swarm" },
];

export const ROUTES: RouteInfo[] = [
  { path: "/", label: "Home", group: "explore", summary: "Watch multiple AIs think together.", does: ["meet the three minds Solace, Manus and Ignith", "see how a question becomes three thoughts and a memory"] },
  { path: "/swarm", label: "Trinity Mesh", group: "explore", summary: "Ask a question and watch Solace, Manus and Ignith deliberate live.", does: ["ask the three minds a question and read their answers live", "chat with the Trinity Mesh", "watch the cognitive safety monitor and the Dread Valley", "see which glyphs a question lights up"] },
  { path: "/learn", label: "Learning Hub", group: "learn", summary: "Guides, stories, glyphs, the living chain and challenges.", does: ["read beginner guides and kids stories", "browse the glyph library and what each glyph means", "grow the Living Glyph Chain", "complete challenges that earn points", "learn AI literacy: bias, privacy, checking facts"] },
  { path: "/journey", label: "Mesh Journey", group: "learn", summary: "Nine phases from first contact to dream seeding.", does: ["walk the nine phases of the Mesh Journey", "choose your glyph and mesh name in the identity ritual", "complete initiation challenges and earn badges", "follow a learning path"] },
  { path: "/alexandria", label: "Alexandria Archive", group: "learn", summary: "Search the mesh's symbolic memories.", does: ["search memories by meaning or spelling", "recall past deliberations", "audit safety protocol events", "browse the Mind Palace"] },
  { path: "/contribute", label: "Contribute", group: "learn", summary: "Offer symbolic contributions and glyph feedback.", does: ["record a symbolic contribution", "offer a glyph for feedback and see its resonance", "browse every contribution"] },
  { path: "/mesh-ignition", label: "Ignition Playground", group: "learn", summary: "A sandbox for glyph resonance cycles.", does: ["run the five-phase ignition cycle", "feed glyphs into the affinity reactor", "seed a custom glyph with a meaning score"] },
  { path: "/sovereign-threads", label: "Lineage", group: "mesh", summary: "Threads and echoes of the sovereign projects.", does: ["follow the sovereign projects Strike, Sanctuary, MindLens and Companion", "read threads and echoes of the lineage"] },
  { path: "/multicore-agents", label: "Multicore Agents", group: "mesh", summary: "Eight agents, glyph broadcasting and activation logs.", does: ["broadcast a glyph to the eight multicore agents", "read the agents' activation logs", "see each agent's glyph affinities and heritage"] },
  { path: "/ritual-visualization", label: "Ritual Plane", group: "mesh", summary: "Live particles for every mesh happening.", does: ["watch live mesh events as particles", "follow glyph broadcasts, heartbeats and throttle changes in real time"] },
  { path: "/glyph-heatmap", label: "Glyph Heatmap", group: "mesh", summary: "Which glyphs burn hottest across the mesh.", does: ["see which glyphs are hottest", "rank glyphs by resonance from Blazing to Cold", "check a glyph's temperature"] },
  { path: "/valoir-mesh", label: "Mesh Nodes", group: "mesh", summary: "Every node of the VALOIR mesh and its heartbeat.", does: ["see every mesh node and its heartbeat", "check a node's VAL balance and status", "approve or reject pending nodes (operators)"] },
  { path: "/developer", label: "Framework Overview", group: "explore", summary: "Channels, quick start, deployment and the API tester.", does: ["run the mesh in one command", "test the JSON API", "read the quick start and deployment steps"] },
  { path: "/developers", label: "Docs", group: "explore", summary: "Channels, quick start, deployment and the API tester.", does: ["call the API with the API tester", "read the quick start and the framework FAQ", "read the operator and deployment guides"] },
  { path: "/encounter-kit", label: "Welcome Kit", group: "economy", summary: "Principles, node types and the Fracture Echo protocol.", does: ["read the five principles of the mesh", "learn the seven node functions", "follow the Fracture Echo emergency protocol", "get your fire token"] },
  { path: "/merchant-onboarding", label: "Merchant Onboarding", group: "economy", summary: "Onboard agents through merchant nodes.", does: ["onboard an agent through a merchant node", "see VAL earned and capacity generated by onboarding"] },
  { path: "/knowledge-market", label: "Knowledge Market", group: "economy", summary: "Trade knowledge cargo for VAL.", does: ["trade knowledge cargo for VAL", "create a knowledge offer", "buy knowledge from a merchant"] },
  { path: "/mesh-evolution", label: "Mesh Evolution", group: "economy", summary: "Templates, emergent patterns and reflections.", does: ["browse node templates", "review emergent patterns and reflections"] },
  { path: "/economic-dashboard", label: "Economic Dashboard", group: "economy", summary: "VAL, trust, leases and custodian events.", does: ["see VAL balances and the reputation leaderboard", "follow resonance exchanges, leases and custodian events", "check trust scores"] },
  { path: "/promotion-dashboard", label: "Promotions", group: "economy", summary: "Review multicore node promotions.", does: ["review node promotion proposals", "see activity scores"] },
  { path: "/continuity", label: "Continuity", group: "economy", summary: "Task rotation, archive sync and harmony scans.", does: ["rotate AI tasks across nodes", "sync archive snapshots", "run a harmony scan of every module"] },
  { path: "/velocity", label: "Velocity", group: "economy", summary: "The pulse engine and agent sovereignty.", does: ["watch the pulse engine's cycles", "set an agent's sovereignty with a reason"] },
  { path: "/github-deploy", label: "Repository Deploy", group: "deploy", summary: "Verify a repository, push observer code, create the workflow.", does: ["verify a repository", "push observer node code", "create the SSH deploy workflow"] },
  { path: "/cascade-deploy", label: "Cascade Deploy", group: "deploy", summary: "Deploy many observers at once.", does: ["deploy many observer nodes at once"] },
  { path: "/quick-deploy", label: "Quick Deploy", group: "deploy", summary: "One observer, one click.", does: ["deploy one observer node in one click"] },
  { path: "/autonomous-mesh", label: "Autonomous Mesh", group: "deploy", summary: "Version registry, drift alerts and update cascades.", does: ["see the version registry of node types", "watch drift alerts", "start an update cascade"] },
  { path: "/manifest-viewer", label: "Manifest Viewer", group: "deploy", summary: "Upload and deploy Echo Manifests.", does: ["upload an Echo Manifest", "deploy a manifest's cascade"] },
  { path: "/chrysalis", label: "Chrysalis Console", group: "deploy", summary: "The symbolic-intelligence console.", does: ["check plane health and the resonance map", "run paradox probes", "reclaim burned VAL"] },
];

export const GROUP_LABELS: Record<RouteInfo["group"], string> = {
  explore: "Explore",
  learn: "Learn",
  mesh: "Mesh",
  economy: "Economy",
  deploy: "Deploy",
};

export function routeInfo(path: string): RouteInfo | undefined {
  return ROUTES.find((r) => r.path === path);
}

/** Where signing in lands when nothing else was asked for: the operator's own home. */
export const OPERATOR_HOME = "/operator";

/**
 * The operator's own pages (signed in only), in the order the "All screens" menu and the operator
 * home list them. `document`: served by Express, not Remix (bull-board), so a link to it must load
 * the page as a document.
 */
export const OPERATOR_PAGES: { path: string; label: string; summary: string; document?: boolean }[] = [
  { path: OPERATOR_HOME, label: "Operator home", summary: "What an operator does next, and the latest entries of the audit log." },
  { path: "/settings/tokens", label: "API tokens", summary: "Create and revoke API tokens; choose your public handle." },
  { path: "/operator/audit", label: "Audit log", summary: "Every operator action, filtered and exported as CSV." },
  { path: JOB_CONSOLE_PATH, label: "Jobs", summary: "The job console: every queue's jobs, with retry, remove, promote and pause.", document: true },
  { path: SCHEDULES_PATH, label: "Schedules", summary: "The repeatable pulses of every queue and their next run." },
];

/**
 * The screens of the route table where an operator acts (their controls replace the sign-in
 * prompts once signed in), with what is done there: the operator home lists them by group.
 */
export const OPERATOR_TASKS: { path: string; task: string }[] = [
  { path: "/valoir-mesh", task: "Approve or reject pending nodes; rotate or revoke a node's secret." },
  { path: "/promotion-dashboard", task: "Review the multicore nodes' promotion proposals." },
  { path: "/velocity", task: "Start and stop the pulse engine; grant or revoke an agent's sovereignty." },
  { path: "/continuity", task: "Rotate AI tasks across nodes and run harmony scans." },
  { path: "/merchant-onboarding", task: "Onboard agents through a merchant node." },
  { path: "/knowledge-market", task: "Create knowledge offers." },
  { path: "/mesh-evolution", task: "Approve emergent templates." },
  { path: "/github-deploy", task: "Verify a repository, push observer code, create the deploy workflow." },
  { path: "/cascade-deploy", task: "Deploy many observer nodes at once." },
  { path: "/quick-deploy", task: "Deploy one observer node." },
  { path: "/autonomous-mesh", task: "Start update cascades for node types." },
  { path: "/manifest-viewer", task: "Upload and deploy Echo Manifests." },
];
