import { useSearchParams } from "@remix-run/react";
import type { ChrysalisHealthView } from "./types";
import { CHRYSALIS_TABS, HEALTH_POLL_MS, healthBadge, parseChrysalisTab, PYTHON_DEFAULT_PORT, pythonPlaneView, type PythonPlaneView } from "~/lib/chrysalis";
import { cx } from "../ui/card";
import { HomeLink } from "../ui/page-section";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { useRead } from "~/hooks/use-read";
import { useHydrated } from "~/hooks/use-hydrated";
import { EtnTab } from "./etn-tab";
import { MythicTab } from "./mythic-tab";
import { OverviewTab } from "./overview-tab";
import { ParadoxTab } from "./paradox-tab";
import { ReclaimerTab } from "./reclaimer-tab";
import { SpiralTab } from "./spiral-tab";

const BADGE_CLASSES = {
  "Checking...": "border-mesh-line text-mesh-muted",
  "All Systems Operational": "border-[#3ecf8e]/70 text-[#3ecf8e]",
  Operational: "border-[#3ecf8e]/70 text-[#3ecf8e]",
  "Degraded Mode": "border-manus/70 text-manus",
} as const;

type PlaneStatus = PythonPlaneView["status"];

const PLANE_STATUS_CLASSES: Record<PlaneStatus, string> = {
  checking: "text-mesh-muted",
  online: "border-[#3ecf8e]/70 text-[#3ecf8e]",
  "not connected": "border-mesh-line text-mesh-muted",
  offline: "border-[#ff6b6b]/70 text-[#ff6b6b]",
};

function PlaneCard({ name, status, port, detail, operatorDetail }: { name: string; status: PlaneStatus; port: number; detail: string; operatorDetail?: string | null }) {
  return (
    <div className="card flex items-start justify-between gap-3" data-plane={name}>
      <div className="min-w-0">
        <h2 className="font-semibold">{name} plane</h2>
        <p className="text-sm text-mesh-muted">
          Port <span className="font-mono text-mesh-text" data-plane-port>{port}</span>
        </p>
        <p className="text-sm text-mesh-muted" data-plane-detail>
          {detail}
        </p>
        {operatorDetail ? (
          <p className="mt-1 break-words text-sm" data-plane-operator-detail>
            <span className="text-mesh-muted">For operators: </span>
            <span className="font-mono">{operatorDetail}</span>
          </p>
        ) : null}
      </div>
      <span className={cx("badge shrink-0 border", PLANE_STATUS_CLASSES[status])} data-plane-status>
        {status}
      </span>
    </div>
  );
}

/**
 * The symbolic-intelligence console (spec "Symbolic-intelligence console"): planes' health (polled
 * every 5 s) and six URL tabs. Visitors read plain sentences about the planes; only a signed-in
 * operator (`showOperatorDetails`) also sees why the Python plane is unavailable, configuration included.
 */
export function ChrysalisScreen({ initialHealth, serverPort, showOperatorDetails }: { initialHealth: ChrysalisHealthView | null; serverPort: number; showOperatorDetails: boolean }) {
  const [params] = useSearchParams();
  const tab = parseChrysalisTab(params.get("tab"));
  const hydrated = useHydrated();
  const { data: health, error } = useRead<ChrysalisHealthView>("/api/chrysalis/health", initialHealth, { everyMs: HEALTH_POLL_MS, label: "chrysalis health" });
  const badge = error && health ? "Degraded Mode" : healthBadge(health);
  const tsUp = health ? health.typescript_healthy && !error : null;
  const python = pythonPlaneView(health);
  return (
    <div className="mx-auto max-w-6xl pb-10" data-chrysalis-screen data-hydrated={hydrated || undefined}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-start gap-3">
          <HomeLink />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold sm:text-3xl">Chrysalis Console</h1>
            <p className="mt-1 text-sm text-mesh-muted">The symbolic-intelligence console: resonance routing, spiral awakening, paradox probes, mythic fragments and the burn reclaimer.</p>
          </div>
        </div>
        <span role="status" className={cx("badge border px-3 py-1 text-sm", BADGE_CLASSES[badge])} data-health-badge>
          {badge}
        </span>
      </header>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <PlaneCard
          name="TypeScript"
          status={tsUp === null ? "checking" : tsUp ? "online" : "offline"}
          port={health?.typescript_port ?? serverPort}
          detail={health ? `Database ${health.database} · Redis ${health.redis}` : "Checking the database and Redis…"}
        />
        <PlaneCard
          name="Python"
          status={python.status}
          port={health?.python_port ?? PYTHON_DEFAULT_PORT}
          detail={python.detail}
          operatorDetail={showOperatorDetails && health && !health.python_available ? health.python_error : null}
        />
      </div>
      <div className="mt-6">
        <UrlTabs tabs={[...CHRYSALIS_TABS]} current={tab} label="Console sections" idPrefix="chrysalis" />
      </div>
      <TabPanel current={tab} idPrefix="chrysalis">
        {tab === "overview" ? <OverviewTab /> : null}
        {tab === "etn" ? <EtnTab /> : null}
        {tab === "spiral" ? <SpiralTab /> : null}
        {tab === "paradox" ? <ParadoxTab /> : null}
        {tab === "mythic" ? <MythicTab /> : null}
        {tab === "reclaimer" ? <ReclaimerTab /> : null}
      </TabPanel>
    </div>
  );
}
