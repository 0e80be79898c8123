import { Redis } from "ioredis";
import { startFakeGitHub } from "../integration/helpers/fake-github";
import { REDIS_URL } from "../integration/helpers/server";

/**
 * The web server outlives global teardown by a moment and can write a few queue keys after its
 * prefix was deleted; sweep any earlier run's e2e keys before this run starts. Then start the fake
 * code host the deploy screens use (closed when the run ends).
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
  // The deploy screens' code host: a local fake speaking the REST API (the web server's GITHUB_API_URL).
  const fake = await startFakeGitHub({ port: Number(process.env.E2E_GITHUB_PORT), conventions: true });
  return () => fake.close();
}
