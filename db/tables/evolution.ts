import type { Generated } from "kysely";
import type { Int8, Json, Timestamp } from "../types";

/** Tables of mesh evolution (patterns, templates, reflections) and the autonomous mesh (version registry, cascades). Created by db/migrations/20261122T142000_evolution_autonomous.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled when the tables land
export interface EvolutionTables {}

// Keep the helper types referenced until the tables land.
export type _EvolutionTablesHelpers = [Generated<number>, Int8, Json<unknown>, Timestamp];
