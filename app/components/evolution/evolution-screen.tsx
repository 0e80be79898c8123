import { useLocation, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { METRICS_POLL_MS } from "~/lib/evolution";
import { tabFrom } from "~/lib/tabs";
import { useNow } from "~/hooks/use-now";
import { useRead } from "~/hooks/use-read";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { useHydrated } from "~/hooks/use-hydrated";
import { PatternsPanel } from "./patterns-panel";
import { ReflectForm } from "./reflect-form";
import { ReflectionsPanel } from "./reflections-panel";
import { EvolutionStats } from "./stat-cards";
import { TemplatesPanel } from "./templates-panel";
import { EVOLUTION_TABS, type EvolutionInitial, type EvolutionMetrics } from "./types";
import type { EvolutionHistory } from "~/domain/evolution.server";
import { EvolutionHistoryCharts } from "./evolution-history";
import { useRevalidateWhile } from "~/hooks/use-read";
import { Screen } from "../shared/screen";

const PENDING_POLL_MS = 1000;
const PENDING_GIVE_UP_MS = 60_000;

/** Mesh Evolution (spec "Mesh Evolution"): metric cards (polled every 10 s), 'Reflect now', URL tabs Templates / Patterns / Reflections. */
export function EvolutionScreen({ initial }: { initial: EvolutionInitial }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const tab = tabFrom(EVOLUTION_TABS, params.get("tab"), "templates");
  const hydrated = useHydrated();
  const now = useNow(initial.now, 30_000);
  const { data: metrics, error } = useRead<EvolutionMetrics>("/api/mesh/evolution/metrics", initial.metrics, {
    everyMs: METRICS_POLL_MS,
    label: "evolution metrics",
  });
  // The charts extend with the metrics' 10 s poll (their read is cached 5 s on the server, dropped when a reflection is recorded).
  const { data: history } = useRead<EvolutionHistory>(`/api/mesh/evolution/history?range=${initial.range}`, initial.history, { everyMs: METRICS_POLL_MS, label: "evolution history" });
  const pending = initial.pendingJob && !initial.reflections?.some((r) => r.jobId === initial.pendingJob) ? initial.pendingJob : null;
  useRevalidateWhile(pending !== null, PENDING_POLL_MS, PENDING_GIVE_UP_MS);

  return (
    <Screen
      marker="evolution-screen"
      title="Mesh Evolution"
      intro="How the mesh grows beyond its 29 reference node types: emergent templates, recurring patterns and the reflections that find them."
      titleClassName="min-w-0 flex-1 basis-64"
    >
      <div className="mt-6">
        {metrics ? (
          <EvolutionStats metrics={metrics} />
        ) : (
          <div className="card" role="status">
            <p className="text-mesh-muted">Loading evolution metrics...</p>
            {error ? <p className="field-error">{error.message}</p> : null}
          </div>
        )}
      </div>

      {history ? <EvolutionHistoryCharts history={history} range={initial.range} /> : null}

      <ReflectForm canAct={initial.canAct} />
      {pending ? (
        <p role="status" className="mt-3 text-sm text-manus" data-pending-reflection={pending}>
          Reflection queued; it appears under Reflections as soon as the mesh has reflected.{" "}
          {hydrated ? null : (
            <Link to={`${location.pathname}${location.search}`} className="underline">
              Refresh
            </Link>
          )}
        </p>
      ) : null}

      <div className="mt-6">
        <UrlTabs tabs={[...EVOLUTION_TABS]} current={tab} label="Evolution sections" idPrefix="evolution" />
      </div>
      <TabPanel current={tab} idPrefix="evolution">
        {tab === "templates" ? <TemplatesPanel reference={initial.reference} emergent={initial.emergent} canAct={initial.canAct} /> : null}
        {tab === "patterns" ? <PatternsPanel patterns={initial.patterns} /> : null}
        {tab === "reflections" ? <ReflectionsPanel reflections={initial.reflections} now={now} /> : null}
      </TabPanel>
    </Screen>
  );
}
