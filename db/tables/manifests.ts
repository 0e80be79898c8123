import type { Generated } from "kysely";
import type { Int8, Json, Timestamp } from "../types";

/** Tables of Echo Manifests and their cascades. Created by db/migrations/20261122T144000_manifests.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled when the tables land
export interface ManifestTables {}

// Keep the helper types referenced until the tables land.
export type _ManifestTablesHelpers = [Generated<number>, Int8, Json<unknown>, Timestamp];
