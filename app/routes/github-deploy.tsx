import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GitHubDeployScreen } from "~/components/deploy/github-deploy-screen";
import type { RepoReply } from "~/components/deploy/types";
import { codeHost, hubUrlFor, NEEDS_AUTH_MESSAGE, targetSchema, verifySchema } from "~/domain/deploy.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { DEFAULT_BRANCH, DEFAULT_OWNER, DEFAULT_REPO } from "~/lib/deploy";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { errorsByField, firstError } from "~/lib/form";
import { codeHostRefused, createWorkflowAudited, pushObserverAudited, verifyRepositoryAudited } from "~/infra/operator-actions.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await getOperator(request, context);
  return data(
    { canAct: operator !== null, connected: codeHost(context.services.env) !== null, defaults: { owner: DEFAULT_OWNER, repo: DEFAULT_REPO, branch: DEFAULT_BRANCH } },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * Verify, Push Observer Code and Create Workflow share the form (the `intent` button). The answer
 * is data with or without JavaScript: it carries one-time values (the GLYPHSEED to copy) that a
 * redirect would lose.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "verify" && intent !== "push" && intent !== "workflow") return data<RepoReply>({ intent: null, success: false, error: "Please use the buttons on this page." }, { status: 400 });
  const { env } = context.services;
  const gh = codeHost(env);
  if (!gh) {
    await codeHostRefused(context.services, operator, ({ verify: "deploy.verify", push: "deploy.push_observer", workflow: "deploy.workflow" } as const)[intent]);
    return data({ intent, success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE } as RepoReply);
  }
  const submission = parseForm(formData, intent === "verify" ? verifySchema : targetSchema);
  if (submission.status !== "success") {
    const error = firstError(submission.error) ?? "Check the fields.";
    return data({ intent, success: false, invalid: true, error, fieldErrors: errorsByField(submission.error) } as RepoReply, { status: 400 });
  }
  const target = { branch: DEFAULT_BRANCH, ...submission.value };
  if (intent === "verify") return data<RepoReply>({ intent, ...(await verifyRepositoryAudited(context.services, operator, gh, target)) });
  if (intent === "push") return data<RepoReply>({ intent, ...(await pushObserverAudited(context.services, operator, "deploy.push_observer", gh, target, hubUrlFor(request, env))) });
  return data<RepoReply>({ intent, ...(await createWorkflowAudited(context.services, operator, gh, target, hubUrlFor(request, env))) });
}

export default function GitHubDeployRoute() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <GitHubDeployScreen data={loaded} reply={reply} />;
}

export const meta: MetaFunction = () => [
  { title: "Repository Deploy · Trinity Mesh" },
  { name: "description", content: "Verify a code-hosting repository, push the observer node's code and create its SSH deploy workflow." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
