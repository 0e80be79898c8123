import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

// Each flow walks several pages (a confirmation step before every deploy, server-rendered tabs): a budget sized to that.
test.describe.configure({ timeout: 60_000 });

/**
 * Needs the e2e web server pointed at the fake code host started by tests/e2e/global-setup.ts
 * (GITHUB_TOKEN + GITHUB_API_URL, see the lead's note); repository names choose the fake's modes.
 */
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

async function fill(page: Page, repo: string) {
  await page.getByLabel("Repository Owner").fill("trinity-ops");
  await page.getByLabel("Repository Name").fill(repo);
  await page.getByLabel("Branch").fill("main");
}

/** Push and Create Workflow ask first: the URL names the action and the target, nothing is sent yet; the dialog's button sends it. */
async function confirmStep(page: Page, action: "push" | "workflow", repo: string, title: string, button: string) {
  await expect(page).toHaveURL((url) => {
    const q = url.searchParams;
    return url.pathname === "/github-deploy" && q.get("confirm") === action && q.get("owner") === "trinity-ops" && q.get("repo") === repo && q.get("branch") === "main";
  });
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Repository trinity-ops/${repo} · branch main`);
  await expect(page.locator(`[data-result="${action}"]`)).toHaveCount(0);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

async function flow(page: Page, js: boolean) {
  await signInAsOperator(page, "/github-deploy");
  if (js) await waitHydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Repository Deploy" })).toBeVisible();
  await expect(page.getByLabel("Branch")).toHaveValue("main");
  const repo = unique("observer");
  await fill(page, repo);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Repository Verified!")).toBeVisible();
  await expect(page.getByText(`trinity-ops/${repo}`)).toBeVisible();

  if (!js) await fill(page, repo);
  await page.getByRole("button", { name: "Push Observer Code", exact: true }).click();
  await expect(page.getByText(/Pushed 5 of 5 files/)).toHaveCount(0);
  await confirmStep(page, "push", repo, `Push the Observer code to trinity-ops/${repo}?`, "Push Observer code now");
  await expect(page.getByText(/Pushed 5 of 5 files/)).toBeVisible();
  for (const file of ["observer_node.py", "config/observer.json", "deploy.sh", "README.md", "QUICK_START.txt"]) {
    await expect(page.locator(`[data-result="push"] [data-file="${file}"][data-success="true"]`)).toBeVisible();
  }

  await expect(page.locator("[data-secrets-card]")).toHaveCount(0);
  if (!js) await fill(page, repo);
  await page.getByRole("button", { name: "Create Workflow", exact: true }).click();
  await expect(page.getByText("Workflow Created Successfully!")).toHaveCount(0);
  await confirmStep(page, "workflow", repo, `Create the deploy workflow in trinity-ops/${repo}?`, "Create workflow now");
  await expect(page.getByText("Workflow Created Successfully!")).toBeVisible();
  const secrets = page.locator("[data-secrets-card]");
  await expect(secrets).toBeVisible();
  for (const name of ["GLYPHSEED", "SSH_HOST", "SSH_USERNAME", "SSH_PRIVATE_KEY", "HUB_URL"]) await expect(secrets.locator(`[data-secret="${name}"]`)).toBeVisible();
  await expect(secrets.getByRole("link", { name: /secrets settings/ })).toHaveAttribute("href", new RegExp(`/trinity-ops/${repo}/settings/secrets/actions$`));
  await expect(page.getByRole("heading", { name: "Next Steps" })).toBeVisible();
  return { repo, secrets };
}

test.describe("/github-deploy with JavaScript", () => {
  test("verify, push, workflow and the GLYPHSEED copy button", async ({ page, context }) => {
    const errors = collectErrors(page);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { secrets } = await flow(page, true);
    const copy = secrets.getByRole("button", { name: "Copy the value of GLYPHSEED" });
    await expect(secrets.getByRole("button", { name: /Copy/ })).toHaveCount(1);
    await copy.click();
    await expect(copy).toHaveText("Copied");
    const value = await secrets.getByLabel("GLYPHSEED value").inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await expect(copy).toHaveText("Copy Value", { timeout: 4000 });
    expect(errors).toEqual([]);
  });

  test("Verify is disabled while owner or repo is empty; a missing repository fails clearly", async ({ page }) => {
    await signInAsOperator(page, "/github-deploy");
    await waitHydrated(page);
    await page.getByLabel("Repository Name").fill("");
    await expect(page.getByRole("button", { name: "Verify" })).toBeDisabled();
    await page.getByLabel("Repository Name").fill(unique("missing"));
    await expect(page.getByRole("button", { name: "Verify" })).toBeEnabled();
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(/Verification Failed: Repository trinity-mesh\/missing-.* was not found/)).toBeVisible();
  });

  test("a visitor sees the screen with a sign-in prompt", async ({ page }) => {
    await page.goto("/github-deploy");
    await expect(page.getByRole("heading", { level: 1, name: "Repository Deploy" })).toBeVisible();
    await expect(page.locator("[data-sign-in-prompt]")).toBeVisible();
    await expect(page.getByRole("button", { name: "Verify" })).toHaveCount(0);
  });
});

test.describe("/github-deploy without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("verify, push and workflow work as plain form posts", async ({ page }) => {
    await flow(page, false);
  });
});
