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
  }
}

export {};
