#!/usr/bin/env node
// The scale-out recipe on one machine (issue 33): N web processes and a worker behind Debian's HAProxy,
// configured by the same deploy/haproxy.cfg as docker-compose's `proxy` service (only the list of
// servers differs: here it is written for the processes started). Needs PostgreSQL and Redis
// (DATABASE_URL, REDIS_URL; the local defaults below) and `haproxy` on the PATH (`apt install haproxy`).
//
//   node scripts/scale-local.mjs --web 3 --port 3000     then http://127.0.0.1:3000 ; Ctrl-C stops all
//
// Prints one JSON line `{"ready":true,"url":…,"web":[{pid,port}…],"worker":pid,"proxy":pid}` when
// every process answers through the proxy (the bench's `scale` scenario reads it).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

const WEB = Number(option("web", "2"));
const PORT = Number(option("port", "3000"));
if (!Number.isInteger(WEB) || WEB < 1 || WEB > 16) throw new Error("--web must be 1 to 16");
if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535) throw new Error("--port must be a port number");

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

const children = [];
function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`[scale-local] ${name} exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

let stopping = false;
const work = mkdtempSync(path.join(tmpdir(), "scale-local-"));
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null)));
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop().then(() => process.exit(0)));

if (spawnSync("haproxy", ["-v"]).status !== 0) throw new Error("haproxy is not on the PATH: apt install haproxy (or brew install haproxy)");
const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: ROOT, stdio: "inherit" });
if (build.status !== 0) throw new Error("the build failed");

const shared = {
  NODE_ENV: "production",
  DATABASE_URL: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/trinity_mesh_scale",
  REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  REDIS_PREFIX: process.env.REDIS_PREFIX ?? "tm-scale",
  SESSION_SECRET: process.env.SESSION_SECRET ?? "scale-local-session-secret-not-for-production",
  EMBEDDED_WORKER: "0",
  TRUST_PROXY: "1",
  HOST: "127.0.0.1",
};
try {
  const web = [];
  // The first starts alone (it migrates and seeds an empty database; the others would wait on its locks anyway).
  for (let i = 0; i < WEB; i++) {
    const port = await freePort();
    const child = start(`web ${i + 1}`, process.execPath, ["--v8-pool-size=0", "build/server.js"], { ...shared, PORT: String(port) });
    web.push({ pid: child.pid, port });
    if (i === 0) await answers(`http://127.0.0.1:${port}/api/health`, 180_000);
  }
  await Promise.all(web.map((w) => answers(`http://127.0.0.1:${w.port}/api/health`, 180_000)));
  const worker = start("worker", process.execPath, ["--v8-pool-size=0", "build/worker.js"], { ...shared, PORT: String(await freePort()), METRICS_PORT: String(await freePort()) });

  const backend = path.join(work, "backend.cfg");
  writeFileSync(backend, ["backend web", "  balance leastconn", ...web.map((w, i) => `  server web${i + 1} 127.0.0.1:${w.port} check`), ""].join("\n"));
  const proxy = start("haproxy", "haproxy", ["-W", "-db", "-f", path.join(ROOT, "deploy/haproxy.cfg"), "-f", backend], { PROXY_BIND: `127.0.0.1:${PORT}` });
  const url = `http://127.0.0.1:${PORT}`;
  await answers(`${url}/api/health`, 30_000);
  console.log(JSON.stringify({ ready: true, url, web, worker: worker.pid, proxy: proxy.pid }));
} catch (error) {
  console.error(`[scale-local] ${error instanceof Error ? error.message : String(error)}`);
  await stop();
  process.exit(1);
}
