import { useMemo } from "react";
import { isActiveDeployment } from "~/lib/versions";
import { useNow } from "~/hooks/use-now";
import { Badge } from "../ui/card";
import { DriftAlerts } from "./drift-alerts";
import { JobsList } from "./jobs-list";
import { RegistryList } from "./registry-list";
import { ACTIVE_POLL_MS, type AutonomousInitial } from "./types";
import { useRevalidateWhile } from "~/hooks/use-read";
import { Screen } from "../shared/screen";
import { StatGrid } from "../shared/stat-grid";

/** The autonomous mesh dashboard (spec "Autonomous mesh dashboard"): drift alerts, counters, the version registry and the cascades. */
export function AutonomousScreen({ initial }: { initial: AutonomousInitial }) {
  const now = useNow(initial.now, 30_000);
  const activeTypes = useMemo(() => new Set((initial.jobs ?? []).filter((j) => isActiveDeployment(j.status)).map((j) => j.nodeType)), [initial.jobs]);
  const activeCount = (initial.jobs ?? []).filter((j) => isActiveDeployment(j.status)).length;
  useRevalidateWhile(activeCount > 0, ACTIVE_POLL_MS);

  const counters = [
    { label: "Total Node Types", value: initial.registry?.length ?? "—", accent: "text-solace" },
    { label: "Drift Alerts", value: initial.alerts?.length ?? "—", accent: "text-manus" },
    { label: "Active Deployments", value: activeCount, accent: "text-ignith" },
  ];

  return (
    <Screen
      marker="autonomous-screen"
      title="Autonomous Mesh"
      intro="The mesh's nervous system: which version each node type runs, which nodes drift from it, and the cascades that update them."
      titleClassName="min-w-0 flex-1 basis-64"
      aside={
        <>
          <Badge className="text-[#3ecf8e]" role="status">
            <span aria-hidden="true" className="mr-1">
              ●
            </span>
            Nervous System Active
          </Badge>
        </>
      }
    >
      <DriftAlerts alerts={initial.alerts} />

      <div className="mt-6">
        <StatGrid label="Autonomous mesh counters" stats={counters} columns="grid-cols-1 sm:grid-cols-3" />
      </div>

      <JobsList jobs={initial.jobs} now={now} />
      <RegistryList registry={initial.registry} canAct={initial.canAct} activeTypes={activeTypes} />
    </Screen>
  );
}
