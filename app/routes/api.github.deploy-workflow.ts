import type { ActionFunctionArgs } from "@remix-run/node";
import { codeHost, createDeployWorkflow, hubUrlFor, NEEDS_AUTH_MESSAGE, targetSchema } from "~/domain/deploy.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, parseJson, postOnly } from "~/infra/http.server";

/**
 * {owner, repo, branch} → a workflow deploying over SSH on pushes to the branch:
 * {success, workflowFile, secretsUrl, setup: {instructions[], secretsRequired[{name, description, value?}]}}.
 * GLYPHSEED's value is generated for this answer and never stored. Operator only.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireOperator(request, context);
  const { env } = context.services;
  const gh = codeHost(env);
  if (!gh) return json({ success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE }, { headers: { "Cache-Control": "no-store" } });
  const input = await parseJson(request, targetSchema);
  return json(await createDeployWorkflow(gh, input, hubUrlFor(request, env)), { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
