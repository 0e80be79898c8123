import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Card, cx } from "../ui/card";
import { EnhancedField } from "../ui/enhanced-field";
import { Field } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useHydrated } from "~/hooks/use-hydrated";
import { CopyValue, DeployScreen, FileResults, GitHubAuthAlert } from "./shared";
import { needsAuth, type RepoReply } from "./types";

interface Props {
  data: { canAct: boolean; connected: boolean; defaults: { owner: string; repo: string; branch: string } };
  reply: RepoReply | undefined;
}

type Intent = "verify" | "push" | "workflow";
const OBSERVER_FILE_LIST = ["observer_node.py", "config/observer.json", "deploy.sh", "README.md", "QUICK_START.txt"];

export function GitHubDeployScreen({ data, reply }: Props) {
  const fetcher = useFetcher<RepoReply>();
  const hydrated = useHydrated();
  const [owner, setOwner] = useState(data.defaults.owner);
  const [repo, setRepo] = useState(data.defaults.repo);
  const [branch, setBranch] = useState(data.defaults.branch);
  const [results, setResults] = useState<Partial<Record<Intent, RepoReply>>>(() => (reply?.intent ? { [reply.intent]: reply } : {}));
  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state === "idle" && d?.intent) setResults((r) => ({ ...r, [d.intent as Intent]: d }));
  }, [fetcher.state, fetcher.data]);

  const pendingIntent = fetcher.state !== "idle" ? (fetcher.formData?.get("intent") as Intent | null) : null;
  const blank = !owner.trim() || !repo.trim();
  const disabled = hydrated && (pendingIntent !== null || blank);
  const authMissing = !data.connected || Object.values(results).some(needsAuth);
  const verify = results.verify;
  const push = results.push;
  const workflow = results.workflow;
  const workflowOk = workflow && workflow.intent === "workflow" && workflow.success === true ? workflow : null;

  const button = (intent: Intent, label: string, busy: string, primary = false) => (
    <button type="submit" name="intent" value={intent} form="repo-form" className={cx(primary ? "btn-primary" : "btn-outline", "btn-sm")} disabled={disabled}>
      {pendingIntent === intent ? busy : label}
    </button>
  );

  return (
    <DeployScreen title="Repository Deploy" intro="Push an Observer node to a GitHub repository and deploy it over SSH on every push." width="max-w-4xl">
      {authMissing ? <GitHubAuthAlert /> : null}

      <Card>
        <h2 className="text-lg font-semibold">Repository</h2>
        <fetcher.Form method="post" id="repo-form" className="mt-3 grid gap-3 sm:grid-cols-3">
          <EnhancedField />
          <Field id="owner" name="owner" label="Repository Owner" required maxLength={39} value={owner} onChange={(e) => setOwner(e.target.value)} autoComplete="off" />
          <Field id="repo" name="repo" label="Repository Name" required maxLength={100} value={repo} onChange={(e) => setRepo(e.target.value)} autoComplete="off" />
          <Field id="branch" name="branch" label="Branch" maxLength={255} value={branch} onChange={(e) => setBranch(e.target.value)} autoComplete="off" />
        </fetcher.Form>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {data.canAct ? button("verify", "Verify", "Verifying...", true) : <SignInPrompt action="deploy observers" />}
        </div>
        {verify ? (
          <div role="status" className="mt-3 text-sm" data-result="verify">
            {verify.intent === "verify" && verify.success ? (
              <>
                <p className="font-semibold text-[#3ecf8e]">Repository Verified!</p>
                <p>
                  {verify.repository.full_name} · default branch <code>{verify.defaultBranch}</code> ·{" "}
                  <a href={verify.url} target="_blank" rel="noreferrer">
                    Open repository
                  </a>
                </p>
              </>
            ) : (
              <p className="text-[#ff9b8a]">Verification Failed: {verify.success === false ? verify.error : ""}</p>
            )}
          </div>
        ) : null}
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h2 className="text-lg font-semibold">1. Push Observer Code</h2>
          <p className="mt-1 text-sm text-mesh-muted">One commit with {OBSERVER_FILE_LIST.join(", ")}.</p>
          <div className="mt-3">{data.canAct ? button("push", "Push Observer Code", "Pushing...") : null}</div>
          {push ? (
            <div role="status" className="mt-3 text-sm" data-result="push">
              {push.intent === "push" && "summary" in push ? <p className={push.success ? "text-[#3ecf8e]" : "text-[#ff9b8a]"}>{push.summary}</p> : <p className="text-[#ff9b8a]">Failed to push files{push.success === false ? `: ${push.error}` : ""}</p>}
              {push.intent === "push" && "results" in push ? <FileResults results={push.results} /> : null}
            </div>
          ) : null}
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">2. Create Deploy Workflow</h2>
          <p className="mt-1 text-sm text-mesh-muted">A workflow that deploys the observer over SSH on every push to the branch.</p>
          <div className="mt-3">{data.canAct ? button("workflow", "Create Workflow", "Creating...") : null}</div>
          {workflow ? (
            <div role="status" className="mt-3 text-sm" data-result="workflow">
              {workflowOk ? (
                <>
                  <p className="font-semibold text-[#3ecf8e]">Workflow Created Successfully!</p>
                  <p className="mt-1">
                    <code className="break-all">{workflowOk.workflowFile}</code>
                  </p>
                  <ol className="mt-2 list-decimal space-y-1 pl-5">
                    {workflowOk.setup.instructions.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </>
              ) : (
                <p className="text-[#ff9b8a]">Workflow failed: {workflow.success === false ? workflow.error : ""}</p>
              )}
            </div>
          ) : null}
        </Card>
      </div>

      {workflowOk ? (
        <Card data-secrets-card>
          <h2 className="text-lg font-semibold">3. Required Secrets</h2>
          <ul className="mt-3 space-y-3">
            {workflowOk.setup.secretsRequired.map((s) => (
              <li key={s.name} className="rounded-md border border-mesh-line p-3" data-secret={s.name}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <code className="font-semibold">{s.name}</code>
                  {s.name === "GLYPHSEED" && s.value ? <CopyValue value={s.value} label={s.name} /> : null}
                </div>
                <p className="mt-1 text-sm text-mesh-muted">{s.description}</p>
                {s.name === "GLYPHSEED" && s.value ? (
                  <input readOnly aria-label="GLYPHSEED value" className="input mt-2 font-mono text-xs" value={s.value} onFocus={(e) => e.currentTarget.select()} />
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <a href={workflowOk.secretsUrl} target="_blank" rel="noreferrer">
              Open the repository&apos;s secrets settings
            </a>
          </p>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            <li>Click &quot;New repository secret&quot;.</li>
            <li>Enter the name exactly as listed and paste its value.</li>
            <li>Repeat for every secret above, then push to the branch.</li>
          </ol>
          <p className="mt-2 text-xs text-mesh-muted">Note: SSH_HOST is the address of your server (not the hub); its SSH port must be reachable from GitHub&apos;s runners.</p>
        </Card>
      ) : null}

      <Card>
        <h2 className="text-lg font-semibold">Next Steps</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          <li>Verify the repository and push the observer code.</li>
          <li>Create the deploy workflow.</li>
          <li>Add the required secrets to the repository.</li>
          <li>Push to the branch, then approve the new observer on /valoir-mesh (it registers as pending).</li>
        </ol>
      </Card>
    </DeployScreen>
  );
}
