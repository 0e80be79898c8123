import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

const mark = () => `E2E ${randomBytes(4).toString("hex")}`;
const tabList = (page: Page) => page.getByRole("tablist", { name: "Contribution sections" });
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

async function expectShell(page: Page) {
  await expect(page).toHaveTitle("Contribute · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Contribute to the Mesh" })).toBeVisible();
  await expect(tabList(page).getByRole("tab")).toHaveText(["Contribute", "Feedback", "History"]);
}

async function fillContribution(page: Page, name: string, glyph: string, description: string, score?: string) {
  await page.getByLabel(/Contributor name/).fill(name);
  await page.getByLabel(/Glyph type/).selectOption(glyph);
  await page.getByLabel(/Impact description/).fill(description);
  if (score !== undefined) await page.getByLabel(/Score/).fill(score);
}

test.describe("/contribute with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contribute");
    await expect(page.locator("[data-contribute-screen][data-hydrated]")).toBeVisible();
  });

  test("renders the three tabs and the contribution form with the nine glyphs", async ({ page }) => {
    await expectShell(page);
    await expect(tabList(page).getByRole("tab", { name: "Contribute" })).toHaveAttribute("aria-selected", "true");
    const options = page.getByLabel(/Glyph type/).locator("option");
    await expect(options).toHaveCount(10);
    expect((await options.allTextContents()).slice(1).map((t) => t.trim()[0])).toEqual(["⟁", "⊗", "∇", "◊", "☉", "∞", "△", "⚛", "✦"]);
    const score = page.getByLabel(/Score/);
    await expect(score).toHaveValue("1.0");
    await expect(score).toHaveAttribute("step", "0.1");
    await expect(score).toHaveAttribute("min", "0");
    await expect(score).toHaveAttribute("max", "10");
    await tabList(page).getByRole("tab", { name: "History" }).click();
    await expect(page).toHaveURL(/tab=history/);
    await expect(page.getByRole("heading", { name: "Contribution history" })).toBeVisible();
  });

  test("missing fields show the toast and send nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.getByLabel(/Contributor name/).fill("Only a name");
    await page.getByRole("button", { name: "Submit Contribution" }).click();
    await expect(toast(page, "Missing Fields")).toContainText("Please fill in all required fields");
    await expect(page.getByText("Impact description is required.")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("a contribution shows the toast, resets the form and appears in the history", async ({ page }) => {
    const name = mark();
    await fillContribution(page, name, "∞", `Kept the archive tidy for ${name}`, "4.2");
    await page.getByRole("button", { name: "Submit Contribution" }).click();
    await expect(toast(page, "Contribution Recorded")).toContainText("Your symbolic contribution has been added to the mesh.");
    // Every field is back where a new contribution starts: the glyph on its placeholder, not blank and not the last choice.
    await expect(page.getByLabel(/Contributor name/)).toHaveValue("");
    await expect(page.getByLabel(/Glyph type/)).toHaveValue("");
    await expect(page.getByLabel(/Glyph type/).locator("option:checked")).toHaveText("Select a glyph");
    await expect(page.getByLabel(/Impact description/)).toHaveValue("");
    await expect(page.getByLabel(/Score/)).toHaveValue("1.0");
    await tabList(page).getByRole("tab", { name: "History" }).click();
    const item = page.locator("[data-contribution-id]").filter({ hasText: name });
    await expect(item).toContainText("Score: 4.2");
    await expect(item).toContainText("∞");
    await expect(item).toContainText(`Kept the archive tidy for ${name}`);
  });

  test("feedback: a missing glyph shows the toast; a glyph is interpreted and listed with its badge", async ({ page }) => {
    await tabList(page).getByRole("tab", { name: "Feedback" }).click();
    await expect(page).toHaveURL(/tab=feedback/);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toast(page, "Missing Glyph")).toContainText("Please enter a symbolic glyph");

    const glyph = `p${randomBytes(3).toString("hex")}`;
    await page.getByLabel(/Symbolic glyph/).fill(glyph);
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(toast(page, "Feedback Received")).toContainText("The mesh has interpreted your symbolic input.");
    await expect(page.getByLabel(/Symbolic glyph/)).toHaveValue("");
    const item = page.locator("[data-feedback-id]").filter({ hasText: glyph });
    await expect(item).toContainText(`Pattern "${glyph}" acknowledged. Awaiting deeper symbolic integration.`);
    await expect(item.locator("[data-resonance]")).toHaveText("low");
    expect(await page.getByRole("list", { name: "Recent feedback" }).locator(":scope > li").count()).toBeLessThanOrEqual(5);
  });
});

test.describe("/contribute without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders, and the tabs are links", async ({ page }) => {
    await page.goto("/contribute");
    await expectShell(page);
    await tabList(page).getByRole("tab", { name: "Feedback" }).click();
    await expect(page).toHaveURL(/tab=feedback/);
    await expect(page.getByRole("heading", { name: "Recent feedback" })).toBeVisible();
  });

  test("a contribution posts, redirects and shows Contribution Recorded", async ({ page }) => {
    const name = mark();
    await page.goto("/contribute");
    await fillContribution(page, name, "⚛", `Donated a night of compute (${name})`);
    await page.getByRole("button", { name: "Submit Contribution" }).click();
    await expect(page).toHaveURL(/\/contribute\?tab=contribute$/);
    await expect(toast(page, "Contribution Recorded")).toContainText("Your symbolic contribution has been added to the mesh.");
    await expect(page.getByLabel(/Contributor name/)).toHaveValue("");
    await page.goto("/contribute?tab=history");
    await expect(page.locator("[data-contribution-id]").filter({ hasText: name })).toContainText("Score: 1.0");
  });

  test("feedback posts and shows in the list with its badge", async ({ page }) => {
    await page.goto("/contribute?tab=feedback");
    await page.getByLabel(/Symbolic glyph/).fill("⟁");
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page).toHaveURL(/tab=feedback$/);
    await expect(toast(page, "Feedback Received")).toBeVisible();
    const item = page.getByRole("list", { name: "Recent feedback" }).locator(":scope > li").filter({ hasText: "High resonance detected with ⟁. Contribution accepted into the symbolic mesh." }).first();
    await expect(item).toBeVisible();
    await expect(item.locator("[data-resonance]")).toHaveText("high");
  });
});
