import { Form, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { cascadeWorkflowFile, nodeGlyphseedSecretName, nodeSshSecretNames, parseCascadeConfig } from "~/lib/deploy";
import type { CascadeReport } from "~/domain/deploy.server";
import { Badge, Card } from "../ui/card";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EnhancedField } from "../ui/enhanced-field";
import { Field } from "../ui/field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useHydrated } from "~/hooks/use-hydrated";
import { DeployScreen, GitHubAuthAlert, NO_TOKEN_REASON_ID, NoTokenReason, RefusedReason } from "./shared";
import { needsAuth, type CascadeReply, type CascadeReview } from "./types";

interface Props {
  data: { canAct: boolean; connected: boolean; sample: string };
  reply: CascadeReply | undefined;
}

const POLL_MS = 1000;
const PATH = "/cascade-deploy";
/** The confirmation's URL: the form's review post goes there, Cancel comes back to PATH. */
const CONFIRM_URL = `${PATH}?confirm=cascade`;

function isReport(r: unknown): r is CascadeReport & { intent: "cascade" } {
  return typeof r === "object" && r !== null && typeof (r as { cascadeId?: unknown }).cascadeId === "string";
}

function isReview(r: unknown): r is CascadeReview {
  return typeof r === "object" && r !== null && (r as { intent?: unknown }).intent === "review";
}

export function CascadeDeployScreen({ data, reply }: Props) {
  const poller = useFetcher<CascadeReport>();
  const navigation = useNavigation();
  const location = useLocation();
  const hydrated = useHydrated();
  const [owner, setOwner] = useState("");
  const [repo, setRepo] = useState("");
  const [config, setConfig] = useState(data.sample);
  const parsed = useMemo(() => parseCascadeConfig(config), [config]);
  const posting = navigation.state === "submitting" && navigation.formAction?.startsWith(PATH) ? navigation.formData?.get("intent") : null;
  // The confirmation shows while the URL says so and the answer is the review of this very post.
  const review = isReview(reply) && new URLSearchParams(location.search).get("confirm") === "cascade" ? reply : null;
  const submitted = isReview(reply) ? undefined : reply;
  const started = isReport(submitted) ? submitted : null;
  const live = started && poller.data && poller.data.cascadeId === started.cascadeId ? poller.data : null;
  const running = started && (live ?? started).status !== "completed" && (live ?? started).status !== "failed";

  useEffect(() => {
    if (!hydrated || !started || !running) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && poller.state === "idle") poller.load(`/api/github/cascades/${started.cascadeId}`);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [hydrated, started, running, poller]);

  // The glyphseeds came with the submission's answer only; the polled status carries fingerprints.
  const report: CascadeReport | null = started
    ? {
        ...(live ?? started),
        deployments: (live ?? started).deployments.map((d, i) => ({ ...d, glyphseed: d.glyphseed ?? started.deployments[i]?.glyphseed ?? null })),
      }
    : null;
  const submitting = posting === "deploy";
  const nodeCount = parsed.ok ? parsed.nodes.length : 0;
  // Without a token nothing can be deployed: the button says why (the loader knows, so also without JavaScript).
  const disabled = !data.connected || (hydrated && (posting != null || Boolean(running) || owner.trim() === "" || repo.trim() === "" || !parsed.ok));
  const progress = submitting ? 0 : (report?.progress ?? 0);

  return (
    <DeployScreen title="Cascade Deploy" intro="Deploy several Observer nodes at once: one SSH deploy workflow per node." width="max-w-4xl">
      {!data.connected || needsAuth(submitted) ? <GitHubAuthAlert /> : null}

      <Card>
        <Form method="post" action={CONFIRM_URL} encType="multipart/form-data" preventScrollReset className="grid gap-3">
          <EnhancedField />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="cd-owner" name="owner" label="Owner" required maxLength={39} value={owner} onChange={(e) => setOwner(e.target.value)} autoComplete="off" />
            <Field id="cd-repo" name="repo" label="Repository" required maxLength={100} value={repo} onChange={(e) => setRepo(e.target.value)} autoComplete="off" />
          </div>
          <div>
            <label htmlFor="cd-file" className="label">Upload configuration (.json)</label>
            <input
              id="cd-file"
              name="configFile"
              type="file"
              accept=".json,application/json"
              className="block w-full text-sm"
              onChange={async (e) => {
                const file = e.currentTarget.files?.[0];
                if (file) setConfig(await file.text());
              }}
            />
          </div>
          <div>
            <label htmlFor="cd-config" className="label">Node configuration (JSON list of {"{name, region, tags, glyphseed}"})</label>
            <textarea id="cd-config" name="configJson" className="input min-h-64 font-mono text-xs" value={config} onChange={(e) => setConfig(e.target.value)} spellCheck={false} />
            {!parsed.ok && hydrated ? <p className="field-error">{parsed.error}</p> : null}
          </div>
          {parsed.ok ? (
            <div className="rounded-md border border-mesh-line p-3 text-sm" aria-label="Preview" data-preview>
              <p className="font-semibold">{nodeCount} node(s) to deploy</p>
              <ul className="mt-2 space-y-1">
                {parsed.nodes.map((n) => (
                  <li key={n.name} className="break-all">
                    <span className="font-semibold">{n.name}</span> · {n.region} · <code>{n.glyphseed ?? "(generated on deploy)"}</code>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            {data.canAct ? (
              <>
                <button type="submit" name="intent" value="review" className="btn-primary" disabled={disabled} aria-describedby={data.connected ? undefined : NO_TOKEN_REASON_ID}>
                  Deploy {nodeCount} Observer(s)
                </button>
                {data.connected ? null : <NoTokenReason className="mt-2" />}
              </>
            ) : (
              <SignInPrompt action="deploy observers" />
            )}
          </div>
        </Form>
      </Card>

      {needsAuth(submitted) ? <RefusedReason error={submitted.error} /> : null}
      {submitted && !isReport(submitted) && submitted.success === false && !needsAuth(submitted) ? (
        <p role="alert" className="card border-[#ff6b6b]/60 text-sm text-[#ff9b8a]">
          Deployment Failed: {submitted.error}
        </p>
      ) : null}

      {review ? (
        <ConfirmDialog
          id="confirm-cascade"
          title={`Deploy ${review.nodes.length} Observer(s) to ${review.owner}/${review.repo}?`}
          consequence="Commits one SSH deploy workflow per node to the repository and stores each node's glyphseed as a repository secret; each node registers as pending once it runs."
          closeTo={PATH}
          action={PATH}
          confirmLabel="Deploy observers"
          fields={{ owner: review.owner, repo: review.repo, configJson: review.configJson, ...(hydrated ? { enhanced: "1" } : {}) }}
          submit={{ name: "intent", value: "deploy" }}
        >
          <ul className="space-y-1 text-sm" aria-label="Observers to deploy">
            {review.nodes.map((n) => (
              <li key={n.name} className="break-words">
                <span className="font-semibold">{n.name}</span> · {n.region}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      ) : null}

      {submitting || running ? (
        <Card role="status" aria-live="polite" data-cascade-progress>
          <p className="text-sm">Generating workflows and deploying nodes...</p>
          <div className="mt-2 h-2 w-full overflow-hidden rounded bg-mesh-line" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label="Cascade progress">
            <div className="h-full bg-manus transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-mesh-muted">{progress}%</p>
        </Card>
      ) : null}

      {report && !running ? (
        <Card role="status" data-cascade-result>
          <div className="flex flex-wrap items-center gap-3">
            <h2 className={report.success ? "text-xl font-semibold text-[#3ecf8e]" : "text-xl font-semibold text-[#ff9b8a]"}>{report.success ? "Cascade Deployed!" : "Deployment Completed with Errors"}</h2>
            <Badge data-cascade-count>
              {report.successfulDeployments}/{report.totalNodes}
            </Badge>
            <span className="text-sm text-mesh-muted">{report.progress}% complete</span>
          </div>
          {report.error ? <p className="mt-2 text-sm text-[#ff9b8a]">{report.error}</p> : null}
          <ul className="mt-3 space-y-2 text-sm">
            {report.deployments.map((d) => (
              <li key={d.nodeName} className="rounded-md border border-mesh-line p-2" data-node={d.nodeName} data-success={String(d.success)}>
                <p className="break-all">
                  <span aria-hidden="true">{d.success ? "✓ " : "✗ "}</span>
                  <span className="font-semibold">{d.nodeName}</span> · {d.region} · <code>{d.workflowFile ?? cascadeWorkflowFile(d.nodeName)}</code>
                </p>
                <p className="break-all text-xs text-mesh-muted">
                  glyphseed: <code>{d.glyphseed ?? `fingerprint ${d.glyphseedFingerprint}`}</code>
                </p>
                {"secretStored" in d && d.secretStored ? (
                  <p className="break-all text-xs text-[#3ecf8e]" data-secret-stored>
                    Stored as the repository&apos;s Actions secret <code>{nodeGlyphseedSecretName(d.nodeName)}</code> (encrypted for the repository; the hub keeps only its fingerprint).
                  </p>
                ) : null}
                {d.error ? <p className="text-xs text-[#ff9b8a]">{d.error}</p> : null}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">Next Steps</h3>
          <ol className="mt-1 list-decimal space-y-2 pl-5 text-sm">
            <li>
              For each node, add the repository secrets:
              <ul className="mt-1 space-y-1">
                {report.deployments.map((d) => (
                  <li key={d.nodeName} className="break-all">
                    {d.nodeName}: <code>{nodeSshSecretNames(d.nodeName).join(", ")}</code>
                    {"secretStored" in d && d.secretStored ? (
                      <> (its <code>{nodeGlyphseedSecretName(d.nodeName)}</code> is already stored)</>
                    ) : (
                      <>
                        , and <code>{nodeGlyphseedSecretName(d.nodeName)}</code> (its glyphseed above)
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </li>
            <li>
              Add a <code>HUB_URL</code> secret with this hub&apos;s address.
            </li>
            <li>Trigger the deployment: push to {report.branch ?? "the default branch"} or run each workflow by hand.</li>
            <li>Approve the nodes on /valoir-mesh: they register as &apos;pending&apos;.</li>
          </ol>
        </Card>
      ) : null}
    </DeployScreen>
  );
}
