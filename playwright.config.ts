import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

// One fresh database and Redis prefix per run; global-teardown drops them.
const runId = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
// Set once in the main process; Playwright's workers inherit the environment and see the same values.
// (a port the kernel says is free now: a random one in a range once met this machine's NATS on 4222)
const freePort = () =>
  execFileSync(process.execPath, ["-e", "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"]).toString().trim();
process.env.E2E_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
process.env.E2E_DATABASE_URL ??= `${process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432"}/tm_e2e_${runId}`;
// The fake code host the deploy screens talk to (started by global-setup).
process.env.E2E_GITHUB_PORT ??= freePort();
process.env.E2E_REDIS_PREFIX ??= `tme2e-${runId.replace(/_/g, "-")}`;

/** `handle`: its public name, the default of the first operator of the fresh e2e database. */
export const E2E_OPERATOR = { email: "operator@trinity.test", password: "correct horse battery staple", handle: "operator-1" };

/** Specs that visit every screen of the route table. */
const SWEEPS = [/walk\.spec\.ts$/, /a11y\.spec\.ts$/];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A test.only left in a spec fails the CI run instead of silently skipping every other test.
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on its second try is a flake to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  // Also the wait for an answer on /swarm: ~1.5 s of pacing (450 ms a mind) plus the minds' work, ~3 s on a loaded CI run.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [
    // The screens' own specs first; the long sweeps over every screen (the walk, axe) after them, so
    // their minutes of page loads never starve a spec's 30 s budget on this 2-core machine.
    { name: "chromium", testIgnore: SWEEPS, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "sweeps", testMatch: SWEEPS, dependencies: ["chromium"], use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
    // The build of the tree as it is (made first when a source is newer), as `npm start` runs it.
    command: "node scripts/ensure-build.mjs && node build/server.js",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      REDIS_PREFIX: process.env.E2E_REDIS_PREFIX,
      SESSION_SECRET: "e2e-test-secret-0123456789abcdef",
      OPERATOR_EMAIL: E2E_OPERATOR.email,
      OPERATOR_PASSWORD: E2E_OPERATOR.password,
      GITHUB_TOKEN: "ghp_fake_token_for_tests",
      GITHUB_API_URL: `http://127.0.0.1:${process.env.E2E_GITHUB_PORT}`,
      RATE_LIMIT_READ_PER_MIN: "100000",
      RATE_LIMIT_WRITE_PER_MIN: "100000",
      RATE_LIMIT_AUTH_PER_15MIN: "1000",
      // Every page of the run comes from 127.0.0.1: the per-address caps are raised like the rate limits.
      CHAT_QUESTIONS_PER_MIN_PER_ADDRESS: "100000",
      ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR: "100000",
      WS_CONNECTIONS_PER_ADDRESS: "100000",
      SSE_CONNECTIONS_PER_ADDRESS: "100000",
      LOG_LEVEL: "warn",
      // The shared e2e server keeps the seeded mesh still (no demo nodes: the specs assert the seeded
      // nodes' unsigned cards and event lists) and a one-hour inactivity limit, so the seeded nodes
      // stay active for the whole run: every screen now reads the derived status, and a run is longer
      // than the 3-minute default. tests/e2e/living-mesh.spec.ts starts its own fresh embedded server
      // with the demo nodes on, as `npm start` does.
      DEMO_NODES: "0",
      NODE_HEARTBEAT_TIMEOUT_MS: "3600000",
    },
  },
});
