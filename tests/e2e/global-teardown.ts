import { dropDatabase } from "../../db/client";
import { deleteRedisPrefix } from "../integration/helpers/server";

export default async function globalTeardown() {
  if (process.env.E2E_DATABASE_URL) await dropDatabase(process.env.E2E_DATABASE_URL).catch(() => {});
  if (process.env.E2E_REDIS_PREFIX) await deleteRedisPrefix(process.env.E2E_REDIS_PREFIX).catch(() => {});
}
