import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { sendError } from "./express-errors.server";

export type Tier = "read" | "write" | "auth";
/**
 * chat: questions per visitor; chatAddress: questions per client address (across the wallets it
 * uses); archive: the archive memories a client address's questions may leave an hour.
 */
export type LimiterName = Tier | "chat" | "chatAddress" | "archive";

export type TierLimits = Record<LimiterName, { points: number; duration: number }>;

export type Limiters = Record<LimiterName, RateLimiterRedis | RateLimiterMemory>;

/**
 * Write, sign-in and chat counters live in Redis so every web process shares them; while Redis is
 * down each process falls back to an in-memory limiter with the same limits (insurance), and returns
 * to Redis by itself. The loose read tier is counted in each process's memory: a Redis round trip
 * on every poll cost a third of a read's time (docs/BENCHMARKS.md), and with N processes the read
 * ceiling per client is at most N times the limit, still a ceiling.
 */
export function createLimiters(redis: Redis, prefix: string, limits: TierLimits): Limiters {
  const make = (tier: LimiterName) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:rl:${tier}`,
      // (0 points, as ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR=0 allows, is checked by the caller: the library needs one)
      points: Math.max(1, limits[tier].points),
      duration: limits[tier].duration,
      insuranceLimiter: new RateLimiterMemory({ points: Math.max(1, limits[tier].points), duration: limits[tier].duration }),
    });
  return {
    read: new RateLimiterMemory({ keyPrefix: `${prefix}:rl:read`, points: limits.read.points, duration: limits.read.duration }),
    write: make("write"),
    auth: make("auth"),
    chat: make("chat"),
    chatAddress: make("chatAddress"),
    archive: make("archive"),
  };
}

export function tierFor(method: string, path: string): Tier {
  // Remix single fetch posts to "<path>.data" when JavaScript is on.
  const screen = path.replace(/\.data$/, "").replace(/\/$/, "");
  if (method === "POST" && screen === "/login") return "auth";
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return "read";
  return "write";
}

/** Express middleware: one tier per request (sign-in strict, writes moderate, reads loose), keyed by client IP. */
export function rateLimitMiddleware(limiters: Limiters) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const wait = await limitWait(limiters[tierFor(req.method, req.path)], req.ip ?? "unknown");
    if (wait === 0) return next();
    res.setHeader("Retry-After", String(wait));
    sendError(req, res, 429, "rate_limited", `Too many requests. Please wait ${wait} second${wait === 1 ? "" : "s"} and try again.`, {
      title: "Slow down",
    });
  };
}

/**
 * Consumes one point; answers the seconds to wait when the limit is reached, or 0 when allowed
 * (also when the limiter itself fails — never expected, insurance covers Redis — so the site is not blocked).
 */
export async function limitWait(limiter: RateLimiterRedis | RateLimiterMemory, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return 0;
  }
}
