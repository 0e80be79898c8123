import type { z, ZodError, ZodType } from "zod";
import { ServiceUnavailableError } from "../lib/errors";

/** Request bodies over this are refused with 413 (DESIGN §4). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type ErrorCode =
  | "bad_request"
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "rate_limited"
  | "service_unavailable"
  | "internal";

export interface ErrorIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: ErrorIssue[] };
}

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  service_unavailable: 503,
  internal: 500,
};

export function errorBody(code: ErrorCode, message: string, issues?: ErrorIssue[]): ErrorBody {
  return { error: issues && issues.length ? { code, message, issues } : { code, message } };
}

export function statusFor(code: ErrorCode): number {
  return STATUS[code];
}

/** The one JSON error format of DESIGN §4. */
export function jsonError(code: ErrorCode, message: string, init?: { issues?: ErrorIssue[]; headers?: HeadersInit }): Response {
  const headers = new Headers(init?.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return jsonResponse(JSON.stringify(errorBody(code, message, init?.issues)), { status: STATUS[code], headers });
}

export function zodIssues(error: ZodError): ErrorIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join(".") || "(body)", message: i.message }));
}

export function validationError(error: ZodError): Response {
  return jsonError("validation_failed", "The request is not valid.", { issues: zodIssues(error) });
}

/** Throws a JSON error response unless the condition holds (epic-stack's invariantResponse). */
export function invariantResponse(condition: unknown, code: ErrorCode, message: string): asserts condition {
  if (!condition) throw jsonError(code, message);
}

export { ServiceUnavailableError };

/** For API routes: awaits `work`, turning a ServiceUnavailableError (Redis down) into a thrown 503 JSON response. */
export async function or503<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ServiceUnavailableError) throw jsonError("service_unavailable", error.message);
    throw error;
  }
}

/** With its length: the server sends it in one write, not as a chunked stream. */
function jsonResponse(text: string, init: ResponseInit & { headers: Headers }): Response {
  init.headers.set("Content-Type", "application/json; charset=utf-8");
  init.headers.set("Content-Length", String(Buffer.byteLength(text)));
  return new Response(text, init);
}

export function json<T>(data: T, init?: ResponseInit): Response {
  return jsonResponse(JSON.stringify(data), { ...init, headers: new Headers(init?.headers) });
}

/** A JSON answer whose text is already serialized (by PostgreSQL, say): passed through untouched. */
export function jsonText(text: string, init?: ResponseInit): Response {
  return jsonResponse(text, { ...init, headers: new Headers(init?.headers) });
}

/** A JSON body's text (read from the request, or a signed request's raw body): empty is {}, anything unparsable a thrown 400 error response. */
export function jsonBody(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw jsonError("bad_request", "The request body is not valid JSON.");
  }
}

/** Reads a JSON body; a malformed one becomes a 400 error response instead of an exception. */
export async function readJson(request: Request): Promise<unknown> {
  return jsonBody(await request.text());
}

/** Reads a JSON body and validates it; bad JSON or bad fields throw a 400 error response. */
export async function parseJson<S extends ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The one wording of every 405: "/api/x does not accept PUT; use GET or POST." (`allow` as in the Allow header). */
export function methodNotAllowed(path: string, method: string, allow: string): string {
  const use = allow.split(", ").filter((m) => m !== "HEAD");
  const methods = use.length === 1 ? use[0] : `${use.slice(0, -1).join(", ")} or ${use[use.length - 1]}`;
  return `${path} does not accept ${method.slice(0, 20)}; use ${methods}.`;
}

/** The loader of a write-only endpoint: a GET is answered 405 with the method to use. */
export function postOnly({ request }: { request: Request }): Response {
  const path = new URL(request.url).pathname.slice(0, 200);
  return jsonError("method_not_allowed", methodNotAllowed(path, request.method, "POST"), { headers: { Allow: "POST" } });
}

export function wantsJson(request: Request): boolean {
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) return true;
  const accept = request.headers.get("Accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}
