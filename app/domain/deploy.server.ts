/**
 * Observer deploys to a code-hosting repository (DESIGN §10; spec "/github-deploy",
 * "/cascade-deploy", "/quick-deploy"): the code-hosting client (one Octokit per process from
 * GITHUB_TOKEN + GITHUB_API_URL), repository verification, the five observer files pushed in one
 * commit, the SSH deploy workflow, and the cascade (one workflow per node) run by the `deploy` job
 * with per-node results kept in deploy_cascades / deploy_cascade_nodes. Glyphseeds are generated
 * here and returned once; only their fingerprints are stored.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Octokit } from "@octokit/rest";
import { sql } from "kysely";
import { z } from "zod";
import { fromJson } from "../../db/json";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";
import type { Env } from "../env.server";
import type { JobQueue } from "./ports";
import {
  branchProblem,
  cascadeProgress,
  cascadeWorkflowFile,
  CONFIG_JSON_MAX,
  DEFAULT_BRANCH,
  nodeGlyphseedSecretName,
  nodeSshSecretNames,
  OBSERVER_FILES,
  OBSERVER_VERSION,
  ownerProblem,
  parseCascadeConfig,
  renderTemplate,
  repoProblem,
  secretsSettingsUrl,
  WORKFLOW_FILE,
  yamlQuoted,
  type CascadeNodeConfig,
  type ObserverFile,
} from "../lib/deploy";
import { newNodeSecret } from "../lib/node-secret.server";
import { sealedBoxBase64 } from "../lib/sealed-box.server";
import { glyphseedFingerprint, sealGlyphseed, unsealGlyphseed } from "../lib/node-signature.server";
import { toIso } from "../lib/time";

// ---------------------------------------------------------------------------------------------
// Inputs (one schema per input: the API routes and the screens' actions share them).
// ---------------------------------------------------------------------------------------------

const text = (label: string) => z.string({ error: `${label} is required.` }).trim();
const owner = text("Repository owner").superRefine((v, ctx) => {
  const problem = ownerProblem(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
const repo = text("Repository name").superRefine((v, ctx) => {
  const problem = repoProblem(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
const branch = z
  .string({ error: "Branch must be text." })
  .trim()
  .optional()
  .transform((v) => (v ? v : DEFAULT_BRANCH))
  .superRefine((v, ctx) => {
    const problem = branchProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** POST /api/github/verify. */
export const verifySchema = z.object({ owner, repo });
/** POST /api/github/push-observer and /api/github/deploy-workflow (branch defaults to main). */
export const targetSchema = z.object({ owner, repo, branch });
/** POST /api/github/deploy-cascade: configJson is the text of a JSON list of nodes. */
export const cascadeSchema = z.object({
  owner,
  repo,
  configJson: z
    .string({ error: "configJson must be the configuration's JSON text." })
    .max(CONFIG_JSON_MAX, `configJson must be at most ${CONFIG_JSON_MAX} characters.`)
    .transform((v, ctx) => {
      const parsed = parseCascadeConfig(v);
      if (!parsed.ok) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed.nodes;
    }),
});

export type RepoTarget = z.infer<typeof targetSchema>;

// ---------------------------------------------------------------------------------------------
// The code-hosting client.
// ---------------------------------------------------------------------------------------------

export const NEEDS_AUTH_MESSAGE = "GitHub integration is not connected: set GITHUB_TOKEN on the server (the operator's code-hosting token) and try again.";
const REQUEST_TIMEOUT_MS = 15_000;

let shared: { key: string; octokit: Octokit } | null = null;

/** The process's code-hosting client, or null when no token is configured (deploys answer needsGitHubAuth). */
export function codeHost(env: Pick<Env, "GITHUB_TOKEN" | "GITHUB_API_URL">): Octokit | null {
  if (!env.GITHUB_TOKEN) return null;
  const key = `${env.GITHUB_API_URL}\n${env.GITHUB_TOKEN}`;
  if (shared?.key !== key) {
    shared = {
      key,
      octokit: new Octokit({
        auth: env.GITHUB_TOKEN,
        baseUrl: env.GITHUB_API_URL.replace(/\/+$/, ""),
        userAgent: "trinity-mesh-hub",
        // Failures are reported to the operator by describeCodeHostError; the client's own request log stays quiet.
        log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
        request: { fetch: (url: string, init: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }) },
      }),
    };
  }
  return shared.octokit;
}

interface HttpishError {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/** A code-host failure as a sentence for the operator (never a stack trace, never a 500). */
export function describeCodeHostError(error: unknown, target: { owner: string; repo: string }): string {
  const e = (typeof error === "object" && error !== null ? error : {}) as HttpishError;
  const name = `${target.owner}/${target.repo}`;
  const headers = e.response?.headers ?? {};
  const upstream = (() => {
    const data = e.response?.data as { message?: unknown } | undefined;
    return typeof data?.message === "string" ? data.message : (e.message ?? "");
  })().slice(0, 200);
  if (e.status === 429 || (e.status === 403 && (headers["x-ratelimit-remaining"] === "0" || /rate limit/i.test(upstream)))) {
    const reset = Number(headers["x-ratelimit-reset"]);
    const when = Number.isFinite(reset) && reset > 0 ? ` after ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : " later";
    return `GitHub API rate limit exceeded; try again${when}.`;
  }
  switch (e.status) {
    case 401:
      return "GitHub refused the server's token (401); reconnect the GitHub integration.";
    case 403:
      return `The connected GitHub account may not do this on ${name} (403)${upstream ? `: ${upstream}` : ""}. Creating workflow files needs the "workflow" permission.`;
    case 404:
      return `Repository ${name} was not found, or the connected account cannot see it (404).`;
    case 409:
      return `${name} is empty or in conflict (409)${upstream ? `: ${upstream}` : ""}. Add a first commit (e.g. a README) and try again.`;
    case 422:
      return `GitHub refused the change (422)${upstream ? `: ${upstream}` : ""}.`;
    case undefined:
      return `GitHub could not be reached: ${e.message ?? String(error)}`.slice(0, 300);
    default:
      return e.status >= 500 ? `GitHub failed (${e.status}); try again shortly.` : `GitHub answered ${e.status}${upstream ? `: ${upstream}` : ""}.`;
  }
}

function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && typeof (error as HttpishError).status === "number" ? (error as HttpishError).status : undefined;
}

// ---------------------------------------------------------------------------------------------
// The observer files and workflows (templates in app/content/observer).
// ---------------------------------------------------------------------------------------------

const TEMPLATE_FILES = {
  "observer_node.py": "observer_node.py",
  "config/observer.json": "observer.json",
  "deploy.sh": "deploy.sh",
  "README.md": "README.md",
  "QUICK_START.txt": "QUICK_START.txt",
  workflow: "workflow.yml",
} as const;
const templates = new Map<string, string>();

function template(name: keyof typeof TEMPLATE_FILES): string {
  let value = templates.get(name);
  if (value === undefined) {
    value = readFileSync(path.resolve(process.cwd(), "app/content/observer", TEMPLATE_FILES[name]), "utf8");
    templates.set(name, value);
  }
  return value;
}

export interface RepoFile {
  path: string;
  content: string;
  mode: "100644" | "100755";
}

/** The five observer files for a repository (spec Card 1), rendered for this hub. */
export function observerFiles(target: { owner: string; repo: string; branch: string }, hubUrl: string, repoUrl: string): RepoFile[] {
  const vars = {
    HUB_URL: hubUrl,
    REPO_URL: repoUrl,
    REPO: target.repo,
    BRANCH: target.branch,
    OBSERVER_VERSION,
    NAME_JSON: JSON.stringify(`${target.repo} observer`),
    LOCATION_JSON: "null",
    TAGS_JSON: JSON.stringify(["observer"]),
    VERSION_JSON: JSON.stringify(OBSERVER_VERSION),
    HUB_URL_JSON: JSON.stringify(hubUrl),
  };
  return OBSERVER_FILES.map((file: ObserverFile) => ({
    path: file,
    content: renderTemplate(template(file), vars),
    mode: file === "observer_node.py" || file === "deploy.sh" ? "100755" : "100644",
  }));
}

export interface WorkflowSecrets {
  glyphseed: string;
  sshHost: string;
  sshUsername: string;
  sshPrivateKey: string;
}

/** A deploy workflow: on pushes to `branch`, copy the files over SSH and run deploy.sh. */
export function renderWorkflow(options: { label: string; branch: string; secrets: WorkflowSecrets; nodeName: string; region: string; tags: string[]; slug: string | null }): string {
  const service = options.slug ? `trinity-observer-${options.slug}` : "trinity-observer";
  return renderTemplate(template("workflow"), {
    NODE_LABEL: options.label,
    BRANCH: options.branch,
    BRANCH_YAML: yamlQuoted(options.branch),
    WORKFLOW_NAME: yamlQuoted(`Deploy observer ${options.label}`),
    CONCURRENCY_YAML: yamlQuoted(`deploy-${service}`),
    GLYPHSEED_SECRET: options.secrets.glyphseed,
    SSH_HOST_SECRET: options.secrets.sshHost,
    SSH_USERNAME_SECRET: options.secrets.sshUsername,
    SSH_PRIVATE_KEY_SECRET: options.secrets.sshPrivateKey,
    NODE_NAME_YAML: yamlQuoted(options.nodeName),
    NODE_REGION_YAML: yamlQuoted(options.region),
    NODE_TAGS_YAML: yamlQuoted(options.tags.join(",")),
    REMOTE_DIR_YAML: yamlQuoted(service),
    SERVICE_NAME: service,
  });
}

/** A random glyphseed for one node (43 URL-safe characters; drawn again in the rare case it is too uniform). */
export function newGlyphseed(): string {
  return newNodeSecret();
}

// ---------------------------------------------------------------------------------------------
// Repository operations.
// ---------------------------------------------------------------------------------------------

export interface RepositoryInfo {
  full_name: string;
  default_branch: string;
  html_url: string;
  private: boolean;
}

export type VerifyResult =
  | { success: true; repository: RepositoryInfo; defaultBranch: string; url: string }
  | { success: false; error: string; codeHostStatus: number | null };

export async function getRepository(gh: Octokit, target: { owner: string; repo: string }): Promise<RepositoryInfo> {
  const { data } = await gh.rest.repos.get({ owner: target.owner, repo: target.repo });
  return { full_name: data.full_name, default_branch: data.default_branch, html_url: data.html_url, private: data.private };
}

/** POST /api/github/verify: the repository's full name, default branch and URL, or why not. */
export async function verifyRepository(gh: Octokit, target: { owner: string; repo: string }): Promise<VerifyResult> {
  try {
    const repository = await getRepository(gh, target);
    return { success: true, repository, defaultBranch: repository.default_branch, url: repository.html_url };
  } catch (error) {
    return { success: false, error: describeCodeHostError(error, target), codeHostStatus: statusOf(error) ?? null };
  }
}

async function branchHead(gh: Octokit, owner: string, repo: string, branchName: string): Promise<string | null> {
  try {
    const { data } = await gh.rest.git.getRef({ owner, repo, ref: `heads/${branchName}` });
    return data.object.sha;
  } catch (error) {
    if (statusOf(error) === 404 || statusOf(error) === 409) return null;
    throw error;
  }
}

export interface CommitOutcome {
  commitSha: string;
  /** false: the branch already held exactly these files, no commit was made. */
  changed: boolean;
}

/**
 * Writes `files` on `branch` in one commit (git data API: tree on the branch head's tree, commit,
 * ref update). A branch that does not exist yet starts from the default branch. When the files are
 * already there unchanged, no commit is made: pushing twice leaves one copy of each file.
 */
export async function commitFiles(gh: Octokit, target: RepoTarget, files: RepoFile[], message: string, defaultBranch: string): Promise<CommitOutcome> {
  const { owner, repo } = target;
  const head = await branchHead(gh, owner, repo, target.branch);
  const base = head ?? (target.branch === defaultBranch ? null : await branchHead(gh, owner, repo, defaultBranch));
  let baseTree: string | undefined;
  if (base) baseTree = (await gh.rest.git.getCommit({ owner, repo, commit_sha: base })).data.tree.sha;
  const tree = await gh.rest.git.createTree({
    owner,
    repo,
    ...(baseTree ? { base_tree: baseTree } : {}),
    tree: files.map((f) => ({ path: f.path, mode: f.mode, type: "blob" as const, content: f.content })),
  });
  if (base && tree.data.sha === baseTree && head) return { commitSha: base, changed: false };
  const commit = await gh.rest.git.createCommit({ owner, repo, message, tree: tree.data.sha, parents: base ? [base] : [] });
  if (head) await gh.rest.git.updateRef({ owner, repo, ref: `heads/${target.branch}`, sha: commit.data.sha, force: false });
  else await gh.rest.git.createRef({ owner, repo, ref: `refs/heads/${target.branch}`, sha: commit.data.sha });
  return { commitSha: commit.data.sha, changed: true };
}

/** Creates `target.branch` from the default branch's head when it does not exist yet. */
export async function ensureBranch(gh: Octokit, target: RepoTarget, defaultBranch: string): Promise<void> {
  if (target.branch === defaultBranch || (await branchHead(gh, target.owner, target.repo, target.branch))) return;
  const base = await branchHead(gh, target.owner, target.repo, defaultBranch);
  if (!base) return; // an empty repository: the contents API creates the first commit
  await gh.rest.git.createRef({ owner: target.owner, repo: target.repo, ref: `refs/heads/${target.branch}`, sha: base });
}

/** Creates or updates one file through the contents API; unchanged content makes no commit. */
export async function putFile(gh: Octokit, target: RepoTarget, file: { path: string; content: string }, message: string): Promise<CommitOutcome> {
  const { owner, repo, branch: ref } = target;
  let sha: string | undefined;
  try {
    const { data } = await gh.rest.repos.getContent({ owner, repo, path: file.path, ref });
    if (!Array.isArray(data) && data.type === "file") {
      sha = data.sha;
      const current = "content" in data && typeof data.content === "string" ? Buffer.from(data.content, "base64").toString("utf8") : null;
      if (current === file.content) return { commitSha: sha, changed: false };
    }
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
  const { data } = await gh.rest.repos.createOrUpdateFileContents({
    owner,
    repo,
    path: file.path,
    message,
    content: Buffer.from(file.content, "utf8").toString("base64"),
    branch: ref,
    ...(sha ? { sha } : {}),
  });
  return { commitSha: data.commit.sha ?? "", changed: true };
}

export interface FileResult {
  file: string;
  success: boolean;
  error?: string;
}

export type PushResult =
  | { success: true; summary: string; results: FileResult[]; commitSha: string; changed: boolean; repositoryUrl: string; branch: string }
  | { success: false; summary: string; error: string; results: FileResult[] };

/** POST /api/github/push-observer (and quick deploy): the five files in one commit. */
export async function pushObserverFiles(gh: Octokit, target: RepoTarget, hubUrl: string): Promise<PushResult> {
  const name = `${target.owner}/${target.repo}`;
  const failed = (error: unknown): PushResult => {
    const message = describeCodeHostError(error, target);
    return { success: false, summary: `Failed to push files to ${name}: ${message}`, error: message, results: OBSERVER_FILES.map((file) => ({ file, success: false, error: message })) };
  };
  let repository: RepositoryInfo;
  try {
    repository = await getRepository(gh, target);
  } catch (error) {
    return failed(error);
  }
  try {
    const files = observerFiles(target, hubUrl, repository.html_url);
    const outcome = await commitFiles(gh, target, files, `Deploy Trinity Mesh observer node (${OBSERVER_VERSION})`, repository.default_branch);
    const summary = outcome.changed
      ? `Pushed ${files.length} of ${files.length} files to ${repository.full_name} on ${target.branch} in commit ${outcome.commitSha.slice(0, 7)}.`
      : `All ${files.length} files on ${repository.full_name} (${target.branch}) were already up to date; no new commit.`;
    return { success: true, summary, results: files.map((f) => ({ file: f.path, success: true })), commitSha: outcome.commitSha, changed: outcome.changed, repositoryUrl: repository.html_url, branch: target.branch };
  } catch (error) {
    return failed(error);
  }
}

export interface SecretRequirement {
  name: string;
  description: string;
  /** Only for GLYPHSEED: the freshly generated value to copy (shown once, never stored). */
  value?: string;
}

export type WorkflowResult =
  | {
      success: true;
      workflowFile: string;
      commitSha: string;
      changed: boolean;
      repositoryUrl: string;
      secretsUrl: string;
      setup: { instructions: string[]; secretsRequired: SecretRequirement[] };
    }
  | { success: false; error: string };

/** The secrets the single-repository workflow reads, in the order the screen lists them. */
export function requiredSecrets(glyphseed: string, hubUrl: string): SecretRequirement[] {
  return [
    { name: "GLYPHSEED", description: "The observer node's secret (random, for this node only); the hub verifies its signed heartbeats with it.", value: glyphseed },
    { name: "SSH_HOST", description: "Host name or IP address of the Linux server that runs the observer." },
    { name: "SSH_USERNAME", description: "The SSH user on that server (with sudo rights to install the service)." },
    { name: "SSH_PRIVATE_KEY", description: "The private key of that user (the whole PEM text, including its BEGIN and END lines)." },
    { name: "HUB_URL", description: `The hub the observer reports to: ${hubUrl}` },
  ];
}

/** POST /api/github/deploy-workflow: a workflow deploying over SSH on pushes to the branch. */
export async function createDeployWorkflow(gh: Octokit, target: RepoTarget, hubUrl: string): Promise<WorkflowResult> {
  try {
    const repository = await getRepository(gh, target);
    const content = renderWorkflow({
      label: `${repository.full_name}`,
      branch: target.branch,
      secrets: { glyphseed: "GLYPHSEED", sshHost: "SSH_HOST", sshUsername: "SSH_USERNAME", sshPrivateKey: "SSH_PRIVATE_KEY" },
      nodeName: `${target.repo} observer`,
      region: "",
      tags: ["observer"],
      slug: null,
    });
    await ensureBranch(gh, target, repository.default_branch);
    const outcome = await putFile(gh, target, { path: WORKFLOW_FILE, content }, "Add the observer deploy workflow");
    const secretsUrl = secretsSettingsUrl(repository.html_url);
    return {
      success: true,
      workflowFile: WORKFLOW_FILE,
      commitSha: outcome.commitSha,
      changed: outcome.changed,
      repositoryUrl: repository.html_url,
      secretsUrl,
      setup: {
        instructions: [
          `Open ${secretsUrl} (Settings → Secrets and variables → Actions).`,
          "Add each secret listed below with \"New repository secret\".",
          "Make sure the server has python3 and systemd, and that SSH_USERNAME may run sudo.",
          `Push to ${target.branch} (or run the workflow by hand) to deploy; the observer registers as pending.`,
          "Approve the new observer on /valoir-mesh.",
        ],
        secretsRequired: requiredSecrets(newGlyphseed(), hubUrl),
      },
    };
  } catch (error) {
    return { success: false, error: describeCodeHostError(error, target) };
  }
}

// ---------------------------------------------------------------------------------------------
// Cascades (one workflow per node), run by the `deploy` job.
// ---------------------------------------------------------------------------------------------

export const CASCADE_JOB = "cascade";
export const cascadeJobId = (id: string) => `cascade-${id}`;

export interface PlannedNode extends CascadeNodeConfig {
  glyphseed: string;
}

/** Fills in a random glyphseed for every node that brought none. */
export function planCascade(nodes: CascadeNodeConfig[]): PlannedNode[] {
  return nodes.map((n) => ({ ...n, glyphseed: n.glyphseed ?? newGlyphseed() }));
}

/** Records a cascade run and its nodes (status queued/pending); the caller enqueues the job. */
/** What a cascade node's sealed glyphseed is bound to (a copy on another row does not open). */
export function cascadeSecretBinding(cascadeId: string, position: number): string {
  return `cascade-node:${cascadeId}:${position}`;
}

/**
 * Stores `value` as the repository's Actions secret `name` through the code host's API: the value
 * is encrypted with the repository's public key as a libsodium sealed box (GitHub REST "Create or
 * update a repository secret"), so only GitHub Actions can read it.
 */
export async function storeActionsSecret(gh: Octokit, target: { owner: string; repo: string }, name: string, value: string): Promise<void> {
  const { data: key } = await gh.rest.actions.getRepoPublicKey({ owner: target.owner, repo: target.repo });
  await gh.rest.actions.createOrUpdateRepoSecret({
    owner: target.owner,
    repo: target.repo,
    secret_name: name,
    encrypted_value: await sealedBoxBase64(key.key, value),
    key_id: key.key_id,
  });
}

/**
 * Records a cascade run and its nodes (status queued/pending); the caller enqueues the job. With
 * `sealSecret`, each node's glyphseed is kept sealed until the job has stored it as the
 * repository's Actions secret (then cleared); only its fingerprint stays.
 */
export async function createCascade(db: Executor, input: { owner: string; repo: string; nodes: PlannedNode[]; hubUrl: string; requestedBy: string | null; sealSecret?: string }): Promise<string> {
  return inTransaction(db, async (tx) => {
    const run = await tx
      .insertInto("deploy_cascades")
      .values({ owner: input.owner, repo: input.repo, hub_url: input.hubUrl, total_nodes: input.nodes.length, requested_by: input.requestedBy })
      .returning("id")
      .executeTakeFirstOrThrow();
    await tx
      .insertInto("deploy_cascade_nodes")
      .values(
        input.nodes.map((n, position) => ({
          cascade_id: run.id,
          position,
          node_name: n.name,
          region: n.region,
          tags: JSON.stringify(n.tags),
          glyphseed_fingerprint: glyphseedFingerprint(n.glyphseed),
          glyphseed_sealed: input.sealSecret ? sealGlyphseed(n.glyphseed, input.sealSecret, cascadeSecretBinding(run.id, position)) : null,
          workflow_file: cascadeWorkflowFile(n.name),
        })),
      )
      .execute();
    return run.id;
  });
}

/**
 * Plans and records a cascade, then queues its `deploy` job (jobId `cascade-<id>`). When the job
 * cannot be queued (Redis down) the run is marked failed and the ServiceUnavailableError rethrown.
 */
export async function startCascade(
  db: Executor,
  jobs: JobQueue,
  input: { owner: string; repo: string; nodes: CascadeNodeConfig[]; hubUrl: string; requestedBy: string | null; sealSecret?: string },
): Promise<{ id: string; glyphseeds: Map<string, string> }> {
  const planned = planCascade(input.nodes);
  const id = await createCascade(db, { ...input, nodes: planned });
  try {
    await jobs.enqueue("deploy", CASCADE_JOB, { cascadeId: id }, { jobId: cascadeJobId(id) });
  } catch (error) {
    await failCascade(db, id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  return { id, glyphseeds: new Map(planned.map((n) => [n.name, n.glyphseed])) };
}

/** Marks a cascade failed before any node ran (e.g. the job could not be queued). */
export async function failCascade(db: Executor, id: string, error: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.updateTable("deploy_cascade_nodes").set({ status: "failed", error, finished_at: new Date() }).where("cascade_id", "=", id).where("status", "=", "pending").execute();
    await tx.updateTable("deploy_cascades").set({ status: "failed", error, completed_at: new Date() }).where("id", "=", id).execute();
  });
}

export interface CascadeHooks {
  /** After each node's outcome is committed: progress 0-100. */
  afterNode?: (progress: number, node: { name: string; success: boolean }) => Promise<void> | void;
  /** Opens the nodes' sealed glyphseeds, to store each as the repository's Actions secret. */
  sealSecret?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs (or resumes) a cascade: reads the repository's default branch, makes sure the observer
 * files are there (no commit when unchanged), then writes each pending node's workflow and
 * records its outcome. A node already recorded is never written again, so a retried job does
 * not duplicate workflows. A code-host failure for one node is that node's error; the others go on.
 */
export async function runCascade(db: Executor, gh: Octokit, id: string, hooks: CascadeHooks = {}): Promise<CascadeReport> {
  const run = await db.selectFrom("deploy_cascades").selectAll().where("id", "=", id).executeTakeFirst();
  if (!run) throw new Error(`no cascade ${id}`);
  if (run.status === "completed" || run.status === "failed") return (await cascadeReport(db, id))!;
  await db
    .updateTable("deploy_cascades")
    .set({ status: "running", started_at: sql<Date>`coalesce(started_at, now())` })
    .where("id", "=", id)
    .execute();
  const target = { owner: run.owner, repo: run.repo };

  let branchName = run.branch;
  let repository: RepositoryInfo;
  try {
    repository = await getRepository(gh, target);
    if (!branchName) {
      branchName = repository.default_branch;
      await db.updateTable("deploy_cascades").set({ branch: branchName }).where("id", "=", id).execute();
    }
    const files = observerFiles({ ...target, branch: branchName }, run.hub_url, repository.html_url);
    await commitFiles(gh, { ...target, branch: branchName }, files, `Deploy Trinity Mesh observer node (${OBSERVER_VERSION})`, repository.default_branch);
  } catch (error) {
    await failCascade(db, id, describeCodeHostError(error, target));
    return (await cascadeReport(db, id))!;
  }

  const nodes = await db.selectFrom("deploy_cascade_nodes").selectAll().where("cascade_id", "=", id).orderBy("position").execute();
  let done = nodes.filter((n) => n.status !== "pending").length;
  for (const node of nodes) {
    if (node.status !== "pending") continue;
    const [sshHost, sshUsername, sshPrivateKey] = nodeSshSecretNames(node.node_name);
    const tags = fromJson<string[]>(node.tags);
    const content = renderWorkflow({
      label: node.node_name,
      branch: branchName,
      secrets: { glyphseed: nodeGlyphseedSecretName(node.node_name), sshHost, sshUsername, sshPrivateKey },
      nodeName: node.node_name,
      region: node.region,
      tags,
      slug: node.workflow_file.replace(/^\.github\/workflows\/observer-/, "").replace(/\.yml$/, ""),
    });
    let success = true;
    let error: string | null = null;
    let commitSha: string | null = null;
    let secretStored = false;
    try {
      // The node's glyphseed becomes the repository's Actions secret the workflow reads (never stored in the clear).
      if (node.glyphseed_sealed && hooks.sealSecret) {
        const glyphseed = unsealGlyphseed(node.glyphseed_sealed, hooks.sealSecret, cascadeSecretBinding(id, node.position));
        if (glyphseed === null) throw Object.assign(new Error("the node's sealed glyphseed could not be opened (was SESSION_SECRET changed?)"), { status: undefined });
        await storeActionsSecret(gh, target, nodeGlyphseedSecretName(node.node_name), glyphseed);
        secretStored = true;
      }
      commitSha = (await putFile(gh, { ...target, branch: branchName }, { path: node.workflow_file, content }, `Add the deploy workflow of observer ${node.node_name}`)).commitSha;
    } catch (e) {
      success = false;
      error = describeCodeHostError(e, target);
    }
    await db
      .updateTable("deploy_cascade_nodes")
      .set({
        status: success ? "deployed" : "failed",
        error,
        commit_sha: commitSha,
        finished_at: new Date(),
        // Stored on the code host, or the node failed: the sealed copy is dropped either way.
        glyphseed_sealed: null,
        ...(secretStored ? { secret_stored_at: new Date() } : {}),
      })
      .where("cascade_id", "=", id)
      .where("position", "=", node.position)
      .where("status", "=", "pending")
      .execute();
    done += 1;
    await hooks.afterNode?.(cascadeProgress(done, nodes.length), { name: node.node_name, success });
  }
  await db.updateTable("deploy_cascades").set({ status: "completed", completed_at: new Date() }).where("id", "=", id).where("status", "=", "running").execute();
  return (await cascadeReport(db, id))!;
}

export interface CascadeDeployment {
  nodeName: string;
  region: string;
  tags: string[];
  /** The node's glyphseed: only in the answer to the request that planned it (never stored). */
  glyphseed: string | null;
  /** First 16 hex characters of the glyphseed's sha256. */
  glyphseedFingerprint: string;
  workflowFile: string;
  /** true once the job stored the glyphseed as the repository's Actions secret (`secrets.glyphseed`). */
  secretStored: boolean;
  status: "pending" | "deployed" | "failed";
  /** null while the node is still pending. */
  success: boolean | null;
  error: string | null;
  secrets: { sshHost: string; sshUsername: string; sshPrivateKey: string; glyphseed: string };
}

// Not z.infer of lib/deploy.schema.ts cascadeReportSchema: each deployment also names its `secrets`, which the loose schema leaves undocumented.
export interface CascadeReport {
  cascadeId: string;
  status: "queued" | "running" | "completed" | "failed";
  /** true when the run finished and every node deployed. */
  success: boolean;
  owner: string;
  repo: string;
  branch: string | null;
  totalNodes: number;
  successfulDeployments: number;
  failedDeployments: number;
  progress: number;
  needsGitHubAuth: false;
  error: string | null;
  deployments: CascadeDeployment[];
  createdAt: string;
  completedAt: string | null;
}

/** A cascade's state and per-node results (GET /api/github/cascades/{id}); null when unknown. */
export async function cascadeReport(db: Executor, id: string, glyphseeds?: Map<string, string>): Promise<CascadeReport | null> {
  if (!UUID.test(id)) return null;
  const run = await db.selectFrom("deploy_cascades").selectAll().where("id", "=", id).executeTakeFirst();
  if (!run) return null;
  const nodes = await db.selectFrom("deploy_cascade_nodes").selectAll().where("cascade_id", "=", id).orderBy("position").execute();
  const ok = nodes.filter((n) => n.status === "deployed").length;
  const bad = nodes.filter((n) => n.status === "failed").length;
  const finished = run.status === "completed" || run.status === "failed";
  return {
    cascadeId: run.id,
    status: run.status,
    success: finished && bad === 0 && ok === run.total_nodes,
    owner: run.owner,
    repo: run.repo,
    branch: run.branch,
    totalNodes: run.total_nodes,
    successfulDeployments: ok,
    failedDeployments: bad,
    progress: cascadeProgress(ok + bad, run.total_nodes),
    needsGitHubAuth: false,
    error: run.error,
    deployments: nodes.map((n) => {
      const [sshHost, sshUsername, sshPrivateKey] = nodeSshSecretNames(n.node_name);
      return {
        nodeName: n.node_name,
        region: n.region,
        tags: fromJson<string[]>(n.tags),
        glyphseed: glyphseeds?.get(n.node_name) ?? null,
        glyphseedFingerprint: n.glyphseed_fingerprint.slice(0, 16),
        workflowFile: n.workflow_file,
        secretStored: n.secret_stored_at !== null,
        status: n.status,
        success: n.status === "pending" ? null : n.status === "deployed",
        error: n.error,
        secrets: { sshHost, sshUsername, sshPrivateKey, glyphseed: nodeGlyphseedSecretName(n.node_name) },
      };
    }),
    createdAt: toIso(run.created_at)!,
    completedAt: toIso(run.completed_at),
  };
}

/** Polls the cascade until it finished or `timeoutMs` passed; the report either way. */
export async function awaitCascade(db: Executor, id: string, timeoutMs: number, glyphseeds?: Map<string, string>): Promise<CascadeReport | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const report = await cascadeReport(db, id, glyphseeds);
    if (!report || report.status === "completed" || report.status === "failed" || Date.now() >= deadline) return report;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The hub URL written into observers: PUBLIC_URL, else this request's origin. */
export function hubUrlFor(request: Request, env: Pick<Env, "PUBLIC_URL">): string {
  return (env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}

