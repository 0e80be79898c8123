import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { cancelHref, confirmHref, confirmingId, type ConfirmStep } from "~/lib/confirm";
import { nodeLocation } from "~/lib/nodes";
import { relativeTime } from "~/lib/time";
import type { MeshStatusNode } from "./types";
import { Panel } from "../ui/page-section";
import { ConfirmDialog } from "../ui/confirm-dialog";

/** Rejecting a node asks first (a rejected node cannot be approved later): `?confirm=reject&node=<id>`. */
const REJECT: ConfirmStep = { action: "reject", subject: "node" };

/**
 * Nodes waiting for an operator (DESIGN §5 "Nodes"). Operators approve with a plain form and
 * reject through a confirmation whose form posts the same review (both work without JavaScript);
 * visitors see the queue read-only with a sign-in link.
 */
export function PendingReview({ nodes, canReview, now }: { nodes: MeshStatusNode[]; canReview: boolean; now: number }) {
  const location = useLocation();
  const navigation = useNavigation();
  const busyNode = navigation.state === "submitting" ? navigation.formData?.get("nodeId") : null;
  if (!nodes.length && !canReview) return null;
  const back = `${location.pathname}${location.search}`;
  const rejectId = canReview ? confirmingId(location.search, REJECT) : null;
  // A node no longer pending (reviewed meanwhile, or an unknown id) opens nothing.
  const rejecting = rejectId ? nodes.find((n) => n.id === rejectId) : undefined;
  return (
    <Panel
      headingId="pending-heading"
      title="Pending nodes"
      count={nodes.length}
      small
      aside={
        canReview ? null : (
          <Link to={`/login?redirectTo=${encodeURIComponent(back)}`} className="btn-outline btn-sm no-underline">
            Sign in to review
          </Link>
        )
      }
      className="card mt-6 border-manus/50"
    >
      <p className="mt-1 text-sm text-mesh-muted">
        {canReview
          ? "Each node proved its glyphseed when it registered. Approve it to let its signed heartbeats in, or reject it."
          : "These nodes registered with a signed glyphseed and wait for an operator's approval."}
      </p>
      {nodes.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No nodes are waiting for review.</p>
      ) : (
        <ul className="mt-3 divide-y divide-mesh-line" aria-label="Pending nodes">
          {nodes.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-pending-node={n.id}>
              <div className="min-w-0">
                <p className="break-words font-medium">
                  {n.metadata.name} <span className="badge ml-1 align-middle">{n.nodeType}</span>
                </p>
                <p className="text-sm text-mesh-muted">
                  {nodeLocation(n.location)} · version {n.version ?? "unknown"} · registered {relativeTime(n.registeredAt, now)}
                </p>
                {n.signature.fingerprint ? (
                  <p className="text-xs text-mesh-muted">
                    Fingerprint <span className="font-mono text-mesh-text">{n.signature.fingerprint}</span>
                  </p>
                ) : null}
              </div>
              {canReview ? (
                <Form method="post" className="flex gap-2" preventScrollReset>
                  <input type="hidden" name="nodeId" value={n.id} />
                  <button type="submit" name="decision" value="approve" className="btn-primary btn-sm" disabled={busyNode === n.id} aria-label={`Approve ${n.metadata.name}`}>
                    Approve
                  </button>
                  <Link
                    to={confirmHref(location.pathname, location.search, REJECT, n.id)}
                    preventScrollReset
                    className="btn-outline btn-sm no-underline"
                    aria-label={`Reject ${n.metadata.name}`}
                  >
                    Reject
                  </Link>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {rejecting ? (
        <ConfirmDialog
          id="reject-node"
          title={`Reject the node “${rejecting.metadata.name}”?`}
          consequence="It is not admitted to the mesh: its heartbeats are refused, it leaves this screen, and a rejected node cannot be approved later."
          closeTo={cancelHref(location.pathname, location.search, REJECT)}
          confirmLabel="Reject node"
          fields={{ nodeId: rejecting.id }}
          submit={{ name: "decision", value: "reject" }}
        >
          <p className="text-sm">
            {rejecting.nodeType} · {nodeLocation(rejecting.location)}
            {rejecting.signature.fingerprint ? (
              <>
                {" "}
                · fingerprint <span className="font-mono">{rejecting.signature.fingerprint}</span>
              </>
            ) : null}
          </p>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
