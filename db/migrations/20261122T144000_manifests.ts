import type { Kysely } from "kysely";

// Frozen in time: never import app code here.

/** Echo Manifests and their cascades. */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
