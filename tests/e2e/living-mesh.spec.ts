/**
 * A living mesh (issue 17 item 2): a fresh embedded start (`npm start` with no DATABASE_URL: PGlite,
 * demo nodes on by default, their real 20–50 s intervals) shows active nodes on the mesh network
 * screen and events on the ritual canvas within a minute, without anyone chatting.
 *
 * The shared e2e server runs with a database and DEMO_NODES=0 (playwright.config.ts), so this spec
 * starts its own server, as the integration tests do (tests/integration/helpers/server.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer, type TestServer } from "../integration/helpers/server";
import { collectErrors } from "./helpers";

let server: TestServer;
let dir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), "tm-living-"));
  server = await startServer({
    postgres: false,
    env: { DEMO_NODES: undefined, DEMO_NODES_URL: undefined, DEMO_NODES_INTERVAL_MS: undefined, NODE_HEARTBEAT_TIMEOUT_MS: undefined, PGLITE_DIR: path.join(dir, "pglite"), DATA_DIR: dir, LOG_LEVEL: "warn" },
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a fresh start shows active demo nodes on the mesh network screen within a minute", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto(`${server.url}/valoir-mesh`);
  const active = page.locator('[data-stat="Active Nodes"] [data-stat-value]');
  // The screen polls /api/mesh/status every 5 s: the demo nodes' first signed heartbeats come in.
  await expect.poll(async () => Number((await active.textContent())?.replace(/,/g, "")), { timeout: 60_000, intervals: [1000] }).toBeGreaterThanOrEqual(5);
  const activeCards = page.locator('article[data-node-id][data-status="active"]');
  expect(await activeCards.count()).toBeGreaterThanOrEqual(5);
  // Marked as demo nodes, with verified signatures (the real protocol).
  await expect(activeCards.first().locator("[data-demo-node]")).toHaveText("demo");
  await expect(activeCards.first().locator("[data-signature]")).toHaveText(/Signature verified/);
  expect(errors).toEqual([]);
});

test("the ritual canvas receives the demo nodes' events without any chat", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto(`${server.url}/ritual-visualization`);
  await expect(page.locator("[data-connection]")).toHaveText("Connected");
  await expect(page.getByText(/Mesh: \d+ nodes \((\d+) active\)/)).toBeVisible();
  const mesh = await page.getByText(/Mesh: \d+ nodes \((\d+) active\)/).textContent();
  expect(Number(/\((\d+) active\)/.exec(mesh ?? "")?.[1])).toBeGreaterThanOrEqual(5);
  // Live events arrive over the stream and are drawn on the canvas (its spawn count) and listed.
  const canvas = page.getByRole("img", { name: /Live particles/ });
  await expect.poll(async () => Number((await canvas.getAttribute("data-spawned")) ?? 0), { timeout: 60_000, intervals: [1000] }).toBeGreaterThanOrEqual(1);
  const beats = page.getByRole("list", { name: "Recent ritual events" }).locator(':scope > li[data-ritual-event="node_heartbeat"]');
  await expect(beats.first()).toBeVisible({ timeout: 60_000 });
  // Nobody chatted: no Trinity deliberation on the plane.
  await expect(page.locator('[data-ritual-event="trinity_deliberation"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
