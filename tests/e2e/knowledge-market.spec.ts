import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

const cargo = () => `E2E cargo ${randomBytes(4).toString("hex")}: how to listen before answering`;
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const tabs = (page: Page) => page.getByRole("tablist", { name: "Marketplace sections" });
const offerCard = (page: Page, text: string) => page.locator("article[data-offer]").filter({ hasText: text });

async function expectShell(page: Page) {
  await expect(page).toHaveTitle("Knowledge Marketplace · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Knowledge Marketplace" })).toBeVisible();
  for (const label of ["Available Offers", "Total Traded", "Active Merchants"]) await expect(page.locator(`[data-stat="${label}"]`)).toContainText(/\d/);
  await expect(tabs(page).getByRole("tab")).toHaveText(["Browse Offers", "Create Offer"]);
}

async function createOffer(page: Page, text: string) {
  await page.getByLabel(/Merchant node/).selectOption({ label: "Ringstrasse Mart · Vienna, Austria" });
  await page.getByLabel(/Glyph type/).fill("☉");
  await page.getByLabel(/Knowledge cargo/).fill(text);
  await page.getByLabel(/Price/).fill("3");
  await page.getByLabel(/Resonance tags/).fill(" listening, , rituals ");
  await page.getByRole("button", { name: "Create Offer" }).click();
}

async function trade(page: Page, text: string) {
  const card = offerCard(page, text);
  await expect(card).toContainText("3 VAL");
  await expect(card.getByRole("listitem")).toHaveText(["listening", "rituals"]);
  await card.getByLabel("Buyer node").selectOption("node-standard-austin");
  await card.getByRole("button", { name: /^Trade/ }).click();
}

test.describe("/knowledge-market with JavaScript", () => {
  test("a visitor browses offers and sees sign-in prompts where the actions would be", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/knowledge-market");
    await waitHydrated(page);
    await expectShell(page);
    await expect(tabs(page).getByRole("tab", { name: "Browse Offers" })).toHaveAttribute("aria-selected", "true");
    const first = page.locator("article[data-offer]").first();
    await expect(first).toBeVisible();
    await expect(first.locator("[data-price]")).toHaveText(/^\d+ VAL$/);
    await expect(first.getByRole("link", { name: "Sign in to trade this offer" })).toHaveText("Trade");
    await expect(first.getByLabel("Buyer node")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in to trade knowledge" })).toBeVisible();
    await tabs(page).getByRole("tab", { name: "Create Offer" }).click();
    await expect(page).toHaveURL(/tab=create/);
    await expect(page.getByRole("link", { name: "Sign in to create offers" })).toBeVisible();
    await expect(page.locator("[data-offer-form]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("an operator creates an offer and trades it: toasts, and the card leaves Browse Offers", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/knowledge-market?tab=create");
    await waitHydrated(page);
    await expectShell(page);

    await page.getByRole("button", { name: "Create Offer" }).click();
    await expect(toast(page, "Failed to Create Offer")).toContainText("Please select a merchant node");
    await expect(page.getByText("Glyph type is required")).toBeVisible();
    await expect(page.getByText("Knowledge cargo is required")).toBeVisible();
    await expect(page.getByLabel(/Price/)).toHaveValue("1");

    const text = cargo();
    await createOffer(page, text);
    await expect(toast(page, "Knowledge Offer Created")).toContainText("Your knowledge cargo is now available on the marketplace");
    // The form starts again: the merchant on its placeholder, the price on its default, the texts empty.
    await expect(page.getByLabel(/Knowledge cargo/)).toHaveValue("");
    await expect(page.getByLabel(/Merchant node/)).toHaveValue("");
    await expect(page.getByLabel(/Merchant node/).locator("option:checked")).toHaveText("Select a merchant node");
    await expect(page.getByLabel(/Glyph type/)).toHaveValue("");
    await expect(page.getByLabel(/Resonance tags/)).toHaveValue("");
    await expect(page.getByLabel(/Price/)).toHaveValue("1");

    await tabs(page).getByRole("tab", { name: "Browse Offers" }).click();
    await expect(page).toHaveURL(/tab=browse/);
    await trade(page, text);
    await expect(toast(page, "Knowledge Traded")).toContainText("Prairie Relay bought Ringstrasse Mart's ☉ cargo for 3 VAL");
    await expect(offerCard(page, text)).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Recent trades" })).toContainText("Ringstrasse Mart → Prairie Relay");
    expect(errors).toEqual([]);
  });

  test("fits a 360 px screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAsOperator(page, "/knowledge-market");
    await waitHydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("/knowledge-market without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sees the offers and the sign-in prompt", async ({ page }) => {
    await page.goto("/knowledge-market?tab=browse");
    await expectShell(page);
    await expect(page.getByRole("link", { name: "Sign in to trade knowledge" })).toBeVisible();
  });

  test("an operator creates and trades an offer with plain form posts", async ({ page }) => {
    await signInAsOperator(page, "/knowledge-market?tab=create");
    const text = cargo();
    await createOffer(page, text);
    await expect(page).toHaveURL(/tab=create/);
    await expect(toast(page, "Knowledge Offer Created")).toBeVisible();
    await tabs(page).getByRole("tab", { name: "Browse Offers" }).click();
    await expect(page).toHaveURL(/tab=browse/);
    await trade(page, text);
    await expect(page).toHaveURL(/tab=browse/);
    await expect(toast(page, "Knowledge Traded")).toBeVisible();
    await expect(offerCard(page, text)).toHaveCount(0);
  });
});
