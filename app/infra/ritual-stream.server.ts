import { ritualSnapshot, type RitualSnapshot } from "../domain/multicore.server";
import { errorFields, log } from "../lib/log.server";
import type { Services } from "./services.server";
import type { StreamHooks } from "./sse.server";

const HEARTBEAT_MS = 15_000;
const SNAPSHOT_TTL_MS = 2000;

interface RitualMessage {
  type: string;
  core: string | null;
  timestamp: string;
  data: Record<string, unknown>;
}

const message = (type: string, data: Record<string, unknown>): RitualMessage => ({ type, core: null, timestamp: new Date().toISOString(), data });

async function snapshotData(services: Services): Promise<Record<string, unknown>> {
  const pulse = services.pulse.current();
  const pulseData = pulse ? { cpu: pulse.cpu, throttle_factor: pulse.throttleFactor } : null;
  try {
    const text = await services.cache.get("ritual:snapshot", "mesh", SNAPSHOT_TTL_MS, () => ritualSnapshot(services.db));
    return { ...(JSON.parse(text) as RitualSnapshot), pulse: pulseData };
  } catch (error) {
    log.warn("ritual stream: snapshot read failed", errorFields(error));
    return { nodes: null, agents: null, recentEvents: null, pulse: pulseData };
  }
}

/**
 * Server-sent events of the ritual plane: JSON messages {type, core, timestamp, data}, SSE id = mesh
 * bus id. `connected` and `mesh_snapshot` first, then (reconnecting) what the client missed, then
 * live mesh bus events, with a `heartbeat` every 15 s; control events repeat the subscriber's
 * position as their id, so the browser's Last-Event-ID always names a bus event. An address past its
 * cap of open streams gets a 429 instead.
 */
export function ritualStream(request: Request, services: Services, closed: AbortSignal, clientIp: string): Response {
  let snapshot: Record<string, unknown> = {};
  const hooks: StreamHooks = {
    async prepare() {
      snapshot = await snapshotData(services);
    },
    greet(send, position, resumedFrom) {
      send(message("connected", resumedFrom ? { resumedFrom } : {}), position);
      send(message("mesh_snapshot", snapshot), position);
    },
    joined(session, send) {
      const heartbeat = setInterval(() => {
        if (!send(message("heartbeat", {}), session.lastId)) clearInterval(heartbeat);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      session.once("disconnected", () => clearInterval(heartbeat));
    },
  };
  // At most SSE_CONNECTIONS_PER_ADDRESS streams per client address (in this process).
  return services.sse.stream(request, closed, hooks, clientIp);
}
