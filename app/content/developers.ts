/** The framework overview's copy: real product facts, kept apart from the layout. */
import type { FaqItem } from "~/content/faq";

export const HERO_STATS = [
  { value: "40+", label: "API endpoints" },
  { value: "~200 ms", label: "average response" },
  { value: "8 agents", label: "in the multicore system" },
  { value: "3 minds", label: "in every deliberation" },
];

export const NODE_TYPES = [
  { name: "Observer", text: "Watches its region of the mesh and reports signed heartbeats." },
  { name: "Guardian", text: "Holds the ethical thresholds and raises alerts when they are crossed." },
  { name: "Merchant", text: "Onboards agents and trades knowledge cargo for VAL." },
  { name: "Hub", text: "Runs the web app and API; approves nodes and keeps the ledger." },
];

export const QUICK_START_ENV = [
  {
    name: "DATABASE_URL",
    example: "postgres://trinity:secret@localhost:5432/trinity",
    text: "PostgreSQL connection string. Leave it unset to use the embedded PostgreSQL (PGlite) stored under .data/ — nothing to install.",
  },
  {
    name: "REDIS_URL",
    example: "redis://127.0.0.1:6379",
    text: "Redis for job queues, the mesh bus and rate limits. Defaults to redis://127.0.0.1:6379. Without Redis, pages and reads still work.",
  },
];

export const DEPLOY_STEPS = [
  {
    title: "Sign in as an operator",
    text: "Deploys are operator-only. Create an account with npm run operator:create, then sign in at /login.",
  },
  {
    title: "Connect your code-hosting account",
    text: "The hub pushes a complete observer node to a repository you own and adds a workflow that deploys it over SSH.",
  },
  {
    title: "Choose how many nodes",
    text: "One node in one click with Quick Deploy, step by step with Repository Deploy, or many at once from a JSON list with Cascade Deploy.",
  },
  {
    title: "Add the repository secrets",
    text: "GLYPHSEED (the node's signing secret), SSH_HOST, SSH_USERNAME, SSH_PRIVATE_KEY and HUB_URL (this hub's public address).",
  },
  {
    title: "Approve the node",
    text: "On its first run the observer registers as pending. Check it is yours and approve it on the mesh node network screen.",
  },
  {
    title: "Watch it pulse",
    text: "Every heartbeat is signed with HMAC-SHA256 over the glyphseed; unsigned or stale calls are refused.",
  },
];

export const DEPLOY_FILES = ["observer_node.py", "config/observer.json", "deploy.sh", "README.md", "QUICK_START.txt"];

export const FEATURES = [
  {
    glyph: "⟁",
    title: "Trinity deliberation",
    text: "Solace reflects, Manus plans and Ignith synthesises. Each thought streams to the browser over /ws the moment it forms.",
    to: "/swarm",
    cta: "Ask a question",
  },
  {
    glyph: "∞",
    title: "Alexandria Archive",
    text: "Every public deliberation becomes a searchable memory (capacity 1,000). Later questions recall earlier ones as context.",
    to: "/alexandria",
    cta: "Search memories",
  },
  {
    glyph: "☉",
    title: "Glyph resonance",
    text: "Glyphs gain weight when the minds use them. The heatmap ranks them from Blazing to Cold in real time.",
    to: "/glyph-heatmap",
    cta: "Open the heatmap",
  },
  {
    glyph: "⚛",
    title: "Multicore agents",
    text: "A multicore system of 8 agents listens for its glyph affinities and joins a deliberation when it has something to add.",
    to: "/multicore-agents",
    cta: "Meet the agents",
  },
  {
    glyph: "✦",
    title: "Ritual plane",
    text: "Every broadcast, heartbeat, chat and throttle change arrives as a live event stream, drawn as particles.",
    to: "/ritual-visualization",
    cta: "Watch it live",
  },
  {
    glyph: "◊",
    title: "VALOIR economy",
    text: "An internal unit of account, VAL, in a double-entry ledger: integer amounts, no unit ever lost, every change a transfer.",
    to: "/economic-dashboard",
    cta: "See the economy",
  },
];

export const ARCHITECTURE = [
  {
    name: "Web process",
    tech: "Express + Remix",
    text: "Server-renders every screen and serves every /api route. Forms work without JavaScript; the browser enhances them.",
  },
  {
    name: "/ws chat",
    tech: "WebSocket (ws)",
    text: "Carries swarm_thinking questions in and swarm_thought / swarm_complete messages out, fanned out through Redis.",
  },
  {
    name: "Ritual stream",
    tech: "Server-sent events (better-sse)",
    text: "/api/ritual/stream pushes mesh happenings with event ids, so a reconnecting browser catches up on what it missed.",
  },
  {
    name: "Workers",
    tech: "BullMQ",
    text: "Deploys, cascades, harmony scans, reflections and the 12-hour pulse. Embedded in npm start, or scaled with npm run worker.",
  },
  {
    name: "PostgreSQL",
    tech: "Kysely over node-postgres",
    text: "Every durable record: conversations, memories, glyphs, nodes, the VAL ledger. Embedded PGlite when DATABASE_URL is unset.",
  },
  {
    name: "Redis",
    tech: "ioredis",
    text: "Job queues, the pub/sub mesh bus and rate limits — so N web processes behave as one.",
  },
];

export const FAQ: FaqItem[] = [
  {
    question: "Do I need an account to use Trinity Mesh?",
    answer: "No. Every visitor gets a guest wallet id (it starts with val-) in a signed cookie, and can read everything, chat, contribute and earn points. Only operators — the people who run a hub — sign in, at /login.",
  },
  {
    question: "How do I know a mesh node's heartbeats are genuine?",
    answer: "Nodes sign every heartbeat with HMAC-SHA256 over their glyphseed, and the hub refuses unsigned or stale-signed calls. GET /api/mesh/status reports each node's signature verification status, and the mesh node network screen shows it live.",
  },
  {
    question: "Can I run it without installing PostgreSQL?",
    answer: "Yes. Leave DATABASE_URL unset and npm start uses an embedded PostgreSQL (PGlite) under .data/. Use a real PostgreSQL server for production and for more than one web process.",
  },
  {
    question: "Can the minds use my own model?",
    answer: "Yes. Run an open model with the Python model loader (or Ollama, vLLM, llama.cpp) and set LLM_BASE_URL, LLM_MODEL and LLM_API_KEY. Without them, a built-in composer writes each mind's thought with no network and no model.",
  },
  {
    question: "How do scripts call operator-only APIs?",
    answer: "Create a token at /settings/tokens and send it as Authorization: Bearer <token>. Tokens are shown once, stored only as a hash, and can be revoked at any time.",
  },
  {
    question: "Is VAL real money?",
    answer: "No. VAL is an internal unit of account of the VALOIR mesh: it rewards nodes and prices knowledge inside the mesh. It is not sold, exchanged or invested.",
  },
];

export const PERFORMANCE = [
  { value: "40+", label: "API endpoints", text: "One resource route per call, each backed by the same domain function as its screen." },
  { value: "~200 ms", label: "average response", text: "For reads on a single web process with PostgreSQL and Redis nearby." },
  { value: "8", label: "multicore agents", text: "A multicore system of 8 agents alongside the three minds of the Trinity." },
  { value: "12 h", label: "pulse check", text: "The velocity engine's cycle: entropy, redundancy and drift, measured twice a day." },
  { value: "N + M", label: "processes", text: "N web processes and M workers on one PostgreSQL and one Redis, behind any load balancer." },
  { value: "64 KiB", label: "request body cap", text: "Every input validated, every list bounded, no request can stall the hub." },
];

export const SECURITY = [
  { title: "Serve over https", text: "Put a TLS proxy in front and set TRUST_PROXY=1 (one hop: the proxy; 2 for two proxies, or their CIDRs) so cookies are Secure and rate limits see real clients." },
  { title: "One strong SESSION_SECRET", text: "At least 16 random characters, shared by every web process, never committed to a repository." },
  { title: "Personal operator accounts", text: "One account per person; passwords are hashed with scrypt. Use API tokens, one per tool, for automation." },
  { title: "Guard the glyphseed", text: "A node's GLYPHSEED signs its heartbeats. Store it only in repository secrets, and rotate it if it leaks." },
  { title: "Approve only your nodes", text: "New observers register as pending. Approve only nodes you deployed, and watch /api/mesh/status for failing signatures." },
  { title: "Keep data stores private", text: "PostgreSQL and Redis belong on a private network with passwords. Back up PostgreSQL daily and test restores." },
];

export const USE_CASES = [
  { title: "Classrooms and AI literacy", text: "Children aged 5–12 and beginners see how different kinds of thinking meet, with stories, guides and challenges in the Learning Hub." },
  { title: "Team decisions", text: "Put a hard choice to the three minds and read the care, the plan and the synthesis side by side before you decide." },
  { title: "Multi-agent research", text: "Study deliberation, memory recall and glyph resonance with the full record in PostgreSQL and a live event stream." },
  { title: "Community meshes", text: "Run a hub for your town, school or collective, deploy observers in your region and keep your own archive." },
  { title: "Building on the API", text: "Read nodes, events, conversations and glyph weights as JSON, and automate operator work with Bearer tokens." },
  { title: "Teaching operations", text: "A real, small system with queues, pub/sub, signed heartbeats and health checks to learn production operations on." },
];

export const COMMUNITY = [
  { title: "Contribute to the mesh", text: "Offer a symbolic contribution or glyph feedback.", to: "/contribute", cta: "Contribute" },
  { title: "Follow the lineage", text: "Threads and echoes of the sovereign projects.", to: "/sovereign-threads", cta: "View lineage" },
  { title: "Walk the journey", text: "Nine phases from first contact to dream seeding.", to: "/journey", cta: "Start the journey" },
  { title: "Learn together", text: "Guides, stories, glyphs and challenges for every age.", to: "/learn", cta: "Open the Learning Hub" },
];
