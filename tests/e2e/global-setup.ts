import { Redis } from "ioredis";
import { REDIS_URL } from "../integration/helpers/server";

/**
 * The web server outlives global teardown by a moment and can write a few queue keys after its
 * prefix was deleted; sweep any earlier run's e2e keys before this run starts.
 */
export default async function globalSetup() {
  const current = process.env.E2E_REDIS_PREFIX ?? "";
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", "tme2e-*", "COUNT", 500);
      cursor = next;
      const stale = keys.filter((k) => !k.startsWith(`${current}:`));
      if (stale.length) await redis.del(...stale);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
