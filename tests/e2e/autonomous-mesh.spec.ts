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
  await expect(alerts.locator('[data-drift-node="node-capacity-nairobi"]')).toHaveText("Node node-cap: 0.9.4 -> 1.0.0");
  await expect(alerts.locator('[data-drift-node="node-standard-roaming"]')).toHaveText("Node node-sta: 0.9.2 -> 1.0.0");
  await expect(page.locator('[data-stat="Total Node Types"] dd')).toHaveText("29");
  const alertCount = await alerts.getByRole("listitem").count();
  await expect(page.locator('[data-stat="Drift Alerts"] dd')).toHaveText(String(alertCount));
  await expect(page.locator('[data-stat="Active Deployments"] dd')).toHaveText(/^\d+$/);
  await expect(page.getByRole("heading", { name: "Version Registry (all 29 node types)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Version registry" }).getByRole("listitem")).toHaveCount(29);
  const apex = page.locator('[data-registry-type="Apex"]');
  await expect(apex).toContainText("v1.2.0");
  await expect(apex).toContainText("(was v1.1.3)");
  await expect(apex).toContainText("1 instance");
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

  test("an operator's Deploy Update starts a cascade to 1.0.1 and the job shows its outcome", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/autonomous-mesh");
    await waitHydrated(page);
    await expectDashboard(page);
    await page.getByRole("button", { name: "Deploy Update to Catalyst" }).click();
    await expect(toast(page, "Cascade Deployed")).toBeVisible();
    const job = page.locator('[data-deployment-job][data-node-type="Catalyst"]').first();
    await expect(job).toContainText("Catalyst -> 1.0.1");
    await expect(job.locator("[data-job-status]")).toHaveText(/^(completed|partial|failed)$/, { timeout: 20_000 });
    await expect(job.locator("[data-job-success]")).toHaveText(/^\d+\/2$/);
    await expect(page.locator('[data-registry-type="Catalyst"]')).toContainText(/v1\.0\.1|v1\.0\.0/);
    expect(errors).toEqual([]);
  });
});

test.describe("/autonomous-mesh without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("server-renders the dashboard", async ({ page }) => {
    await page.goto("/autonomous-mesh");
    await expectDashboard(page);
  });

  test("an operator's Deploy Update posts the form and the job appears", async ({ page }) => {
    await signInAsOperator(page, "/autonomous-mesh");
    await page.getByRole("button", { name: "Deploy Update to Vault" }).click();
    await expect(page).toHaveURL(/\/autonomous-mesh$/);
    await expect(toast(page, "Cascade Deployed")).toBeVisible();
    const job = page.locator('[data-deployment-job][data-node-type="Vault"]').first();
    await expect(job).toContainText("Vault -> 1.0.1");
    await expect(async () => {
      await page.reload();
      await expect(job.locator("[data-job-status]")).toHaveText(/^(completed|partial|failed)$/, { timeout: 500 });
    }).toPass({ timeout: 20_000 });
  });
});
