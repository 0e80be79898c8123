import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Card } from "../ui/card";
import { Field } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useHydrated } from "~/hooks/use-hydrated";
import { repoConfirmation, withoutConfirm } from "~/lib/deploy-confirm";
import { DeployScreen, FileResults, GitHubAuthAlert, NO_TOKEN_REASON_ID, NoTokenReason, RefusedReason, RepoConfirmDialog } from "./shared";
import { needsAuth, type RepoReply } from "./types";

interface Props {
  data: { canAct: boolean; connected: boolean; defaultBranch: string };
  reply: RepoReply | undefined;
}

const PATH = "/quick-deploy";

/**
 * Quick deploy asks first (issue 31): the form is a GET to `?confirm=deploy&owner=…&repo=…&branch=…`
 * (URL state, so it works without JavaScript), whose confirmation posts the push. Cancel keeps what
 * was typed.
 */
export function QuickDeployScreen({ data, reply }: Props) {
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const confirm = repoConfirmation(location.search, ["deploy"]);
  const typed = new URLSearchParams(location.search);
  const [owner, setOwner] = useState(() => typed.get("owner") ?? "");
  const [repo, setRepo] = useState(() => typed.get("repo") ?? "");
  const result = reply;
  const pending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST" && navigation.formAction?.startsWith(PATH);
  const disabled = !data.connected || (hydrated && (pending || owner.trim() === "" || repo.trim() === ""));
  const done = result && result.intent === "push" && result.success === true ? result : null;
  const back = withoutConfirm(PATH, location.search);

  return (
    <DeployScreen title="Quick Deploy" intro="Push a ready-to-run Observer node to your repository in one step." width="max-w-3xl">
      {!data.connected || needsAuth(result) ? <GitHubAuthAlert /> : null}
      <Card>
        <Form method="get" action={PATH} preventScrollReset className="grid gap-3 sm:grid-cols-3">
          <input type="hidden" name="confirm" value="deploy" />
          <Field id="qd-owner" name="owner" label="Owner" required maxLength={39} value={owner} onChange={(e) => setOwner(e.target.value)} autoComplete="off" />
          <Field id="qd-repo" name="repo" label="Repository" required maxLength={100} value={repo} onChange={(e) => setRepo(e.target.value)} autoComplete="off" />
          <Field id="qd-branch" name="branch" label="Branch" maxLength={255} defaultValue={typed.get("branch") ?? data.defaultBranch} autoComplete="off" />
          <div className="sm:col-span-3">
            {data.canAct ? (
              <>
                <button type="submit" className="btn-primary" disabled={disabled} aria-describedby={data.connected ? undefined : NO_TOKEN_REASON_ID}>
                  {pending ? "Deploying..." : "Deploy Observer"}
                </button>
                {data.connected ? null : <NoTokenReason className="mt-2" />}
              </>
            ) : (
              <SignInPrompt action="deploy observers" />
            )}
          </div>
        </Form>
      </Card>

      {confirm && !confirm.ok ? (
        <p role="alert" className="card border-[#ff6b6b]/60 text-sm text-[#ff9b8a]" data-confirm-problem>
          Not deployed: {confirm.error}
        </p>
      ) : null}
      {confirm?.ok && data.canAct && data.connected ? (
        <RepoConfirmDialog
          id="confirm-quick-deploy"
          title={`Deploy the Observer to ${confirm.owner}/${confirm.repo}?`}
          consequence={`Pushes five files (observer_node.py, config/observer.json, deploy.sh, README.md, QUICK_START.txt) to the branch ${confirm.branch} in one commit, replacing files of the same name.`}
          confirmLabel="Deploy Observer now"
          intent="push"
          target={confirm}
          back={back}
        />
      ) : null}

      {needsAuth(result) ? <RefusedReason error={result.error} /> : null}
      {result && !pending && !needsAuth(result) ? (
        done ? (
          <Card role="status" data-result="quick-deploy">
            <h2 className="text-xl font-semibold text-[#3ecf8e]">Deployment Complete!</h2>
            <p className="mt-1 text-sm">{done.summary}</p>
            <FileResults results={done.results} />
            <h3 className="mt-4 font-semibold">Next steps</h3>
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
              <li>Clone the repository on your Linux server.</li>
              <li>
                Configure the node&apos;s glyphseed in <code>config/observer.json</code> (or leave it empty to have one generated).
              </li>
              <li>
                Set <code>HUB_URL</code> to this hub&apos;s address.
              </li>
              <li>
                Run <code>sudo bash deploy.sh</code>.
              </li>
              <li>Approve the observer on /valoir-mesh (it registers as pending).</li>
            </ol>
            <p className="mt-3">
              <a href={done.repositoryUrl} target="_blank" rel="noreferrer">
                Open the repository
              </a>
            </p>
          </Card>
        ) : (
          <p role="alert" className="card border-[#ff6b6b]/60 text-sm text-[#ff9b8a]" data-result="quick-deploy-error">
            {result.success === false && result.error ? result.error : "Deployment failed. Please ensure GitHub integration is connected."}
          </p>
        )
      ) : null}
    </DeployScreen>
  );
}
