import type { Tier } from "./rate-limit.server";
import type { Services } from "./services.server";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    services: Services;
    /** Per-request CSP nonce for inline scripts. */
    cspNonce: string;
    /** The visitor's guest wallet id (val-…), from the signed visitor cookie. */
    visitorId: string;
    /** The client's address as the rate limits key it (Express's req.ip, per TRUST_PROXY). */
    clientIp: string;
    /**
     * Aborted when the response's connection closes (the client left, or the answer ended). Unlike
     * `request.signal`, it cannot stop working: Remix hands loaders a Request copied from the adapter's,
     * and undici links a copy's signal to its parent's only weakly, so once the copies are garbage
     * collected the abort never arrives (nodejs/undici#3644). Long-lived answers (SSE) listen here.
     */
    closed: AbortSignal;
    /**
     * The request's rate-limit key (the client's address) and the tier the Express limiter counted
     * it under (undefined if it did not run), for the sign-in action's own count (countSignIn).
     */
    rateLimit: { key: string; tier: Tier | undefined };
    /**
     * Set by Remix's handleError (app/infra/api-errors.server.ts) when a page's loader or action failed
     * for a fault: the request's id, for the error boundary of the document (entry.server.tsx).
     */
    faultRequestId?: string;
  }
}

export {};
