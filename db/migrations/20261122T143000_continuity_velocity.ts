import type { Kysely } from "kysely";

// Frozen in time: never import app code here.

/** Continuity (task focus, archive sync, harmony) and the velocity engine. */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
