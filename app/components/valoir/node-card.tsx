import { nodeLocation, nodePurpose, topAffinities } from "~/lib/nodes";
import { relativeTime } from "~/lib/time";
import { cx } from "../ui/card";
import type { MeshStatusNode } from "./types";

const number = new Intl.NumberFormat("en-US");

const TYPE_ICON: Record<string, string> = { Capacity: "⚡", Merchant: "🏪", Vault: "🏛️", Catalyst: "✨", Observer: "👁️", Standard: "🔗" };

const STATUS_STYLE: Record<string, string> = {
  active: "border-[#3ecf8e]/60 text-[#3ecf8e]",
  inactive: "text-mesh-muted",
  pending: "border-manus/60 text-manus",
  rejected: "border-[#ff6b6b]/60 text-[#ff9b8a]",
  revoked: "border-[#ff6b6b]/60 text-[#ff9b8a]",
};

export function SignatureBadge({ signature }: { signature: MeshStatusNode["signature"] }) {
  const { status, fingerprint } = signature;
  const label = status === "verified" ? "Signature verified" : status === "failed" ? "Signature failed" : "Unsigned";
  const icon = status === "verified" ? "✓" : status === "failed" ? "✗" : "○";
  const style = status === "verified" ? "border-[#3ecf8e]/60 text-[#3ecf8e]" : status === "failed" ? "border-[#ff6b6b]/60 text-[#ff9b8a]" : "text-mesh-muted";
  return (
    <span className={cx("badge gap-1", style)} data-signature={status} title={fingerprint ? `Glyphseed fingerprint ${fingerprint}` : "No glyphseed registered"}>
      <span aria-hidden="true">{icon}</span>
      {label}
    </span>
  );
}

/** One node (spec §2.14): type, status, name, location, personality, purpose, top 3 glyphs, heartbeat, VAL, signature. */
export function NodeCard({ node, now, canAct = false }: { node: MeshStatusNode; now: number; canAct?: boolean }) {
  const status = node.status ?? "inactive";
  const glyphs = topAffinities(node.metadata.glyphProfile, 3);
  const headingId = `node-${node.id}-name`;
  return (
    <article className="card flex h-full flex-col" aria-labelledby={headingId} data-node-id={node.id} data-node-type={node.nodeType} data-status={status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="badge gap-1 text-mesh-text">
          <span aria-hidden="true">{TYPE_ICON[node.nodeType] ?? "🔗"}</span>
          {node.nodeType}
        </span>
        <span className="flex flex-wrap items-center gap-2">
          {node.demo ? (
            <span className="badge border-solace/50 text-solace" data-demo-node title="A demo node: simulated by the hub's worker, signing real heartbeats (DEMO_NODES)">
              demo
            </span>
          ) : null}
          <span className={cx("badge", STATUS_STYLE[status] ?? STATUS_STYLE.inactive)} data-node-status>
            {status}
          </span>
        </span>
      </div>
      <h3 id={headingId} className="mt-3 break-words text-lg font-semibold">
        {node.metadata.name}
      </h3>
      <p className="text-sm text-mesh-muted">
        <span aria-hidden="true">📍 </span>
        <span className="sr-only">Location: </span>
        {nodeLocation(node.location)}
      </p>
      {node.metadata.personality ? <p className="mt-3 text-sm italic leading-relaxed text-mesh-text/90">“{node.metadata.personality}”</p> : null}
      <p className="mt-3 text-sm leading-relaxed text-mesh-muted" data-purpose>
        {nodePurpose(node.nodeType)}
      </p>

      <div className="mt-4">
        <p className="text-xs font-medium uppercase tracking-wide text-mesh-muted">Glyph affinities</p>
        {glyphs.length ? (
          <ul className="mt-1 flex flex-wrap gap-2" aria-label={`${node.metadata.name} glyph affinities`}>
            {glyphs.map((g) => (
              <li key={g.glyph} className="badge gap-1.5 border-solace/40">
                <span className="text-base text-solace">{g.glyph}</span>
                <span className="tabular-nums text-mesh-muted">{g.weight.toFixed(2)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-mesh-muted">None yet</p>
        )}
      </div>

      <dl className="mt-auto grid grid-cols-2 gap-2 border-t border-mesh-line pt-3 text-sm [&>div]:min-w-0" style={{ marginTop: "1rem" }}>
        <div>
          <dt className="text-xs text-mesh-muted">Last heartbeat</dt>
          <dd data-heartbeat>
            <time dateTime={node.lastHeartbeat ?? undefined} title={node.lastHeartbeat ?? undefined}>
              {relativeTime(node.lastHeartbeat, now)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-mesh-muted">VAL balance</dt>
          <dd className="font-semibold tabular-nums text-manus" data-val>
            {number.format(node.valBalance)} VAL
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <SignatureBadge signature={node.signature} />
      </div>
      {canAct && status !== "revoked" && status !== "rejected" ? <SecretControls node={node} /> : null}
    </article>
  );
}

/**
 * Operators: the node's secret and its life (issue 17 item 4). "Rotate secret" posts to a resource
 * route that answers the node's new configuration file (the new secret, shown this once) as a
 * download; revoke and decommission post to the page's action and come back with a toast. Plain
 * forms: the same with or without JavaScript.
 */
function SecretControls({ node }: { node: MeshStatusNode }) {
  const name = node.metadata.name;
  return (
    <details className="mt-3 text-sm" data-secret-controls>
      <summary className="cursor-pointer text-mesh-muted">Node secret</summary>
      <p className="mt-2 text-xs text-mesh-muted">Rotating issues a new secret (downloaded once as the node's configuration file for observer_node.py); the old one stops verifying at once.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <form method="post" action="/valoir-mesh/rotate">
          <input type="hidden" name="nodeId" value={node.id} />
          <button type="submit" className="btn-outline btn-sm" aria-label={`Rotate the secret of ${name}`}>
            Rotate secret
          </button>
        </form>
        {node.signature.fingerprint ? (
          <form method="post" action="/valoir-mesh">
            <input type="hidden" name="intent" value="revoke-secret" />
            <input type="hidden" name="nodeId" value={node.id} />
            <button type="submit" className="btn-outline btn-sm" aria-label={`Revoke the secret of ${name}`}>
              Revoke secret
            </button>
          </form>
        ) : null}
        <form method="post" action="/valoir-mesh">
          <input type="hidden" name="intent" value="decommission" />
          <input type="hidden" name="nodeId" value={node.id} />
          <button type="submit" className="btn-outline btn-sm text-[#ff9b8a]" aria-label={`Decommission ${name}`}>
            Decommission
          </button>
        </form>
      </div>
    </details>
  );
}
