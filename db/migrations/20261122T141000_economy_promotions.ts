import type { Kysely } from "kysely";

// Frozen in time: never import app code here.

/** The economic dashboard (reputation, leases, resonance exchanges, custodian events) and promotions. */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
