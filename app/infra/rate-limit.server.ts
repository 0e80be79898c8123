import type { AppLoadContext } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { canonicalPath } from "../lib/request-path";
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

/** The client's address (req.ip under TRUST_PROXY's trust function): the key of every per-address limit. */
export function addressOf(req: ExpressRequest): string {
  return req.ip ?? "unknown";
}

/** The sign-in action's route (app/routes/login.tsx). */
const SIGN_IN_PATH = "/login";

/**
 * One tier per action, not per spelling: the path is read as Remix routes it (canonicalPath), so
 * "/LOGIN", "/%6Cogin", "/Login/" and "/login.data" are all the sign-in. Every method but a read
 * reaches a route's action, so each counts as a sign-in attempt there.
 */
export function tierFor(method: string, path: string): Tier {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return "read";
  if (canonicalPath(path) === SIGN_IN_PATH) return "auth";
  return "write";
}

/**
 * Express middleware: one tier per request (sign-in strict, writes moderate, reads loose), keyed by
 * client IP. The tier it counted is kept (`res.locals.limitTier`, the load context's `rateLimit`) so
 * the sign-in action knows whether its attempt was counted already (countSignIn).
 */
export function rateLimitMiddleware(limiters: Limiters) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const tier = tierFor(req.method, req.path);
    const wait = await limitWait(limiters[tier], addressOf(req));
    res.locals.limitTier = tier;
    if (wait === 0) return next();
    sendRateLimited(req, res, wait);
  };
}

/** The 429 answer (a page or JSON, by what the client accepts) with Retry-After. */
export function sendRateLimited(req: ExpressRequest, res: ExpressResponse, wait: number): void {
  res.setHeader("Retry-After", String(wait));
  sendError(req, res, 429, "rate_limited", `Too many requests. Please wait ${wait} second${wait === 1 ? "" : "s"} and try again.`, {
    title: "Slow down",
  });
}

/**
 * The sign-in action's own count, so every way to reach it is under the sign-in limit: an attempt
 * the middleware did not count as a sign-in (a spelling its path reading missed) costs a point here.
 * Answers the seconds to wait, or 0.
 */
export async function countSignIn(context: Pick<AppLoadContext, "services" | "rateLimit">): Promise<number> {
  if (context.rateLimit.tier === "auth") return 0;
  return limitWait(context.services.limiters.auth, context.rateLimit.key);
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

/**
 * The seconds to wait when `key` has used up the limiter's points, without spending one; 0 when it
 * has points left (also when the limiter fails, as limitWait).
 */
export async function exhaustedWait(limiter: RateLimiterRedis | RateLimiterMemory, key: string): Promise<number> {
  try {
    const state = await limiter.get(key);
    return state && state.consumedPoints >= limiter.points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
  } catch {
    return 0;
  }
}
