import { relativeTime } from "~/lib/time";
import { isActiveDeployment } from "~/lib/versions";
import { Badge, cx } from "../ui/card";
import type { DeploymentJob } from "./types";
import { Panel } from "../ui/page-section";

const STATUS_CLASS: Record<string, string> = {
  queued: "text-mesh-muted",
  running: "text-solace",
  completed: "text-[#3ecf8e]",
  partial: "text-manus",
  failed: "text-[#ff6b6b]",
};

/** Deployment jobs: type -> target version, status badge, successful/total, failed count; a progress bar while running. */
export function JobsList({ jobs, now }: { jobs: DeploymentJob[] | null; now: number }) {
  return (
    <Panel headingId="jobs-heading" title="Deployment Jobs" className="mt-8">
      {jobs === null ? (
        <p className="mt-3 text-sm text-mesh-muted" role="status">
          Deployment jobs could not be loaded.
        </p>
      ) : jobs.length === 0 ? (
        <p className="mt-3 text-sm text-mesh-muted">No cascades yet. Deploy Update starts one.</p>
      ) : (
        <ul className="mt-3 space-y-3" aria-label="Deployment jobs">
          {jobs.map((j) => {
            const total = j.targetNodes.length;
            const active = isActiveDeployment(j.status);
            const failures = j.results.filter((r) => r.outcome === "failed");
            return (
              <li key={j.id} className="card p-4" data-deployment-job={j.id} data-node-type={j.nodeType}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">
                    {j.nodeType} -&gt; <span className="font-mono">{j.targetVersion}</span>
                  </p>
                  <Badge className={cx("text-xs", STATUS_CLASS[j.status])} data-job-status>
                    {j.status}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-mesh-muted">
                  <span className="tabular-nums text-mesh-text" data-job-success>
                    {j.successfulUpdates}/{total}
                  </span>{" "}
                  nodes updated · <span className="tabular-nums">{j.failedUpdates}</span> failed · by {j.requestedBy} ·{" "}
                  <time dateTime={j.createdAt}>{relativeTime(j.createdAt, now)}</time>
                </p>
                {active ? (
                  <div className="mt-2">
                    <div className="h-2 w-full overflow-hidden rounded bg-mesh-line" role="progressbar" aria-label={`${j.nodeType} cascade progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={j.progress}>
                      <div className="h-full bg-solace transition-all" style={{ width: `${j.progress}%` }} />
                    </div>
                    <p className="mt-1 text-xs text-mesh-muted">{j.progress}%</p>
                  </div>
                ) : null}
                {failures.length > 0 ? (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer text-mesh-muted">Why {failures.length} node{failures.length === 1 ? "" : "s"} failed</summary>
                    <ul className="mt-1 space-y-1">
                      {failures.map((f) => (
                        <li key={f.nodeId} className="break-words">
                          <span className="font-mono">{f.nodeId}</span>: {f.reason}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
