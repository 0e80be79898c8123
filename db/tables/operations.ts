import type { Generated } from "kysely";
import type { Int8, Json, Timestamp } from "../types";

/** Tables of continuity (task focus, archive sync, harmony) and the velocity engine. Created by db/migrations/20261122T143000_continuity_velocity.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled when the tables land
export interface OperationsTables {}

// Keep the helper types referenced until the tables land.
export type _OperationsTablesHelpers = [Generated<number>, Int8, Json<unknown>, Timestamp];
