import type { MetaFunction } from "@remix-run/node";
import { IgnitionScreen } from "~/components/ignition/ignition-screen";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

/** A client-only sandbox (spec §2.9): no loader, no action; the server renders it idle. */
export default function MeshIgnitionRoute() {
  return <IgnitionScreen />;
}

export const meta: MetaFunction = () => [
  { title: "Ignition Playground · Trinity Mesh" },
  { name: "description", content: "A sandbox for glyph resonance: run the five-phase ignition cycle and feed glyphs into the affinity reactor." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
