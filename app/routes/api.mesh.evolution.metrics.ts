import type { LoaderFunctionArgs } from "@remix-run/node";
import { evolutionMetrics } from "~/domain/evolution.server";
import { json } from "~/infra/http.server";

/** {emergenceScore (0..1), referenceTemplates, emergentTemplates, activeTemplates, candidateTemplates, totalPatterns, novelPatterns, reflections, lastReflectionAt}; the screen polls it every 10 s. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await evolutionMetrics(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
