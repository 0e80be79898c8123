import type { ActionFunctionArgs } from "@remix-run/node";
import { awaitCascade, cascadeSchema, codeHost, hubUrlFor, NEEDS_AUTH_MESSAGE, startCascade } from "~/domain/deploy.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, or503, parseJson, postOnly } from "~/infra/http.server";

/** How long the call waits for the `deploy` job before answering 202 with the run to poll. */
const WAIT_MS = 20_000;

/**
 * {owner, repo, configJson} → one workflow per node, run as a `deploy` job. Answers the spec's
 * cascade shape {success, totalNodes, successfulDeployments, failedDeployments, needsGitHubAuth,
 * deployments[{nodeName, region, glyphseed, workflowFile, success, error}]} plus cascadeId, status
 * and progress: 200 once finished, 202 while still running (poll GET /api/github/cascades/{id}).
 * Each node's glyphseed (generated when the configuration left it out) appears in this answer only.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const { env, db, jobs } = context.services;
  if (!codeHost(env)) return json({ success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE, totalNodes: 0, successfulDeployments: 0, failedDeployments: 0, deployments: [] }, { headers: { "Cache-Control": "no-store" } });
  const input = await parseJson(request, cascadeSchema);
  const { id, glyphseeds } = await or503(startCascade(db, jobs, { owner: input.owner, repo: input.repo, nodes: input.configJson, hubUrl: hubUrlFor(request, env), requestedBy: operator.email }));
  const report = (await awaitCascade(db, id, WAIT_MS, glyphseeds))!;
  const finished = report.status === "completed" || report.status === "failed";
  return json(report, { status: finished ? 200 : 202, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
