import type { EntryContext } from "@remix-run/node";

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

/**
 * Reads the page's data for hydration (single fetch's turbo-stream, `serverHandoffStream`) whole before
 * the render and hands it to `<RemixServer>` as already read. Otherwise its StreamTransfer suspends on
 * each chunk and React renders the page's end again for each: two suspensions per page for data that is
 * all there at once (a page defers nothing). The HTML is the same: one script with the data, one that
 * closes the stream. A stream that fails is left to StreamTransfer, which reads its error as before.
 */
export async function readHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta || stream.locked) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  } catch {
    return;
  } finally {
    reader.releaseLock();
  }
  text += decoder.decode();
  const read = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  const cache: StreamCache = { 0: read({ done: false, value: text }), 1: read({ done: true, value: "" }) };
  context.renderMeta.streamCache = cache;
}
