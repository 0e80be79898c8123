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

/** The most frequent tags the stats list. */
export const ARCHIVE_STATS_TAGS = 200;

/**
 * The archive's total and its most frequent tags (most first, then by name), from the tallies the
 * triggers keep as events are written (migration archive_tallies): a read costs the same however
 * large the archive grows.
 */
export async function archiveStats(db: Executor): Promise<ArchiveStats> {
  const [total, tags] = await Promise.all([
    db.selectFrom("row_tallies").select("total").where("table_name", "=", "recursive_archive_events").executeTakeFirst(),
    db
      .selectFrom("archive_tag_tallies")
      .select(["tag", "total"])
      .where("total", ">", 0)
      .orderBy("total", "desc")
      .orderBy("tag", "asc")
      .limit(ARCHIVE_STATS_TAGS)
      .execute(),
  ]);
  return {
    totalEvents: Number(total?.total ?? 0),
    tagDistribution: Object.fromEntries(tags.map((r) => [r.tag, Number(r.total)])),
  };
}
