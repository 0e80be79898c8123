import { useEffect, useRef, useState, type ReactNode } from "react";
import { Badge, cx } from "../ui/card";
import { HomeLink } from "../ui/page-section";
import { ConfirmDialog } from "../ui/confirm-dialog";

/** The frame of the three deploy screens: the Home link, the title and its intro, then the screen (`width`: its max-width class). */
export function DeployScreen({ title, intro, width, children }: { title: string; intro: string; width: string; children: ReactNode }) {
  return (
    <div className={cx("mx-auto space-y-6 py-6", width)}>
      <header className="flex flex-wrap items-center gap-3">
        <HomeLink />
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-sm text-mesh-muted">{intro}</p>
        </div>
      </header>
      {children}
    </div>
  );
}

/** Spec "Cascade deploy" / DESIGN §10: shown when a deploy answer says the code-hosting account is not connected. */
export function GitHubAuthAlert() {
  return (
    <div role="alert" className="card border-manus/60" data-github-auth-alert>
      <h2 className="text-lg font-semibold text-manus">GitHub integration required</h2>
      <p className="mt-1 text-sm text-mesh-muted">Deploys push to your repository with the operator&apos;s code-hosting account, which is not connected on this server.</p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
        <li>Create a token on GitHub (Settings → Developer settings → Personal access tokens) with the repo and workflow permissions.</li>
        <li>
          Set it as <code>GITHUB_TOKEN</code> in the server&apos;s environment (and <code>GITHUB_API_URL</code> for GitHub Enterprise).
        </li>
        <li>Restart the web process and the worker, then try again.</li>
      </ol>
    </div>
  );
}

/** The id of the no-token reason: each deploy button names it in aria-describedby while it is disabled for that reason. */
export const NO_TOKEN_REASON_ID = "no-token-reason";

/**
 * Next to a deploy screen's buttons when no code-hosting token is configured: why they are
 * disabled, said where the eye is (the alert above may be out of view). The page knows this from
 * its loader, so it is there with or without JavaScript.
 */
export function NoTokenReason({ className }: { className?: string }) {
  return (
    <p id={NO_TOKEN_REASON_ID} className={cx("text-sm text-[#ff9b8a]", className)} data-no-token-reason>
      Deploying is off: this server has no code-hosting token (<code>GITHUB_TOKEN</code>), so GitHub would refuse every push. See &ldquo;GitHub integration required&rdquo; above.
    </p>
  );
}

/**
 * Where a deploy answer came back refused for want of a token (a page loaded before the token was
 * removed, or a post from elsewhere): the answer's own reason, inline under the form.
 */
export function RefusedReason({ error }: { error: string }) {
  return (
    <p role="alert" className="card border-[#ff6b6b]/60 text-sm text-[#ff9b8a]" data-refused-reason>
      Not deployed: {error}
    </p>
  );
}

export interface FileResultView {
  file: string;
  success: boolean;
  error?: string;
}

export function FileResults({ results }: { results: FileResultView[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-label="Files">
      {results.map((r) => (
        <li key={r.file} className="flex flex-wrap items-center gap-2" data-file={r.file} data-success={r.success}>
          <span aria-hidden="true" className={r.success ? "text-[#3ecf8e]" : "text-[#ff6b6b]"}>
            {r.success ? "✓" : "✗"}
          </span>
          <code className="break-all">{r.file}</code>
          <span className="sr-only">{r.success ? "pushed" : "failed"}</span>
          {r.error ? <span className="text-xs text-[#ff9b8a]">{r.error}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Copy Value with 2 s "Copied" feedback (spec); without JavaScript the value stays selectable. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className="btn-outline btn-sm"
      aria-label={`Copy the value of ${label}`}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
        } catch {
          return;
        }
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? "Copied" : "Copy Value"}
    </button>
  );
}

export function StatusBadge({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return <Badge className={cx(ok ? "border-[#3ecf8e]/60 text-[#3ecf8e]" : "border-[#ff6b6b]/60 text-[#ff9b8a]")}>{children}</Badge>;
}

export const inputClass = "input";

/**
 * The confirmation of a deploy to one repository (?confirm=… on /quick-deploy and /github-deploy):
 * the target, what the deploy will do, and the button that posts it with the target's fields.
 */
export function RepoConfirmDialog(props: {
  id: string;
  title: string;
  consequence: string;
  confirmLabel: string;
  intent: string;
  target: { owner: string; repo: string; branch: string };
  /** The page without ?confirm=: where Cancel leads and where the confirmation posts. */
  back: string;
}) {
  const { owner, repo, branch } = props.target;
  return (
    <ConfirmDialog
      id={props.id}
      title={props.title}
      consequence={props.consequence}
      closeTo={props.back}
      action={props.back}
      confirmLabel={props.confirmLabel}
      fields={{ owner, repo, branch }}
      submit={{ name: "intent", value: props.intent }}
    >
      <p className="text-sm">
        Repository <code>{owner}/{repo}</code> · branch <code>{branch}</code>
      </p>
    </ConfirmDialog>
  );
}
