import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { getCookies } from "./cookies.server";

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

/** A Cookie header holding the guest wallet's cookie and nothing else: a returning visitor, nothing more. */
export function onlyVisitorCookie(header: string): boolean {
  return !header.includes(";") && header.trimStart().startsWith(`${getCookies().visitor.name}=`);
}

/** Whether this request's render read the visitor's id (the load context's getter calls this). */
export function markVisitorRead(res: ExpressResponse): void {
  res.locals.visitorRead = true;
}

/**
 * Server-rendered pages that do not depend on who asks, rendered once and served to the next askers
 * for a moment. A request that carries no cookie but (at most) the guest wallet's, and no
 * Authorization header, has no operator and no toast: a first visit, or a returning visitor. Its page
 * is the same for every such request unless its render read the visitor's id (a wallet's progress,
 * one's own conversations: markVisitorRead), and such a page is never stored, nor one that did not
 * answer 200 HTML. What the cache fills in per answer: the CSP nonce (of the header and of every
 * script) and, for a first visit, the new visitor's cookie, set before the page. A stored page is
 * dropped after PAGE_CACHE_TTL_MS and at once when anything is written: an invalidation of the read
 * cache (every announced change, from this process or from the mesh bus: `version()` goes up) or any
 * write request to this process. Answers carry `X-Page-Cache: hit` or `miss` (a page that may be
 * shared) so the behaviour is observable.
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
    // Only requests that carry nothing of a person but their guest wallet: no operator session, no
    // toast, no credentials (an operator's API token is as good as a session: getOperator reads it).
    const cookie = req.headers.cookie;
    if ((cookie && !onlyVisitorCookie(cookie)) || req.headers.authorization || req.path.startsWith("/api/") || req.originalUrl.length > 512 || !(req.get("accept") ?? "").includes("text/html")) {
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
      // A page that says it is one person's (page-headers.server.ts) is never shared, whatever the request carried.
      if (/no-store|private/i.test(String(res.getHeader("cache-control") ?? ""))) return;
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
