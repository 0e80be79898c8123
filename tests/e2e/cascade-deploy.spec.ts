import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

/**
 * Needs the e2e web server pointed at the fake code host (see github-deploy.spec.ts): a node whose
 * name holds "fail-node" fails to deploy there.
 */
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

const CONFIG = JSON.stringify([
  { name: "paris-observer", region: "france", tags: ["eu"] },
  { name: "fail-node lyon", region: "france", tags: [] },
  { name: "vienna-observer", region: "austria", tags: [] },
]);

async function fill(page: Page, config?: string) {
  await page.getByLabel("Owner").fill("trinity-ops");
  await page.getByLabel("Repository").fill(unique("cascade"));
  if (config !== undefined) await page.getByLabel(/Node configuration/).fill(config);
}

async function expectResult(page: Page) {
  const result = page.locator("[data-cascade-result]");
  await expect(result.getByRole("heading", { name: "Deployment Completed with Errors" })).toBeVisible({ timeout: 30_000 });
  await expect(result.locator("[data-cascade-count]")).toHaveText("2/3");
  await expect(result.locator('[data-node="paris-observer"][data-success="true"]')).toBeVisible();
  await expect(result.locator('[data-node="fail-node lyon"][data-success="false"]')).toContainText("GitHub failed (500)");
  await expect(result.getByText("SSH_HOST_FAIL_NODE_LYON, SSH_USERNAME_FAIL_NODE_LYON, SSH_PRIVATE_KEY_FAIL_NODE_LYON")).toBeVisible();
  await expect(result.getByText("SSH_HOST_VIENNA_OBSERVER, SSH_USERNAME_VIENNA_OBSERVER, SSH_PRIVATE_KEY_VIENNA_OBSERVER")).toBeVisible();
}

test.describe("/cascade-deploy with JavaScript", () => {
  test("the sample, preview, disabled rules and a cascade with one failing node", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/cascade-deploy");
    await waitHydrated(page);
    const preview = page.locator("[data-preview]");
    await expect(preview).toContainText("3 node(s) to deploy");
    await expect(preview).toContainText("france");
    await expect(preview).toContainText("austria");
    const button = page.getByRole("button", { name: "Deploy 3 Observer(s)" });
    await expect(button).toBeDisabled();
    await fill(page);
    await expect(button).toBeEnabled();
    await page.getByLabel(/Node configuration/).fill("[not json");
    await expect(page.getByRole("button", { name: /Deploy 0 Observer\(s\)/ })).toBeDisabled();
    await page.getByLabel(/Node configuration/).fill(CONFIG);
    await page.getByRole("button", { name: "Deploy 3 Observer(s)" }).click();
    await expectResult(page);
    // Generated glyphseeds are shown once with the result.
    await expect(page.locator('[data-node="paris-observer"]')).toContainText(/glyphseed: [A-Za-z0-9_-]{43}/);
    expect(errors).toEqual([]);
  });

  test("a .json file replaces the textarea", async ({ page }) => {
    await signInAsOperator(page, "/cascade-deploy");
    await waitHydrated(page);
    await page.getByLabel("Upload configuration (.json)").setInputFiles({ name: "nodes.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify([{ name: "solo", region: "austria" }])) });
    await expect(page.getByLabel(/Node configuration/)).toHaveValue(/"solo"/);
    await expect(page.getByRole("button", { name: "Deploy 1 Observer(s)" })).toBeVisible();
  });
});

test.describe("/cascade-deploy without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form posts and the page shows the finished cascade", async ({ page }) => {
    await signInAsOperator(page, "/cascade-deploy");
    await fill(page, CONFIG);
    await page.getByRole("button", { name: /Deploy \d+ Observer\(s\)/ }).click();
    await expectResult(page);
  });
});
