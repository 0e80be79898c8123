import type { ReadTag } from "./read-cache.server";
import type { Services } from "./services.server";

/**
 * After a committed write: drop this process's cached reads of `tag` at once, then publish the event
 * on the mesh bus, where every other process drops its own (INVALIDATING_EVENTS) and the ritual
 * plane shows it.
 */
export async function announceChange(services: Pick<Services, "cache" | "bus">, tag: ReadTag, type: string, data: Record<string, unknown>) {
  services.cache.invalidate(tag);
  await services.bus.publish(type, data);
}
