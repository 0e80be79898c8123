/**
 * Builds the app when the build is missing or older than any source (`npm start`, `npm run worker`,
 * the test servers and the bench run this first), so what runs is what the tree says. One build at a
 * time: a second process waits for the first one's build instead of writing the same files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as delay } from "node:timers/promises";
import { build, BUILD_INFO, NODE_ENTRIES, ROOT } from "./build.mjs";

/** What a build is made from (files, or folders walked whole). */
const SOURCES = ["app", "worker", "db", "server.ts", "remix.config.js", "tailwind.config.ts", "tsconfig.json", "package.json", "package-lock.json", "patches"];
const OUTPUTS = ["build/index.js", ...Object.keys(NODE_ENTRIES).map((name) => `build/${name}.js`)];
const LOCK = path.join(ROOT, ".build.lock");
const LOCK_STALE_MS = 10 * 60_000;

function newestSource(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return { mtime: 0, file: null };
  const stat = statSync(full);
  if (!stat.isDirectory()) return { mtime: stat.mtimeMs, file: entry };
  let newest = { mtime: 0, file: null };
  for (const child of readdirSync(full)) {
    const found = newestSource(path.join(entry, child));
    if (found.mtime > newest.mtime) newest = found;
  }
  return newest;
}

/** Why the build must be made again, or null when it is current. */
export function staleReason() {
  const missing = OUTPUTS.find((file) => !existsSync(path.join(ROOT, file)));
  if (missing) return `${missing} is missing`;
  if (!existsSync(BUILD_INFO)) return "the build has no build-info.json (made by an older build script)";
  const { startedAt } = JSON.parse(readFileSync(BUILD_INFO, "utf8"));
  for (const entry of SOURCES) {
    const { mtime, file } = newestSource(entry);
    if (mtime > startedAt) return `${file} changed after the build`;
  }
  return null;
}

function tryLock() {
  try {
    mkdirSync(LOCK);
    return true;
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    if (Date.now() - statSync(LOCK).mtimeMs > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
}

export async function ensureBuild({ force = false, log = (m) => console.log(m) } = {}) {
  for (;;) {
    const reason = force ? "a rebuild was asked for" : staleReason();
    if (!reason) return;
    if (tryLock()) {
      try {
        log(`building: ${reason}`);
        await build({ log });
      } finally {
        rmSync(LOCK, { recursive: true, force: true });
      }
      return;
    }
    log("another process is building the app; waiting for it");
    while (existsSync(LOCK)) await delay(250);
    force = false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureBuild({ force: process.argv.includes("--force") }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
