import { archiveHistory } from "../domain/alexandria.server";
import { continuityHistory } from "../domain/continuity.server";
import { economyHistory } from "../domain/economy.server";
import { evolutionHistory } from "../domain/evolution.server";
import { glyphHistory } from "../domain/glyphs.server";
import { meshHistory } from "../domain/history.server";
import { velocityHistory } from "../domain/velocity.server";
import type { HistoryRange } from "../lib/history";
import type { ReadTag } from "../lib/mesh-events";
import { operatorHistory } from "./operator-history.server";
import type { Services } from "./services.server";

/**
 * How long a history read is reused. Longer than a polled read's 250 ms: a history counts up to a
 * month of rows, and its buckets move by the hour. Writes still drop it at once through their
 * announcement (the read cache's tag); heartbeats, which announce nothing, show within this.
 */
export const HISTORY_CACHE_TTL_MS = 5_000;

type HistoryServices = Pick<Services, "cache" | "db" | "queues" | "redis">;

/**
 * Each screen's history: its read, and the announcement tag whose writes drop it (deliberations write
 * the glyph uses, memories and answered questions: `chat`; ledger and exchanges announce `mesh`).
 */
const HISTORIES = {
  mesh: { tag: "mesh", read: (s: HistoryServices, range: HistoryRange, now: number) => meshHistory(s.db, range, now) },
  economy: { tag: "mesh", read: (s: HistoryServices, range: HistoryRange, now: number) => economyHistory(s.db, range, now) },
  velocity: { tag: "velocity", read: (s: HistoryServices, range: HistoryRange, now: number) => velocityHistory(s.db, range, now) },
  continuity: { tag: "continuity", read: (s: HistoryServices, range: HistoryRange, now: number) => continuityHistory(s.db, range, now) },
  evolution: { tag: "evolution", read: (s: HistoryServices, range: HistoryRange, now: number) => evolutionHistory(s.db, range, now) },
  glyphs: { tag: "chat", read: (s: HistoryServices, range: HistoryRange, now: number) => glyphHistory(s.db, range, now) },
  alexandria: { tag: "chat", read: (s: HistoryServices, range: HistoryRange, now: number) => archiveHistory(s.db, range, now) },
  operator: { tag: "chat", read: (s: HistoryServices, range: HistoryRange, now: number) => operatorHistory(s, range, now) },
} satisfies Record<string, { tag: ReadTag; read: (services: HistoryServices, range: HistoryRange, now: number) => Promise<object> }>;

export type HistoryScreen = keyof typeof HISTORIES;
type HistoryOf<S extends HistoryScreen> = Awaited<ReturnType<(typeof HISTORIES)[S]["read"]>>;

/**
 * A screen's history over a range from this process's read cache, shared by its loader and its /api
 * read: one object for every request while it is cached, so its charts' markup is made once
 * (app/infra/prerender.server.ts). Read-only.
 */
export function cachedHistory<S extends HistoryScreen>(services: HistoryServices, screen: S, range: HistoryRange, now = Date.now()): Promise<HistoryOf<S>> {
  const { tag, read } = HISTORIES[screen] as { tag: ReadTag; read: (services: HistoryServices, range: HistoryRange, now: number) => Promise<HistoryOf<S>> };
  return services.cache.shared(`history:${screen}:${range}`, tag, HISTORY_CACHE_TTL_MS, () => read(services, range, now));
}
