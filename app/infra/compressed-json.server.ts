import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * Cached JSON reads, compressed once per distinct body instead of once per request. The polled reads
 * answer hundreds of visitors from one read-cache entry (app/infra/read-cache.server.ts); the
 * `compression` middleware would compress that same text again for each of them (a Brotli encoder
 * built per response). Here each cache key keeps its last body with its Brotli and gzip forms, made
 * on first demand and reused while the body is the same text; the middleware then leaves the
 * answer alone (it is already encoded). Same settings as the middleware: 1 KiB threshold, Brotli
 * quality 4, gzip level 6.
 */

const THRESHOLD_BYTES = 1024;
/** Bodies kept (one per cache key: path and parsed query); past it the oldest are dropped. */
const MAX_KEYS = 500;

export type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding to answer with for an Accept-Encoding header: Brotli, then gzip, else none. A coding
 * with q=0 is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weightOf = (coding: string) => q.get(coding) ?? q.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

interface Variants {
  text: string;
  br?: Buffer;
  gzip?: Buffer;
}

export class CompressedBodies {
  private bodies = new Map<string, Variants>();
  private encodings = new Map<string, Encoding>();

  /** The bytes to send for `text` under `key` in `encoding` (the text itself below the threshold or for identity). */
  body(key: string, text: string, encoding: Encoding): { data: string | Buffer; encoding: Encoding } {
    if (encoding === "identity" || Buffer.byteLength(text) < THRESHOLD_BYTES) return { data: text, encoding: "identity" };
    let entry = this.bodies.get(key);
    // Same text (a refreshed entry with unchanged content compares equal): its compressed forms stand.
    if (!entry || entry.text !== text) {
      entry = { text };
      if (this.bodies.size >= MAX_KEYS) this.bodies.delete(this.bodies.keys().next().value!);
      this.bodies.set(key, entry);
    }
    const data = (entry[encoding] ??=
      encoding === "br" ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }) : gzipSync(text));
    return { data, encoding };
  }

  /** chooseEncoding, remembered per header value (browsers send a handful of distinct ones). */
  encodingFor(header: string | undefined): Encoding {
    const value = header ?? "";
    let encoding = this.encodings.get(value);
    if (encoding === undefined) {
      encoding = chooseEncoding(value);
      if (this.encodings.size >= 100) this.encodings.clear();
      this.encodings.set(value, encoding);
    }
    return encoding;
  }

  /** Ends the response with the JSON text, compressed as the request accepts. */
  send(req: ExpressRequest, res: ExpressResponse, key: string, text: string, status: number): void {
    const { data, encoding } = this.body(key, text, this.encodingFor(req.headers["accept-encoding"]));
    res.status(status);
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.vary("Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.end(data);
  }
}
