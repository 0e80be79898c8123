import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EVENT_BUFFER, UNLISTED } from "~/components/ritual/model";
import { RitualScreen } from "~/components/ritual/ritual-screen";
import { errorFields, log } from "~/lib/log.server";
import type { MeshBusEvent } from "~/infra/mesh-bus.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

/** The latest events on the mesh bus, newest first: the whole screen without JavaScript, the starting point with it. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { bus, pulse } = context.services;
  let events: MeshBusEvent[] = [];
  try {
    events = await bus.recent(EVENT_BUFFER);
  } catch (error) {
    log.warn("ritual: recent events read failed", errorFields(error));
  }
  const reading = pulse.current();
  return data(
    {
      events: events.filter((e) => !UNLISTED.has(e.type)).reverse(),
      pulse: reading ? { cpu: reading.cpu, throttleFactor: reading.throttleFactor } : null,
      now: Date.now(),
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
