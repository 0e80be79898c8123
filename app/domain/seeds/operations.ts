import { sql } from "kysely";
import { initialDomain } from "../../lib/continuity";
import type { Executor } from "../../../db/types";

/**
 * Seed rows of continuity (task focus, archive sync, harmony) and the velocity engine. Idempotent (see app/domain/seeds/index.ts):
 * - a task focus for each active mesh node, spread over the four domains (never overwriting a rotated one);
 * - a sovereignty record for each multicore agent: sovereign, with the founding consent (never overwriting a change);
 * - the engine row comes with the migration. Scans and snapshots are only taken by the running mesh.
 */
export async function seedOperations(db: Executor, now: Date): Promise<void> {
  const nodes = await db.selectFrom("mesh_nodes").select("id").where("status", "=", "active").orderBy("id").execute();
  if (nodes.length) {
    await db
      .insertInto("ai_task_focus")
      .values(nodes.map((n, i) => ({ node_id: n.id, current_domain: initialDomain(i), tasks_completed: 0, last_rotation: now })))
      .onConflict((oc) => oc.column("node_id").doNothing())
      .execute();
  }

  const agents = await db.selectFrom("multicore_agents").select(["id", "name"]).orderBy("id").execute();
  if (agents.length) {
    await db
      .insertInto("agent_sovereignty")
      .values(agents.map((a) => ({ agent_id: a.id, sovereign: true, consent_reason: `Founding consent: ${a.name} joined the mesh as a sovereign agent.`, last_consent_check: now })))
      .onConflict((oc) => oc.column("agent_id").doNothing())
      .execute();
  }

  await sql`insert into velocity_engine (id) values (1) on conflict (id) do nothing`.execute(db);
}
