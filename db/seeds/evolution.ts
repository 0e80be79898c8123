import type { Executor } from "../types";

/** Seed rows of mesh evolution (patterns, templates, reflections) and the autonomous mesh (version registry, cascades). Idempotent (see db/seeds/index.ts). */
export async function seedEvolution(_db: Executor, _now: Date): Promise<void> {}
