import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { Card } from "../ui/card";
import { EnhancedField } from "../ui/enhanced-field";
import { Field } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useHydrated } from "~/hooks/use-hydrated";
import { DeployScreen, FileResults, GitHubAuthAlert } from "./shared";
import { needsAuth, type RepoReply } from "./types";

interface Props {
  data: { canAct: boolean; connected: boolean; defaultBranch: string };
  reply: RepoReply | undefined;
}

export function QuickDeployScreen({ data, reply }: Props) {
  const fetcher = useFetcher<RepoReply>();
  const hydrated = useHydrated();
  const [owner, setOwner] = useState("");
  const [repo, setRepo] = useState("");
  const result = fetcher.data ?? reply;
  const pending = fetcher.state !== "idle";
  const disabled = hydrated && (pending || owner.trim() === "" || repo.trim() === "");
  const done = result && result.intent === "push" && result.success === true ? result : null;

  return (
    <DeployScreen title="Quick Deploy" intro="Push a ready-to-run Observer node to your repository in one step." width="max-w-3xl">
      {!data.connected || needsAuth(result) ? <GitHubAuthAlert /> : null}
      <Card>
        <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-3">
          <EnhancedField />
          <Field id="qd-owner" name="owner" label="Owner" required maxLength={39} value={owner} onChange={(e) => setOwner(e.target.value)} autoComplete="off" />
          <Field id="qd-repo" name="repo" label="Repository" required maxLength={100} value={repo} onChange={(e) => setRepo(e.target.value)} autoComplete="off" />
          <Field id="qd-branch" name="branch" label="Branch" maxLength={255} defaultValue={data.defaultBranch} autoComplete="off" />
          <div className="sm:col-span-3">
            {data.canAct ? (
              <button type="submit" className="btn-primary" disabled={disabled}>
                {pending ? "Deploying..." : "Deploy Observer"}
              </button>
            ) : (
              <SignInPrompt action="deploy observers" />
            )}
          </div>
        </fetcher.Form>
      </Card>

      {result && !pending ? (
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
