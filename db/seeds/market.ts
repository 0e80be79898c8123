import type { Executor } from "../types";

/** Seed rows of merchant onboarding and the knowledge marketplace. Idempotent (see db/seeds/index.ts). */
export async function seedMarket(_db: Executor, _now: Date): Promise<void> {}
