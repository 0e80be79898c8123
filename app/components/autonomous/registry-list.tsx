import { Form, useNavigation } from "@remix-run/react";
import { DEPLOY_TARGET_VERSION } from "~/lib/versions";
import { releasesNewestFirst } from "~/lib/observer-releases";
import { Badge, cx } from "../ui/card";
import { SignInPrompt } from "../ui/sign-in-prompt";
import type { RegistryEntry } from "./types";
import { Panel } from "../ui/page-section";

const STATUS_ICONS: Record<string, { icon: string; label: string; className: string }> = {
  current: { icon: "✓", label: "Current", className: "text-[#3ecf8e]" },
  outdated: { icon: "↓", label: "Outdated: a node runs a newer version", className: "text-manus" },
  ahead: { icon: "↑", label: "Ahead: nodes still run older versions", className: "text-solace" },
};

/** The version registry ('all 29 node types'): status icon, v{current}, (was v{previous}), instances, Auto-update badge, Deploy Update (operators). */
export function RegistryList({ registry, canAct, activeTypes }: { registry: RegistryEntry[] | null; canAct: boolean; activeTypes: Set<string> }) {
  const navigation = useNavigation();
  const deploying = navigation.state !== "idle" ? navigation.formData?.get("nodeType") : null;
  return (
    <Panel headingId="registry-heading" title="Version Registry" count={`all ${registry?.length ?? 29} node types`} className="mt-8">
      <p className="mt-1 text-sm text-mesh-muted">
        Deploy Update cascades the chosen release to every node of the type that is online (offline and pending nodes are reported as failed); each node is told the version in its
        heartbeat reply and reports it once applied. Roll back returns the type to its previous version.
      </p>
      <ul className="mt-2 space-y-1 text-xs text-mesh-muted" aria-label="Observer releases" data-releases>
        {releasesNewestFirst().map((r) => (
          <li key={r.version}>
            <span className="font-mono text-mesh-text">v{r.version}</span> ({r.releasedOn}): {r.notes}
          </li>
        ))}
      </ul>
      {canAct ? null : <SignInPrompt action="deploy updates" className="mt-3" />}
      {registry === null ? (
        <p className="mt-3 text-sm text-mesh-muted" role="status">
          The version registry could not be loaded.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-mesh-line rounded-lg border border-mesh-line" aria-label="Version registry">
          {registry.map((r) => {
            const status = STATUS_ICONS[r.versionStatus] ?? { icon: "?", label: "Unknown", className: "text-mesh-muted" };
            const running = activeTypes.has(r.nodeType);
            return (
              <li key={r.nodeType} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3" data-registry-type={r.nodeType}>
                <span className={cx("w-5 text-center text-lg", status.className)} role="img" aria-label={status.label} title={status.label} data-version-status={r.versionStatus}>
                  {status.icon}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{r.nodeType}</p>
                  <p className="text-sm text-mesh-muted">
                    <span className="font-mono text-mesh-text">v{r.currentVersion}</span>
                    {r.previousVersion ? <span> (was v{r.previousVersion})</span> : null} · {r.nodeInstances} instance{r.nodeInstances === 1 ? "" : "s"}
                  </p>
                </div>
                {r.autoUpdateEnabled ? <Badge className="text-xs">Auto-update</Badge> : null}
                {canAct ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="deploy" />
                    <input type="hidden" name="nodeType" value={r.nodeType} />
                    <label className="sr-only" htmlFor={`version-${r.nodeType}`}>
                      Version for {r.nodeType}
                    </label>
                    <select id={`version-${r.nodeType}`} name="targetVersion" defaultValue={DEPLOY_TARGET_VERSION} className="mr-2 rounded border border-mesh-line bg-transparent px-1 py-0.5 text-sm">
                      {releasesNewestFirst().map((v) => (
                        <option key={v.version} value={v.version}>
                          v{v.version}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="btn-outline btn-sm" disabled={running || deploying === r.nodeType} aria-label={`Deploy Update to ${r.nodeType}`}>
                      {running ? "Deploying…" : "Deploy Update"}
                    </button>
                  </Form>
                ) : null}
                {canAct && r.previousVersion ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="rollback" />
                    <input type="hidden" name="nodeType" value={r.nodeType} />
                    <button type="submit" className="btn-outline btn-sm" disabled={running || deploying === r.nodeType} aria-label={`Roll back ${r.nodeType} to v${r.previousVersion}`}>
                      Roll back to v{r.previousVersion}
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
