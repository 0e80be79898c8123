import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { repoConfirmation, withoutConfirm } from "~/lib/deploy-confirm";
import { Card, cx } from "../ui/card";
import { Field } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useHydrated } from "~/hooks/use-hydrated";
import { CopyValue, DeployScreen, FileResults, GitHubAuthAlert, NO_TOKEN_REASON_ID, NoTokenReason, RepoConfirmDialog } from "./shared";
import { needsAuth, type RepoReply } from "./types";

interface Props {
  data: { canAct: boolean; connected: boolean; defaults: { owner: string; repo: string; branch: string } };
  reply: RepoReply | undefined;
}

type Intent = "verify" | "push" | "workflow";
const PATH = "/github-deploy";
const OBSERVER_FILE_LIST = ["observer_node.py", "config/observer.json", "deploy.sh", "README.md", "QUICK_START.txt"];
/** Push and Create Workflow change the repository: they ask first (`?confirm=push|workflow&owner=…`, issue 31); Verify only reads. */
const CONFIRMED = ["push", "workflow"] as const;

export function GitHubDeployScreen({ data, reply }: Props) {
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const confirm = repoConfirmation(location.search, CONFIRMED);
  const typed = new URLSearchParams(location.search);
  const [owner, setOwner] = useState(() => typed.get("owner") ?? data.defaults.owner);
  const [repo, setRepo] = useState(() => typed.get("repo") ?? data.defaults.repo);
  const [branch, setBranch] = useState(() => typed.get("branch") ?? data.defaults.branch);
  const [results, setResults] = useState<Partial<Record<Intent, RepoReply>>>(() => (reply?.intent ? { [reply.intent]: reply } : {}));
  useEffect(() => {
    if (reply?.intent) setResults((r) => ({ ...r, [reply.intent as Intent]: reply }));
  }, [reply]);

  const pendingIntent = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST" ? (navigation.formData?.get("intent") as Intent | null) : null;
  const blank = !owner.trim() || !repo.trim();
  // Without a token GitHub refuses every call: the buttons say why (the loader knows, so also without JavaScript).
  const disabled = !data.connected || (hydrated && (pendingIntent !== null || blank));
  const authMissing = !data.connected || Object.values(results).some(needsAuth);
  const verify = results.verify;
  const push = results.push;
  const workflow = results.workflow;
  const workflowOk = workflow && workflow.intent === "workflow" && workflow.success === true ? workflow : null;
  const back = withoutConfirm(PATH, location.search);

  /** Verify posts; Push and Create Workflow open their confirmation (a GET of the same form). */
  const button = (intent: Intent, label: string, busy: string, primary = false) => (
    <button
      type="submit"
      form="repo-form"
      {...(intent === "verify" ? { name: "intent", value: intent } : { name: "confirm", value: intent, formMethod: "get" })}
      className={cx(primary ? "btn-primary" : "btn-outline", "btn-sm")}
      disabled={disabled}
      aria-describedby={data.connected ? undefined : NO_TOKEN_REASON_ID}
    >
      {pendingIntent === intent ? busy : label}
    </button>
  );

  return (
    <DeployScreen title="Repository Deploy" intro="Push an Observer node to a GitHub repository and deploy it over SSH on every push." width="max-w-4xl">
      {authMissing ? <GitHubAuthAlert /> : null}

      <Card>
        <h2 className="text-lg font-semibold">Repository</h2>
        <Form method="post" action={back} preventScrollReset id="repo-form" className="mt-3 grid gap-3 sm:grid-cols-3">
          <Field id="owner" name="owner" label="Repository Owner" required maxLength={39} value={owner} onChange={(e) => setOwner(e.target.value)} autoComplete="off" />
          <Field id="repo" name="repo" label="Repository Name" required maxLength={100} value={repo} onChange={(e) => setRepo(e.target.value)} autoComplete="off" />
          <Field id="branch" name="branch" label="Branch" maxLength={255} value={branch} onChange={(e) => setBranch(e.target.value)} autoComplete="off" />
        </Form>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {data.canAct ? button("verify", "Verify", "Verifying...", true) : <SignInPrompt action="deploy observers" />}
        </div>
        {data.canAct && !data.connected ? <NoTokenReason className="mt-2" /> : null}
        {confirm && !confirm.ok ? (
          <p role="alert" className="mt-3 text-sm text-[#ff9b8a]" data-confirm-problem>
            Not sent: {confirm.error}
          </p>
        ) : null}
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
      {confirm?.ok && data.canAct && data.connected ? (
        confirm.action === "push" ? (
          <RepoConfirmDialog
            id="confirm-push"
            title={`Push the Observer code to ${confirm.owner}/${confirm.repo}?`}
            consequence={`One commit on the branch ${confirm.branch} with ${OBSERVER_FILE_LIST.join(", ")}, replacing files of the same name.`}
            confirmLabel="Push Observer code now"
            intent="push"
            target={confirm}
            back={back}
          />
        ) : (
          <RepoConfirmDialog
            id="confirm-workflow"
            title={`Create the deploy workflow in ${confirm.owner}/${confirm.repo}?`}
            consequence={`Commits a workflow that deploys the observer over SSH to your server on every push to the branch ${confirm.branch}.`}
            confirmLabel="Create workflow now"
            intent="workflow"
            target={confirm}
            back={back}
          />
        )
      ) : null}
    </DeployScreen>
  );
}
