/**
 * One declaration per /api endpoint (issue 16 §1): method, path, who may call it, the schemas of its
 * params, query, body and answer, its success status, the errors it documents, and its handler. From
 * the declarations: the Remix resource route file (`export const { loader, action } = apiRoute(path)`),
 * the one adapter below (auth, JSON parsing, validation, `Allow` + 405, error mapping, cache headers),
 * and the OpenAPI document (openapi.server.ts). Each area declares its endpoints beside its domain
 * (app/infra/api/<area>.server.ts); app/infra/api/index.server.ts lists the areas.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { z, ZodObject, ZodType } from "zod";
import type { OperatorIdentity } from "../domain/auth.server";
import { requireOperator } from "./auth-guard.server";
import { json, jsonError, readJson, validationError } from "./http.server";
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
  /** Error statuses besides the ones every operation may answer (400 for input, 401 for access, 413, 429). */
  errors?: number[];
  /** The answer: data (sent as JSON with `status`, never cached by the browser) or a Response of its own. */
  handler(args: EndpointArgs<Infer<PS>, Infer<QS>, Infer<BS>>): Promise<unknown>;
}

/** Declares an endpoint; the generics carry its schemas' types into the handler's arguments. */
export function endpoint<PS extends ZodObject | undefined = undefined, QS extends ZodObject | undefined = undefined, BS extends ZodType | undefined = undefined>(
  declaration: Endpoint<PS, QS, BS>,
): Endpoint {
  return declaration as unknown as Endpoint;
}

const NO_STORE = { "Cache-Control": "no-store" };

async function run(endpoint: Endpoint, request: Request, context: AppLoadContext, rawParams: Record<string, string | undefined>): Promise<Response> {
  const operator = endpoint.access === "operator" ? await requireOperator(request, context) : null;
  const parse = (schema: ZodType | undefined, value: unknown): any => {
    if (!schema) return undefined;
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error);
    return parsed.data;
  };
  const params = parse(endpoint.params, rawParams);
  const query = parse(endpoint.query, Object.fromEntries(new URL(request.url).searchParams));
  const body = endpoint.body && !endpoint.readsBody ? parse(endpoint.body, await readJson(request)) : undefined;
  const result = await endpoint.handler({ request, context, services: context.services, params, query, body, operator, visitorId: context.visitorId });
  if (result instanceof Response) return result;
  return json(result, { status: endpoint.status ?? 200, headers: NO_STORE });
}

/**
 * The loader and action of the resource route for one path: the method picks the declaration; a
 * method the path does not declare is answered 405 with `Allow`. Errors that are not a Response go
 * on to the one Express error handler (api-errors.server.ts: 503 for a lost dependency, else 500).
 */
export function resourceRoute(endpoints: readonly Endpoint[], path: string) {
  const here = endpoints.filter((e) => e.path === path);
  if (!here.length) throw new Error(`no endpoint is declared for ${path}`);
  const allow = [...new Set(here.flatMap((e) => (e.method === "get" ? ["GET", "HEAD"] : [e.method.toUpperCase()])))].join(", ");
  const serve = ({ request, context, params }: { request: Request; context: AppLoadContext; params: Record<string, string | undefined> }) => {
    const method = request.method === "HEAD" ? "get" : (request.method.toLowerCase() as Method);
    const endpoint = here.find((e) => e.method === method);
    if (!endpoint) {
      const only = allow.replace(/, HEAD/, "").split(", ");
      const accepts = only.length === 1 ? `${only[0]} only` : `${only.slice(0, -1).join(", ")} and ${only[only.length - 1]} only`;
      return jsonError("method_not_allowed", `${new URL(request.url).pathname.slice(0, 200)} accepts ${accepts}.`, { headers: { Allow: allow } });
    }
    return run(endpoint, request, context, params);
  };
  return { loader: serve, action: serve };
}
