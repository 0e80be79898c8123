import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listReflections, reflectionRequestSchema, requestReflection } from "~/domain/evolution.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, or503, parseJson } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** Reflections, newest first: [{reflectionType, query, timestamp, templatesDiscovered, capabilitiesFound, triggered_by, …}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 50);
  return json(await listReflections(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}

/** Operators: {query?} queues a reflection (202 with its jobId); it appears in the list when the job has run. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError("method_not_allowed", "/api/mesh/reflections accepts GET and POST only.", { headers: { Allow: "GET, POST" } });
  const operator = await requireOperator(request, context);
  const input = await parseJson(request, reflectionRequestSchema);
  const { jobId } = await or503(requestReflection(context.services.jobs, input, operator.email));
  return json({ jobId, query: input.query, triggered_by: operator.email, status: "queued" }, { status: 202, headers: { "Cache-Control": "no-store" } });
}
