import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listSovereignty, sovereigntySchema } from "~/domain/velocity.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError, readJson, zodIssues } from "~/infra/http.server";
import { changeSovereignty } from "~/infra/operator-writes.server";
import { REASON_REQUIRED } from "~/lib/velocity";

/** One agent's sovereignty; 404 for an unknown agent. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const agent = (await listSovereignty(context.services.db)).find((a) => a.agentId === params.agentId);
  if (!agent) return jsonError("not_found", "There is no agent with this id.");
  return json(agent, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Operators grant or revoke: {sovereign, reason}. The reason is trimmed and required (400 with
 * the spec's text otherwise); every change is appended to the audit trail with the operator.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return jsonError("method_not_allowed", "/api/velocity/sovereignty/{agentId} accepts GET and PUT only.", { headers: { Allow: "GET, PUT" } });
  const operator = await requireOperator(request, context);
  const parsed = sovereigntySchema.safeParse(await readJson(request));
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    const reasonMissing = issues.some((i) => i.path === "reason" && i.message === REASON_REQUIRED);
    return jsonError("validation_failed", reasonMissing ? REASON_REQUIRED : "The request is not valid.", { issues });
  }
  const agent = await changeSovereignty(context.services, (params.agentId ?? "").slice(0, 200), parsed.data, operator.email);
  if (!agent) return jsonError("not_found", "There is no agent with this id.");
  return json(agent, { headers: { "Cache-Control": "no-store" } });
}
