/**
 * The API description: GET /api/openapi.json (OpenAPI 3.1), generated with zod-to-openapi from the
 * same zod schemas the routes parse their bodies and queries with, plus the response shapes below
 * (tests validate the real GET answers against them, so keep them in step with the domain types).
 * Every `/api` route file and every Express JSON read is described here; tests/unit/openapi.test.ts
 * fails when one is missing or a description has no route.
 */
import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z, type ZodObject, type ZodType } from "zod";
import { NODE_STATUSES, NODE_TYPES } from "../../db/types";
import { recallPatternSchema, sourceTypeSchema } from "../domain/alexandria.server";
import { cascadeDeploySchema } from "../domain/autonomous.server";
import { snapshotSchema } from "../domain/continuity.server";
import { cascadeSchema, targetSchema, verifySchema } from "../domain/deploy.server";
import { reflectionRequestSchema } from "../domain/evolution.server";
import { uploadManifestSchema } from "../domain/manifests.server";
import { heartbeatBodySchema, registerNodeSchema, reviewDecisionSchema } from "../domain/mesh.server";
import { sovereigntySchema, startEngineSchema } from "../domain/velocity.server";
import { swarmThinkingSchema } from "../domain/trinity.server";
import { TASK_DOMAINS } from "../lib/continuity";
import { SAMPLE_MANIFEST } from "../lib/manifests";
import { CYCLE_PHASES } from "../lib/velocity";
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

const meshNode = z.object({
  id: z.string(),
  nodeType: z.enum(NODE_TYPES),
  status: z.enum(NODE_STATUSES),
  location: z.string().nullable(),
  lastHeartbeat: tsOrNull,
  valBalance: z.number().int(),
  version: z.string().nullable(),
  metadata: z.object({ name: z.string(), personality: z.string().nullable(), glyphProfile: z.record(z.string(), z.number()) }),
}).openapi("MeshNode");
const meshEvent = z
  .object({ id: z.number().int(), eventType: z.string(), nodeId: z.string().nullable(), summary: z.string(), payload: z.record(z.string(), z.unknown()), createdAt: ts })
  .openapi("MeshEvent");
const meshStatus = z
  .object({
    totalNodes: z.number().int(),
    activeNodes: z.number().int(),
    pendingNodes: z.number().int(),
    totalEvents: z.number().int(),
    recentEvents: z.number().int(),
    latestEvents: z.array(meshEvent),
    nodes: z.array(
      meshNode.omit({ status: true }).extend({
        status: z.enum(["active", "inactive", "pending", "rejected"]),
        registeredAt: ts,
        signature: z.object({ status: z.enum(["unsigned", "verified", "failed"]), lastSignedAt: tsOrNull, fingerprint: z.string().nullable() }),
      }),
    ),
    generatedAt: ts,
  })
  .openapi("MeshStatus");
// conversations.server.ts: ConversationSummary, ConversationDetail.
const conversationSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    protocol: z.string(),
    createdAt: ts,
    updatedAt: ts,
    messageCount: z.number().int(),
    turnCount: z.number().int(),
    private: z.boolean(),
  })
  .openapi("ConversationSummary");
const source = z.object({ title: z.string(), href: z.string() });
const conversationDetail = z
  .object({
    id: z.string(),
    title: z.string(),
    private: z.boolean(),
    createdAt: ts,
    updatedAt: ts,
    turns: z.array(
      z.object({
        question: z.string(),
        askedAt: ts,
        thoughts: z.array(z.object({ agent: z.string(), glyph: z.string(), content: z.string(), sources: z.array(source) })),
      }),
    ),
  })
  .openapi("ConversationDetail");
const glyphWeight = z.object({ glyph: z.string(), usageCount: z.number(), totalResonance: z.number(), lastUsed: ts }).openapi("GlyphWeight");
const safetyRecord = z.object({
  agentName: z.string(),
  agentGlyph: z.string(),
  recordedAt: ts,
  cognitiveLoad: z.number(),
  safetyZone: z.enum(["safe_low", "dread_valley", "safe_high"]),
  alertLevel: z.enum(["normal", "caution", "critical"]),
  supportMechanisms: strings,
});
const archiveStats = z.object({ totalEvents: z.number().int(), tagDistribution: z.record(z.string(), z.number()) });
const archiveEvent = z.object({
  description: z.string(),
  timestamp: ts,
  tags: strings,
  metadata: z.looseObject({ agentGlyph: z.string(), agentName: z.string(), cognitiveLoad: z.number(), safetyZone: z.string() }),
});
const health = z.object({
  status: z.enum(["ok", "degraded", "down"]),
  db: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down"]),
  queues: z.union([z.record(z.string(), z.record(z.string(), z.number())), z.literal("unavailable")]),
  version: z.string(),
  uptimeSeconds: z.number(),
});
const archiveMemory = z
  .object({
    id: z.string(),
    pattern: z.string(),
    message: z.string(),
    sourceType: sourceTypeSchema,
    timestamp: ts,
    glyphSequence: strings,
    intensity: unit,
    resonanceTags: strings,
  })
  .openapi("ArchiveMemory");
const nodeResult = z.object({ nodeId: z.string(), outcome: z.enum(["updated", "failed"]), reason: z.string().nullable(), fromVersion: z.string().nullable(), at: ts });
const deploymentJob = z
  .object({
    id: z.string(),
    nodeType: z.string(),
    targetVersion: z.string(),
    status: z.enum(["queued", "running", "completed", "partial", "failed"]),
    successfulUpdates: z.number().int(),
    failedUpdates: z.number().int(),
    targetNodes: strings,
    progress: z.number(),
    requestedBy: z.string(),
    createdAt: ts,
    startedAt: tsOrNull,
    finishedAt: tsOrNull,
    results: z.array(nodeResult),
  })
  .openapi("VersionCascade");
const driftAlert = z.object({ id: z.string(), nodeId: z.string(), nodeType: z.string(), detectedVersion: z.string(), expectedVersion: z.string() });
const registryEntry = z.object({
  nodeType: z.string(),
  currentVersion: z.string(),
  previousVersion: z.string().nullable(),
  versionStatus: z.enum(["current", "outdated", "ahead"]),
  nodeInstances: z.number().int(),
  autoUpdateEnabled: z.boolean(),
  updatedAt: ts,
});
const chrysalisHealth = z.object({
  typescript_healthy: z.boolean(),
  typescript_port: z.number().int(),
  database: z.enum(["ok", "down"]),
  redis: z.enum(["ok", "down"]),
  python_available: z.boolean(),
  python_port: z.number().int(),
  python_version: z.string().nullable(),
  python_error: z.string().nullable(),
  checked_at: ts,
});
const taskFocus = z
  .object({ nodeId: z.string(), nodeName: z.string(), nodeType: z.string(), currentDomain: z.enum(TASK_DOMAINS), tasksCompleted: z.number().int(), lastRotation: ts })
  .openapi("TaskFocus");
const alexandriaSync = z
  .object({ id: z.string(), projectName: z.string(), summaryHash: z.string(), memoryCount: z.number().int(), takenBy: z.string().nullable(), scanId: z.string().nullable(), syncedAt: ts })
  .openapi("AlexandriaSnapshot");
const guestWalletDemo = z.object({
  type: z.literal("Ephemeral"),
  enabled: z.literal(false),
  description: z.string(),
  walletIdFormat: z.string(),
  yourWalletId: z.string(),
  persistence: z.string(),
});
const harmonyModule = z.object({
  moduleName: z.string(),
  schemaVersion: z.string(),
  status: z.enum(["active", "degraded", "offline"]),
  compatibilityScore: z.number(),
  details: z.string(),
  checkedAt: ts,
});
const harmonyScan = z
  .object({
    id: z.string(),
    status: z.enum(["queued", "running", "completed", "failed"]),
    overallScore: z.number().nullable(),
    scanTimestamp: ts,
    recommendations: strings,
    requestedBy: z.string().nullable(),
    error: z.string().nullable(),
    createdAt: ts,
    startedAt: tsOrNull,
    completedAt: tsOrNull,
  })
  .openapi("HarmonyScan");
const custodianEvent = z.object({ id: z.string(), severity: z.string(), eventType: z.string(), nodeId: z.string(), actionTaken: z.string().nullable(), timestamp: ts });
const lease = z.object({
  id: z.string(),
  nodeId: z.string(),
  leaseType: z.string(),
  amount: z.number(),
  qualityScore: z.number(),
  valPrice: z.number(),
  duration: z.number(),
  status: z.string(),
  createdAt: ts,
});
const reputation = z.object({
  nodeId: z.string(),
  nodeName: z.string().nullable(),
  trustScore: z.number(),
  serviceHistory: z.number().int(),
  successfulTrades: z.number().int(),
  violations: z.number().int(),
});
const exchange = z.object({ id: z.string(), fromNodeId: z.string(), toNodeId: z.string(), resonanceScore: z.number(), valMinted: z.number().int(), createdAt: ts });
const manifestSummary = z.object({
  id: z.string(),
  manifestType: z.string(),
  manifestVersion: z.string(),
  uploadedAt: ts,
  rootRepo: z.string().nullable(),
  nodeCount: z.number().int(),
  deployedNodes: z.number().int(),
  failedNodes: z.number().int(),
  status: z.string(),
  cascadeDeploymentId: z.string().nullable(),
});
const manifestCascadeStatus = z.object({
  cascade: z.object({
    id: z.string(),
    manifestId: z.string(),
    status: z.string(),
    currentPhase: z.string(),
    symbolicSync: z.boolean(),
    resonanceVerified: z.boolean(),
    nodeCount: z.number().int(),
    deployedNodes: z.number().int(),
    failedNodes: z.number().int(),
    failureReason: z.string().nullable(),
    deployRequestedAt: tsOrNull,
    completedAt: tsOrNull,
  }),
  nodes: z.array(z.object({ id: z.string(), nodeName: z.string(), nodeType: z.string(), nodeStatus: z.string(), meshNodeId: z.string().nullable(), failureReason: z.string().nullable() })),
});
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
const pattern = z.object({
  id: z.string(),
  signature: z.string(),
  patternType: z.enum(["event_sequence", "glyph_cooccurrence"]),
  description: z.string(),
  isNovel: z.boolean(),
  impact: z.number(),
  frequency: z.number().int(),
  participantTypes: strings,
  glyphSignature: z.string(),
  firstSeenAt: ts,
  lastSeenAt: ts,
});
const reflection = z.object({
  id: z.string(),
  jobId: z.string(),
  reflectionType: z.enum(["autonomous", "focused"]),
  query: z.string().nullable(),
  timestamp: ts,
  templatesDiscovered: z.number().int(),
  capabilitiesFound: strings,
  triggered_by: z.string(),
  eventsRead: z.number().int(),
  messagesRead: z.number().int(),
  patternsSeen: z.number().int(),
  novelPatterns: z.number().int(),
});
const referenceTemplate = z.object({ typeName: z.string(), summary: z.string(), capabilities: strings, glyphProfile: strings });
const emergentTemplate = z
  .object({
    id: z.string(),
    typeName: z.string(),
    status: z.enum(["active", "candidate"]),
    confidence: z.number(),
    occurrenceCount: z.number().int(),
    capabilities: strings,
    firstSeenAt: ts,
    lastSeenAt: ts,
    approvedBy: z.string().nullable(),
    approvedAt: tsOrNull,
  })
  .openapi("EmergentTemplate");
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
const cycleEvent = z.object({
  id: z.number().int(),
  eventType: z.string(),
  nodeId: z.string().nullable(),
  success: z.boolean(),
  timestamp: ts,
  details: z.record(z.string(), z.unknown()),
});
const engineStatus = z
  .object({
    running: z.boolean(),
    cycleNumber: z.number().int(),
    sovereignFlag: z.boolean(),
    currentCycle: z.object({ phase: z.enum(CYCLE_PHASES), cycleTimeHours: z.number() }).nullable(),
    cycleTimeHours: z.number(),
    startedAt: tsOrNull,
    startedBy: z.string().nullable(),
    stoppedAt: tsOrNull,
    stoppedBy: z.string().nullable(),
  })
  .openapi("EngineStatus");
const agentSovereignty = z
  .object({ agentId: z.string(), agentName: z.string(), emoji: z.string(), sovereign: z.boolean(), consentReason: z.string().nullable(), lastConsentCheck: tsOrNull })
  .openapi("AgentSovereignty");
const sovereigntyChange = z.object({
  id: z.number().int(),
  agentId: z.string(),
  previousSovereign: z.boolean().nullable(),
  sovereign: z.boolean(),
  reason: z.string(),
  operator: z.string(),
  timestamp: ts,
});
const cascadeReport = z
  .object({
    cascadeId: z.string(),
    status: z.enum(["queued", "running", "completed", "failed"]),
    success: z.boolean(),
    owner: z.string(),
    repo: z.string(),
    branch: z.string().nullable(),
    totalNodes: z.number().int(),
    successfulDeployments: z.number().int(),
    failedDeployments: z.number().int(),
    progress: z.number(),
    needsGitHubAuth: z.literal(false),
    error: z.string().nullable(),
    deployments: z.array(
      z.looseObject({
        nodeName: z.string(),
        region: z.string(),
        tags: strings,
        glyphseed: z.string().nullable(),
        glyphseedFingerprint: z.string(),
        workflowFile: z.string(),
        status: z.enum(["pending", "deployed", "failed"]),
        success: z.boolean().nullable(),
        error: z.string().nullable(),
      }),
    ),
    createdAt: ts,
    completedAt: tsOrNull,
  })
  .openapi("DeployCascade");
const needsAuth = z.object({ success: z.literal(false), needsGitHubAuth: z.literal(true), error: z.string() }).loose();
const githubResult = z.union([needsAuth, z.looseObject({ success: z.boolean() })]);
const ritualMessage = z.object({ type: z.string(), core: z.string().nullable(), timestamp: ts, data: z.record(z.string(), z.unknown()) }).openapi("RitualMessage");
const operatorMe = z.object({ id: z.string(), email: z.string() });
const openApiDoc = z.looseObject({ openapi: z.string().startsWith("3.1"), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });
const queued = z.looseObject({ jobId: z.string() });

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
  nodeType: pathParam("nodeType", "Observer", "A node type of the version registry."),
  nodeId: pathParam("nodeId", "node-observer-wellington", "A mesh node id."),
  id: (what: string, example: string) => pathParam("id", example, what),
  cascadeId: pathParam("cascadeId", "cascade-seed-echo-genesis", "An Echo Manifest cascade id."),
  agentId: pathParam("agentId", "firefly", "A multicore agent id."),
};

const RECALL_EXAMPLE = "listening";

const LEGACY_OPERATIONS: ApiOperation[] = [
  // Meta
  get("/api/openapi.json", "This document (OpenAPI 3.1).", "meta", openApiDoc),
  get("/api/health", "Liveness of the database, Redis and the queues; 503 while the database is down.", "meta", health, { express: true, errors: [503] }),
  get("/api/operator/me", "Who the caller is (checks an API token).", "meta", operatorMe, { operator: true }),
  get("/api/docs/{name}", "A product document as HTML (or markdown with ?format=md or Accept: text/markdown).", "meta", z.string(), {
    contentType: "text/html",
    params: pathParam("name", "operator-guide", "license, notice, trademark, deployment-guide or operator-guide."),
    query: z.object({ format: z.enum(["md"]).optional() }),
    errors: [404],
  }),

  // Mesh (Express reads)
  get("/api/mesh/nodes", "Every mesh node.", "mesh", list(meshNode), { express: true }),
  get("/api/mesh/status", "Counts, the newest events and each node's signature status.", "mesh", meshStatus, { express: true }),
  get("/api/mesh/events", "Mesh events, newest first.", "mesh", list(meshEvent), { express: true, query: limitQuery(50) }),
  get("/api/conversations", "The caller's own Trinity conversations, most recently active first (an operator's token or session: everyone's).", "chat", list(conversationSummary), {
    query: limitQuery(50),
  }),
  get("/api/conversations/{id}", "One of the caller's conversations with its turns, oldest first (operators: anyone's); 404 for anyone else's.", "chat", conversationDetail, {
    params: ids.id("A conversation id (uuid), as swarm_complete names it.", "00000000-0000-4000-8000-000000000000"),
    errors: [404],
  }),
  get("/api/conversations/{id}/export", "The conversation as a Markdown download (same rule as GET /api/conversations/{id}).", "chat", z.string(), {
    contentType: "text/markdown",
    params: ids.id("A conversation id (uuid), as swarm_complete names it.", "00000000-0000-4000-8000-000000000000"),
    errors: [404],
  }),
  get("/api/glyphweights", "Glyph weights (legacy path).", "chat", list(glyphWeight), { express: true, query: limitQuery(100) }),
  get("/api/glyph-weights", "The heaviest glyphs.", "chat", list(glyphWeight), { express: true, query: limitQuery(10) }),
  get("/api/glyph-weights/all", "Every glyph weight.", "chat", list(glyphWeight), { express: true }),
  get("/api/cognitive-safety/current", "Each mind's latest cognitive-safety record, by agent.", "chat", z.record(z.string(), safetyRecord), { express: true }),
  get("/api/recursive-archive/recent", "The recursive archive's newest events (by id) and its statistics.", "chat", z.object({ events: z.record(z.string(), archiveEvent), stats: archiveStats }), {
    express: true,
    query: limitQuery(10),
  }),
  get("/api/recursive-archive/stats", "The recursive archive's statistics.", "chat", archiveStats, { express: true }),
  get("/api/ritual/stream", "Server-sent events of the ritual plane ({type, core, timestamp, data}; `connected`, `mesh_snapshot`, then live events, `heartbeat` every 15 s).", "mesh", ritualMessage, {
    contentType: "text/event-stream",
  }),
  write("post", "/api/mesh/nodes/register", "A node asks to join the mesh (pending until an operator approves it); 201 new, 200 already known.", "mesh", 201, z.object({ id: z.string(), status: z.string(), fingerprint: z.string() }), {
    body: registerNodeSchema,
    example: { name: "Fuzz Watch", nodeType: "Observer", location: "Oslo", version: "1.0.0", glyphseed: "k7Qm2xVz9pLr4TbW8nYc3HfJ6sDg5aEu" },
  }),
  write("post", "/api/mesh/heartbeat", "A node's signed heartbeat.", "mesh", 200, z.object({ ok: z.literal(true), nodeId: z.string(), status: z.literal("active"), signature: z.literal("verified"), receivedAt: ts }), {
    nodeSigned: true,
    body: heartbeatBodySchema,
    example: { version: "1.0.0", metrics: { cpu: 0.2 } },
    errors: [401, 403],
  }),
  write("post", "/api/mesh/nodes/{id}/review", "Operators approve or reject a pending node.", "mesh", 200, z.object({ id: z.string(), status: z.string(), decision: z.enum(["approve", "reject"]) }), {
    operator: true,
    params: ids.id("A mesh node id.", "node-observer-wellington"),
    body: reviewDecisionSchema,
    example: { decision: "approve" },
    errors: [404, 409],
  }),

  // Alexandria
  get("/api/alexandria/archive", "Every source's memories, newest first.", "alexandria", list(archiveMemory), { query: limitQuery(100) }),
  get("/api/alexandria/recall", "The memories closest to a pattern first.", "alexandria", list(archiveMemory), {
    query: z.object({ pattern: recallPatternSchema.meta({ example: RECALL_EXAMPLE }), limit: limitQuery(100).shape.limit }),
  }),
  get("/api/alexandria/source/{sourceType}", "One source's memories (closest first with a pattern).", "alexandria", list(archiveMemory), {
    params: z.object({ sourceType: sourceTypeSchema.meta({ example: "mind_palace" }) }),
    query: z.object({ pattern: z.string().max(200).optional(), limit: limitQuery(100).shape.limit }),
  }),

  // Autonomous mesh (version cascades)
  get("/api/autonomous-mesh/deployment-jobs", "Version cascades, newest first.", "autonomous", z.object({ jobs: list(deploymentJob) }), { query: limitQuery(20) }),
  get("/api/autonomous-mesh/drift-alerts", "Nodes whose version differs from the one they should run.", "autonomous", z.object({ alerts: list(driftAlert) })),
  get("/api/autonomous-mesh/version-registry", "Every node type's versions.", "autonomous", z.object({ registry: list(registryEntry) })),
  write("post", "/api/autonomous-mesh/cascade-deploy/{nodeType}", "Operators start a version cascade for a node type.", "autonomous", 202, z.object({ success: z.literal(true), job: deploymentJob }), {
    operator: true,
    params: ids.nodeType,
    body: cascadeDeploySchema,
    example: { targetVersion: "1.0.1" },
    errors: [404, 409, 503],
  }),

  // Chrysalis
  get("/api/chrysalis/health", "Health of the TypeScript and Python planes.", "chrysalis", chrysalisHealth, { express: true }),

  // Continuity
  get("/api/continuity/ai-task-focus", "Each node's task domain.", "continuity", list(taskFocus)),
  write("post", "/api/continuity/ai-task-focus/{nodeId}/rotate", "Operators move a node to its next task domain.", "continuity", 200, taskFocus, {
    operator: true,
    params: ids.nodeId,
    errors: [404],
  }),
  get("/api/continuity/alexandria-sync", "Archive snapshots, newest first.", "continuity", list(alexandriaSync), { query: limitQuery(20) }),
  write("post", "/api/continuity/alexandria-sync", "Operators take an archive snapshot.", "continuity", 201, alexandriaSync, {
    operator: true,
    body: snapshotSchema,
    example: { projectName: "Fuzz snapshot" },
  }),
  get("/api/continuity/guest-wallet/demo", "What a guest wallet is.", "continuity", guestWalletDemo),
  get("/api/continuity/harmony-modules", "The modules of the newest completed harmony scan.", "continuity", list(harmonyModule)),
  get("/api/continuity/harmony-scan/latest", "The newest harmony scan, or null before the first.", "continuity", harmonyScan.nullable()),
  get("/api/continuity/harmony-scan/{id}", "One harmony scan with its modules.", "continuity", harmonyScan.extend({ modules: list(harmonyModule) }), {
    params: ids.id("A harmony scan id.", "00000000-0000-4000-8000-000000000000"),
    errors: [404],
  }),
  write("post", "/api/continuity/harmony-scan", "Operators run a harmony scan (a `harmony` job).", "continuity", 202, z.object({ id: z.string(), status: z.string() }), {
    operator: true,
    errors: [503],
  }),

  // Economy
  get("/api/economy/custodian", "Custodian events, newest first.", "economy", z.object({ events: list(custodianEvent) }), { query: limitQuery(100) }),
  get("/api/economy/leases", "Capacity leases, newest first.", "economy", z.object({ leases: list(lease) }), {
    query: z.object({ limit: limitQuery(100).shape.limit, status: z.enum(["active", "completed", "cancelled"]).optional() }),
  }),
  get("/api/economy/reputation", "Node reputations, highest trust first.", "economy", z.object({ reputations: list(reputation) }), { query: limitQuery(100) }),
  get("/api/economy/resonance", "Resonance exchanges, newest first.", "economy", z.object({ exchanges: list(exchange) }), { query: limitQuery(100) }),

  // Code-hosting deploys
  write("post", "/api/github/verify", "Operators check a repository.", "deploy", 200, githubResult, { operator: true, body: verifySchema, example: { owner: "valoir", repo: "observer" } }),
  write("post", "/api/github/push-observer", "Operators push the five observer files in one commit.", "deploy", 200, githubResult, {
    operator: true,
    body: targetSchema,
    example: { owner: "valoir", repo: "observer", branch: "main" },
  }),
  write("post", "/api/github/deploy-workflow", "Operators create an SSH deploy workflow.", "deploy", 200, githubResult, {
    operator: true,
    body: targetSchema,
    example: { owner: "valoir", repo: "observer", branch: "main" },
  }),
  write("post", "/api/github/deploy-cascade", "Operators deploy one workflow per node (a `deploy` job); 200 finished, 202 still running.", "deploy", 200, z.union([cascadeReport, needsAuth]), {
    operator: true,
    body: cascadeSchema,
    example: { owner: "valoir", repo: "observer", configJson: JSON.stringify([{ name: "Fuzz Node", region: "eu-north", tags: ["observer"] }]) },
    errors: [503],
  }),
  get("/api/github/cascades/{id}", "A deploy cascade's status and per-node results (fingerprints, never glyphseeds).", "deploy", cascadeReport, {
    operator: true,
    params: ids.id("A deploy cascade id.", "00000000-0000-4000-8000-000000000000"),
    errors: [404],
  }),

  // Echo Manifests
  get("/api/manifest/list", "Registered manifests, newest first.", "manifest", z.object({ manifests: list(manifestSummary) }), { query: limitQuery(50) }),
  get("/api/manifest/{cascadeId}/status", "A manifest cascade's state.", "manifest", manifestCascadeStatus, { params: ids.cascadeId, errors: [404] }),
  write("post", "/api/manifest/upload", "Operators upload an Echo Manifest (stored pending).", "manifest", 201, z.looseObject({ id: z.string(), cascadeId: z.string(), nodeCount: z.number().int() }), {
    operator: true,
    body: uploadManifestSchema,
    example: { manifestData: SAMPLE_MANIFEST },
  }),
  write("post", "/api/manifest/{cascadeId}/deploy", "Operators deploy a pending manifest's cascade (a `manifest` job).", "manifest", 202, z.looseObject({ deployed: z.number().int(), status: z.literal("processing"), cascadeId: z.string() }), {
    operator: true,
    params: ids.cascadeId,
    body: z.object({}),
    example: {},
    errors: [404, 409, 503],
  }),

  // Evolution
  get("/api/mesh/evolution/metrics", "Emergence score and template/pattern counts.", "evolution", evolutionMetrics, { express: true }),
  get("/api/mesh/patterns", "Patterns, most recently seen first (all and novel).", "evolution", z.object({ all: list(pattern), novel: list(pattern) }), { query: limitQuery(100) }),
  get("/api/mesh/reflections", "Reflections, newest first.", "evolution", list(reflection), { query: limitQuery(50) }),
  write("post", "/api/mesh/reflections", "Operators queue a reflection (a `reflection` job).", "evolution", 202, queued, {
    operator: true,
    body: reflectionRequestSchema,
    example: { query: "Which nodes trade knowledge?" },
    errors: [503],
  }),
  get("/api/mesh/templates", "Reference and emergent templates.", "evolution", z.object({ reference: list(referenceTemplate), emergent: list(emergentTemplate) }), { query: limitQuery(100) }),
  get("/api/mesh/templates/reference", "The 29 reference templates.", "evolution", list(referenceTemplate)),
  get("/api/mesh/templates/emergent", "Emergent templates, most recently seen first.", "evolution", list(emergentTemplate), { query: limitQuery(100) }),
  write("post", "/api/mesh/templates/emergent/{id}/approve", "Operators approve a candidate template.", "evolution", 200, emergentTemplate, {
    operator: true,
    params: ids.id("An emergent template id.", "00000000-0000-4000-8000-000000000000"),
    errors: [404, 409],
  }),

  // Velocity
  get("/api/velocity/engine/status", "The pulse engine.", "velocity", engineStatus, { express: true }),
  write("post", "/api/velocity/engine/start", "Operators start the pulse engine.", "velocity", 200, engineStatus.extend({ alreadyRunning: z.boolean() }), {
    operator: true,
    body: startEngineSchema,
    example: { cycleTimeHours: 12 },
    errors: [503],
  }),
  write("post", "/api/velocity/engine/stop", "Operators stop the pulse engine.", "velocity", 200, engineStatus.extend({ wasRunning: z.boolean() }), { operator: true, errors: [503] }),
  get("/api/velocity/cycles", "Cycles, newest first.", "velocity", list(cycle), { express: true, query: limitQuery(20) }),
  get("/api/velocity/cycles/{id}/events", "A cycle's events, newest first.", "velocity", list(cycleEvent), {
    params: ids.id("A velocity cycle id.", "00000000-0000-4000-8000-000000000000"),
    query: limitQuery(100),
    errors: [404],
  }),
  get("/api/velocity/sovereignty", "Every agent's sovereignty.", "velocity", list(agentSovereignty), { express: true }),
  get("/api/velocity/sovereignty/audit", "The sovereignty audit trail, newest first.", "velocity", list(sovereigntyChange), { query: limitQuery(20) }),
  get("/api/velocity/sovereignty/{agentId}", "One agent's sovereignty.", "velocity", agentSovereignty, { params: ids.agentId, errors: [404] }),
  write("put", "/api/velocity/sovereignty/{agentId}", "Operators grant or revoke an agent's sovereignty (audited).", "velocity", 200, agentSovereignty, {
    operator: true,
    params: ids.agentId,
    body: sovereigntySchema,
    example: { sovereign: true, reason: "Consent renewed." },
    errors: [404],
  }),
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
    if (op.path === "/api/github/deploy-cascade") responses["202"] = { description: "Still running: poll GET /api/github/cascades/{id}.", content: { "application/json": { schema: cascadeReport } } };
    if (op.path === "/api/mesh/nodes/register") responses["200"] = { description: "Already registered with this glyphseed.", content: { "application/json": { schema: op.response! } } };
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
