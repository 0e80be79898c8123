/**
 * A dependency the request needs (Redis, the job queue, the database) is down. Thrown by the domain
 * and by infra alike; the HTTP layer answers it 503 with this error's own message.
 */
export class ServiceUnavailableError extends Error {
  readonly code = "service_unavailable" as const;
}

/** An error's words for a structured log line (never its stack). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, name: error.name };
  return { error: String(error) };
}

/**
 * The data of the 500 a page read answers for a fault (app/infra/settle.server.ts): a sentence and the
 * request's id, which the error boundary shows so a person can quote it (the same id as X-Request-Id
 * and on the error's log line).
 */
export interface ReadFailure {
  message: string;
  requestId: string | null;
}

/** The request id a thrown response's data carries (a ReadFailure), if any. */
export function failureRequestId(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const id = (data as { requestId?: unknown }).requestId;
  return typeof id === "string" && id.length > 0 ? id : null;
}
