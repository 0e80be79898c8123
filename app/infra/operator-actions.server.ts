import type { Octokit } from "@octokit/rest";
import { createApiToken, revokeApiToken, setOperatorHandle, type OperatorIdentity } from "../domain/auth.server";
import { HANDLE_TAKEN } from "../lib/operator-handle";
import { createDeployWorkflow, NEEDS_AUTH_MESSAGE, pushObserverFiles, startCascade as startDeployCascade, verifyRepository, type RepoTarget } from "../domain/deploy.server";
import { requestReflection, type ReflectionRequest } from "../domain/evolution.server";
import { deployManifest, uploadManifest, type EchoManifest } from "../domain/manifests.server";
import { reviewPromotionAndAnnounce, type ReviewPromotionInput } from "../domain/promotions.server";
import type { CascadeNodeConfig } from "../lib/deploy";
import type { AuditAction } from "../lib/audit";
import { audit, audited, type AuditVerdict } from "./audit.server";
import type { Services } from "./services.server";

/**
 * The operator actions that are not behind a cached read (operator-writes.server.ts holds those), each
 * recorded in the operator audit log, the same from the JSON API and from the screen's form.
 */

type Deps = Pick<Services, "db" | "jobs" | "announcer">;

// ------------------------------------------------------------------ Code host (deploys)

export type CodeHostAction = Extract<AuditAction, "deploy.verify" | "deploy.quick" | "deploy.push_observer" | "deploy.workflow">;

function repoTarget(target: { owner: string; repo: string; branch?: string | null }) {
  return { type: "repository", id: `${target.owner}/${target.repo}` };
}

function codeHostVerdict(result: { success: boolean; error?: string }, detail: Record<string, unknown>): AuditVerdict {
  return result.success ? { result: "ok", detail } : { result: "failed", message: result.error ?? "The code host refused the call.", detail };
}

/** No code-host token: the action is refused (the screens show the connector alert). */
export function codeHostRefused(services: Pick<Services, "db">, operator: OperatorIdentity, action: CodeHostAction | "deploy.cascade") {
  return audit(services.db, operator, action, { type: "repository" }, { result: "refused", message: NEEDS_AUTH_MESSAGE });
}

export function verifyRepositoryAudited(services: Pick<Services, "db">, operator: OperatorIdentity, gh: Octokit, target: { owner: string; repo: string }) {
  return audited(services.db, operator, "deploy.verify", repoTarget(target), () => verifyRepository(gh, target), (r) => codeHostVerdict(r, {}));
}

export function pushObserverAudited(services: Pick<Services, "db">, operator: OperatorIdentity, action: "deploy.quick" | "deploy.push_observer", gh: Octokit, target: RepoTarget, hubUrl: string) {
  return audited(services.db, operator, action, repoTarget(target), () => pushObserverFiles(gh, target, hubUrl), (r) =>
    codeHostVerdict(r, r.success ? { branch: r.branch, commitSha: r.commitSha, changed: r.changed } : { branch: target.branch ?? null }),
  );
}

export function createWorkflowAudited(services: Pick<Services, "db">, operator: OperatorIdentity, gh: Octokit, target: RepoTarget, hubUrl: string) {
  return audited(services.db, operator, "deploy.workflow", repoTarget(target), () => createDeployWorkflow(gh, target, hubUrl), (r) =>
    codeHostVerdict(r, r.success ? { workflowFile: r.workflowFile, commitSha: r.commitSha } : {}),
  );
}

/** A cascade deploy (one workflow per node, a `deploy` job): recorded when queued, with its cascade id. Glyphseeds never enter the log. */
export function startDeployCascadeAudited(
  services: Deps,
  operator: OperatorIdentity,
  input: { owner: string; repo: string; nodes: CascadeNodeConfig[]; hubUrl: string; sealSecret: string },
) {
  return audited(
    services.db,
    operator,
    "deploy.cascade",
    { type: "cascade" },
    () => startDeployCascade(services.db, services.jobs, { ...input, requestedBy: operator.handle }),
    (r) => ({ result: "ok", targetId: r.id, message: "Queued.", detail: { repository: `${input.owner}/${input.repo}`, nodes: input.nodes.map((n) => n.name) } }),
  );
}

// ------------------------------------------------------------------ Versions and manifests

/** "Deploy Update" (or its rollback to the registry's previous version): a version cascade for a node type. */
export function uploadManifestAudited(services: Pick<Services, "db">, operator: OperatorIdentity, manifest: EchoManifest) {
  return audited(
    services.db,
    operator,
    "manifest.upload",
    { type: "manifest" },
    () => uploadManifest(services.db, manifest, operator.handle),
    (r) => ({ result: "ok", targetId: r.cascadeId, detail: { nodeCount: r.nodeCount } }),
  );
}

export function deployManifestAudited(services: Deps, operator: OperatorIdentity, cascadeId: string) {
  return audited(
    services.db,
    operator,
    "manifest.deploy",
    { type: "manifest", id: cascadeId },
    () => deployManifest(services, cascadeId, operator.handle),
    (r): AuditVerdict => {
      if (r.outcome === "queued") return { result: "ok", message: "Queued.", detail: { queued: r.queued } };
      if (r.outcome === "not_found") return { result: "refused", message: "There is no cascade with this id." };
      return { result: "refused", message: `This manifest is ${r.status}; only a pending manifest can be deployed.` };
    },
  );
}

// ------------------------------------------------------------------ Promotions, evolution, continuity

export function reviewPromotionAudited(services: Deps, operator: OperatorIdentity, id: string, input: ReviewPromotionInput) {
  return audited(
    services.db,
    operator,
    input.approved ? "promotion.approve" : "promotion.reject",
    { type: "promotion", id },
    () => reviewPromotionAndAnnounce(services, id, input, operator),
    (r): AuditVerdict => {
      const detail = { reviewNotes: input.reviewNotes ?? null };
      if (r.outcome === "reviewed") return { result: "ok", detail: { ...detail, nodeId: r.promotion.nodeId } };
      if (r.outcome === "not_found") return { result: "refused", message: "There is no promotion with this id.", detail };
      return { result: "refused", message: `This promotion is already ${r.status}; only pending promotions can be reviewed.`, detail };
    },
  );
}

/** Runs the propose-promotions job now (one run per minute at most: the job id names the minute). */
export function proposePromotionsNow(services: Deps, operator: OperatorIdentity, now: Date = new Date()) {
  const jobId = `propose-promotions-${now.toISOString().slice(0, 16).replace(/[^0-9]/g, "")}`;
  return audited(services.db, operator, "promotion.propose", { type: "job", id: jobId }, async () => {
    await services.jobs.enqueue("maintenance", "propose-promotions", {}, { jobId });
    return { jobId, queue: "maintenance", name: "propose-promotions" };
  });
}

export function requestReflectionAudited(services: Deps, operator: OperatorIdentity, input: ReflectionRequest) {
  return audited(
    services.db,
    operator,
    "evolution.reflect",
    { type: "reflection" },
    () => requestReflection(services.jobs, input, operator.handle),
    (r) => ({ result: "ok", targetId: r.jobId, detail: { query: input.query ?? null } }),
  );
}

// ------------------------------------------------------------------ API tokens

/** The plain token is returned to the caller once; the log keeps only the token's id and name. */
export function createApiTokenAudited(services: Pick<Services, "db">, operator: OperatorIdentity, name: string) {
  return audited(
    services.db,
    operator,
    "token.create",
    { type: "token" },
    () => createApiToken(services.db, operator.id, name),
    (r) => ({ result: "ok", targetId: r.summary.id, detail: { name: r.summary.name, prefix: r.summary.prefix } }),
  );
}

export function revokeApiTokenAudited(services: Pick<Services, "db">, operator: OperatorIdentity, tokenId: string) {
  return audited(
    services.db,
    operator,
    "token.revoke",
    { type: "token", id: tokenId },
    () => revokeApiToken(services.db, operator.id, tokenId),
    (revoked) => (revoked ? { result: "ok" } : { result: "refused", message: "No active token of this operator has this id." }),
  );
}

// ------------------------------------------------------------------ The operator's public handle

/** The log keeps the old and the new handle beside the operator's e-mail (it is the one place that links them). */
export function setOperatorHandleAudited(services: Pick<Services, "db">, operator: OperatorIdentity, handle: string) {
  return audited(
    services.db,
    operator,
    "operator.handle",
    { type: "operator", id: operator.id },
    () => setOperatorHandle(services.db, operator.id, handle),
    (r) => (r.outcome === "changed" ? { result: "ok", detail: { from: operator.handle, to: r.handle } } : { result: "refused", message: HANDLE_TAKEN, detail: { wanted: handle } }),
  );
}
