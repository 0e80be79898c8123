/**
 * A small local server speaking the code host's REST endpoints that app/domain/deploy.server.ts
 * uses (DESIGN §10), keeping every file it receives:
 *   GET  /repos/{o}/{r}
 *   GET  /repos/{o}/{r}/git/ref/heads/{branch}     POST /repos/{o}/{r}/git/refs
 *   PATCH /repos/{o}/{r}/git/refs/heads/{branch}   GET  /repos/{o}/{r}/git/commits/{sha}
 *   POST /repos/{o}/{r}/git/trees (inline content) POST /repos/{o}/{r}/git/commits
 *   GET  /repos/{o}/{r}/contents/{path}?ref=       PUT  /repos/{o}/{r}/contents/{path}
 *   GET  /repos/{o}/{r}/actions/secrets/public-key PUT  /repos/{o}/{r}/actions/secrets/{name}
 *   (a secret's encrypted_value is opened as a libsodium sealed box with the repository's key)
 * Repositories are created on first sight (with one initial commit holding README.md) unless a
 * mode says otherwise: "missing" (404), "forbidden" (403), "rate-limited" (403 with
 * x-ratelimit-remaining 0). `failPath(substring)` makes writes of matching paths answer 500.
 * Every request is recorded; tokens are checked against `token`.
 */
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import type * as Sodium from "libsodium-wrappers";

const sodium = createRequire(import.meta.url)("libsodium-wrappers") as typeof Sodium;

export type RepoMode = "ok" | "missing" | "forbidden" | "rate-limited";

interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
}

export interface FakeRepo {
  owner: string;
  name: string;
  defaultBranch: string;
  branches: Map<string, string>;
  commits: Map<string, Commit>;
  /** tree sha → (path → blob sha) */
  trees: Map<string, Map<string, string>>;
  blobs: Map<string, string>;
  /** The repository's Actions secrets key pair (libsodium box keys, as GitHub keeps one per repository). */
  actionsKey: { keyId: string; publicKey: Uint8Array; privateKey: Uint8Array };
  /** Actions secrets as stored (name → the value decrypted with the repository's private key). */
  secrets: Map<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeGitHub {
  url: string;
  token: string;
  calls: RecordedCall[];
  setMode(fullName: string, mode: RepoMode): void;
  failPath(substring: string | null): void;
  repo(fullName: string): FakeRepo | undefined;
  /** The files on a branch (default: the default branch): path → content. */
  files(fullName: string, branch?: string): Map<string, string>;
  /** The repository's Actions secrets, each decrypted (sealed box opened with the repository's key): name → value. */
  secrets(fullName: string): Map<string, string>;
  /** How many commits a branch's history holds. */
  commitCount(fullName: string, branch?: string): number;
  close(): Promise<void>;
}

const sha1 = (s: string) => createHash("sha1").update(s).digest("hex");

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * `port`: listen there (the e2e run starts the fake on a port known to the web server).
 * `conventions`: modes chosen by name, for tests in another process: a repository named
 * "missing-…", "forbidden-…" or "ratelimited-…" answers accordingly, and a write to a path holding
 * "fail-node" answers 500 (one cascade node made to fail).
 */
export async function startFakeGitHub(options: { token?: string; port?: number; conventions?: boolean } = {}): Promise<FakeGitHub> {
  await sodium.ready;
  const token = options.token ?? "ghp_fake_token_for_tests";
  const repos = new Map<string, FakeRepo>();
  const modes = new Map<string, RepoMode>();
  const calls: RecordedCall[] = [];
  let failing: string | null = null;
  let base = "";

  const storeTree = (r: FakeRepo, entries: Map<string, string>) => {
    const sha = sha1(`tree\n${[...entries].sort(([a], [b]) => a.localeCompare(b)).map(([p, b]) => `${p}:${b}`).join("\n")}`);
    r.trees.set(sha, entries);
    return sha;
  };
  const storeBlob = (r: FakeRepo, content: string) => {
    const sha = sha1(`blob\n${content}`);
    r.blobs.set(sha, content);
    return sha;
  };
  const storeCommit = (r: FakeRepo, tree: string, parents: string[], message: string) => {
    const sha = sha1(`commit\n${tree}\n${parents.join(",")}\n${message}\n${r.commits.size}\n${Math.random()}`);
    r.commits.set(sha, { sha, tree, parents, message });
    return sha;
  };

  const getRepo = (owner: string, name: string): FakeRepo => {
    const key = `${owner}/${name}`.toLowerCase();
    let r = repos.get(key);
    if (!r) {
      const pair = sodium.crypto_box_keypair();
      const actionsKey = { keyId: sha1(`${owner}/${name}:${Math.random()}`).slice(0, 20), publicKey: pair.publicKey, privateKey: pair.privateKey };
      r = { owner, name, defaultBranch: "main", branches: new Map(), commits: new Map(), trees: new Map(), blobs: new Map(), actionsKey, secrets: new Map() };
      const tree = storeTree(r, new Map([["README.md", storeBlob(r, `# ${name}\n`)]]));
      r.branches.set("main", storeCommit(r, tree, [], "Initial commit"));
      repos.set(key, r);
    }
    return r;
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) => send(res, 404, { message: "Not Found", documentation_url: "https://docs.github.com/rest" });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, { message: "Problems parsing JSON" });
    }
    // Clients encode '/' inside a parameter (heads%2Fmain, .github%2Fworkflows%2F…): match on the decoded path.
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, { message: "Bad path" });
    }
    calls.push({ method: req.method ?? "GET", path: pathname, body: raw ? body : null });
    if (req.headers.authorization !== `token ${token}` && req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { message: "Bad credentials" });

    const m = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(pathname);
    if (!m) return notFound(res);
    const [, owner, name, rest = ""] = m;
    const byName: RepoMode | undefined = options.conventions
      ? (([["missing-", "missing"], ["forbidden-", "forbidden"], ["ratelimited-", "rate-limited"]] as const).find(([prefix]) => name.startsWith(prefix))?.[1] ?? undefined)
      : undefined;
    const mode = modes.get(`${owner}/${name}`.toLowerCase()) ?? byName ?? "ok";
    if (mode === "missing") return notFound(res);
    if (mode === "forbidden") return send(res, 403, { message: "Resource not accessible by integration" });
    if (mode === "rate-limited")
      return send(res, 403, { message: "API rate limit exceeded for user." }, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + 600) });
    const r = getRepo(owner, name);
    const method = req.method ?? "GET";
    const failWrite = (paths: string[]) => paths.some((p) => (failing !== null && p.includes(failing)) || (options.conventions === true && p.includes("fail-node")));

    if (method === "GET" && rest === "") {
      return send(res, 200, {
        id: 1,
        name: r.name,
        full_name: `${r.owner}/${r.name}`,
        private: false,
        default_branch: r.defaultBranch,
        html_url: `${base}/html/${r.owner}/${r.name}`,
        owner: { login: r.owner },
      });
    }
    let g = /^\/git\/ref\/heads\/(.+)$/.exec(rest);
    if (method === "GET" && g) {
      const head = r.branches.get(g[1]);
      return head ? send(res, 200, { ref: `refs/heads/${g[1]}`, object: { sha: head, type: "commit" } }) : notFound(res);
    }
    g = /^\/git\/commits\/([0-9a-f]+)$/.exec(rest);
    if (method === "GET" && g) {
      const c = r.commits.get(g[1]);
      return c ? send(res, 200, { sha: c.sha, tree: { sha: c.tree }, parents: c.parents.map((sha) => ({ sha })), message: c.message }) : notFound(res);
    }
    if (method === "POST" && rest === "/git/trees") {
      const entries = new Map(body.base_tree ? r.trees.get(String(body.base_tree)) ?? [] : []);
      if (body.base_tree && !r.trees.has(String(body.base_tree))) return send(res, 422, { message: "Invalid base_tree" });
      const items = (body.tree as Array<{ path: string; content?: string }>) ?? [];
      if (failWrite(items.map((i) => i.path))) return send(res, 500, { message: "Server Error" });
      for (const item of items) entries.set(item.path, storeBlob(r, item.content ?? ""));
      return send(res, 201, { sha: storeTree(r, entries) });
    }
    if (method === "POST" && rest === "/git/commits") {
      if (!r.trees.has(String(body.tree))) return send(res, 422, { message: "Tree not found" });
      return send(res, 201, { sha: storeCommit(r, String(body.tree), (body.parents as string[]) ?? [], String(body.message ?? "")) });
    }
    g = /^\/git\/refs\/heads\/(.+)$/.exec(rest);
    if (method === "PATCH" && g) {
      const branch = g[1];
      const head = r.branches.get(branch);
      if (!head) return send(res, 422, { message: "Reference does not exist" });
      const next = r.commits.get(String(body.sha));
      if (!next) return send(res, 422, { message: "Object does not exist" });
      if (!body.force && !next.parents.includes(head)) return send(res, 422, { message: "Update is not a fast forward" });
      r.branches.set(branch, next.sha);
      return send(res, 200, { ref: `refs/heads/${branch}`, object: { sha: next.sha } });
    }
    if (method === "POST" && rest === "/git/refs") {
      const ref = String(body.ref ?? "");
      if (!ref.startsWith("refs/heads/")) return send(res, 422, { message: "Reference name is not valid" });
      const branch = ref.slice("refs/heads/".length);
      if (r.branches.has(branch)) return send(res, 422, { message: "Reference already exists" });
      if (!r.commits.has(String(body.sha))) return send(res, 422, { message: "Object does not exist" });
      r.branches.set(branch, String(body.sha));
      return send(res, 201, { ref, object: { sha: body.sha } });
    }
    // Actions secrets (GitHub REST: GET …/actions/secrets/public-key, PUT …/actions/secrets/{name}):
    // the value must be a libsodium sealed box for the repository's public key; it is opened here.
    if (method === "GET" && rest === "/actions/secrets/public-key") {
      return send(res, 200, { key_id: r.actionsKey.keyId, key: sodium.to_base64(r.actionsKey.publicKey, sodium.base64_variants.ORIGINAL) });
    }
    g = /^\/actions\/secrets\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(rest);
    if (g && method === "PUT") {
      const secretName = g[1].toUpperCase();
      if (secretName.startsWith("GITHUB_")) return send(res, 422, { message: "Secret names must not start with GITHUB_." });
      if (body.key_id !== r.actionsKey.keyId) return send(res, 422, { message: "key_id does not match the repository's public key" });
      let value: string;
      try {
        const sealed = sodium.from_base64(String(body.encrypted_value ?? ""), sodium.base64_variants.ORIGINAL);
        value = sodium.to_string(sodium.crypto_box_seal_open(sealed, r.actionsKey.publicKey, r.actionsKey.privateKey));
      } catch {
        return send(res, 422, { message: "encrypted_value is not a sealed box for this repository's key" });
      }
      const existed = r.secrets.has(secretName);
      r.secrets.set(secretName, value);
      res.writeHead(existed ? 204 : 201);
      return res.end();
    }
    g = /^\/contents\/(.+)$/.exec(rest);
    if (g) {
      const filePath = g[1];
      if (method === "GET") {
        const branch = url.searchParams.get("ref") || r.defaultBranch;
        const head = r.branches.get(branch);
        const blob = head ? r.trees.get(r.commits.get(head)!.tree)!.get(filePath) : undefined;
        if (!blob) return notFound(res);
        return send(res, 200, { type: "file", path: filePath, sha: blob, encoding: "base64", content: Buffer.from(r.blobs.get(blob)!, "utf8").toString("base64") });
      }
      if (method === "PUT") {
        const branch = String(body.branch ?? r.defaultBranch);
        const head = r.branches.get(branch);
        if (!head) return send(res, 404, { message: `Branch ${branch} not found` });
        if (failWrite([filePath])) return send(res, 500, { message: "Server Error" });
        const entries = new Map(r.trees.get(r.commits.get(head)!.tree)!);
        const existing = entries.get(filePath);
        if (existing && body.sha !== existing) return send(res, 409, { message: `${filePath} does not match ${String(body.sha)}` });
        if (!existing && body.sha) return send(res, 422, { message: "sha given for a file that does not exist" });
        const content = Buffer.from(String(body.content ?? ""), "base64").toString("utf8");
        entries.set(filePath, storeBlob(r, content));
        const commit = storeCommit(r, storeTree(r, entries), [head], String(body.message ?? ""));
        r.branches.set(branch, commit);
        return send(res, existing ? 200 : 201, { content: { path: filePath, sha: entries.get(filePath) }, commit: { sha: commit } });
      }
    }
    return notFound(res);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const branchFiles = (fullName: string, branch?: string) => {
    const r = repos.get(fullName.toLowerCase());
    const out = new Map<string, string>();
    if (!r) return out;
    const head = r.branches.get(branch ?? r.defaultBranch);
    if (!head) return out;
    for (const [p, blob] of r.trees.get(r.commits.get(head)!.tree)!) out.set(p, r.blobs.get(blob)!);
    return out;
  };

  return {
    url: base,
    token,
    calls,
    setMode: (fullName, mode) => void modes.set(fullName.toLowerCase(), mode),
    failPath: (substring) => void (failing = substring),
    repo: (fullName) => repos.get(fullName.toLowerCase()),
    files: branchFiles,
    secrets: (fullName) => new Map(repos.get(fullName.toLowerCase())?.secrets ?? []),
    commitCount(fullName, branch) {
      const r = repos.get(fullName.toLowerCase());
      let sha = r?.branches.get(branch ?? r.defaultBranch);
      let n = 0;
      while (sha) {
        n += 1;
        sha = r!.commits.get(sha)?.parents[0];
      }
      return n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
