import { useFetcher, useLocation, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useReplyToast } from "~/hooks/use-reply-toast";
import { canDeploy, EMPTY_MANIFESTS_TEXT, isRunning, pendingNodes, phaseLabel } from "~/lib/manifests";
import { relativeTime } from "~/lib/time";
import { EnhancedField } from "../ui/enhanced-field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { StatusBadge } from "./status-badge";
import { INTENT, type CascadeStatusView, type ManifestReply, type ManifestView } from "./types";
import { Panel } from "../ui/page-section";

function detailsHref(search: string, cascadeId: string | null): string {
  const params = new URLSearchParams(search);
  if (cascadeId) params.set("details", cascadeId);
  else params.delete("details");
  const query = params.toString();
  return `/manifest-viewer${query ? `?${query}` : ""}`;
}

/** Registered manifests, newest first (spec "Manifest viewer"). */
export function ManifestList({
  manifests,
  details,
  detailsId,
  canAct,
  now,
}: {
  manifests: ManifestView[] | null;
  details: CascadeStatusView | null;
  detailsId: string | null;
  canAct: boolean;
  now: number;
}) {
  return (
    <Panel headingId="manifests-heading" title="Registered manifests" className="mt-8">
      {manifests === null ? (
        <p role="alert" className="card mt-3 text-sm">
          The manifests could not be loaded. Please refresh the page.
        </p>
      ) : manifests.length === 0 ? (
        <p className="card mt-3 text-sm text-mesh-muted" data-empty>
          {EMPTY_MANIFESTS_TEXT}
        </p>
      ) : (
        <ul className="mt-3 space-y-3" aria-label="Registered manifests">
          {manifests.map((m) => (
            <ManifestRow
              key={m.id}
              manifest={m}
              open={detailsId !== null && detailsId === m.cascadeDeploymentId}
              details={detailsId !== null && detailsId === m.cascadeDeploymentId ? details : null}
              canAct={canAct}
              now={now}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Count({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="min-w-[4.5rem]" data-count={label}>
      <dt className="text-xs text-mesh-muted">{label}</dt>
      <dd className={`text-lg font-semibold tabular-nums ${tone ?? ""}`}>{value}</dd>
    </div>
  );
}

function ManifestRow({
  manifest: m,
  open,
  details,
  canAct,
  now,
}: {
  manifest: ManifestView;
  open: boolean;
  details: CascadeStatusView | null;
  canAct: boolean;
  now: number;
}) {
  const location = useLocation();
  const deployable = canDeploy(m);
  // The row (not the button, which leaves once the manifest is no longer pending) owns the deploy
  // fetcher, so its reply is still delivered after the list has been read again.
  const fetcher = useFetcher<ManifestReply>({ key: `deploy-${m.id}` });
  useReplyToast(fetcher.data);
  return (
    <li className="card" data-manifest={m.id} data-cascade-id={m.cascadeDeploymentId ?? undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold">
            {m.manifestType} <span className="text-mesh-muted">v{m.manifestVersion}</span>
          </h3>
          <p className="text-sm text-mesh-muted">
            Uploaded{" "}
            <time dateTime={m.uploadedAt} title={new Date(m.uploadedAt).toUTCString()}>
              {relativeTime(m.uploadedAt, now)}
            </time>
            {m.rootRepo ? (
              <>
                {" "}
                · root repo <span className="break-all font-mono text-mesh-text">{m.rootRepo}</span>
              </>
            ) : null}
          </p>
        </div>
        <StatusBadge status={m.status} />
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <Count label="Nodes" value={m.nodeCount} />
        <Count label="Deployed" value={m.deployedNodes} tone="text-[#3ecf8e]" />
        <Count label="Failed" value={m.failedNodes} tone={m.failedNodes ? "text-[#ff6b6b]" : undefined} />
        <Count label="Pending" value={pendingNodes(m)} />
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {deployable ? canAct ? <DeployButton fetcher={fetcher} cascadeId={m.cascadeDeploymentId!} label={`${m.manifestType} v${m.manifestVersion}`} /> : <SignInPrompt action="deploy cascades" /> : null}
        {m.cascadeDeploymentId ? (
          <Link
            to={detailsHref(location.search, open ? null : m.cascadeDeploymentId)}
            preventScrollReset
            replace
            className="btn-outline btn-sm no-underline"
            aria-expanded={open}
            aria-controls={`details-${m.id}`}
          >
            {open ? "Hide Details" : "View Details"}
          </Link>
        ) : null}
      </div>
      {open ? <CascadeDetails id={`details-${m.id}`} details={details} canAct={canAct} /> : null}
    </li>
  );
}

function DeployButton({ fetcher, cascadeId, label }: { fetcher: FetcherWithComponents<ManifestReply>; cascadeId: string; label: string }) {
  const navigation = useNavigation();
  const busy = fetcher.state !== "idle" || (navigation.state !== "idle" && navigation.formData?.get("cascadeId") === cascadeId);
  return (
    <fetcher.Form method="post" action="/manifest-viewer" preventScrollReset>
      <EnhancedField />
      <input type="hidden" name="intent" value={INTENT.deploy} />
      <input type="hidden" name="cascadeId" value={cascadeId} />
      <button type="submit" className="btn-fire btn-sm" disabled={busy} aria-label={`Deploy Cascade for ${label}`}>
        {busy ? "Deploying…" : "Deploy Cascade"}
      </button>
    </fetcher.Form>
  );
}

/** View Details: the cascade's status, phase, symbolic sync, resonance verification and its nodes. */
function CascadeDetails({ id, details, canAct }: { id: string; details: CascadeStatusView | null; canAct: boolean }) {
  if (!details) {
    return (
      <p id={id} className="mt-4 text-sm text-mesh-muted">
        This cascade's status could not be loaded.
      </p>
    );
  }
  const { cascade, nodes } = details;
  return (
    <div id={id} className="mt-4 rounded-lg border border-mesh-line p-4" data-cascade-details={cascade.id}>
      <h4 className="font-semibold">
        Cascade <span className="break-all font-mono text-sm text-mesh-muted">{cascade.id}</span>
      </h4>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-mesh-muted">Status</dt>
          <dd data-detail="status">
            <StatusBadge status={cascade.status} />
          </dd>
        </div>
        <div>
          <dt className="text-mesh-muted">Current phase</dt>
          <dd data-detail="phase">{phaseLabel(cascade.currentPhase)}</dd>
        </div>
        <div>
          <dt className="text-mesh-muted">Symbolic sync</dt>
          <dd data-detail="sync" className={cascade.symbolicSync ? "text-[#3ecf8e]" : undefined}>
            {cascade.symbolicSync ? "Complete" : "Pending"}
          </dd>
        </div>
        <div>
          <dt className="text-mesh-muted">Resonance</dt>
          <dd data-detail="resonance" className={cascade.resonanceVerified ? "text-[#3ecf8e]" : undefined}>
            {cascade.resonanceVerified ? "Verified" : "Unverified"}
          </dd>
        </div>
      </dl>
      {cascade.failureReason ? <p className="mt-3 text-sm text-[#ff9b8a]">{cascade.failureReason}</p> : null}
      <IssuedSecrets details={details} canAct={canAct} />
      <h5 className="mt-4 text-sm font-semibold">Nodes</h5>
      <ul className="mt-2 divide-y divide-mesh-line" aria-label={`Nodes of cascade ${cascade.id}`}>
        {nodes.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-cascade-node={n.nodeName}>
            <div className="min-w-0">
              <p className="break-words font-medium">{n.nodeName}</p>
              <p className="text-xs text-mesh-muted">
                {n.nodeType}
                {n.meshNodeId ? (
                  <>
                    {" "}
                    · mesh node{" "}
                    <Link to="/valoir-mesh" className="font-mono">
                      {n.meshNodeId}
                    </Link>{" "}
                    awaiting approval
                  </>
                ) : null}
              </p>
              {n.failureReason ? <p className="text-xs text-[#ff9b8a]">{n.failureReason}</p> : null}
            </div>
            <StatusBadge status={n.nodeStatus} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The secrets the cascade issued to its deployed nodes, shown once: one post downloads every
 * node's configuration file (node id, hub URL, secret) and clears them on the hub. A plain form
 * (a document request, with or without JavaScript), so the browser saves the file.
 */
function IssuedSecrets({ details, canAct }: { details: CascadeStatusView; canAct: boolean }) {
  const { cascade, nodes } = details;
  const waiting = nodes.filter((n) => n.secretWaiting).length;
  const revealed = nodes.filter((n) => n.secretRevealedAt !== null).length;
  if (isRunning(cascade.status) || (waiting === 0 && revealed === 0)) return null;
  return (
    <div className="mt-4 rounded-md border border-mesh-line p-3 text-sm" data-issued-secrets={waiting > 0 ? "waiting" : "revealed"}>
      {waiting > 0 ? (
        <>
          <p>
            {waiting} deployed node{waiting === 1 ? " was" : "s were"} issued a secret. Download the configuration file once: it holds each node's id, the hub URL and its secret
            (each entry is a configuration for observer_node.py: OBSERVER_CONFIG). The hub keeps only what verifies the signatures; the file cannot be downloaded again.
          </p>
          {canAct ? (
            <form method="post" action="/manifest-viewer/secrets" className="mt-2">
              <input type="hidden" name="cascadeId" value={cascade.id} />
              <button type="submit" className="btn-outline btn-sm">
                Download node secrets (once)
              </button>
            </form>
          ) : null}
        </>
      ) : (
        <p className="text-mesh-muted">The nodes' secrets were downloaded once and cannot be shown again; rotate a node's secret on /valoir-mesh to issue a new one.</p>
      )}
    </div>
  );
}
