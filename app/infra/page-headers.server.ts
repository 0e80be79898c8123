import type { HeadersFunction } from "@remix-run/node";

/**
 * Pages that show one person's things: neither a shared cache nor the browser's disk may keep them.
 * Remix sends a page's (and its `.data` answer's) headers from the deepest matched route that
 * exports `headers`; a loader's own headers are dropped unless a `headers` export passes them on.
 */
export const PRIVATE_NO_STORE = "private, no-store";

/** What a refused answer (a 429 thrown by an action or loader) must keep. */
const KEPT = ["Retry-After"];

/**
 * The `headers` export of a private page (a conversation, a journey, a new API token, the operator
 * pages, the sign-in form): `Cache-Control: private, no-store` on the document, its `.data` answers
 * and its action's answers, whoever asks.
 */
export const privatePageHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE });
  for (const source of [actionHeaders, errorHeaders]) {
    for (const name of KEPT) {
      const value = source?.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
};

/**
 * The root's `headers` export, inherited by every route without its own: a page rendered for a
 * signed-in operator (the header shows their e-mail) or carrying a toast is private; the root
 * loader says so in its own headers. Public pages seen by a visitor keep their caching.
 */
export const rootHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl === PRIVATE_NO_STORE ? { "Cache-Control": PRIVATE_NO_STORE } : new Headers();
};
