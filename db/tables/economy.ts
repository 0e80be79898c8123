import type { Generated } from "kysely";
import type { Int8, Json, Timestamp } from "../types";

/** Tables of the economic dashboard (reputation, leases, resonance exchanges, custodian events) and promotions. Created by db/migrations/20261122T141000_economy_promotions.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled when the tables land
export interface EconomyTables {}

// Keep the helper types referenced until the tables land.
export type _EconomyTablesHelpers = [Generated<number>, Int8, Json<unknown>, Timestamp];
