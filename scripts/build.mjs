/**
 * `npm run build`: one build of everything that runs in production, from the tree as it is now.
 *   build/index.js            the Remix server build (routes, the app's modules; `remix build`)
 *   public/build/             the browser's bundles
 *   build/server.js           server.ts compiled (Express wiring; imports build/index.js at start)
 *   build/worker.js           worker/main.ts compiled (`npm run worker`)
 *   build/analysis.worker.js  the question analysis thread the web process starts
 *   build/build-info.json     when this build started: `npm start` rebuilds when a source is newer
 * Plain Node (no tsx): production runs only what this script wrote.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

export const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
export const BUILD_INFO = path.join(ROOT, "build", "build-info.json");

/** The entry points compiled beside the Remix build, by output name. */
export const NODE_ENTRIES = {
  server: "server.ts",
  worker: "worker/main.ts",
  "analysis.worker": "app/domain/trinity/analysis.worker.ts",
};

export async function build({ log = (m) => console.log(m) } = {}) {
  const startedAt = Date.now();
  log("building the app (remix build)");
  const remix = spawnSync(process.execPath, [path.join(ROOT, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (remix.status !== 0) throw new Error(`remix build failed (exit ${remix.status ?? remix.signal}); see the output above`);
  log("compiling the server, the worker and the analysis thread (esbuild)");
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: NODE_ENTRIES,
    outdir: "build",
    bundle: true,
    // node_modules stay imports (as in the Remix server build): one copy of each package per process.
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
  mkdirSync(path.dirname(BUILD_INFO), { recursive: true });
  writeFileSync(BUILD_INFO, `${JSON.stringify({ startedAt, finishedAt: Date.now() })}\n`);
  log(`built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
