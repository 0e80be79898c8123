/**
 * The code-hosting deploy endpoints (/api/github/*): verify a repository, push the observer files,
 * create the SSH deploy workflow, deploy a cascade (one workflow per node) and read a cascade.
 * Without a code-hosting token each write answers {success: false, needsGitHubAuth: true} before its
 * body is looked at, so these read their bodies themselves (`readsBody`).
 */
import { z } from "zod";
import { awaitCascade, cascadeReport, cascadeSchema, codeHost, hubUrlFor, NEEDS_AUTH_MESSAGE, targetSchema, verifySchema } from "../../domain/deploy.server";
import { cascadeReportSchema, githubResultSchema, needsGitHubAuthSchema } from "../../lib/deploy.schema";
import { codeHostCall } from "../code-host-route.server";
import { endpoint } from "../endpoint.server";
import { json, jsonError, or503, parseJson } from "../http.server";
import { codeHostRefused, createWorkflowAudited, pushObserverAudited, startDeployCascadeAudited, verifyRepositoryAudited } from "../operator-actions.server";
import { pathParam } from "./params.server";

/** How long deploy-cascade waits for the `deploy` job before answering 202 with the run to poll. */
const WAIT_MS = 20_000;

const NO_STORE = { "Cache-Control": "no-store" };

export const deployEndpoints = [
  endpoint({
    method: "post",
    path: "/api/github/verify",
    summary: "Operators check a repository.",
    tag: "deploy",
    access: "operator",
    body: verifySchema,
    readsBody: true,
    example: { owner: "valoir", repo: "observer" },
    response: githubResultSchema,
    // {success, repository: {full_name, default_branch, html_url}, defaultBranch, url} or {success: false, error}.
    handler: (args) => codeHostCall(args, "deploy.verify", verifySchema, (gh, input) => verifyRepositoryAudited(args.services, args.operator!, gh, input)),
  }),
  endpoint({
    method: "post",
    path: "/api/github/push-observer",
    summary: "Operators push the five observer files in one commit.",
    tag: "deploy",
    access: "operator",
    body: targetSchema,
    readsBody: true,
    example: { owner: "valoir", repo: "observer", branch: "main" },
    response: githubResultSchema,
    // {success, summary, results[{file, success}]}; pushing again updates the same five files (no commit when nothing changed).
    handler: (args) => codeHostCall(args, "deploy.push_observer", targetSchema, (gh, input, hubUrl) => pushObserverAudited(args.services, args.operator!, "deploy.push_observer", gh, input, hubUrl)),
  }),
  endpoint({
    method: "post",
    path: "/api/github/deploy-workflow",
    summary: "Operators create an SSH deploy workflow.",
    tag: "deploy",
    access: "operator",
    body: targetSchema,
    readsBody: true,
    example: { owner: "valoir", repo: "observer", branch: "main" },
    response: githubResultSchema,
    // {success, workflowFile, secretsUrl, setup: {instructions[], secretsRequired[{name, description, value?}]}}; GLYPHSEED's value is generated for this answer and never stored.
    handler: (args) => codeHostCall(args, "deploy.workflow", targetSchema, (gh, input, hubUrl) => createWorkflowAudited(args.services, args.operator!, gh, input, hubUrl)),
  }),
  endpoint({
    method: "post",
    path: "/api/github/deploy-cascade",
    summary: "Operators deploy one workflow per node (a `deploy` job); 200 finished, 202 still running.",
    tag: "deploy",
    access: "operator",
    body: cascadeSchema,
    readsBody: true,
    example: { owner: "valoir", repo: "observer", configJson: JSON.stringify([{ name: "Fuzz Node", region: "eu-north", tags: ["observer"] }]) },
    response: z.union([cascadeReportSchema, needsGitHubAuthSchema]),
    alsoAnswers: [{ status: 202, description: "Still running: poll GET /api/github/cascades/{id}.", response: cascadeReportSchema }],
    errors: [503],
    // The spec's cascade shape plus cascadeId, status and progress. Each node's glyphseed (generated when
    // the configuration left it out) appears in this answer only.
    handler: async ({ request, services, operator }) => {
      const { env, db } = services;
      if (!codeHost(env)) {
        await codeHostRefused(services, operator!, "deploy.cascade");
        return json({ success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE, totalNodes: 0, successfulDeployments: 0, failedDeployments: 0, deployments: [] }, { headers: NO_STORE });
      }
      const input = await parseJson(request, cascadeSchema);
      const { id, glyphseeds } = await or503(startDeployCascadeAudited(services, operator!, { owner: input.owner, repo: input.repo, nodes: input.configJson, hubUrl: hubUrlFor(request, env), sealSecret: env.SESSION_SECRET }));
      const report = (await awaitCascade(db, id, WAIT_MS, glyphseeds))!;
      const finished = report.status === "completed" || report.status === "failed";
      return json(report, { status: finished ? 200 : 202, headers: NO_STORE });
    },
  }),
  endpoint({
    method: "get",
    path: "/api/github/cascades/{id}",
    summary: "A deploy cascade's status and per-node results (fingerprints, never glyphseeds).",
    tag: "deploy",
    access: "operator",
    params: pathParam("id", "00000000-0000-4000-8000-000000000000", "A deploy cascade id."),
    response: cascadeReportSchema,
    errors: [404],
    handler: async ({ services, params }) => (await cascadeReport(services.db, params.id)) ?? jsonError("not_found", "No such cascade."),
  }),
];
