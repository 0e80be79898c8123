import type { EntryContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

// How app/entry.server.tsx hands a rendered page to Remix and the Express adapter.

/** Read by sendRemixResponse of @remix-run/express (patched: patches/@remix-run+express+*.patch). */
const BUFFERED_BODY = Symbol.for("remix.express.bufferedBody");

/**
 * A page rendered whole: the bytes ride beside a Response without a body, and the Express adapter
 * writes them as they are, instead of a web ReadableStream made for them and read back chunk by chunk.
 */
export function bufferedResponse(body: Buffer, init: ResponseInit): Response {
  return Object.assign(new Response(null, init), { [BUFFERED_BODY]: body });
}

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/** The page as one buffer, written (and compressed) once. */
export function htmlResponse(html: Buffer, status: number, headers: Headers): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Length", String(html.length));
  return bufferedResponse(html, { headers, status });
}

/**
 * The page in one synchronous pass, for when nothing in it waits (its data already read by
 * readHandoff; the app renders no Suspense boundary of its own): no stream, no scheduling, no chunks
 * to join. A boundary that suspended or failed all the same comes out client-rendered (`<!--$!`):
 * then undefined, and the caller renders the page again as a stream, which waits for it and reports
 * its error.
 */
export function renderWhole(page: ReactElement, context: EntryContext): string | undefined {
  const html = renderToString(page);
  // The stream renderer writes the doctype before a root <html>; renderToString does not.
  if (!html.includes("<!--$!")) return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
  // <RemixServer> took a reader of the (already read) handoff stream, and the next render takes one
  // again: a fresh stream it never reads (the data comes from renderMeta.streamCache).
  if (context.serverHandoffStream?.locked) context.serverHandoffStream = new ReadableStream();
  return undefined;
}

/**
 * Reads the page's data for hydration (single fetch's turbo-stream, `serverHandoffStream`) whole before
 * the render and hands it to `<RemixServer>` as already read. Otherwise its StreamTransfer suspends on
 * each chunk and React renders the page's end again for each: two suspensions per page for data that is
 * all there at once (a page defers nothing). The HTML is the same: one script with the data, one that
 * closes the stream. A stream that fails is left to StreamTransfer, which reads its error as before.
 * True when the page's data is all there to render with (read here, or there is none to hand off).
 */
export async function readHandoff(context: EntryContext): Promise<boolean> {
  const stream = context.serverHandoffStream;
  if (!stream) return true;
  if (!context.renderMeta || stream.locked) return false;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  } catch {
    return false;
  } finally {
    reader.releaseLock();
  }
  text += decoder.decode();
  const read = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  const cache: StreamCache = { 0: read({ done: false, value: text }), 1: read({ done: true, value: "" }) };
  context.renderMeta.streamCache = cache;
  return true;
}
