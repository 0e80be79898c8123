import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

/** How long a cached page may be served: data changed without an announcement shows within this. */
export const PAGE_CACHE_TTL_MS = 500;
const MAX_ENTRIES = 100;
const MAX_BYTES = 512 * 1024;
/** Headers of a stored page that belong to the request that rendered it (or are recomputed per answer). */
const PER_ANSWER = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding", "vary", "etag", "x-page-cache"]);

interface StoredPage {
  version: number;
  expires: number;
  /** The page's HTML split at its nonce: joined with a fresh nonce for each answer. */
  parts: string[];
  headers: [string, string | number | string[]][];
}

/** Whether this request's render read the visitor's id (the load context's getter calls this). */
export function markVisitorRead(res: ExpressResponse): void {
  res.locals.visitorRead = true;
}

/**
 * Server-rendered pages for first visits, rendered once and served to every first visitor for a
 * moment: a request with no cookie at all and no Authorization header is anonymous (no wallet yet,
 * no operator, no toast), so
 * its page is the same for all such visitors, but for what the cache fills in per answer: the CSP
 * nonce (of the header and of every script) and the new visitor's cookie, set before the page. A
 * page whose render read the visitor's id (a wallet's progress, one's own conversations) is never
 * stored, nor one that did not answer 200 HTML. A stored page is dropped after PAGE_CACHE_TTL_MS
 * and at once when anything is written: an invalidation of the read cache (every announced change,
 * from this process or from the mesh bus: `version()` goes up) or any write request to this process.
 * Answers carry `X-Page-Cache: hit` or `miss` (an anonymous page) so the behaviour is observable.
 */
export class PageCache {
  private entries = new Map<string, StoredPage>();
  private writes = 0;

  constructor(private readonly version: () => number) {}

  private current(): number {
    return this.version() + this.writes;
  }

  /** Express middleware: after the visitor cookie and the security headers, before Remix. */
  handle = (req: ExpressRequest, res: ExpressResponse, next: NextFunction): void => {
    if (req.method !== "GET") {
      if (req.method !== "HEAD" && req.method !== "OPTIONS") this.writes += 1;
      return next();
    }
    // Only anonymous requests: no cookie (visitor, operator session, toast) and no credentials
    // (an operator's API token is as good as a session: getOperator reads it).
    if (req.headers.cookie || req.headers.authorization || req.path.startsWith("/api/") || req.originalUrl.length > 512 || !(req.get("accept") ?? "").includes("text/html")) {
      return next();
    }
    const key = req.originalUrl;
    const nonce = String(res.locals.cspNonce ?? "");
    const now = Date.now();
    const version = this.current();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.expires > now && nonce) {
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      const body = Buffer.from(hit.parts.join(nonce));
      res.setHeader("X-Page-Cache", "hit");
      res.setHeader("Content-Length", body.length);
      res.status(200).end(body);
      return;
    }
    if (hit) this.entries.delete(key);
    res.setHeader("X-Page-Cache", "miss");
    this.capture(res, key, nonce, version, now);
    next();
  };

  /** Collects what Remix writes (before compression) and stores it if the page may be shared. */
  private capture(res: ExpressResponse, key: string, nonce: string, version: number, started: number): void {
    const before = new Set(Object.keys(res.getHeaders()));
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
      if (!buffer) return;
      size += buffer.length;
      if (size > MAX_BYTES) overflow = true;
      else chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ExpressResponse;
    res.write = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return write(...args);
    }) as ExpressResponse["write"];
    res.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return end(...args);
    }) as ExpressResponse["end"];
    res.once("finish", () => {
      if (overflow || res.statusCode !== 200 || res.locals.visitorRead || !nonce) return;
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
      // Something was written while this page rendered: what it shows may be older than the write.
      if (this.current() !== version) return;
      const headers = Object.entries(res.getHeaders()).filter(([name, value]) => !before.has(name) && !PER_ANSWER.has(name) && value !== undefined) as StoredPage["headers"];
      if (this.entries.size >= MAX_ENTRIES) this.sweep();
      this.entries.set(key, { version, expires: started + PAGE_CACHE_TTL_MS, parts: Buffer.concat(chunks).toString("utf8").split(nonce), headers });
    });
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Still full (many distinct addresses at once): drop the oldest.
    while (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
