/**
 * One declaration per /api endpoint (issue 16 §1): method, path, who may call it, the schemas of its
 * params, query, body and answer, its success status, the errors it documents, and its handler. From
 * the declarations: the one /api route (app/routes/api.$.ts, `apiRouter`), the one adapter below (auth, JSON parsing, validation, `Allow` + 405, error mapping, cache headers),
 * and the OpenAPI document (openapi.server.ts). Each area declares its endpoints beside its domain
 * (app/infra/api/<area>.server.ts); app/infra/api/index.server.ts lists the areas.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse, Router } from "express";
import type { z, ZodError, ZodObject, ZodType } from "zod";
import type { OperatorIdentity } from "../domain/auth.server";
import { requireOperator } from "./auth-guard.server";
import { CompressedBodies } from "./compressed-json.server";
import { sendError } from "./express-errors.server";
import { json, jsonBody, jsonError, jsonText, methodNotAllowed, readJson, validationError, zodIssues } from "./http.server";
import { READ_CACHE_TTL_MS, type ReadTag } from "./read-cache.server";
import { verifyNodeCall, type VerifiedNodeCall } from "./node-auth.server";
import { addressOf } from "./rate-limit.server";
import type { Services } from "./services.server";

export type Method = "get" | "post" | "put" | "delete";
/** Who may call: anyone (visitors carry a signed cookie), operators (Bearer token or session), or a signed node. */
export type Access = "public" | "operator" | "node";

type Infer<S> = S extends ZodType ? z.output<S> : undefined;

export interface EndpointArgs<P, Q, B> {
  request: Request;
  context: AppLoadContext;
  services: Services;
  params: P;
  query: Q;
  body: B;
  /** The signed-in operator, for `access: "operator"`. */
  operator: OperatorIdentity | null;
  /** The node whose signature was verified, for `access: "node"`. */
  node: VerifiedNodeCall["node"] | null;
  visitorId: string;
}

export interface Endpoint<PS extends ZodObject | undefined = ZodObject | undefined, QS extends ZodObject | undefined = ZodObject | undefined, BS extends ZodType | undefined = ZodType | undefined> {
  method: Method;
  /** OpenAPI path: `{param}` for a path parameter. */
  path: string;
  summary: string;
  /** The OpenAPI tag (the product area). */
  tag: string;
  access?: Access;
  params?: PS;
  /** Parsed from the query string (string values; use coercing or clamping schemas). */
  query?: QS;
  /** The JSON body's schema: bad JSON is a 400, failing fields a 400 with `issues`. */
  body?: BS;
  /**
   * The handler reads and checks the body itself (`body` then only documents it, and the handler's
   * `body` is undefined): for answers that come before the body is looked at (a code-host call
   * without a token) or errors worded by the spec (a missing sovereignty reason).
   */
  readsBody?: true;
  /** A valid-looking body (documentation, the operator walk and the fuzzer's starting point). */
  example?: unknown;
  /** The success status (default 200). */
  status?: number;
  /** What a success answers with (JSON unless `contentType` says otherwise). */
  response?: ZodType;
  contentType?: "application/json" | "text/event-stream" | "text/html" | "text/markdown";
  /** Other successful answers, documented (e.g. 200 "already registered" beside 201). */
  alsoAnswers?: { status: number; description: string; response?: ZodType }[];
  /**
   * How a failed params, query or body check is answered, when not the default 400 "The request is
   * not valid." with the issues (e.g. `firstIssueError`: the schema's own message as the message).
   */
  invalid?: (error: ZodError) => Response;
  /** Error statuses besides the ones every operation may answer (400 for input, 401 for access, 413, 429). */
  errors?: number[];
  /**
   * A polled read: answered from this process's read cache (READ_CACHE_TTL_MS), keyed by path and
   * parsed query, and dropped at once by the mesh events of this tag (app/lib/mesh-events.ts).
   */
  cached?: ReadTag;
  /** A hot read also served by a plain Express handler ahead of Remix (mountExpressEndpoints). */
  express?: true;
  /** The answer: data (sent as JSON with `status`, never cached by the browser) or a Response of its own. */
  handler(args: EndpointArgs<Infer<PS>, Infer<QS>, Infer<BS>>): Promise<unknown>;
}

/** Declares an endpoint; the generics carry its schemas' types into the handler's arguments. */
export function endpoint<PS extends ZodObject | undefined = undefined, QS extends ZodObject | undefined = undefined, BS extends ZodType | undefined = undefined>(
  declaration: Endpoint<PS, QS, BS>,
): Endpoint {
  return declaration as unknown as Endpoint;
}

/** A 400 whose message is the first issue's (the schema's own words), with every issue. */
export function firstIssueError(error: ZodError): Response {
  const issues = zodIssues(error);
  return jsonError("validation_failed", issues[0]?.message ?? "The request is not valid.", { issues });
}

const NO_STORE = { "Cache-Control": "no-store" };

/** Params, query or body checked against the declaration's schema; a failure is thrown as its 400 answer. */
function parseInput(endpoint: Endpoint, schema: ZodType | undefined, value: unknown): any {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw endpoint.invalid ? endpoint.invalid(parsed.error) : validationError(parsed.error);
  return parsed.data;
}

/** A cached read's answer (serialized JSON) for this path and parsed query, from the read cache. */
function cachedAnswer(endpoint: Endpoint, key: string, args: Parameters<Endpoint["handler"]>[0]): Promise<string> {
  return args.services.cache.get(key, endpoint.cached!, READ_CACHE_TTL_MS, () => endpoint.handler(args));
}

const cacheKey = (pathname: string, query: unknown) => `${pathname}?${JSON.stringify(query ?? {})}`;

async function run(endpoint: Endpoint, request: Request, context: AppLoadContext, rawParams: Record<string, string | undefined>): Promise<Response> {
  const operator = endpoint.access === "operator" ? await requireOperator(request, context) : null;
  const parse = (schema: ZodType | undefined, value: unknown) => parseInput(endpoint, schema, value);
  // A node's call is verified against the body exactly as it was signed, then parsed from that text.
  const signed = endpoint.access === "node" ? await verifyNodeCall(request, context.services) : null;
  const params = parse(endpoint.params, rawParams);
  const query = parse(endpoint.query, Object.fromEntries(new URL(request.url).searchParams));
  const body = endpoint.body && !endpoint.readsBody ? parse(endpoint.body, signed ? jsonBody(signed.rawBody) : await readJson(request)) : undefined;
  const args = { request, context, services: context.services, params, query, body, operator, node: signed?.node ?? null, visitorId: context.visitorId };
  if (endpoint.cached) return jsonText(await cachedAnswer(endpoint, cacheKey(new URL(request.url).pathname, query), args), { status: endpoint.status ?? 200, headers: NO_STORE });
  const result = await endpoint.handler(args);
  if (result instanceof Response) return result;
  return json(result, { status: endpoint.status ?? 200, headers: NO_STORE });
}

/** One declared path as a matcher: `{name}` is one non-empty segment; static segments match in any case, as Remix's routes did. */
interface DeclaredPath {
  path: string;
  names: string[];
  pattern: RegExp;
  /** Per segment: static (0) before a parameter (1), to rank a static route ahead of a dynamic one. */
  rank: number[];
  serve(request: Request, context: AppLoadContext, params: Record<string, string>): Promise<Response> | Response;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function declaredPath(endpoints: readonly Endpoint[], path: string): DeclaredPath {
  const here = endpoints.filter((e) => e.path === path);
  const segments = path.split("/").slice(1);
  const names = segments.flatMap((s) => /^\{(\w+)\}$/.exec(s)?.[1] ?? []);
  const pattern = new RegExp(`^/${segments.map((s) => (/^\{\w+\}$/.test(s) ? "([^/]+)" : escapeRegExp(s))).join("/")}/?$`, "i");
  const allow = [...new Set(here.flatMap((e) => (e.method === "get" ? ["GET", "HEAD"] : [e.method.toUpperCase()])))].join(", ");
  return {
    path,
    names,
    pattern,
    rank: segments.map((s) => (s.startsWith("{") ? 1 : 0)),
    serve(request, context, params) {
      const method = request.method === "HEAD" ? "get" : (request.method.toLowerCase() as Method);
      const endpoint = here.find((e) => e.method === method);
      if (!endpoint) {
        return jsonError("method_not_allowed", methodNotAllowed(new URL(request.url).pathname.slice(0, 200), request.method, allow), { headers: { Allow: allow } });
      }
      return run(endpoint, request, context, params);
    },
  };
}

function byRank(a: DeclaredPath, b: DeclaredPath): number {
  for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++) if (a.rank[i] !== b.rank[i]) return a.rank[i] - b.rank[i];
  return a.rank.length - b.rank.length;
}

/**
 * Every declared endpoint behind one splat route (app/routes/api.$.ts) instead of a route file per
 * path: the declared path picks its declarations (a static segment ahead of a parameter), the method
 * picks the declaration, and a method the path does not declare is answered 405 with `Allow`; a path
 * nothing declares is a 404 in the JSON error format. Errors that are not a Response go on to the one
 * Express error handler (api-errors.server.ts: 503 for a lost dependency, else 500).
 */
export function apiRouter(endpoints: readonly Endpoint[]) {
  const paths = [...new Set(endpoints.map((e) => e.path))].map((path) => declaredPath(endpoints, path)).sort(byRank);
  /** The declared path a request path reaches, with its parameters (decoded), or null. */
  const match = (pathname: string): { path: DeclaredPath; params: Record<string, string> } | null => {
    for (const path of paths) {
      const found = path.pattern.exec(pathname);
      if (!found) continue;
      // The path was checked for bad percent-encoding before it got here (refusePathMistakes: a 400).
      return { path, params: Object.fromEntries(path.names.map((name, i) => [name, decodeURIComponent(found[i + 1])])) };
    }
    return null;
  };
  const serve = ({ request, context }: { request: Request; context: AppLoadContext }) => {
    const pathname = new URL(request.url).pathname;
    const found = match(pathname);
    if (!found) return jsonError("not_found", `No API endpoint at ${request.method} ${pathname.slice(0, 200)}.`);
    return found.path.serve(request, context, found.params);
  };
  return { match: (pathname: string) => match(pathname)?.path.path ?? null, loader: serve, action: serve };
}

/** The query string of a URL as a plain object (the last value of a repeated key). */
function searchOf(url: string): Record<string, string> {
  const at = url.indexOf("?");
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(at + 1)));
}

/** The request headers a handler may read (credentials, Accept, the client's address), as a Fetch Headers. */
function forwardedHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const name of ["authorization", "cookie", "accept", "x-forwarded-for", "user-agent"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
}

/**
 * The hot polled reads (`express: true`) as plain Express handlers ahead of Remix, which matches every
 * route on each request (docs/BENCHMARKS.md): the same declaration and adapter, reached without the
 * router. Another method is answered 405 here too. Errors go to the one Express error handler.
 */
export function mountExpressEndpoints(router: Router, context: Pick<AppLoadContext, "services" | "cspNonce">, endpoints: readonly Endpoint[]): void {
  const compressed = new CompressedBodies();
  for (const endpoint of endpoints.filter((e) => e.express && e.method === "get")) {
    const path = endpoint.path.replace(/\{(\w+)\}/g, ":$1");
    router.get(path, async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      try {
        const visitorId = String(res.locals.visitorId ?? "");
        // The caller's credentials travel along (an operator's session or token for a guarded read such as /api/health?deep=1).
        const requestOf = () => new Request(`http://${req.headers.host ?? "localhost"}${req.originalUrl}`, { headers: forwardedHeaders(req) });
        const requestContext = { ...context, visitorId, clientIp: addressOf(req) } as AppLoadContext;
        if (endpoint.cached && !endpoint.access && !endpoint.params) {
          // The hot path: a public cached read answers from the cache without building a Fetch Request or
          // Response (the same cache entry as run(): without params, the pathname is the declared path),
          // compressed once per distinct body rather than per request.
          const query = parseInput(endpoint, endpoint.query, searchOf(req.originalUrl));
          const args = {
            get request() {
              return requestOf();
            },
            context: requestContext,
            services: context.services,
            params: undefined,
            query,
            body: undefined,
            operator: null,
            node: null,
            visitorId,
          };
          const key = cacheKey(endpoint.path, query);
          compressed.send(req, res, key, await cachedAnswer(endpoint, key, args), endpoint.status ?? 200);
          return;
        }
        const response = await run(endpoint, requestOf(), requestContext, req.params);
        res.status(response.status);
        response.headers.forEach((value, key) => res.setHeader(key, value));
        res.end(await response.text());
      } catch (error) {
        next(error);
      }
    });
    router.all(path, (req: ExpressRequest, res: ExpressResponse) => {
      res.setHeader("Allow", "GET, HEAD");
      sendError(req, res, 405, "method_not_allowed", methodNotAllowed(endpoint.path, req.method, "GET, HEAD"));
    });
  }
}
