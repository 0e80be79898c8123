import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { QuickDeployScreen } from "~/components/deploy/quick-deploy-screen";
import type { RepoReply } from "~/components/deploy/types";
import { codeHost, hubUrlFor, NEEDS_AUTH_MESSAGE, targetSchema } from "~/domain/deploy.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { DEFAULT_BRANCH } from "~/lib/deploy";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { errorsByField, firstError } from "~/lib/form";
import { codeHostRefused, pushObserverAudited } from "~/infra/operator-actions.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await getOperator(request, context);
  return data({ canAct: operator !== null, connected: codeHost(context.services.env) !== null, defaultBranch: DEFAULT_BRANCH }, { headers: { "Cache-Control": "no-store" } });
}

/** Quick deploy pushes the five observer files (the push-observer path); the answer is data with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const { env } = context.services;
  const gh = codeHost(env);
  if (!gh) {
    await codeHostRefused(context.services, operator, "deploy.quick");
    return data({ intent: "push", success: false, needsGitHubAuth: true, error: NEEDS_AUTH_MESSAGE } as RepoReply);
  }
  const submission = parseForm(await request.formData(), targetSchema);
  if (submission.status !== "success") {
    const error = firstError(submission.error) ?? "Check the fields.";
    return data({ intent: "push", success: false, invalid: true, error, fieldErrors: errorsByField(submission.error) } as RepoReply, { status: 400 });
  }
  return data({ intent: "push", ...(await pushObserverAudited(context.services, operator, "deploy.quick", gh, submission.value, hubUrlFor(request, env))) } as RepoReply);
}

export default function QuickDeployRoute() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <QuickDeployScreen data={loaded} reply={reply} />;
}

export const meta: MetaFunction = () => [
  { title: "Quick Deploy · Trinity Mesh" },
  { name: "description", content: "Push a ready-to-run Observer node to a GitHub repository in one step." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
