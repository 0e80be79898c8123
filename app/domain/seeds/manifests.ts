import type { Executor } from "../../../db/types";

const HOUR = 3600_000;

/** A sample VALOIR Echo Manifest, uploaded and waiting for an operator to deploy its cascade. */
const SAMPLE = {
  id: "5e0d7c1a-2b4f-4c8e-9f61-3a7b2c9d4e01",
  cascade_id: "cascade-seed-echo-genesis",
  manifest: {
    version: "1.0.0",
    manifest_type: "echo_manifest",
    root_repo: "valoir/echo-genesis",
    node_types: [
      { name: "Echo Threshold Watch", type: "Observer", description: "Watches the genesis thresholds and reports drift before it spreads.", status: "planned", access: "public", update_path: "nodes/observer" },
      { name: "Echo Ember", type: "Catalyst", description: "Introduces newly registered nodes to each other through glyph broadcasts.", status: "planned", access: "public", update_path: "nodes/catalyst" },
      { name: "Echo Relay", type: "Standard", description: "Carries messages where the genesis mesh is still thin.", status: "planned", access: "restricted", update_path: "nodes/standard" },
    ],
  },
  hoursAgo: 5,
};

/**
 * Seed rows of Echo Manifests and their cascades: one pending sample manifest. Idempotent (see
 * app/domain/seeds/index.ts): inserted once by id; a deploy of it by the running mesh is never undone.
 */
export async function seedManifests(db: Executor, now: Date): Promise<void> {
  const { manifest } = SAMPLE;
  const inserted = await db
    .insertInto("manifests")
    .values({
      id: SAMPLE.id,
      cascade_id: SAMPLE.cascade_id,
      manifest_type: manifest.manifest_type,
      manifest_version: manifest.version,
      root_repo: manifest.root_repo,
      manifest_data: JSON.stringify(manifest),
      node_count: manifest.node_types.length,
      uploaded_by: "seed",
      uploaded_at: new Date(now.getTime() - SAMPLE.hoursAgo * HOUR),
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return;
  await db
    .insertInto("manifest_nodes")
    .values(
      manifest.node_types.map((n, position) => ({
        manifest_id: SAMPLE.id,
        position,
        node_name: n.name,
        node_type: n.type,
        description: n.description,
        declared_status: n.status,
        access: n.access,
        update_path: n.update_path,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
