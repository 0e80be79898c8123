import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator } from "./helpers";

// The task rotation and scans are shared state: this file's tests run one after another.
test.describe.configure({ mode: "serial" });

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const nodeRow = (page: Page, id: string) => page.locator(`[data-task-node="${id}"]`);
const NEXT: Record<string, string> = { analysis: "creation", creation: "maintenance", maintenance: "teaching", teaching: "analysis" };

async function expectShell(page: Page) {
  await expect(page).toHaveTitle("Continuity and Harmony · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Continuity and Harmony" })).toBeVisible();
  await expect(page.locator('[data-stat="Guest Wallets"] dd').first()).toHaveText("Ephemeral");
  await expect(page.locator('[data-stat="AI Domains"] dd').first()).toHaveText("4");
  await expect(page.locator('[data-stat="Sync Snapshots"] dd').first()).toHaveText(/^\d+$/);
  for (const name of ["AI Task Rotation", "Alexandria Sync", "Harmony Scanner"]) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(nodeRow(page, "node-merchant-lyon")).toContainText("Soierie Exchange");
}

async function rotateOnce(page: Page, id: string, viaToast: boolean) {
  const row = nodeRow(page, id);
  const domain = (await row.locator("[data-domain]").textContent())!.trim();
  const tasks = Number(await row.locator("[data-tasks]").textContent());
  await row.getByRole("button", { name: /^Rotate / }).click();
  if (viaToast) await expect(toast(page, "Task rotated")).toContainText(NEXT[domain]);
  await expect(row.locator("[data-domain]")).toHaveText(NEXT[domain]);
  await expect(row.locator("[data-tasks]")).toHaveText(String(tasks + 1));
}

async function runScan(page: Page) {
  await page.getByRole("button", { name: "Run Scan" }).click();
  await expect(toast(page, "Harmony scan queued")).toBeVisible();
}

async function expectScanResult(page: Page) {
  const scanner = page.getByRole("region", { name: "Harmony Scanner" });
  await expect(scanner.locator("[data-overall]")).toHaveText(/^\d{1,3}%$/);
  await expect(scanner.getByRole("list", { name: "Recommendations" }).getByRole("listitem").first()).toBeVisible();
  for (const m of ["database", "migrations", "redis", "queue:harmony", "websocket", "sse"]) {
    const row = scanner.locator(`[data-module="${m}"]`);
    await expect(row.locator("[data-module-status]")).toHaveText(/^(active|degraded|offline)$/);
    await expect(row.locator("[data-compat]")).toHaveText(/^\d{1,3}%$/);
  }
  await expect(scanner.locator('[data-module="database"] [data-module-status]')).toHaveText("active");
  await expect(page.locator('[data-stat="Harmony Score"] dd').first()).toHaveText(/^\d{1,3}%$/);
}

test.describe("/continuity with JavaScript", () => {
  test("a visitor sees the screen with sign-in prompts and no actions", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/continuity");
    await expect(page.locator("[data-continuity-screen][data-hydrated]")).toBeAttached();
    await expectShell(page);
    await expect(page.getByRole("link", { name: "Sign in to rotate AI tasks" })).toHaveAttribute("href", "/login?redirectTo=%2Fcontinuity");
    await expect(page.getByRole("link", { name: "Sign in to run harmony scans" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Rotate / })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Run Scan" })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });

  test("an operator rotates a node's task, takes a snapshot and runs a harmony scan", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/continuity");
    await expect(page.locator("[data-continuity-screen][data-hydrated]")).toBeAttached();
    await expectShell(page);
    await rotateOnce(page, "node-vault-kyoto", true);

    const count = Number(await page.locator('[data-stat="Sync Snapshots"] dd').first().textContent());
    await page.getByLabel(/Project name/).fill("E2E archive check");
    await page.getByRole("button", { name: "Take Snapshot" }).click();
    await expect(toast(page, "Snapshot taken")).toContainText("E2E archive check");
    // The name is not kept for the next snapshot: the field is back on its placeholder (the default project).
    await expect(page.getByLabel(/Project name/)).toHaveValue("");
    const first = page.getByRole("list", { name: "Alexandria sync snapshots" }).getByRole("listitem").first();
    await expect(first).toContainText("E2E archive check");
    await expect(first.locator("[data-hash]")).toHaveText(/^[0-9a-f]{16}$/);
    await expect(page.locator('[data-stat="Sync Snapshots"] dd').first()).toHaveText(String(count + 1));

    await runScan(page);
    // The scan shows as queued/running, then its result replaces it (the page re-reads while it runs).
    await expect(page.locator("[data-scan-state]")).toHaveAttribute("data-scan-state", "completed", { timeout: 20_000 });
    await expectScanResult(page);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });
});

test.describe("/continuity without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sees the server-rendered screen and sign-in prompts", async ({ page }) => {
    await page.goto("/continuity");
    await expectShell(page);
    await expect(page.getByRole("link", { name: "Sign in to rotate AI tasks" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Rotate / })).toHaveCount(0);
  });

  test("an operator rotates a task and runs a scan with plain forms", async ({ page }) => {
    await signInAsOperator(page, "/continuity");
    await expectShell(page);
    await rotateOnce(page, "node-merchant-vienna", false);
    await expect(toast(page, "Task rotated")).toBeVisible();

    await runScan(page);
    // Without JavaScript the page is reloaded by hand (the Refresh link) until the scan has finished.
    await expect
      .poll(async () => {
        await page.goto("/continuity");
        return page.locator("[data-scan-state]").getAttribute("data-scan-state");
      }, { timeout: 20_000 })
      .toBe("completed");
    await expectScanResult(page);
  });
});
