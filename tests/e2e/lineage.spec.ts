import { expect, test, type Page } from "@playwright/test";

const projects = (page: Page) => page.getByRole("list", { name: "Sovereign projects" }).getByRole("link");
const card = (page: Page, name: string) => page.getByRole("list", { name: "Sovereign projects" }).getByRole("link", { name: new RegExp(`^${name}:`) });
const tabs = (page: Page) => page.getByRole("tablist", { name: "Lineage" }).getByRole("tab");

async function counts(page: Page): Promise<{ threads: number; echoes: number }> {
  const [threads, echoes] = await tabs(page).allTextContents();
  return { threads: Number(/\((\d+)\)/.exec(threads)![1]), echoes: Number(/\((\d+)\)/.exec(echoes)![1]) };
}

for (const js of [true, false]) {
  test.describe(`/sovereign-threads (JavaScript ${js ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled: js });

    test.beforeEach(async ({ page }) => {
      await page.goto("/sovereign-threads");
      if (js) await expect(page.locator("[data-lineage-screen][data-hydrated]")).toBeVisible();
    });

    test("renders the Home link, four project cards and the two tabs", async ({ page }) => {
      await expect(page).toHaveTitle("Lineage · Trinity Mesh");
      await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
      await expect(projects(page)).toHaveCount(4);
      for (const name of ["Strike", "Sanctuary", "MindLens", "Companion"]) await expect(card(page, name)).toBeVisible();
      await expect(tabs(page)).toHaveText([/^Active Threads \(\d+\)$/, /^Echoes \(\d+\)$/]);
      const all = await counts(page);
      expect(all.threads).toBeGreaterThanOrEqual(8);
      expect(all.echoes).toBeGreaterThanOrEqual(6);
      await expect(page.getByRole("list", { name: "Active threads" }).locator(":scope > li")).toHaveCount(all.threads);
      await expect(page.getByText("High Intensity").first()).toBeVisible();
      await expect(page.getByText("Standard", { exact: true }).first()).toBeVisible();
      await expect(page.getByText(/^Viewing:/)).toHaveCount(0);
    });

    test("a card filters by its project, shows the Viewing badge and Clear Filter; clicking it again clears", async ({ page }) => {
      const all = await counts(page);
      await card(page, "MindLens").click();
      await expect(page).toHaveURL(/project=mindlens/);
      await expect(page.getByText("Viewing: MindLens")).toBeVisible();
      await expect(page.getByRole("link", { name: "Clear Filter" })).toBeVisible();
      const filtered = await counts(page);
      expect(filtered.threads).toBeGreaterThanOrEqual(2);
      expect(filtered.threads).toBeLessThan(all.threads);
      const items = page.getByRole("list", { name: "Active threads" }).locator(":scope > li");
      await expect(items).toHaveCount(filtered.threads);
      expect(new Set(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute("data-thread-project"))))).toEqual(new Set(["mindlens"]));

      // The filter survives a tab switch.
      await tabs(page).nth(1).click();
      await expect(page).toHaveURL(/tab=echoes/);
      await expect(page).toHaveURL(/project=mindlens/);
      const echoes = page.getByRole("list", { name: "Echoes" }).locator(":scope > li");
      await expect(echoes.first()).toBeVisible();
      expect(new Set(await echoes.evaluateAll((lis) => lis.map((li) => li.getAttribute("data-echo-project"))))).toEqual(new Set(["mindlens"]));

      // Clicking the selected card again clears the filter.
      await card(page, "MindLens").click();
      await expect(page).not.toHaveURL(/project=/);
      await expect(page.getByText(/^Viewing:/)).toHaveCount(0);
      await expect(page).toHaveURL(/tab=echoes/);

      // Clear Filter clears it too.
      await card(page, "Companion").click();
      await expect(page.getByText("Viewing: Companion")).toBeVisible();
      await page.getByRole("link", { name: "Clear Filter" }).click();
      await expect(page.getByText(/^Viewing:/)).toHaveCount(0);
      await expect(page).not.toHaveURL(/project=/);
      expect((await counts(page)).threads).toBe(all.threads);
    });

    test("tabs switch between threads and echoes", async ({ page }) => {
      await expect(tabs(page).first()).toHaveAttribute("aria-selected", "true");
      await tabs(page).nth(1).click();
      await expect(page).toHaveURL(/tab=echoes/);
      await expect(tabs(page).nth(1)).toHaveAttribute("aria-selected", "true");
      const echoes = page.getByRole("list", { name: "Echoes" }).locator(":scope > li");
      await expect(echoes.first()).toBeVisible();
      await expect(echoes.first()).toContainText(/resonated with|first|stayed up/);
      await tabs(page).first().click();
      await expect(page.getByRole("list", { name: "Active threads" })).toBeVisible();
    });
  });
}
