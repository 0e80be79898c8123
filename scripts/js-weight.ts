/**
 * JavaScript weight per route (issue 8): after `remix build`, reads the Remix asset manifest
 * (public/build/manifest-*.js) and, for every route, gzips the JavaScript a first visit to that
 * route loads — the entry chunk, the root route's chunks and the route's own module with its
 * imports (followed transitively through the chunks' static imports, each file counted once).
 * Prints a table sorted by size and exits 1 when a route is over the budget (150 KB gzipped).
 *
 *   npx tsx scripts/js-weight.ts [--budget-kb 150] [--dir public/build]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

interface ManifestModule {
  module: string;
  imports?: string[];
}
interface ManifestRoute extends ManifestModule {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}
interface AssetsManifest {
  entry: ManifestModule;
  routes: Record<string, ManifestRoute>;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const BUDGET_KB = Number(option("--budget-kb") ?? 150);
const BUILD_DIR = path.resolve(option("--dir") ?? "public/build");
/** The URL prefix of the build directory (remix.config publicPath). */
const PUBLIC_PATH = "/build/";

function loadManifest(): AssetsManifest {
  const file = readdirSync(BUILD_DIR).find((f) => /^manifest-[A-Z0-9]+\.js$/i.test(f));
  if (!file) throw new Error(`No manifest-*.js in ${BUILD_DIR}: run \`npx remix build\` first.`);
  const sandbox: { window: { __remixManifest?: AssetsManifest } } = { window: {} };
  runInNewContext(readFileSync(path.join(BUILD_DIR, file), "utf8"), sandbox);
  if (!sandbox.window.__remixManifest) throw new Error(`${file} does not assign window.__remixManifest`);
  return sandbox.window.__remixManifest;
}

function fileOf(url: string): string {
  if (!url.startsWith(PUBLIC_PATH)) throw new Error(`Unexpected asset URL ${url}`);
  return path.join(BUILD_DIR, url.slice(PUBLIC_PATH.length));
}

const sources = new Map<string, string>();
function source(url: string): string {
  let text = sources.get(url);
  if (text === undefined) {
    text = readFileSync(fileOf(url), "utf8");
    sources.set(url, text);
  }
  return text;
}

/** Static imports of a chunk (`import{…}from"/build/…"`, `import"/build/…"`); dynamic import() is lazy and not counted. */
function staticImports(url: string): string[] {
  const found: string[] = [];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.js)["']/g;
  for (const m of source(url).matchAll(re)) {
    const spec = m[1];
    found.push(spec.startsWith("/") ? spec : path.posix.join(path.posix.dirname(url), spec));
  }
  return found;
}

/** The module, its manifest imports and everything they import statically. */
function closure(mods: ManifestModule[], into = new Set<string>()): Set<string> {
  const stack = mods.flatMap((m) => [m.module, ...(m.imports ?? [])]);
  while (stack.length > 0) {
    const url = stack.pop()!;
    if (into.has(url)) continue;
    into.add(url);
    stack.push(...staticImports(url));
  }
  return into;
}

const gzipSizes = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    size = gzipSync(source(url), { level: 9 }).length;
    gzipSizes.set(url, size);
  }
  return size;
}

function routePath(manifest: AssetsManifest, route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

function main() {
  const manifest = loadManifest();
  const rows: { route: string; id: string; files: number; raw: number; gzip: number }[] = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === "root") continue;
    // Resource routes (api.*) have no client module worth loading; they are still in the manifest.
    if (route.id.startsWith("routes/api.")) continue;
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
    const files = closure([manifest.entry, ...chain]);
    let raw = 0;
    let gzip = 0;
    for (const url of files) {
      raw += Buffer.byteLength(source(url));
      gzip += gzipSize(url);
    }
    rows.push({ route: routePath(manifest, route), id: route.id, files: files.size, raw, gzip });
  }
  rows.sort((a, b) => b.gzip - a.gzip);

  const kb = (n: number) => (n / 1024).toFixed(1);
  const budget = BUDGET_KB * 1024;
  const width = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(`JavaScript per route (entry + root + route, gzip -9), budget ${BUDGET_KB} KB\n`);
  console.log(`${"Route".padEnd(width)}  ${"files".padStart(5)}  ${"raw KB".padStart(8)}  ${"gzip KB".padStart(8)}`);
  for (const r of rows) {
    const flag = r.gzip > budget ? "  OVER BUDGET" : "";
    console.log(`${r.route.padEnd(width)}  ${String(r.files).padStart(5)}  ${kb(r.raw).padStart(8)}  ${kb(r.gzip).padStart(8)}${flag}`);
  }
  const over = rows.filter((r) => r.gzip > budget);
  if (rows.length === 0) {
    console.error("No page routes found in the manifest.");
    process.exit(1);
  }
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over ${BUDGET_KB} KB gzipped: ${over.map((r) => r.route).join(", ")}`);
    process.exit(1);
  }
  console.log(`\nAll ${rows.length} routes within ${BUDGET_KB} KB gzipped (largest ${kb(rows[0].gzip)} KB).`);
}

main();
