import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyRepository, verifySchema } from "~/domain/deploy.server";
import { codeHostCall } from "~/infra/code-host-route.server";
import { postOnly } from "~/infra/http.server";

/**
 * {owner, repo} → {success, repository: {full_name, default_branch, html_url}, defaultBranch, url}
 * or {success: false, error}. Operator only. No code-hosting token: {success: false, needsGitHubAuth: true}.
 */
export const action = (args: ActionFunctionArgs) => codeHostCall(args, verifySchema, (gh, input) => verifyRepository(gh, input));

export const loader = postOnly;
