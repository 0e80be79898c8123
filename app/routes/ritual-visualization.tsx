import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EVENT_BUFFER, UNLISTED } from "~/components/ritual/model";
import { RitualScreen } from "~/components/ritual/ritual-screen";
import { errorFields, log } from "~/lib/log.server";
import type { MeshBusEvent } from "~/infra/mesh-bus.server";
import type { MeshCounts } from "~/components/ritual/ritual-screen";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { sharedMeshStatus } from "~/infra/shared-reads.server";

/**
 * The latest events on the mesh bus, newest first: the whole screen without JavaScript, the starting
 * point with it. The node summary is the mesh status read (/api/mesh/status's), which the browser
 * then keeps fresh.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { bus, pulse } = context.services;
  const now = Date.now();
  const [events, mesh] = await Promise.all([
    bus.recent(EVENT_BUFFER).catch((error: unknown): MeshBusEvent[] => {
      log.warn("ritual: recent events read failed", errorFields(error));
      return [];
    }),
    sharedMeshStatus(context.services).then(
      (s): MeshCounts => ({ totalNodes: s.totalNodes, activeNodes: s.activeNodes }),
      (error: unknown) => {
        log.warn("ritual: mesh status read failed", errorFields(error));
        return null;
      },
    ),
  ]);
  const reading = pulse.current();
  return data(
    {
      events: events.filter((e) => !UNLISTED.has(e.type)).reverse(),
      pulse: reading ? { cpu: reading.cpu, throttleFactor: reading.throttleFactor } : null,
      mesh,
      now,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function RitualVisualizationRoute() {
  return <RitualScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [
  { title: "Ritual Plane · Trinity Mesh" },
  { name: "description", content: "A live canvas of the mesh's ritual events: glyph broadcasts, valley violations, reflexes and the pulse equilibrium, streamed from every web process." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
