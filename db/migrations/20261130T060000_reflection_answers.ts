import type { Kysely } from "kysely";

// Frozen in time: never import app code here.

/** A focused reflection's answer to its focus question (issue 31); null for autonomous ones and older rows. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mesh_reflections").addColumn("answer", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mesh_reflections").dropColumn("answer").execute();
}
