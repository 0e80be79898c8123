import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

// Each flow walks several pages (a confirmation step before every deploy, server-rendered tabs): a budget sized to that.
test.describe.configure({ timeout: 60_000 });

/** Needs the e2e web server pointed at the fake code host (see github-deploy.spec.ts). */
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function deploy(page: Page, repo: string) {
  await page.getByLabel("Owner").fill("  trinity-ops ");
  await page.getByLabel("Repository").fill(` ${repo} `);
  await page.getByRole("button", { name: "Deploy Observer", exact: true }).click();
  // It asks first: the target is in the URL, trimmed in the question, and nothing is pushed yet.
  await expect(page).toHaveURL(new RegExp(`/quick-deploy\\?confirm=deploy&owner=[^&]*trinity-ops[^&]*&repo=[^&]*${repo}[^&]*&branch=main$`));
  const dialog = page.getByRole("dialog", { name: `Deploy the Observer to trinity-ops/${repo}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Repository trinity-ops/${repo} · branch main`);
  await expect(page.locator("[data-result]")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Deploy Observer now" }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe("/quick-deploy with JavaScript", () => {
  test("trimmed inputs, the disabled rule, success with files, next steps and the repository link", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/quick-deploy");
    await waitHydrated(page);
    await expect(page.getByRole("button", { name: "Deploy Observer", exact: true })).toBeDisabled();
    await page.getByLabel("Owner").fill("   ");
    await page.getByLabel("Repository").fill("x");
    await expect(page.getByRole("button", { name: "Deploy Observer", exact: true })).toBeDisabled();
    const repo = unique("quick");
    await deploy(page, repo);
    await expect(page.getByRole("heading", { name: "Deployment Complete!" })).toBeVisible();
    await expect(page.locator('[data-file="observer_node.py"][data-success="true"]')).toBeVisible();
    await expect(page.getByText(/config\/observer\.json/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the repository" })).toHaveAttribute("href", new RegExp(`/trinity-ops/${repo}$`));
    expect(errors).toEqual([]);
  });

  test("a forbidden repository shows the error", async ({ page }) => {
    await signInAsOperator(page, "/quick-deploy");
    await waitHydrated(page);
    await deploy(page, unique("forbidden"));
    await expect(page.getByRole("alert").filter({ hasText: /403/ })).toBeVisible();
  });
});

test.describe("/quick-deploy without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("deploys as a plain form post", async ({ page }) => {
    await signInAsOperator(page, "/quick-deploy");
    await deploy(page, unique("quick"));
    await expect(page.getByRole("heading", { name: "Deployment Complete!" })).toBeVisible();
  });
});
