import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

async function expectDashboard(page: Page) {
  await expect(page).toHaveTitle("Autonomous Mesh · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Autonomous Mesh" })).toBeVisible();
  await expect(page.getByText("Nervous System Active")).toBeVisible();
  // Seeded nodes report 0.9.4, 0.9.2 and 1.0.1 against their types' 1.0.0.
  await expect(page.getByRole("heading", { name: /^\d+ version drift alert\(s\) detected$/ })).toBeVisible();
  const alerts = page.getByRole("list", { name: "Drift alerts" });
  // One line per node, naming it whole (not an id cut to "node-cap").
  await expect(alerts.locator('[data-drift-node="node-capacity-nairobi"]')).toHaveCount(1);
  await expect(alerts.locator('[data-drift-node="node-capacity-nairobi"]')).toHaveText("Savanna Core (Capacity) runs v0.9.4, expected v1.0.0");
  await expect(alerts.locator('[data-drift-node="node-standard-roaming"]')).toHaveCount(1);
  await expect(alerts.locator('[data-drift-node="node-standard-roaming"]')).toHaveText("Nomad Thread (Standard) runs v0.9.2, expected v1.0.0");
  await expect(alerts.getByRole("listitem").filter({ hasText: /^Node node-/ })).toHaveCount(0);
  await expect(page.locator('[data-stat="Total Node Types"] dd')).toHaveText("29");
  const alertCount = await alerts.getByRole("listitem").count();
  await expect(page.locator('[data-stat="Drift Alerts"] dd')).toHaveText(String(alertCount));
  await expect(page.locator('[data-stat="Active Deployments"] dd')).toHaveText(/^\d+$/);
  await expect(page.getByRole("heading", { name: "Version Registry (all 29 node types)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Version registry" }).getByRole("listitem")).toHaveCount(29);
  const apex = page.locator('[data-registry-type="Apex"]');
  await expect(apex).toContainText("v1.2.0");
  await expect(apex).toContainText("(was v1.1.3)");
  // Instances are the type's real nodes: Apex has none on the mesh, Capacity three.
  await expect(apex).toContainText("· 0 instances");
  await expect(page.locator('[data-registry-type="Capacity"]')).toContainText("· 3 instances");
  await expect(page.locator('[data-registry-type="Capacity"]')).toContainText("Auto-update");
}

test.describe("/autonomous-mesh with JavaScript", () => {
  test("fits a phone screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/autonomous-mesh");
    await waitHydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("a visitor sees the dashboard read-only with a sign-in prompt", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/autonomous-mesh");
    await waitHydrated(page);
    await expectDashboard(page);
    await expect(page.getByRole("button", { name: /Deploy Update/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in to deploy updates" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an operator's Deploy Update starts on the newest release, labels current and downgrades, asks first, then cascades", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/autonomous-mesh");
    // A full page load as an operator hydrates without a mismatch (React #418/#423 are console errors).
    await page.goto("/autonomous-mesh");
    await waitHydrated(page);
    await expectDashboard(page);
    const catalyst = page.locator("#version-Catalyst");
    await expect(catalyst).toHaveValue("1.1.0");
    await expect(catalyst.locator("option")).toHaveText(["v1.1.0", "v1.0.1", "v1.0.0 (current)"]);
    // Apex runs v1.2.0: every release is a downgrade, and says so.
    await expect(page.locator("#version-Apex option")).toHaveText(["v1.1.0 (downgrade from v1.2.0)", "v1.0.1 (downgrade from v1.2.0)", "v1.0.0 (downgrade from v1.2.0)"]);
    const jobs = page.locator('[data-deployment-job][data-node-type="Catalyst"]');
    await expect(jobs).toHaveCount(0);

    await page.getByRole("button", { name: "Deploy Update to Catalyst" }).click();
    await expect(page).toHaveURL(/\/autonomous-mesh\?confirm=deploy-update&type=Catalyst&version=1\.1\.0$/);
    const dialog = page.getByRole("dialog", { name: "Deploy v1.1.0 to every Catalyst node?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Catalyst: v1.0.0 → v1.1.0 · 2 instances");
    // Nothing is deployed before the confirmation's button.
    await expect(jobs).toHaveCount(0);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/autonomous-mesh$/);
    await expect(jobs).toHaveCount(0);

    await page.getByRole("button", { name: "Deploy Update to Catalyst" }).click();
    await dialog.getByRole("button", { name: "Deploy Update" }).click();
    await expect(toast(page, "Cascade Deployed")).toBeVisible();
    await expect(page).toHaveURL(/\/autonomous-mesh$/);
    await expect(dialog).toHaveCount(0);
    const job = jobs.first();
    await expect(job).toContainText("Catalyst -> 1.1.0");
    await expect(job.locator("[data-job-status]")).toHaveText(/^(completed|partial|failed)$/, { timeout: 20_000 });
    await expect(job.locator("[data-job-success]")).toHaveText(/^\d+\/2$/);
    await expect(page.locator('[data-registry-type="Catalyst"]')).toContainText(/v1\.1\.0|v1\.0\.0/);
    expect(errors).toEqual([]);
  });
});

test.describe("/autonomous-mesh without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("server-renders the dashboard", async ({ page }) => {
    await page.goto("/autonomous-mesh");
    await expectDashboard(page);
  });

  test("an operator's Deploy Update and Roll back lead to confirmation pages; their buttons post", async ({ page }) => {
    await signInAsOperator(page, "/autonomous-mesh");
    const jobs = page.locator('[data-deployment-job][data-node-type="Vault"]');
    await expect(page.locator("#version-Vault")).toHaveValue("1.1.0");
    await page.getByRole("button", { name: "Deploy Update to Vault" }).click();
    await expect(page).toHaveURL(/\/autonomous-mesh\?confirm=deploy-update&type=Vault&version=1\.1\.0$/);
    const panel = page.getByRole("dialog", { name: "Deploy v1.1.0 to every Vault node?" });
    await expect(panel).toBeVisible();
    await expect(jobs).toHaveCount(0);
    await panel.getByRole("button", { name: "Deploy Update" }).click();
    await expect(page).toHaveURL(/\/autonomous-mesh$/);
    await expect(toast(page, "Cascade Deployed")).toBeVisible();
    const job = jobs.first();
    await expect(job).toContainText("Vault -> 1.1.0");
    await expect(async () => {
      await page.reload();
      await expect(job.locator("[data-job-status]")).toHaveText(/^(completed|partial|failed)$/, { timeout: 500 });
    }).toPass({ timeout: 20_000 });

    // Roll back asks first too.
    await page.getByRole("link", { name: "Roll back to v0.9.3: Herald" }).click();
    await expect(page).toHaveURL(/\/autonomous-mesh\?confirm=rollback&type=Herald$/);
    const rollback = page.getByRole("dialog", { name: "Roll back Herald to v0.9.3?" });
    await expect(rollback).toBeVisible();
    await expect(page.locator('[data-deployment-job][data-node-type="Herald"]')).toHaveCount(0);
    await rollback.getByRole("button", { name: "Roll back" }).click();
    await expect(page).toHaveURL(/\/autonomous-mesh$/);
    await expect(toast(page, "Rollback Queued")).toBeVisible();
    await expect(page.locator('[data-deployment-job][data-node-type="Herald"]').first()).toContainText("Herald -> 0.9.3");
  });
});
