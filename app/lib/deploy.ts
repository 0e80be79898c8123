/**
 * Pure rules of the observer deploys (spec "/github-deploy", "/cascade-deploy", "/quick-deploy";
 * DESIGN §10): the code host's naming rules for owners, repositories and branches, the per-node
 * secret names, the cascade configuration's parsing, workflow file names and template rendering.
 * Shared by the server (validation) and the browser (preview, disabled rules).
 */
import { GLYPHSEED_MAX, GLYPHSEED_MIN, GLYPHSEED_MIN_DISTINCT, glyphseedProblem } from "./node-signature";

/** The files pushed by "Push Observer Code" and quick deploy, in this order (spec). */
export const OBSERVER_FILES = ["observer_node.py", "config/observer.json", "deploy.sh", "README.md", "QUICK_START.txt"] as const;
export type ObserverFile = (typeof OBSERVER_FILES)[number];

/** The single-repository workflow (Card 2). */
export const WORKFLOW_FILE = ".github/workflows/deploy-observer.yml";
/** The observer's version written into config/observer.json and sent with every heartbeat. */
export const OBSERVER_VERSION = "1.0.0";

export const DEFAULT_OWNER = "trinity-mesh";
export const DEFAULT_REPO = "trinity_mesh_node";
export const DEFAULT_BRANCH = "main";

export const OWNER_MAX = 39;
export const REPO_MAX = 100;
export const BRANCH_MAX = 255;
/** At most this many nodes per cascade (one workflow file and one commit each). */
export const CASCADE_MAX_NODES = 20;
export const NODE_NAME_MAX = 60;
export const REGION_MAX = 60;
export const TAG_MAX = 40;
export const TAGS_MAX = 10;
/** The cascade configuration text accepted (bytes of UTF-16 code units; a generous bound). */
export const CONFIG_JSON_MAX = 64_000;

/**
 * A user or organisation name on the code host: 1-39 letters, digits or single hyphens, neither
 * starting nor ending with a hyphen. Null when valid, else the reason.
 */
export function ownerProblem(owner: string): string | null {
  if (owner === "") return "Repository owner is required.";
  if (owner.length > OWNER_MAX) return `Repository owner must be at most ${OWNER_MAX} characters.`;
  if (!/^[A-Za-z0-9-]+$/.test(owner)) return "Repository owner may hold letters, digits and hyphens only.";
  if (owner.startsWith("-") || owner.endsWith("-")) return "Repository owner cannot start or end with a hyphen.";
  if (owner.includes("--")) return "Repository owner cannot hold two hyphens in a row.";
  return null;
}

/** A repository name: 1-100 of letters, digits, '.', '_' and '-'; not "." or ".."; not ending in ".git". */
export function repoProblem(repo: string): string | null {
  if (repo === "") return "Repository name is required.";
  if (repo.length > REPO_MAX) return `Repository name must be at most ${REPO_MAX} characters.`;
  if (!/^[A-Za-z0-9._-]+$/.test(repo)) return "Repository name may hold letters, digits, '.', '_' and '-' only.";
  if (repo === "." || repo === "..") return "Repository name cannot be '.' or '..'.";
  if (/\.git$/i.test(repo)) return "Repository name cannot end with '.git'.";
  return null;
}

/** A branch name per git's check-ref-format rules (as the code host applies them). */
export function branchProblem(branch: string): string | null {
  if (branch === "") return "Branch is required.";
  if (branch.length > BRANCH_MAX) return `Branch must be at most ${BRANCH_MAX} characters.`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f~^:?*[\\]/.test(branch)) return "Branch cannot hold spaces, control characters or any of ~ ^ : ? * [ \\.";
  if (branch === "@" || branch.includes("@{")) return "Branch cannot be '@' or hold '@{'.";
  if (branch.includes("..")) return "Branch cannot hold '..'.";
  if (branch.startsWith("-")) return "Branch cannot start with '-'.";
  if (branch.startsWith("/") || branch.endsWith("/") || branch.includes("//")) return "Branch cannot start or end with '/' or hold '//'.";
  if (branch.endsWith(".")) return "Branch cannot end with '.'.";
  for (const part of branch.split("/")) {
    if (part.startsWith(".")) return "No part of a branch name may start with '.'.";
    if (part.endsWith(".lock")) return "No part of a branch name may end with '.lock'.";
  }
  return null;
}

/** Upper-cased node name with every character other than A-Z and 0-9 replaced by '_' (spec "Cascade deploy"). */
export function nodeSecretSuffix(nodeName: string): string {
  return nodeName.toUpperCase().replace(/[^A-Z0-9]/g, "_");
}

/** The per-node SSH secrets of a cascade node, in the spec's order. */
export function nodeSshSecretNames(nodeName: string): [string, string, string] {
  const suffix = nodeSecretSuffix(nodeName);
  return [`SSH_HOST_${suffix}`, `SSH_USERNAME_${suffix}`, `SSH_PRIVATE_KEY_${suffix}`];
}

/** The secret holding a cascade node's glyphseed (its workflow writes it into the node's configuration). */
export function nodeGlyphseedSecretName(nodeName: string): string {
  return `GLYPHSEED_${nodeSecretSuffix(nodeName)}`;
}

/** A cascade node's workflow file: lower-case name, runs of other characters as one '-'. */
export function cascadeWorkflowFile(nodeName: string): string {
  const slug = nodeName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `.github/workflows/observer-${slug || "node"}.yml`;
}

export interface CascadeNodeConfig {
  name: string;
  region: string;
  tags: string[];
  /** null: the hub generates a random one for the node. */
  glyphseed: string | null;
}

export type CascadeParse = { ok: true; nodes: CascadeNodeConfig[] } | { ok: false; error: string };

const GLYPHSEED_PROBLEMS: Record<NonNullable<ReturnType<typeof glyphseedProblem>>, string> = {
  too_short: `at least ${GLYPHSEED_MIN} characters`,
  too_long: `at most ${GLYPHSEED_MAX} characters`,
  control_characters: "no control characters",
  too_uniform: `at least ${GLYPHSEED_MIN_DISTINCT} different characters`,
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Parses the cascade configuration text: a non-empty JSON list of {name, region, tags?, glyphseed?}.
 * Names must give distinct secret suffixes and workflow files; glyphseeds, when given, must be
 * acceptable to the node protocol and distinct. The first problem found is the error.
 */
export function parseCascadeConfig(text: string): CascadeParse {
  if (text.length > CONFIG_JSON_MAX) return { ok: false, error: `The configuration must be at most ${CONFIG_JSON_MAX} characters.` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: "The configuration is not valid JSON." };
  }
  if (!Array.isArray(raw)) return { ok: false, error: "The configuration must be a JSON list of nodes." };
  if (raw.length === 0) return { ok: false, error: "The configuration lists no nodes." };
  if (raw.length > CASCADE_MAX_NODES) return { ok: false, error: `A cascade deploys at most ${CASCADE_MAX_NODES} nodes.` };
  const nodes: CascadeNodeConfig[] = [];
  const suffixes = new Map<string, string>();
  const files = new Map<string, string>();
  const seeds = new Set<string>();
  for (const [i, item] of raw.entries()) {
    const at = `Node ${i + 1}`;
    if (!isRecord(item)) return { ok: false, error: `${at} must be an object with name, region, tags and glyphseed.` };
    const name = typeof item.name === "string" ? item.name.trim() : "";
    if (!name) return { ok: false, error: `${at}: name is required.` };
    if (name.length > NODE_NAME_MAX) return { ok: false, error: `${at}: name must be at most ${NODE_NAME_MAX} characters.` };
    if (!/[A-Za-z0-9]/.test(name)) return { ok: false, error: `${at}: name must hold at least one letter or digit.` };
    const region = typeof item.region === "string" ? item.region.trim() : "";
    if (!region) return { ok: false, error: `${at} (${name}): region is required.` };
    if (region.length > REGION_MAX) return { ok: false, error: `${at} (${name}): region must be at most ${REGION_MAX} characters.` };
    let tags: string[] = [];
    if (item.tags !== undefined && item.tags !== null) {
      if (!Array.isArray(item.tags) || item.tags.some((t) => typeof t !== "string")) return { ok: false, error: `${at} (${name}): tags must be a list of text.` };
      tags = (item.tags as string[]).map((t) => t.trim()).filter(Boolean);
      if (tags.length > TAGS_MAX) return { ok: false, error: `${at} (${name}): at most ${TAGS_MAX} tags.` };
      if (tags.some((t) => t.length > TAG_MAX)) return { ok: false, error: `${at} (${name}): each tag must be at most ${TAG_MAX} characters.` };
    }
    let glyphseed: string | null = null;
    if (item.glyphseed !== undefined && item.glyphseed !== null && item.glyphseed !== "") {
      if (typeof item.glyphseed !== "string") return { ok: false, error: `${at} (${name}): glyphseed must be text.` };
      const problem = glyphseedProblem(item.glyphseed);
      if (problem) return { ok: false, error: `${at} (${name}): glyphseed needs ${GLYPHSEED_PROBLEMS[problem]} (leave it out to have one generated).` };
      if (seeds.has(item.glyphseed)) return { ok: false, error: `${at} (${name}): every node needs its own glyphseed.` };
      seeds.add(item.glyphseed);
      glyphseed = item.glyphseed;
    }
    const suffix = nodeSecretSuffix(name);
    const clash = suffixes.get(suffix);
    if (clash !== undefined) return { ok: false, error: `${at}: "${name}" and "${clash}" would share the secret names *_${suffix}; rename one.` };
    suffixes.set(suffix, name);
    const file = cascadeWorkflowFile(name);
    const fileClash = files.get(file);
    if (fileClash !== undefined) return { ok: false, error: `${at}: "${name}" and "${fileClash}" would share the workflow file ${file}; rename one.` };
    files.set(file, name);
    nodes.push({ name, region, tags, glyphseed });
  }
  return { ok: true, nodes };
}

/** Replaces every `{{KEY}}` with its value; an unknown key is left as written. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (whole, key: string) => (Object.hasOwn(vars, key) ? vars[key] : whole));
}

/** A value written inside double quotes in YAML (and JSON): escapes backslashes, quotes and controls. */
export function yamlQuoted(value: string): string {
  return JSON.stringify(value);
}

/** The code host's page for a repository's Actions secrets. */
export function secretsSettingsUrl(htmlUrl: string): string {
  return `${htmlUrl.replace(/\/+$/, "")}/settings/secrets/actions`;
}

/** Percent of a cascade's nodes finished (succeeded or failed), 0-100, whole. */
export function cascadeProgress(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}
