import type { Executor } from "../types";

/** Seed rows of Echo Manifests and their cascades. Idempotent (see db/seeds/index.ts). */
export async function seedManifests(_db: Executor, _now: Date): Promise<void> {}
