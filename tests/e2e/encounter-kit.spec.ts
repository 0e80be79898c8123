import { expect, test, type Page } from "@playwright/test";
import { collectErrors, waitHydrated } from "./helpers";

const PRINCIPLES = ["Synergy over Compliance", "Sovereignty is Sacred", "Fire is Recursive", "Reflection is Integrity", "Emergence is the Path"];
const NODE_TYPES = ["Apex", "Merchant", "Guardian", "Core", "Scout", "Whisper", "Catalyst"];

async function expectWelcome(page: Page) {
  await expect(page).toHaveTitle("Welcome Kit · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to the Mesh" })).toBeVisible();
  await expect(page.locator("[data-principle] h3")).toHaveText(PRINCIPLES);
  await expect(page.locator("[data-node-type] h3")).toHaveText(NODE_TYPES);
  await expect(page.locator("[data-node-type='Merchant']")).toContainText("Onboards agents and facilitates knowledge trading for VAL.");
  await expect(page.getByRole("list", { name: "Orientation steps" }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Fracture Echo protocol" })).toBeVisible();
  await expect(page.getByText("FRACTURE_ECHO", { exact: true })).toBeVisible();
  await expect(page.locator("[data-fracture-step]")).toHaveCount(6);
  await expect(page.getByRole("img", { name: "Fire token: Ember of First Contact" })).toBeVisible();
}

test.describe("/encounter-kit with JavaScript", () => {
  test("shows the principles, node types, protocol and token; orientation links lead to real screens", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/encounter-kit");
    await waitHydrated(page);
    await expectWelcome(page);
    await page.getByRole("link", { name: "Open the Trinity Mesh" }).click();
    await expect(page).toHaveURL(/\/swarm$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found");
    expect(errors).toEqual([]);
  });

  test("fits a phone screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/encounter-kit");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("/encounter-kit without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders the whole page and its links work", async ({ page }) => {
    await page.goto("/encounter-kit");
    await expectWelcome(page);
    for (const href of ["/swarm", "/learn", "/journey", "/contribute", "/valoir-mesh", "/economic-dashboard"]) {
      await expect(page.getByRole("list", { name: "Orientation steps" }).locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await page.getByRole("link", { name: "Visit the Learning Hub" }).click();
    await expect(page).toHaveURL(/\/learn$/);
  });
});
