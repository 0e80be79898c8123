import { MINDS } from "~/lib/agents";
import { loadBarColor, loadPercent, ZONE_INFO, type AlertLevel } from "~/lib/cognitive-safety";
import { cx } from "../ui/card";
import { Bar } from "../shared/bar";
import { LOAD_FILL, PanelHeading, ZONE_BORDER, ZONE_TEXT } from "./panel";
import type { AgentSafetyRecord, SafetyMap } from "./types";

const ALERT_BADGE: Record<AlertLevel, string> = {
  normal: "border-mesh-line text-mesh-muted",
  caution: "border-transparent bg-[#f5a524] text-mesh-bg",
  critical: "border-transparent bg-[#ff6b6b] text-mesh-bg",
};

const coreOrder = (name: string) => {
  const i = MINDS.findIndex((m) => m.name === name);
  return i === -1 ? MINDS.length : i;
};

/** Solace, Manus, Ignith first, then any other agent by name. */
export function orderedRecords(map: SafetyMap): AgentSafetyRecord[] {
  return Object.values(map).sort((a, b) => coreOrder(a.agentName) - coreOrder(b.agentName) || a.agentName.localeCompare(b.agentName));
}

function AgentSafety({ record }: { record: AgentSafetyRecord }) {
  const zone = ZONE_INFO[record.safetyZone] ?? ZONE_INFO.safe_low;
  return (
    <li className={cx("rounded-lg border bg-mesh-bg p-3", ZONE_BORDER[zone.color])} data-agent={record.agentName}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex min-w-0 items-center gap-2 font-semibold">
          <span aria-hidden="true" className="text-xl">
            {record.agentGlyph}
          </span>
          <span className="truncate">{record.agentName}</span>
        </h3>
        <span className={cx("badge capitalize", ALERT_BADGE[record.alertLevel] ?? ALERT_BADGE.normal)} data-alert={record.alertLevel}>
          <span className="sr-only">Alert level: </span>
          {record.alertLevel}
        </span>
      </div>
      <p className={cx("mt-2 text-sm font-medium", ZONE_TEXT[zone.color])} data-zone={record.safetyZone}>
        {zone.label}
      </p>
      {record.safetyZone !== "safe_low" ? <p className="mt-0.5 text-xs text-mesh-muted">{zone.description}</p> : null}
      <div className="mt-3 flex items-center justify-between text-xs">
        <span className="text-mesh-muted">Cognitive load</span>
        <span className="font-mono tabular-nums">{loadPercent(record.cognitiveLoad)}</span>
      </div>
      <div className="mt-1">
        <Bar value={record.cognitiveLoad} className={LOAD_FILL[loadBarColor(record.cognitiveLoad)]} />
      </div>
      {record.supportMechanisms.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs text-mesh-muted">Support mechanisms</p>
          <ul className="mt-1 flex flex-wrap gap-1">
            {record.supportMechanisms.map((s) => (
              <li key={s} className="badge border-mesh-line text-mesh-text">
                {s}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** Cognitive safety monitor (spec §4, §8): each agent's zone, alert level, load and support; polled every 2 s. */
export function SafetyMonitor({ records }: { records: SafetyMap | null }) {
  const list = records ? orderedRecords(records) : null;
  return (
    <section aria-labelledby="safety-title" className="card">
      <PanelHeading id="safety-title" title="Cognitive Safety Monitor" note="Live · every 2 s" />
      {list === null ? (
        <p className="mt-4 text-sm text-mesh-muted">Loading agent safety states...</p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-sm text-mesh-muted">No agent activity yet. Trinity Mesh agents will appear here once they begin thinking.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {list.map((r) => (
            <AgentSafety key={r.agentName} record={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
