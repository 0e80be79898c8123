import { meshStatus, type MeshStatus } from "../domain/mesh.server";
import { pageReads } from "./read-cache.server";
import type { Services } from "./services.server";

/**
 * The mesh's status (its nodes, counts and newest events) as /valoir-mesh, the ritual plane and the
 * economic dashboard show it: one shared read (pageReads, dropped by `mesh` announcements) for the three
 * screens, not one per screen. Read-only.
 */
export function sharedMeshStatus(services: Pick<Services, "cache" | "db">): Promise<MeshStatus> {
  return pageReads(services.cache, "(screens)", "mesh")("mesh-status", () => meshStatus(services.db));
}
