/**
 * The API description: GET /api/openapi.json (OpenAPI 3.1), generated with zod-to-openapi from the
 * same zod schemas the routes parse their bodies and queries with, plus the response shapes below
 * (tests validate the real GET answers against them, so keep them in step with the domain types).
 * Every `/api` route file and every Express JSON read is described here; tests/unit/openapi.test.ts
 * fails when one is missing or a description has no route.
 */
import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z, type ZodObject, type ZodType } from "zod";
import { assignBadgeSchema, awardPointsSchema } from "../domain/engagement.server";
import { offerSchema, offerStatusSchema, onboardSchema, tradeSchema } from "../domain/merchant.server";
import { broadcastSchema } from "../domain/multicore.server";
import { swarmThinkingSchema } from "../domain/trinity.server";
import { AGENT_TYPES, OFFER_STATUSES } from "../lib/merchant";
import { contributionSchema, feedbackSchema } from "../lib/resonance.schema";
import { CYCLE_PHASES } from "../lib/velocity";
import { agentSovereigntySchema, engineStatusSchema } from "../lib/velocity.schema";
import { API_ENDPOINTS } from "./api/index.server";
import type { Endpoint } from "./endpoint.server";

extendZodWithOpenApi(z);

// ---------------------------------------------------------------------------------------------
// Shared pieces

const ts = z.iso.datetime({ offset: true }).openapi({ description: "ISO 8601 UTC timestamp", example: "2026-01-01T12:00:00.000Z" });
const tsOrNull = ts.nullable();
const strings = z.array(z.string());
const unit = z.number().min(0).max(1);

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(["bad_request", "validation_failed", "unauthorized", "forbidden", "not_found", "method_not_allowed", "conflict", "payload_too_large", "rate_limited", "service_unavailable", "internal"]),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi("Error");

const limitQuery = (fallback: number, max = 100) =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(max)
      .optional()
      .openapi({ description: `How many, ${1}..${max} (clamped; default ${fallback}).`, example: Math.min(fallback, 10) }),
  });

const pathParam = (name: string, example: string, description: string) =>
  z.object({ [name]: z.string().max(200).openapi({ description, example }) });

// ---------------------------------------------------------------------------------------------
// Response shapes (mirrors of the domain types named in each comment)

const engagementStatus = z.object({
  walletId: z.string(),
  points: z.number().int(),
  badges: strings,
  history: z.array(z.object({ kind: z.enum(["points", "badge"]), description: z.string(), amount: z.number().int().nullable(), badge: z.string().nullable(), at: ts })),
});
const entropyFigures = {
  glyphCount: z.number().int(),
  samples: z.number().int(),
  entropy: z.number(),
  normalizedEntropy: z.number(),
  redundancy: z.number(),
};
const entropySummary = z.object({
  ...entropyFigures,
  cores: z.array(z.object({ ...entropyFigures, core: z.number().int(), glyphs: strings, aboveThreshold: z.boolean() })),
  coreCount: z.number().int(),
  redundancyThreshold: z.number(),
  aboveThreshold: z.boolean(),
  computedAt: ts,
});
const entropyAlerts = z.object({
  threshold: z.number(),
  alerts: z.array(
    z.object({
      scope: z.enum(["core", "glyph_set"]),
      core: z.number().int().nullable(),
      redundancy: z.number(),
      threshold: z.number(),
      severity: z.enum(["warning", "critical"]),
      message: z.string(),
    }),
  ),
  computedAt: ts,
});
const glyphChain = z.object({ currentPhase: z.number().int().min(1).max(4), glyphs: strings, silentName: z.string().nullable() }).openapi("GlyphChain");
const contribution = z
  .object({ id: z.string(), contributorName: z.string(), glyphType: z.string(), impactDescription: z.string(), score: z.number().min(0).max(10), timestamp: ts })
  .openapi("Contribution");
const feedback = z
  .object({ id: z.string(), glyphInput: z.string(), response: z.string(), resonanceLevel: z.enum(["high", "medium", "low"]), timestamp: ts })
  .openapi("SymbolicFeedback");
const evolutionMetrics = z.object({
  emergenceScore: unit,
  referenceTemplates: z.number().int(),
  emergentTemplates: z.number().int(),
  activeTemplates: z.number().int(),
  candidateTemplates: z.number().int(),
  totalPatterns: z.number().int(),
  novelPatterns: z.number().int(),
  reflections: z.number().int(),
  lastReflectionAt: tsOrNull,
});
const knowledgeOffer = z
  .object({
    id: z.string(),
    merchantNodeId: z.string(),
    merchantName: z.string(),
    glyphType: z.string(),
    knowledgeCargo: z.string(),
    valPrice: z.number().int(),
    resonanceTags: strings,
    status: z.enum(OFFER_STATUSES),
    createdBy: z.string(),
    createdAt: ts,
    buyerNodeId: z.string().nullable(),
    buyerName: z.string().nullable(),
    tradedBy: z.string().nullable(),
    tradedAt: tsOrNull,
  })
  .openapi("KnowledgeOffer");
const onboarding = z
  .object({
    id: z.string(),
    merchantNodeId: z.string(),
    merchantName: z.string(),
    agentId: z.string(),
    agentType: z.enum(AGENT_TYPES),
    valEarned: z.number().int(),
    capacityGenerated: z.number(),
    onboardedBy: z.string(),
    timestamp: ts,
  })
  .openapi("Onboarding");
const activationEntry = z.object({
  id: z.number().int(),
  agentId: z.string(),
  eventType: z.string(),
  glyphInput: z.string(),
  context: z.string().nullable(),
  result: z.string(),
  timestamp: ts,
});
const multicoreAgent = z.object({
  id: z.string(),
  name: z.string(),
  emoji: z.string(),
  status: z.string(),
  heritage: z.string(),
  purpose: z.string(),
  glyphAffinity: strings,
  capabilities: strings,
  version: z.string(),
  lastActive: tsOrNull,
});
const echo = z.object({
  id: z.string(),
  projectId: z.string(),
  echoType: z.string(),
  message: z.string(),
  glyphSignature: z.string().nullable(),
  intensity: z.number(),
  surfacedAt: ts,
});
const project = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  fire: z.string(),
  established: z.iso.date(),
  keywords: strings,
});
const thread = z.object({
  id: z.string(),
  projectId: z.string(),
  threadTitle: z.string(),
  content: z.string(),
  contributedAt: ts,
  intensity: z.number(),
  glyphSequence: strings,
});
const cycle = z
  .object({
    id: z.string(),
    cycleNumber: z.number().int(),
    phase: z.enum(CYCLE_PHASES),
    cycleTimeHours: z.number(),
    nodesDeployed: z.number().int(),
    sovereignFlag: z.boolean().nullable(),
    startedAt: ts,
    completedAt: tsOrNull,
  })
  .openapi("VelocityCycle");
const ritualMessage = z.object({ type: z.string(), core: z.string().nullable(), timestamp: ts, data: z.record(z.string(), z.unknown()) }).openapi("RitualMessage");
const openApiDoc = z.looseObject({ openapi: z.string().startsWith("3.1"), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

// ---------------------------------------------------------------------------------------------
// The operations

type Method = "get" | "post" | "put" | "delete";

export interface ApiOperation {
  method: Method;
  /** OpenAPI path: `{param}` for a path parameter. */
  path: string;
  summary: string;
  tag: string;
  /** Operator-only (DESIGN §5): Bearer token or a signed-in session; a visitor gets 401. */
  operator?: boolean;
  /** Signed by a node with HMAC-SHA256 over its glyphseed (X-Node-Id, X-Node-Timestamp, X-Node-Signature). */
  nodeSigned?: boolean;
  params?: ZodObject;
  query?: ZodObject;
  /** The zod schema the route parses its JSON body with. */
  body?: ZodType;
  /** A valid-looking body (documentation, the operator walk and the fuzzer's starting point). */
  example?: unknown;
  status: number;
  /** What a success answers with (JSON unless `contentType` says otherwise). */
  response?: ZodType;
  contentType?: "application/json" | "text/event-stream" | "text/html" | "text/markdown";
  /** Error statuses besides the ones every operation may answer (400 for a body, 401 operator, 429, 413). */
  errors?: number[];
  /** Served by a plain Express handler (app/infra/json-reads.server.ts), not a Remix route. */
  express?: boolean;
  /** Other successful answers (e.g. 200 "already registered" beside 201). */
  alsoAnswers?: { status: number; description: string; response?: ZodType }[];
  /** Other successful answers, documented (e.g. 202 "still running" beside 200). */
}

const list = (item: ZodType) => z.array(item);

const get = (path: string, summary: string, tag: string, response: ZodType, extra: Partial<ApiOperation> = {}): ApiOperation => ({
  method: "get",
  path,
  summary,
  tag,
  status: 200,
  response,
  ...extra,
});

const write = (method: Method, path: string, summary: string, tag: string, status: number, response: ZodType | undefined, extra: Partial<ApiOperation> = {}): ApiOperation => ({
  method,
  path,
  summary,
  tag,
  status,
  response,
  ...extra,
});

const ids = {
  id: (what: string, example: string) => pathParam("id", example, what),
};

const LEGACY_OPERATIONS: ApiOperation[] = [
  // Meta
  get("/api/openapi.json", "This document (OpenAPI 3.1).", "meta", openApiDoc),
  get("/api/docs/{name}", "A product document as HTML (or markdown with ?format=md or Accept: text/markdown).", "meta", z.string(), {
    contentType: "text/html",
    params: pathParam("name", "operator-guide", "license, notice, trademark, deployment-guide or operator-guide."),
    query: z.object({ format: z.enum(["md"]).optional() }),
    errors: [404],
  }),

  // Mesh (Express reads)
  get("/api/ritual/stream", "Server-sent events of the ritual plane ({type, core, timestamp, data}; `connected`, `mesh_snapshot`, then live events, `heartbeat` every 15 s).", "mesh", ritualMessage, {
    contentType: "text/event-stream",
  }),

  // Chrysalis

  // Engagement (the visitor's guest wallet)
  get("/api/engagement/status", "The visitor's guest wallet.", "engagement", engagementStatus),
  write("post", "/api/engagement/award-points", "Awards points to the visitor's wallet (once per description).", "engagement", 200, z.looseObject({ walletId: z.string(), amount: z.number().int(), description: z.string() }), {
    body: awardPointsSchema,
    example: { amount: 5, description: "Read the operator guide" },
  }),
  write("post", "/api/engagement/assign-badge", "Gives the visitor's wallet a badge, once.", "engagement", 200, z.looseObject({ walletId: z.string(), badge: z.string() }), {
    body: assignBadgeSchema,
    example: { badge: "explorer", description: "Visited every screen" },
  }),

  // Entropy
  get("/api/entropy/summary", "Shannon entropy of glyph usage over the mesh and its cores.", "entropy", entropySummary),
  get("/api/entropy/alerts", "Cores (and the glyph set) above the redundancy threshold.", "entropy", entropyAlerts),

  // Living glyph chain (the visitor's)
  get("/api/living-glyph-chain", "The visitor's chain.", "chain", glyphChain),
  write("post", "/api/living-glyph-chain/progress", "Advances the visitor's chain one phase (never past 4).", "chain", 200, glyphChain),
  write("post", "/api/living-glyph-chain/reset", "Takes the visitor's chain back to phase 1.", "chain", 200, glyphChain),

  // Contributions and feedback
  get("/api/mesh-contributions", "Contributions, newest first.", "contribute", list(contribution), { query: limitQuery(100) }),
  write("post", "/api/mesh-contributions", "Submit a contribution (the score is clamped 0..10).", "contribute", 201, contribution, {
    body: contributionSchema,
    example: { contributorName: "Ada", glyphType: "⟁", impactDescription: "Mapped the river sensors.", score: 7 },
  }),
  get("/api/symbolic-feedback", "Symbolic feedback, newest first.", "contribute", list(feedback), { query: limitQuery(50) }),
  write("post", "/api/symbolic-feedback", "Send a glyph; the server computes the response and resonance level.", "contribute", 201, feedback, {
    body: feedbackSchema,
    example: { glyphInput: "⟁∞" },
  }),

  // Evolution
  get("/api/mesh/evolution/metrics", "Emergence score and template/pattern counts.", "evolution", evolutionMetrics, { express: true }),

  // Merchant marketplace
  get("/api/mesh/merchant/offers", "Knowledge offers, newest first.", "market", list(knowledgeOffer), {
    query: z.object({ status: offerStatusSchema.optional(), limit: limitQuery(50).shape.limit }),
  }),
  get("/api/mesh/merchant/onboarding-history", "Onboardings, newest first.", "market", list(onboarding), { query: limitQuery(50) }),
  write("post", "/api/mesh/merchant/offer", "Operators put a merchant node's knowledge on the marketplace.", "market", 201, knowledgeOffer, {
    operator: true,
    body: offerSchema,
    example: { merchantNodeId: "node-merchant-lyon", glyphType: "◊", knowledgeCargo: "A primer on settlement.", valPrice: 3, resonanceTags: ["ledger"] },
    errors: [404],
  }),
  write("post", "/api/mesh/merchant/offers/{id}/trade", "An operator trades an offer on behalf of a buyer node.", "market", 200, z.object({ offer: knowledgeOffer, balances: z.record(z.string(), z.unknown()) }), {
    operator: true,
    params: ids.id("A knowledge offer id.", "00000000-0000-4000-8000-000000000000"),
    body: tradeSchema,
    example: { buyerNodeId: "node-standard-austin" },
    errors: [404, 409],
  }),
  write("post", "/api/mesh/merchant/onboard", "Operators onboard an agent through a Merchant node.", "market", 201, z.looseObject({ message: z.string(), valEarned: z.number().int(), onboarding }), {
    operator: true,
    body: onboardSchema,
    example: { merchantNodeId: "node-merchant-lyon", agentId: "agent-fuzz", agentType: "user", initialProofOfThought: "I count twice." },
    errors: [404, 409],
  }),

  // Multicore
  get("/api/multicore/agents", "The multicore agents.", "multicore", list(multicoreAgent)),
  get("/api/multicore/activation-log", "Agent activations, newest first.", "multicore", list(activationEntry), { query: limitQuery(50) }),
  write("post", "/api/multicore/broadcast-glyph", "Every agent evaluates a glyph.", "multicore", 200, z.looseObject({ broadcastId: z.string(), glyph: z.string(), results: z.array(z.unknown()) }), {
    body: broadcastSchema,
    example: { glyph: "✦", context: "a spark" },
  }),

  // Sovereign lineage
  get("/api/sovereign/projects", "The four sovereign projects.", "lineage", list(project)),
  get("/api/sovereign/threads", "Threads, newest first.", "lineage", list(thread), { query: limitQuery(100) }),
  get("/api/sovereign/echoes", "Echoes, newest first.", "lineage", list(echo), { query: limitQuery(100) }),

  // Velocity
  get("/api/velocity/engine/status", "The pulse engine.", "velocity", engineStatusSchema, { express: true }),
  get("/api/velocity/cycles", "Cycles, newest first.", "velocity", list(cycle), { express: true, query: limitQuery(20) }),
  get("/api/velocity/sovereignty", "Every agent's sovereignty.", "velocity", list(agentSovereigntySchema), { express: true }),
];

/** A declared endpoint (app/infra/api) as an operation of the document. */
function operationOf(e: Endpoint): ApiOperation {
  return {
    method: e.method,
    path: e.path,
    summary: e.summary,
    tag: e.tag,
    operator: e.access === "operator" || undefined,
    nodeSigned: e.access === "node" || undefined,
    params: e.params,
    query: e.query,
    body: e.body,
    example: e.example,
    status: e.status ?? 200,
    response: e.response,
    contentType: e.contentType,
    errors: e.errors,
    alsoAnswers: e.alsoAnswers,
    express: e.express,
  };
}

/** Every operation: the areas declared with `endpoint()` (app/infra/api), and those still listed here. */
export const API_OPERATIONS: ApiOperation[] = [...LEGACY_OPERATIONS, ...API_ENDPOINTS.map(operationOf)];

// ---------------------------------------------------------------------------------------------
// The document

const ERROR_TEXT: Record<number, string> = {
  400: "Bad input: not JSON or failing validation (`issues` lists the fields).",
  401: "Not signed in (operators: Authorization: Bearer <token> from /settings/tokens, or the session cookie).",
  403: "Not allowed.",
  404: "Unknown resource.",
  405: "Method not allowed (Allow names the methods).",
  409: "Conflict with the current state.",
  413: "Body over 64 KiB.",
  429: "Rate limited (Retry-After says when to retry).",
  503: "A dependency (Redis, the database) is down.",
};

const WS_DESCRIPTION =
  "WebSocket `/ws` (same origin only; frames over 64 KiB close the socket with 1009). Client frames are JSON " +
  '`{"type": …}`: `ping` {nonce?} → `pong` {nonce, serverTime, version}; `swarm_thinking` {conversationId?, content, protocol?, private?} → ' +
  "`swarm_thought` {agent, glyph, content, sources} / `swarm_thought_delta` frames, then `swarm_complete` {memoriesRecalled, memoryPatterns, conversationId, private} or `swarm_error` {message}. " +
  "`conversationId` names the thread: a conversation id from `swarm_complete` (one of the visitor's), else a client key grouping the visitor's questions; " +
  "`private: true` keeps the conversation's questions out of the archive, the lineage, the recursive archive's descriptions and the mesh bus. " +
  "An unknown type or invalid frame answers `swarm_error`; unparsable frames are ignored.";

const swarmThinkingFields = Object.keys(swarmThinkingSchema.shape);

export const OPERATOR_SECURITY: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

function buildDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer", description: "An operator's API token from /settings/tokens." });
  registry.registerComponent("securitySchemes", "cookieAuth", { type: "apiKey", in: "cookie", name: "tm_session", description: "A signed-in operator's session (/login)." });
  registry.registerComponent("securitySchemes", "nodeSignature", {
    type: "apiKey",
    in: "header",
    name: "X-Node-Signature",
    description: "HMAC-SHA256 over the node's glyphseed, with X-Node-Id and X-Node-Timestamp.",
  });
  registry.register("Error", errorSchema);

  for (const op of API_OPERATIONS) {
    const responses: Record<string, { description: string; content?: Record<string, { schema: ZodType }> }> = {};
    const media = op.contentType ?? "application/json";
    responses[String(op.status)] = { description: op.summary, content: op.response ? { [media]: { schema: op.response } } : undefined };
    for (const also of op.alsoAnswers ?? []) responses[String(also.status)] = { description: also.description, content: also.response ? { [media]: { schema: also.response } } : undefined };
    const errors = new Set<number>(op.errors ?? []);
    if (op.body || op.query || op.params) errors.add(400);
    if (op.operator || op.nodeSigned) errors.add(401);
    if (op.method !== "get") errors.add(413);
    errors.add(429);
    for (const status of [...errors].sort()) responses[String(status)] = { description: ERROR_TEXT[status] ?? "Error.", content: { "application/json": { schema: errorSchema } } };

    const body = op.body ? { required: true, content: { "application/json": { schema: op.body, example: op.example } } } : undefined;
    registry.registerPath({
      method: op.method,
      path: op.path,
      summary: op.summary,
      tags: [op.tag],
      operationId: `${op.method}_${op.path.replace(/^\/api\//, "").replace(/[^A-Za-z0-9]+/g, "_")}`,
      security: op.operator ? OPERATOR_SECURITY : op.nodeSigned ? [{ nodeSignature: [] }] : [],
      ...(op.operator ? { "x-operator-only": true } : {}),
      ...(op.express ? { "x-express-read": true } : {}),
      request: { params: op.params, query: op.query, body },
      responses,
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Trinity Mesh API",
      version: process.env.npm_package_version ?? "0.1.0",
      description:
        "JSON in and out. Errors: `{\"error\": {\"code\", \"message\", \"issues?\"}}`. Visitors (a signed `tm_visitor` cookie holds their guest wallet) " +
        "read everything and make the public writes; operator-only operations (`x-operator-only`) need a Bearer token or a session. " +
        "Lists are bounded (`limit` 1..100) and newest first; timestamps are ISO 8601 UTC; bodies over 64 KiB are refused.\n\n" +
        WS_DESCRIPTION,
    },
    servers: [{ url: "/" }],
    "x-websocket": { path: "/ws", description: WS_DESCRIPTION, clientMessages: ["ping", "swarm_thinking"], swarmThinking: swarmThinkingFields },
  } as Parameters<OpenApiGeneratorV31["generateDocument"]>[0]);
}

let cached: string | undefined;

/** The document as JSON text, generated once per process. */
export function openApiJson(): string {
  cached ??= JSON.stringify(buildDocument());
  return cached;
}

export function openApiDocument(): ReturnType<typeof buildDocument> {
  return JSON.parse(openApiJson()) as ReturnType<typeof buildDocument>;
}
