import type { Announcer } from "../domain/ports";
import { MESH_EVENTS, type MeshEventName } from "../lib/mesh-events";
import type { MeshBus } from "./mesh-bus.server";
import { log } from "../lib/log.server";
import type { ReadCache } from "./read-cache.server";

/**
 * The domain's Announcer (app/domain/ports.ts) over the read cache and the mesh bus: the event's data
 * is checked against its schema in the map (app/lib/mesh-events.ts), this process's cached reads of
 * the event's tag are dropped at once, and the event is published, where every other process drops
 * its own (createServices subscribes them) and the ritual plane shows it. The payload's type is checked
 * at compile time (z.input of its schema); a payload that still does not match at run time is logged
 * and published all the same, since the change it announces is already saved.
 */
export function createAnnouncer(cache: Pick<ReadCache, "invalidate">, bus: Pick<MeshBus, "publish">): Announcer {
  return {
    async announce(event: MeshEventName, data: Record<string, unknown>, core: string | null = null) {
      const spec = MESH_EVENTS[event];
      const parsed = spec.schema.safeParse(data);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
        log.error("mesh event does not match its schema", { event, issues });
      }
      if (spec.tag) cache.invalidate(spec.tag);
      if ("local" in spec && spec.local) return null;
      return bus.publish(event, data, core);
    },
  } as Announcer;
}
