import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listContributions } from "~/domain/contributions.server";
import { json, jsonError, parseJson } from "~/infra/http.server";
import { submitContribution } from "~/infra/mesh-writes.server";
import { clampLimit } from "~/lib/limits";
import { contributionSchema } from "~/lib/resonance.schema";

/** Contributions, newest first: [{id, contributorName, glyphType, impactDescription, score, timestamp}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  return json(await listContributions(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}

/** {contributorName, glyphType, impactDescription, score} → the stored contribution (201). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError("method_not_allowed", "/api/mesh-contributions accepts GET and POST only.", { headers: { Allow: "GET, POST" } });
  const input = await parseJson(request, contributionSchema);
  const { contribution } = await submitContribution(context.services, context.visitorId, input);
  return json(contribution, { status: 201, headers: { "Cache-Control": "no-store" } });
}
