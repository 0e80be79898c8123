import type { Executor } from "../../../db/types";
import { seedAlexandria } from "./alexandria";
import { seedEconomy } from "./economy";
import { seedEvolution } from "./evolution";
import { seedLineage } from "./lineage";
import { seedManifests } from "./manifests";
import { seedMarket } from "./market";
import { seedMulticore } from "./multicore";
import { seedOperations } from "./operations";

/**
 * The seed data of each screen group, run inside the seed transaction (under its advisory lock).
 * Every function must be idempotent: upsert by natural id, never overwrite what the running mesh
 * changed, insert founding rows only once.
 */
export const SCREEN_SEEDS: { name: string; run(db: Executor, now: Date): Promise<unknown> }[] = [
  { name: "lineage", run: seedLineage },
  { name: "multicore", run: seedMulticore },
  { name: "alexandria", run: seedAlexandria },
  { name: "market", run: seedMarket },
  { name: "economy", run: seedEconomy },
  { name: "evolution", run: seedEvolution },
  { name: "operations", run: seedOperations },
  { name: "manifests", run: seedManifests },
];
