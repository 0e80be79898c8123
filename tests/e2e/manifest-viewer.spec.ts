import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

const mark = () => `e2e${randomBytes(4).toString("hex")}`;
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const row = (page: Page, m: string) => page.locator("li[data-manifest]").filter({ hasText: `echo_${m}` });

/** Observer and Catalyst map onto mesh node types; Apex does not (it fails with its reason). */
function manifestText(m: string) {
  return JSON.stringify(
    {
      version: "3.0.0",
      manifest_type: `echo_${m}`,
      root_repo: `valoir/${m}`,
      node_types: [
        { name: `Watch ${m}`, type: "Observer", description: "Watches thresholds", status: "planned", access: "public", update_path: "nodes/observer" },
        { name: `Ember ${m}`, type: "Catalyst", description: "Seeds broadcasts", status: "planned", access: "public", update_path: "nodes/catalyst" },
        { name: `Apex ${m}`, type: "Apex", description: "Holds direction", status: "planned", access: "restricted", update_path: "nodes/apex" },
      ],
    },
    null,
    2,
  );
}

async function expectShell(page: Page) {
  await expect(page).toHaveTitle("Manifest Viewer · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Manifest Viewer" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Registered manifests" })).toBeVisible();
}

async function expectDeployedDetails(page: Page, m: string) {
  const details = row(page, m).locator("[data-cascade-details]");
  await expect(details.locator('[data-detail="status"]')).toHaveText("partial");
  await expect(details.locator('[data-detail="phase"]')).toHaveText("Complete");
  await expect(details.locator('[data-detail="sync"]')).toHaveText("Complete");
  await expect(details.locator('[data-detail="resonance"]')).toHaveText("Verified");
  await expect(details.locator(`[data-cascade-node="Watch ${m}"]`)).toContainText("deployed");
  await expect(details.locator(`[data-cascade-node="Watch ${m}"]`)).toContainText("awaiting approval");
  await expect(details.locator(`[data-cascade-node="Ember ${m}"]`)).toContainText("deployed");
  await expect(details.locator(`[data-cascade-node="Apex ${m}"]`)).toContainText("failed");
  await expect(details.locator(`[data-cascade-node="Apex ${m}"]`)).toContainText('"Apex" is not a mesh node type');
  const r = row(page, m);
  await expect(r.locator('[data-count="Deployed"] dd')).toHaveText("2");
  await expect(r.locator('[data-count="Failed"] dd')).toHaveText("1");
  await expect(r.locator('[data-count="Pending"] dd')).toHaveText("0");
}

test.describe("/manifest-viewer with JavaScript", () => {
  test("a visitor sees the list read-only with sign-in prompts", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/manifest-viewer");
    await waitHydrated(page);
    await expectShell(page);
    await expect(page.getByRole("link", { name: "Sign in to upload and deploy manifests" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload Manifest" })).toHaveCount(0);
    const seeded = page.locator('li[data-cascade-id="cascade-seed-echo-genesis"]');
    if ((await seeded.locator('[data-status="pending"]').count()) > 0) await expect(seeded.getByRole("link", { name: "Sign in to deploy cascades" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an operator sees 'Invalid JSON', then uploads and deploys a manifest and follows it to the end", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/manifest-viewer");
    await waitHydrated(page);
    await expectShell(page);
    const upload = page.getByRole("button", { name: "Upload Manifest" });
    await expect(upload).toBeDisabled();

    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.getByLabel("Manifest JSON").fill("{ this is not json");
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(toast(page, "Invalid JSON")).toContainText("Please enter valid JSON manifest data");
    expect(posts).toEqual([]);

    const m = mark();
    await page.getByLabel("Manifest JSON").fill(manifestText(m));
    await upload.click();
    await expect(toast(page, "Manifest Uploaded")).toContainText("3 nodes registered for cascade deployment");
    await expect(page.getByLabel("Manifest JSON")).toHaveValue("");
    const r = row(page, m);
    await expect(r).toContainText("v3.0.0");
    await expect(r).toContainText(`valoir/${m}`);
    await expect(r.locator('[data-count="Nodes"] dd')).toHaveText("3");
    await expect(r.locator('[data-count="Pending"] dd')).toHaveText("3");
    await expect(r.locator("[data-status]").first()).toHaveText("pending");

    await r.getByRole("button", { name: /Deploy Cascade/ }).click();
    await expect(toast(page, "Cascade Queued")).toContainText("3 nodes queued for deployment");
    await expect(r.locator("[data-status]").first()).toHaveText("partial", { timeout: 20_000 });
    await expect(r.getByRole("button", { name: /Deploy Cascade/ })).toHaveCount(0);

    await r.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/details=cascade-/);
    await expectDeployedDetails(page, m);
    await r.getByRole("link", { name: "Hide Details" }).click();
    await expect(page).not.toHaveURL(/details=/);
    await expect(r.locator("[data-cascade-details]")).toHaveCount(0);

    // The deployed nodes wait for approval on the mesh screen.
    await page.goto("/valoir-mesh");
    await expect(page.locator("[data-pending-node]").filter({ hasText: `Watch ${m}` })).toBeVisible();
    await expect(page.locator("[data-pending-node]").filter({ hasText: `Ember ${m}` })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("/manifest-viewer without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sees the list and the sign-in prompt", async ({ page }) => {
    await page.goto("/manifest-viewer");
    await expectShell(page);
    await expect(page.getByRole("link", { name: "Sign in to upload and deploy manifests" })).toBeVisible();
  });

  test("an operator gets the invalid-JSON message on the page, uploads, deploys and reads the details", async ({ page }) => {
    await signInAsOperator(page, "/manifest-viewer");
    await expectShell(page);
    await page.getByLabel("Manifest JSON").fill("{ nope");
    await page.getByRole("button", { name: "Upload Manifest" }).click();
    const alert = page.locator("[data-upload-error]");
    await expect(alert).toContainText("Invalid JSON");
    await expect(alert).toContainText("Please enter valid JSON manifest data");
    await expect(page.getByLabel("Manifest JSON")).toHaveValue("{ nope");

    const m = mark();
    await page.getByLabel("Manifest JSON").fill(manifestText(m));
    await page.getByRole("button", { name: "Upload Manifest" }).click();
    await expect(page).toHaveURL(/\/manifest-viewer$/);
    await expect(page.getByText("3 nodes registered for cascade deployment")).toBeVisible();
    const r = row(page, m);
    await expect(r.locator("[data-status]").first()).toHaveText("pending");

    await r.getByRole("button", { name: /Deploy Cascade/ }).click();
    await expect(page).toHaveURL(/details=cascade-/);
    await expect(page.getByText("3 nodes queued for deployment")).toBeVisible();
    // Without JavaScript the page does not poll: reload until the cascade has finished.
    await expect(async () => {
      await page.reload();
      await expect(row(page, m).locator("[data-status]").first()).toHaveText("partial", { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await expectDeployedDetails(page, m);
  });
});
