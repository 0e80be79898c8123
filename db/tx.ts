import type { Executor } from "./types";

/** Runs `work` in a transaction, or inside the caller's when `db` already is one (domain functions compose). */
export async function inTransaction<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
