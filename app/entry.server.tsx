import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { FaultIdProvider } from "./components/fault-id";
import { NonceProvider } from "./components/nonce";
import { PrerenderContext } from "./components/shared/prerendered";
import { prerender } from "./infra/prerender.server";
import { htmlResponse, readHandoff, renderWhole } from "./infra/document.server";
import { errorFields, log } from "./lib/log.server";

// The web process's stateful half (services, /ws, presence, workers) and Remix's handleError for /api
// errors: server.ts reaches them through the build (`build.entry.module`), so they are the very
// modules the routes import. See app/infra/app.server.ts.
export { reportStartError, startApp, type TrinityApp } from "./infra/app.server";
export { handleRemixError as handleError, handleRemixDataRequest as handleDataRequest } from "./infra/api-errors.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const page = (
    <NonceProvider value={nonce}>
      <FaultIdProvider value={loadContext.faultRequestId ?? null}>
        <PrerenderContext.Provider value={prerender}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </PrerenderContext.Provider>
      </FaultIdProvider>
    </NonceProvider>
  );
  // A page's data is all there before it renders (readHandoff): one synchronous pass, unless a part
  // of it still waits (then the stream render below, which waits for it).
  const html = (await readHandoff(remixContext)) ? renderWhole(page, remixContext) : undefined;
  if (html !== undefined) return htmlResponse(Buffer.from(html), responseStatusCode, responseHeaders);
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        // Answered as one buffer, as a page rendered in one pass is: the server writes (and
        // compresses) it once instead of flushing each of React's chunks.
        const status = responseStatusCode;
        // Not destroyed at its end: React listens for 'close' to abort a render cut short, and a
        // finished render aborted again only made it end the stream twice (an error built per page).
        const body = new PassThrough({ autoDestroy: false });
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timer);
          resolve(htmlResponse(Buffer.concat(chunks), status, responseHeaders));
        });
        body.on("error", reject);
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Through the app logger (JSON line, secrets redacted), not console.error.
        if (shellRendered) log.error("render error", { ...errorFields(error), stack: error instanceof Error ? error.stack : undefined });
      },
    });
    // A render still running after the delay is cut short (its deferred parts answered as errors).
    // (read by the body's 'end' handler, which always runs on a later tick)
    const timer = setTimeout(abort, ABORT_DELAY + 1000);
  });
}
