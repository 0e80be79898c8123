/** Redis stream ids ("<ms>-<seq>"), as the mesh bus numbers its events (the SSE ids of the ritual stream). */

const STREAM_ID = /^\d+-\d+$/;

/** A Redis stream id ("<ms>-<seq>"). */
export function isStreamId(value: unknown): value is string {
  return typeof value === "string" && value.length <= 40 && STREAM_ID.test(value);
}

/** Orders two stream ids: negative when a is older than b, 0 when equal, positive when newer. */
export function compareStreamIds(a: string, b: string): number {
  const [am, as] = a.split("-").map(Number);
  const [bm, bs] = b.split("-").map(Number);
  return am !== bm ? am - bm : as - bs;
}
