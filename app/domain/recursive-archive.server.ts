import { sql } from "kysely";
import { fromJson } from "../../db/json";
import type { Executor } from "../../db/types";
import { toIso } from "../lib/time";

export interface ArchiveEventMetadata {
  agentGlyph: string;
  agentName: string;
  cognitiveLoad: number;
  safetyZone: string;
  [key: string]: unknown;
}

export interface ArchiveEvent {
  description: string;
  timestamp: string;
  tags: string[];
  metadata: ArchiveEventMetadata;
}

export interface ArchiveStats {
  totalEvents: number;
  tagDistribution: Record<string, number>;
}


/** The newest events as a map of id → event (insertion order newest first). */
export async function recentArchiveEvents(db: Executor, limit: number): Promise<Record<string, ArchiveEvent>> {
  const rows = await db
    .selectFrom("recursive_archive_events")
    .select(["id", "description", "tags", "metadata", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return Object.fromEntries(
    rows.map((r) => [
      r.id,
      {
        description: r.description,
        timestamp: toIso(r.created_at)!,
        tags: r.tags,
        metadata: fromJson<ArchiveEventMetadata>(r.metadata),
      },
    ]),
  );
}

export async function archiveStats(db: Executor): Promise<ArchiveStats> {
  const [total, tags] = await Promise.all([
    db.selectFrom("recursive_archive_events").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
    sql<{ tag: string; n: number }>`
      select tag, count(*)::int as n from recursive_archive_events, unnest(tags) as tag
      group by tag order by n desc, tag asc limit 200`.execute(db),
  ]);
  return {
    totalEvents: Number(total.n),
    tagDistribution: Object.fromEntries(tags.rows.map((r) => [r.tag, Number(r.n)])),
  };
}
