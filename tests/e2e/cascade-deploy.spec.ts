import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

// Each flow walks several pages (a confirmation step before every deploy, server-rendered tabs): a budget sized to that.
test.describe.configure({ timeout: 60_000 });

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

async function fill(page: Page, config?: string): Promise<string> {
  const repo = unique("cascade");
  await page.getByLabel("Owner").fill("trinity-ops");
  await page.getByLabel("Repository").fill(repo);
  if (config !== undefined) await page.getByLabel(/Node configuration/).fill(config);
  return repo;
}

/** Deploy N Observer(s) asks first: the confirmation names the target and the nodes, and nothing is deployed yet. Its button deploys. */
async function confirmCascade(page: Page, repo: string) {
  await expect(page).toHaveURL(/\/cascade-deploy\?confirm=cascade$/);
  const dialog = page.getByRole("dialog", { name: `Deploy 3 Observer(s) to trinity-ops/${repo}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Observers to deploy" }).getByRole("listitem")).toHaveText(["paris-observer · france", "fail-node lyon · france", "vienna-observer · austria"]);
  await expect(page.locator("[data-cascade-result]")).toHaveCount(0);
  await expect(page.locator("[data-cascade-progress]")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Deploy observers" }).click();
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
    const repo = await fill(page);
    await expect(button).toBeEnabled();
    await page.getByLabel(/Node configuration/).fill("[not json");
    await expect(page.getByRole("button", { name: /Deploy 0 Observer\(s\)/ })).toBeDisabled();
    await page.getByLabel(/Node configuration/).fill(CONFIG);
    await page.getByRole("button", { name: "Deploy 3 Observer(s)" }).click();
    await confirmCascade(page, repo);
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
    const repo = await fill(page, CONFIG);
    await page.getByRole("button", { name: /Deploy \d+ Observer\(s\)/ }).click();
    await confirmCascade(page, repo);
    await expectResult(page);
  });
});
