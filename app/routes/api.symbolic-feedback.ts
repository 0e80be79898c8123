import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listFeedback } from "~/domain/contributions.server";
import { submitFeedback } from "~/infra/mesh-writes.server";
import { json, jsonError, parseJson } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";
import { feedbackSchema } from "~/lib/resonance.schema";

/** Symbolic feedback, newest first: [{id, glyphInput, response, resonanceLevel, timestamp}]. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 50);
  return json(await listFeedback(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}

/** {glyphInput} (a claimed response or resonanceLevel is ignored: the server computes both) → the stored feedback (201). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError("method_not_allowed", "/api/symbolic-feedback accepts GET and POST only.", { headers: { Allow: "GET, POST" } });
  const input = await parseJson(request, feedbackSchema);
  const feedback = await submitFeedback(context.services, context.visitorId, input);
  return json(feedback, { status: 201, headers: { "Cache-Control": "no-store" } });
}
