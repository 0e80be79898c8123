import { Migrator, type Kysely, type MigrationResultSet } from "kysely";
import { migrations } from "./migrations/index";

export class MigrationError extends Error {}

/** Brings the schema to the newest migration; throws a MigrationError that says which one failed and why. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new MigrationError(
      failed ? `Migration "${failed.migrationName}" failed: ${reason}` : `Migrations could not run: ${reason}`,
    );
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
