import type { Executor } from "../types";

/** Seed rows of continuity (task focus, archive sync, harmony) and the velocity engine. Idempotent (see db/seeds/index.ts). */
export async function seedOperations(_db: Executor, _now: Date): Promise<void> {}
