/**
 * The API description: GET /api/openapi.json (OpenAPI 3.1), generated with zod-to-openapi from the
 * endpoint declarations (app/infra/api): their params, query, body and response schemas, the same
 * ones the adapter parses with and the domain's types are inferred from. What stays here: the
 * document's info, security schemes and error responses. tests/unit/openapi.test.ts fails when a
 * route file is not described or a description has no route.
 */
import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z, type ZodObject, type ZodType } from "zod";
import { swarmThinkingSchema } from "../domain/trinity.server";
import { API_ENDPOINTS } from "./api/index.server";
import type { Endpoint } from "./endpoint.server";

extendZodWithOpenApi(z);

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(["bad_request", "validation_failed", "unauthorized", "forbidden", "not_found", "method_not_allowed", "conflict", "payload_too_large", "rate_limited", "service_unavailable", "internal"]),
      message: z.string(),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi("Error");



// ---------------------------------------------------------------------------------------------
// Response shapes (mirrors of the domain types named in each comment)


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
  /** Also served by a plain Express handler ahead of Remix (`express: true` in its declaration). */
  express?: boolean;
  /** Other successful answers (e.g. 200 "already registered" beside 201). */
  alsoAnswers?: { status: number; description: string; response?: ZodType }[];
}





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
export const API_OPERATIONS: ApiOperation[] = API_ENDPOINTS.map(operationOf);

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
