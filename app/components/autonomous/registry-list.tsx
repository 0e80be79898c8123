import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { cancelHref, confirmHref, confirmingId, type ConfirmStep } from "~/lib/confirm";
import { versionChoice, versionChoiceLabel } from "~/lib/versions";
import { isReleasedVersion, LATEST_OBSERVER_RELEASE, releasesNewestFirst } from "~/lib/observer-releases";
import { Badge, cx } from "../ui/card";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { SignInPrompt } from "../ui/sign-in-prompt";
import type { RegistryEntry } from "./types";
import { Panel } from "../ui/page-section";

const STATUS_ICONS: Record<string, { icon: string; label: string; className: string }> = {
  current: { icon: "✓", label: "Current", className: "text-[#3ecf8e]" },
  outdated: { icon: "↓", label: "Outdated: a node runs a newer version", className: "text-manus" },
  ahead: { icon: "↑", label: "Ahead: nodes still run older versions", className: "text-solace" },
};

/** Deploy Update and Roll back ask first (issue 31): `?confirm=deploy-update&type=<type>&version=<v>`, `?confirm=rollback&type=<type>`. */
const DEPLOY: ConfirmStep = { action: "deploy-update", subject: "type" };
const ROLLBACK: ConfirmStep = { action: "rollback", subject: "type" };

/**
 * The version registry ('all 29 node types'): status icon, v{current}, (was v{previous}), instances,
 * Auto-update badge, Deploy Update (operators). The picker starts on the newest release and says
 * which choice is a downgrade or the current version; Deploy Update is a GET to its confirmation
 * (works without JavaScript), whose button posts the cascade.
 */
export function RegistryList({ registry, canAct, activeTypes }: { registry: RegistryEntry[] | null; canAct: boolean; activeTypes: Set<string> }) {
  const navigation = useNavigation();
  const location = useLocation();
  const deploying = navigation.state === "submitting" ? navigation.formData?.get("nodeType") : null;
  const deployType = canAct ? confirmingId(location.search, DEPLOY) : null;
  const deployVersion = new URLSearchParams(location.search).get("version") ?? "";
  // Only a type of the registry, idle, and a released version open the confirmation.
  const deployRow = deployType && isReleasedVersion(deployVersion) && !activeTypes.has(deployType) ? registry?.find((r) => r.nodeType === deployType) : undefined;
  const rollbackType = canAct ? confirmingId(location.search, ROLLBACK) : null;
  const rollbackRow = rollbackType && !activeTypes.has(rollbackType) ? registry?.find((r) => r.nodeType === rollbackType && r.previousVersion) : undefined;
  const newest = LATEST_OBSERVER_RELEASE.version;
  const withoutVersion = (href: string) => {
    const url = new URL(href, "http://x");
    url.searchParams.delete("version");
    return `${url.pathname}${url.search}`;
  };
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
                  // Keyed by the location: after a deploy (or a cancel) the picker is back on the newest release.
                  <Form key={location.key} method="get" preventScrollReset>
                    <input type="hidden" name="confirm" value={DEPLOY.action} />
                    <input type="hidden" name={DEPLOY.subject} value={r.nodeType} />
                    <label className="sr-only" htmlFor={`version-${r.nodeType}`}>
                      Version for {r.nodeType}
                    </label>
                    <select id={`version-${r.nodeType}`} name="version" defaultValue={newest} className="mr-2 rounded border border-mesh-line bg-transparent px-1 py-0.5 text-sm" data-version-picker>
                      {releasesNewestFirst().map((v) => (
                        <option key={v.version} value={v.version} data-choice={versionChoice(v.version, r.currentVersion)}>
                          {versionChoiceLabel(v.version, r.currentVersion)}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="btn-outline btn-sm" disabled={running || deploying === r.nodeType} aria-label={`Deploy Update to ${r.nodeType}`}>
                      {running ? "Deploying…" : "Deploy Update"}
                    </button>
                  </Form>
                ) : null}
                {canAct && r.previousVersion ? (
                  <Link
                    to={confirmHref(location.pathname, location.search, ROLLBACK, r.nodeType)}
                    preventScrollReset
                    className={cx("btn-outline btn-sm no-underline", (running || deploying === r.nodeType) && "pointer-events-none opacity-50")}
                    aria-disabled={running || deploying === r.nodeType || undefined}
                    aria-label={`Roll back to v${r.previousVersion}: ${r.nodeType}`}
                  >
                    Roll back to v{r.previousVersion}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {deployRow ? (
        <ConfirmDialog
          id="confirm-deploy-update"
          title={`Deploy v${deployVersion} to every ${deployRow.nodeType} node?`}
          consequence={
            versionChoice(deployVersion, deployRow.currentVersion) === "downgrade"
              ? `This is a downgrade: ${deployRow.nodeType} runs v${deployRow.currentVersion}. Every online ${deployRow.nodeType} node is told to run the older v${deployVersion}.`
              : versionChoice(deployVersion, deployRow.currentVersion) === "current"
                ? `${deployRow.nodeType} already runs v${deployVersion}: the cascade tells every online node to run it again.`
                : `Every online ${deployRow.nodeType} node is told to run v${deployVersion} (from v${deployRow.currentVersion}); offline and pending nodes are reported as failed.`
          }
          closeTo={withoutVersion(cancelHref(location.pathname, location.search, DEPLOY))}
          confirmLabel="Deploy Update"
          fields={{ nodeType: deployRow.nodeType, targetVersion: deployVersion }}
          submit={{ name: "intent", value: "deploy" }}
        >
          <p className="text-sm" data-deploy-choice={versionChoice(deployVersion, deployRow.currentVersion)}>
            {deployRow.nodeType}: v{deployRow.currentVersion} → {versionChoiceLabel(deployVersion, deployRow.currentVersion)} · {deployRow.nodeInstances} instance{deployRow.nodeInstances === 1 ? "" : "s"}
          </p>
        </ConfirmDialog>
      ) : null}
      {rollbackRow?.previousVersion ? (
        <ConfirmDialog
          id="confirm-rollback"
          title={`Roll back ${rollbackRow.nodeType} to v${rollbackRow.previousVersion}?`}
          consequence={`Every online ${rollbackRow.nodeType} node is told to run v${rollbackRow.previousVersion} again instead of v${rollbackRow.currentVersion}.`}
          closeTo={cancelHref(location.pathname, location.search, ROLLBACK)}
          confirmLabel="Roll back"
          fields={{ nodeType: rollbackRow.nodeType }}
          submit={{ name: "intent", value: "rollback" }}
        >
          <p className="text-sm">
            {rollbackRow.nodeType} · {rollbackRow.nodeInstances} instance{rollbackRow.nodeInstances === 1 ? "" : "s"}
          </p>
        </ConfirmDialog>
      ) : null}
    </Panel>
  );
}
