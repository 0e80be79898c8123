import type { Kysely } from "kysely";

// Frozen in time: never import app code here.

/** Merchant onboarding and the knowledge marketplace. */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
