import type { Kysely } from "kysely";

// Frozen in time: never import app code here.

/** Mesh evolution (patterns, templates, reflections) and the autonomous mesh (version registry, cascades). */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
