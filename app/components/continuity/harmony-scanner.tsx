import { Link } from "~/components/shared/link";
import { percent } from "~/lib/continuity";
import { relativeTime } from "~/lib/time";
import { Badge } from "../ui/card";
import { IntentForm } from "../shared/intent-form";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { CONTINUITY_INTENT, type ModuleView, type ScanView } from "./types";
import { Panel } from "../ui/page-section";

const STATUS_TONE: Record<ModuleView["status"], string> = {
  active: "border-[#3ecf8e] text-[#3ecf8e]",
  degraded: "border-ignith text-ignith",
  offline: "border-[#ff6b6b] text-[#ff6b6b]",
};

function RunScan({ running }: { running: boolean }) {
  return (
    <IntentForm action="/continuity" intent={CONTINUITY_INTENT.scan}>
      {(busy) => (
        <button type="submit" className="btn-primary btn-sm" disabled={busy || running}>
          {busy ? "Queuing…" : running ? "Scan running…" : "Run Scan"}
        </button>
      )}
    </IntentForm>
  );
}

/** Spec panel "Harmony Scanner": Run Scan, overall percent, recommendations, per-module status and compatibility percent. */
export function HarmonyScanner({ latest, lastCompleted, modules, canAct, now }: { latest: ScanView | null; lastCompleted: ScanView | null; modules: ModuleView[] | null; canAct: boolean; now: number }) {
  const running = latest !== null && (latest.status === "queued" || latest.status === "running");
  return (
    <Panel headingId="harmony-heading" title="Harmony Scanner" aside={canAct ? <RunScan running={running} /> : null} className="card">
      <p className="mt-1 text-sm text-mesh-muted">Checks the database, migrations, Redis, every job queue and the live channels (WebSocket, SSE) of each web process.</p>
      {canAct ? null : <SignInPrompt action="run harmony scans" className="mt-3" />}

      <div role="status" aria-live="polite" className="mt-3" data-scan-state={latest?.status ?? "none"}>
        {running ? (
          <p className="text-sm">
            <span className="font-semibold text-manus">Scan {latest.status === "queued" ? "queued" : "running"}…</span>{" "}
            <span className="text-mesh-muted">
              asked {relativeTime(latest.createdAt, now)}
              {latest.requestedBy ? ` by ${latest.requestedBy}` : ""}.
            </span>{" "}
            <Link to="/continuity" className="text-sm" preventScrollReset>
              Refresh
            </Link>
          </p>
        ) : latest?.status === "failed" ? (
          <p className="field-error">The last scan failed: {latest.error ?? "unknown error"}</p>
        ) : null}
      </div>

      {lastCompleted === null ? (
        <p className="mt-3 text-sm text-mesh-muted">No scan has completed yet.</p>
      ) : (
        <>
          <p className="mt-3">
            <span className="text-sm text-mesh-muted">Overall harmony</span>{" "}
            <span className="text-3xl font-bold tabular-nums text-[#3ecf8e]" data-overall>
              {percent(lastCompleted.overallScore)}
            </span>{" "}
            <span className="text-xs text-mesh-muted">
              scanned <time dateTime={lastCompleted.scanTimestamp}>{relativeTime(lastCompleted.scanTimestamp, now)}</time>
            </span>
          </p>
          <h3 className="mt-4 font-semibold">Recommendations</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" aria-label="Recommendations">
            {lastCompleted.recommendations.map((r) => (
              <li key={r} className="break-words">
                {r}
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">Modules</h3>
          {modules === null ? (
            <p className="field-error">The modules could not be loaded.</p>
          ) : (
            <ul className="mt-1 divide-y divide-mesh-line" aria-label="Harmony modules">
              {modules.map((m) => (
                <li key={m.moduleName} className="flex flex-wrap items-start justify-between gap-2 py-2" data-module={m.moduleName}>
                  <div className="min-w-0">
                    <p className="break-words font-medium">
                      {m.moduleName} <span className="text-xs text-mesh-muted">{m.schemaVersion}</span>
                    </p>
                    <p className="break-words text-xs text-mesh-muted">{m.details}</p>
                  </div>
                  <p className="flex items-center gap-2">
                    <Badge className={STATUS_TONE[m.status]} data-module-status>
                      {m.status}
                    </Badge>
                    <span className="tabular-nums" data-compat>
                      {percent(m.compatibilityScore)}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}
