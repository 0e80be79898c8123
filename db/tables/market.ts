import type { Generated } from "kysely";
import type { Int8, Json, Timestamp } from "../types";

/** Tables of merchant onboarding and the knowledge marketplace. Created by db/migrations/20261122T140000_merchant_market.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled when the tables land
export interface MarketTables {}

// Keep the helper types referenced until the tables land.
export type _MarketTablesHelpers = [Generated<number>, Int8, Json<unknown>, Timestamp];
