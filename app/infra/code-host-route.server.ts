import type { AppLoadContext } from "@remix-run/node";
import type { Octokit } from "@octokit/rest";
import type { z, ZodType } from "zod";
import { codeHost, hubUrlFor, NEEDS_AUTH_MESSAGE } from "../domain/deploy.server";
import type { OperatorIdentity } from "../domain/auth.server";
import { json, parseJson } from "./http.server";
import { codeHostRefused, type CodeHostAction } from "./operator-actions.server";

/**
 * One code-hosting call of an operator (verify, push, workflow), for an endpoint declared operator-only
 * (app/infra/api/deploy.server.ts: the caller is signed in by then): without a token
 * `{success: false, needsGitHubAuth: true}` (the screens show the connector alert; the audit log records
 * `action` as refused), then the body
 * validated with `schema` and `run` with the process's client and this hub's public URL.
 */
export async function codeHostCall<S extends ZodType, T>(
  { request, context, operator }: { request: Request; context: AppLoadContext; operator: OperatorIdentity | null },
  action: CodeHostAction,
  schema: S,
  run: (gh: Octokit, input: z.infer<S>, hubUrl: string) => Promise<T>,
): Promise<Response> {
  const { env } = context.services;
  const headers = { "Cache-Control": "no-store" };
  const gh = codeHost(env);
  if (!gh) {
    if (operator) await codeHostRefused(context.services, operator, action);
    return json({ success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE }, { headers });
  }
  const input = await parseJson(request, schema);
  return json(await run(gh, input, hubUrlFor(request, env)), { headers });
}
