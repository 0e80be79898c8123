import type { ActionFunctionArgs } from "@remix-run/node";
import { codeHost, hubUrlFor, NEEDS_AUTH_MESSAGE, pushObserverFiles, targetSchema } from "~/domain/deploy.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, parseJson, postOnly } from "~/infra/http.server";

/**
 * {owner, repo, branch} → the five observer files in one commit: {success, summary, results[{file, success}]}.
 * Pushing again updates the same five files (no commit when nothing changed). Operator only.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireOperator(request, context);
  const { env } = context.services;
  const gh = codeHost(env);
  if (!gh) return json({ success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE }, { headers: { "Cache-Control": "no-store" } });
  const input = await parseJson(request, targetSchema);
  return json(await pushObserverFiles(gh, input, hubUrlFor(request, env)), { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
