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
