import type { Executor } from "../types";

/** Seed rows of the economic dashboard (reputation, leases, resonance exchanges, custodian events) and promotions. Idempotent (see db/seeds/index.ts). */
export async function seedEconomy(_db: Executor, _now: Date): Promise<void> {}
