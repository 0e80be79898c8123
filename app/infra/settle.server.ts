import { isUnavailable } from "./api-errors.server";
import type { ReadFailure } from "../lib/errors";
import { errorFields, log, logContext } from "../lib/log.server";

export const READ_FAILED = "Something went wrong while reading this page. Please try again in a moment.";

/**
 * A page's panel read. A lost dependency (the database or Redis down: `isUnavailable`) is logged at
 * warn and answers null, so the page still renders with that panel in its unavailable state. Any other
 * failure is a fault (a bug, a broken query): logged once at error level, then thrown as a 500 whose
 * data carries the request's id, so the route's error boundary shows it. A 500 Response rather than
 * the error itself, because Remix replaces a thrown Error by "Unexpected Server Error" in production
 * (document and client navigation alike), which would lose the id; Remix's handleError does not log a
 * thrown Response again (app/infra/api-errors.server.ts).
 */
export async function settle<T>(what: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isUnavailable(error)) {
      log.warn(`${what} read unavailable`, errorFields(error));
      return null;
    }
    log.error(`${what} read failed`, { ...errorFields(error), stack: error instanceof Error ? error.stack : undefined });
    const failure: ReadFailure = { message: READ_FAILED, requestId: logContext()?.requestId ?? null };
    throw new Response(JSON.stringify(failure), { status: 500, headers: { "Content-Type": "application/json; charset=utf-8" } });
  }
}
