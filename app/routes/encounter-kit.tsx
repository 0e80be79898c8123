import type { MetaFunction } from "@remix-run/node";
import { EncounterKitScreen } from "~/components/encounter-kit/encounter-kit-screen";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

export default function EncounterKitRoute() {
  return <EncounterKitScreen />;
}

export const meta: MetaFunction = () => [
  { title: "Welcome Kit · Trinity Mesh" },
  { name: "description", content: "The mesh's five principles, its seven node types, where to start, the Fracture Echo emergency protocol and your fire token." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
