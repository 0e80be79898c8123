import type { ActionFunctionArgs } from "@remix-run/node";
import { codeHost, NEEDS_AUTH_MESSAGE, verifyRepository, verifySchema } from "~/domain/deploy.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, parseJson, postOnly } from "~/infra/http.server";

/**
 * {owner, repo} → {success, repository: {full_name, default_branch, html_url}, defaultBranch, url}
 * or {success: false, error}. Operator only. No code-hosting token: {success: false, needsGitHubAuth: true}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireOperator(request, context);
  const gh = codeHost(context.services.env);
  if (!gh) return json({ success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE }, { headers: { "Cache-Control": "no-store" } });
  const input = await parseJson(request, verifySchema);
  return json(await verifyRepository(gh, input), { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
