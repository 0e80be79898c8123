import type { Executor } from "../../../db/types";

/**
 * The version registry's founding rows: one per node type of the reference list
 * (app/lib/node-types.ts, kept in step by tests/unit/evolution.test.ts). The mesh's own types run
 * 1.0.0, so the seeded nodes that report 0.9.4, 0.9.2 and 1.0.1 show as drift. Patterns, templates
 * and reflections are not seeded: the reflection job mines them from the mesh's activity.
 * Idempotent: inserted once, never overwritten (cascades move the versions).
 */
export const SEEDED_REGISTRY: { nodeType: string; current: string; previous: string | null; autoUpdate: boolean }[] = [
  { nodeType: "Apex", current: "1.2.0", previous: "1.1.3", autoUpdate: false },
  { nodeType: "Merchant", current: "1.0.0", previous: "0.9.8", autoUpdate: true },
  { nodeType: "Guardian", current: "1.1.2", previous: "1.1.1", autoUpdate: false },
  { nodeType: "Core", current: "2.0.1", previous: "2.0.0", autoUpdate: false },
  { nodeType: "Scout", current: "0.9.6", previous: "0.9.5", autoUpdate: true },
  { nodeType: "Whisper", current: "0.8.3", previous: null, autoUpdate: true },
  { nodeType: "Catalyst", current: "1.0.0", previous: "0.9.9", autoUpdate: true },
  { nodeType: "Capacity", current: "1.0.0", previous: "0.9.4", autoUpdate: true },
  { nodeType: "Vault", current: "1.0.0", previous: "0.9.7", autoUpdate: false },
  { nodeType: "Observer", current: "1.0.0", previous: "0.9.6", autoUpdate: true },
  { nodeType: "Standard", current: "1.0.0", previous: "0.9.2", autoUpdate: true },
  { nodeType: "Sentinel", current: "1.0.3", previous: "1.0.2", autoUpdate: true },
  { nodeType: "Weaver", current: "0.7.1", previous: "0.7.0", autoUpdate: true },
  { nodeType: "Oracle", current: "0.9.0", previous: null, autoUpdate: false },
  { nodeType: "Herald", current: "1.0.0", previous: "0.9.3", autoUpdate: true },
  { nodeType: "Cartographer", current: "0.6.2", previous: "0.6.1", autoUpdate: true },
  { nodeType: "Alchemist", current: "0.5.0", previous: null, autoUpdate: false },
  { nodeType: "Steward", current: "1.0.1", previous: "1.0.0", autoUpdate: true },
  { nodeType: "Bridge", current: "1.1.0", previous: "1.0.4", autoUpdate: false },
  { nodeType: "Mirror", current: "0.4.2", previous: "0.4.1", autoUpdate: true },
  { nodeType: "Forge", current: "1.3.0", previous: "1.2.2", autoUpdate: false },
  { nodeType: "Harbor", current: "0.9.1", previous: "0.9.0", autoUpdate: true },
  { nodeType: "Lantern", current: "0.3.0", previous: null, autoUpdate: true },
  { nodeType: "Seeder", current: "1.0.0", previous: "0.9.5", autoUpdate: true },
  { nodeType: "Arbiter", current: "0.8.0", previous: "0.7.9", autoUpdate: false },
  { nodeType: "Chronicler", current: "1.0.2", previous: "1.0.1", autoUpdate: true },
  { nodeType: "Healer", current: "0.9.9", previous: "0.9.8", autoUpdate: true },
  { nodeType: "Pulse", current: "1.1.0", previous: "1.0.9", autoUpdate: true },
  { nodeType: "Nexus", current: "0.2.0", previous: null, autoUpdate: false },
];

export async function seedEvolution(db: Executor, now: Date): Promise<void> {
  await db
    .insertInto("version_registry")
    .values(SEEDED_REGISTRY.map((r) => ({ node_type: r.nodeType, current_version: r.current, previous_version: r.previous, auto_update_enabled: r.autoUpdate, updated_at: now })))
    .onConflict((oc) => oc.column("node_type").doNothing())
    .execute();
}
