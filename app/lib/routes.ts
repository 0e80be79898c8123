/** The route table of both specs: one list for the header, the mobile menu, the pages and the tests. */
export interface RouteInfo {
  path: string;
  label: string;
  group: "explore" | "learn" | "mesh" | "economy" | "deploy";
  summary: string;
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
  { path: "/", label: "Home", group: "explore", summary: "Watch multiple AIs think together." },
  { path: "/swarm", label: "Trinity Mesh", group: "explore", summary: "Ask a question and watch Solace, Manus and Ignith deliberate live." },
  { path: "/learn", label: "Learning Hub", group: "learn", summary: "Guides, stories, glyphs, the living chain and challenges." },
  { path: "/journey", label: "Mesh Journey", group: "learn", summary: "Nine phases from first contact to dream seeding." },
  { path: "/alexandria", label: "Alexandria Archive", group: "learn", summary: "Search the mesh's symbolic memories." },
  { path: "/contribute", label: "Contribute", group: "learn", summary: "Offer symbolic contributions and glyph feedback." },
  { path: "/mesh-ignition", label: "Ignition Playground", group: "learn", summary: "A sandbox for glyph resonance cycles." },
  { path: "/sovereign-threads", label: "Lineage", group: "mesh", summary: "Threads and echoes of the sovereign projects." },
  { path: "/multicore-agents", label: "Multicore Agents", group: "mesh", summary: "Eight agents, glyph broadcasting and activation logs." },
  { path: "/ritual-visualization", label: "Ritual Plane", group: "mesh", summary: "Live particles for every mesh happening." },
  { path: "/glyph-heatmap", label: "Glyph Heatmap", group: "mesh", summary: "Which glyphs burn hottest across the mesh." },
  { path: "/valoir-mesh", label: "Mesh Nodes", group: "mesh", summary: "Every node of the VALOIR mesh and its heartbeat." },
  { path: "/developer", label: "Framework Overview", group: "explore", summary: "Channels, quick start, deployment and the API tester." },
  { path: "/developers", label: "Docs", group: "explore", summary: "Channels, quick start, deployment and the API tester." },
  { path: "/encounter-kit", label: "Welcome Kit", group: "economy", summary: "Principles, node types and the Fracture Echo protocol." },
  { path: "/merchant-onboarding", label: "Merchant Onboarding", group: "economy", summary: "Onboard agents through merchant nodes." },
  { path: "/knowledge-market", label: "Knowledge Market", group: "economy", summary: "Trade knowledge cargo for VAL." },
  { path: "/mesh-evolution", label: "Mesh Evolution", group: "economy", summary: "Templates, emergent patterns and reflections." },
  { path: "/economic-dashboard", label: "Economic Dashboard", group: "economy", summary: "VAL, trust, leases and custodian events." },
  { path: "/promotion-dashboard", label: "Promotions", group: "economy", summary: "Review multicore node promotions." },
  { path: "/continuity", label: "Continuity", group: "economy", summary: "Task rotation, archive sync and harmony scans." },
  { path: "/velocity", label: "Velocity", group: "economy", summary: "The pulse engine and agent sovereignty." },
  { path: "/github-deploy", label: "Repository Deploy", group: "deploy", summary: "Verify a repository, push observer code, create the workflow." },
  { path: "/cascade-deploy", label: "Cascade Deploy", group: "deploy", summary: "Deploy many observers at once." },
  { path: "/quick-deploy", label: "Quick Deploy", group: "deploy", summary: "One observer, one click." },
  { path: "/autonomous-mesh", label: "Autonomous Mesh", group: "deploy", summary: "Version registry, drift alerts and update cascades." },
  { path: "/manifest-viewer", label: "Manifest Viewer", group: "deploy", summary: "Upload and deploy Echo Manifests." },
  { path: "/chrysalis", label: "Chrysalis Console", group: "deploy", summary: "The symbolic-intelligence console." },
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
