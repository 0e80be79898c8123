import { useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { inTab, MESH_TABS, parseMeshTab, tabCounts } from "~/lib/nodes";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { useNow } from "~/hooks/use-now";
import { useRead } from "~/hooks/use-read";
import { NodeCard } from "./node-card";
import { PendingReview } from "./pending-review";
import { StatCards } from "./stat-cards";
import { STATUS_POLL_MS, type MeshStatus, type ValoirInitial } from "./types";
import { Screen } from "../shared/screen";
import { MeshHistoryCharts } from "./mesh-history";
import type { MeshHistory } from "~/domain/history.server";

/** The mesh node network (spec §2.14): stats, pending review, URL tabs and node cards; polls /api/mesh/status every 5 s. */
export function ValoirScreen({ initial }: { initial: ValoirInitial }) {
  const [params] = useSearchParams();
  const tab = parseMeshTab(params.get("tab"));
  const { data: status, error } = useRead<MeshStatus>("/api/mesh/status", initial.status, { everyMs: STATUS_POLL_MS, label: "VALOIR mesh status" });
  const now = useNow(initial.now);
  // The charts extend with the same 5 s poll as the status (their read is cached 5 s on the server).
  const { data: history } = useRead<MeshHistory>(`/api/mesh/history?range=${initial.range}`, initial.history, { everyMs: STATUS_POLL_MS, label: "VALOIR mesh history" });

  const counts = useMemo(() => tabCounts(status?.nodes ?? []), [status]);
  const shown = useMemo(() => (status?.nodes ?? []).filter((n) => inTab(n.nodeType, tab)), [status, tab]);
  const pending = useMemo(() => (status?.nodes ?? []).filter((n) => n.status === "pending"), [status]);
  const tabs = MESH_TABS.map((t) => ({
    id: t.id,
    label: (
      <>
        {t.label}{" "}
        <span className="tabular-nums opacity-80" data-tab-count>
          ({status ? counts[t.id] : "…"})
        </span>
      </>
    ),
  }));

  return (
    <Screen marker="valoir-screen" title="VALOIR Mesh Network" intro="Every node of the mesh, its signed heartbeat and its VAL balance.">
      {status === null ? (
        <div className="card mt-6" role="status">
          <p className="text-mesh-muted">Loading VALOIR mesh...</p>
          {error ? <p className="field-error">{error.message}</p> : null}
        </div>
      ) : (
        <>
          <div className="mt-6">
            <StatCards status={status} />
          </div>

          <PendingReview nodes={pending} canReview={initial.canReview} now={now} />

          {history ? <MeshHistoryCharts history={history} range={initial.range} /> : null}

          <div className="mt-6">
            <UrlTabs tabs={tabs} current={tab} label="Node types" idPrefix="mesh" />
          </div>
          <TabPanel current={tab} idPrefix="mesh">
            {shown.length === 0 ? (
              <p className="text-mesh-muted">No {tab === "all" ? "" : `${MESH_TABS.find((t) => t.id === tab)?.label} `}nodes in the mesh yet.</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Nodes">
                {shown.map((node) => (
                  <li key={node.id}>
                    <NodeCard node={node} now={now} canAct={initial.canReview} />
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        </>
      )}
    </Screen>
  );
}
