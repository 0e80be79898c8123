import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { directWritesSettled, markDocument, stillSameDocument } from "./helpers";

/**
 * Glyph weights with known resonance, written straight into the e2e database: distinctive glyphs
 * (⌘…) far above anything a chat produces, so they hold ranks 1-3 whatever else runs meanwhile.
 * The file runs serially in one worker and removes its rows at the end.
 */
test.describe.configure({ mode: "serial" });

const ROWS = [
  { glyph: "⌘1", resonance: 1_000_000, usage: 42, age: "0 seconds", temperature: "blazing", label: "Blazing", rank: 1, ago: /\d+[sm] ago/ },
  { glyph: "⌘2", resonance: 710_000, usage: 7, age: "0 seconds", temperature: "blazing", label: "Blazing", rank: 2, ago: /\d+[sm] ago/ },
  { glyph: "⌘3", resonance: 700_000, usage: 1, age: "0 seconds", temperature: "hot", label: "Hot", rank: 3, ago: /\d+[sm] ago/ },
  { glyph: "⌘4", resonance: 400_000, usage: 3, age: "2 hours 5 minutes", temperature: "warm", label: "Warm", rank: 4, ago: /2h ago/ },
  { glyph: "⌘5", resonance: 150_000, usage: 2, age: "3 days 1 hour", temperature: "cool", label: "Cool", rank: 5, ago: /3d ago/ },
  { glyph: "⌘6", resonance: 100_000, usage: 1, age: "30 minutes 10 seconds", temperature: "cold", label: "Cold", rank: 6, ago: /3\dm ago/ },
] as const;

let client: pg.Client;

async function upsertGlyph(glyph: string, resonance: number, usage = 1, age = "0 seconds") {
  await client.query(
    `insert into glyph_weights (glyph, usage_count, total_resonance, last_used)
     values ($1, $2, $3, now() - $4::interval)
     on conflict (glyph) do update set usage_count = excluded.usage_count, total_resonance = excluded.total_resonance, last_used = excluded.last_used`,
    [glyph, usage, resonance, age],
  );
}

test.beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  for (const r of ROWS) await upsertGlyph(r.glyph, r.resonance, r.usage, r.age);
  await directWritesSettled();
});

test.afterAll(async () => {
  await client.query("delete from glyph_weights where glyph like '⌘%'");
  await client.end();
});

const tile = (page: Page, glyph: string) => page.locator(`li[data-glyph="${glyph}"]`);
const tiles = (page: Page) => page.getByRole("list", { name: "Glyph heatmap" }).locator(":scope > li");
const toggle = (page: Page) => page.getByRole("link", { name: /^Auto-Refresh (ON|OFF)/ });
const refreshButton = (page: Page) => page.getByRole("button", { name: "Refresh" });

async function expectRanksAndTemperatures(page: Page) {
  await expect(page.getByTestId("rank-badge")).toHaveCount(3);
  for (const r of ROWS) {
    const t = tile(page, r.glyph);
    await expect(t).toHaveAttribute("data-rank", String(r.rank));
    await expect(t).toHaveAttribute("data-temperature", r.temperature);
    await expect(t.getByTestId("temperature")).toHaveText(r.label);
    await expect(t).toContainText(r.ago);
    if (r.rank <= 3) await expect(t.getByTestId("rank-badge")).toHaveText(`Rank #${r.rank}`);
    else await expect(t.getByTestId("rank-badge")).toHaveCount(0);
  }
  await expect(tile(page, "⌘1")).toContainText("1,000,000.00");
  await expect(tile(page, "⌘1")).toContainText("42 uses");
  await expect(tile(page, "⌘3")).toContainText("1 use ·");
  // The first three tiles of the grid are the ranked ones, in order.
  expect(await tiles(page).evaluateAll((lis) => lis.slice(0, 3).map((li) => li.getAttribute("data-glyph")))).toEqual(["⌘1", "⌘2", "⌘3"]);
}

async function expectSummary(page: Page) {
  // One snapshot: the summary and the grid come from the same read.
  const [shown, count] = await page.evaluate(() => [
    document.querySelector("[data-testid=summary-total-glyphs] dd")?.textContent?.trim(),
    document.querySelectorAll("ul[aria-label='Glyph heatmap'] > li").length,
  ]);
  expect(shown).toBe(count.toLocaleString("en-US"));
  expect(count).toBeGreaterThanOrEqual(ROWS.length);
  await expect(page.getByTestId("summary-total-resonance")).toContainText(/avg [\d,]+\.\d{2} per glyph/);
  await expect(page.getByTestId("summary-hottest")).toContainText("⌘1");
  await expect(page.getByTestId("summary-hottest")).toContainText("1,000,000.00 resonance");
  await expect(page.getByTestId("summary-coldest")).not.toContainText("—");
}

async function expectLegend(page: Page) {
  const legend = page.getByRole("region", { name: "Temperature Legend" });
  await expect(legend).toBeVisible();
  expect(await legend.locator("li[data-legend]").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-legend")))).toEqual([
    "blazing",
    "hot",
    "warm",
    "cool",
    "cold",
  ]);
  await expect(legend.locator("li[data-legend=blazing]")).toContainText("Above 70%");
  await expect(legend.locator("li[data-legend=cold]")).toContainText("10% or less");
}

async function waitHydrated(page: Page) {
  await expect(page.getByTestId("refresh-note")).toContainText(/the heatmap updates every 5 seconds|press Refresh to update/);
  await expect(page.getByTestId("refresh-note")).not.toContainText("once the page's script runs");
}

test.describe("Glyph heatmap (JavaScript on)", () => {
  test("renders summary, ranked and coloured tiles, relative times and the legend", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/glyph-heatmap");
    await waitHydrated(page);
    await expect(page).toHaveTitle("Glyph Heatmap · Trinity Mesh");
    await expect(page.getByRole("heading", { level: 1, name: "Glyph Heatmap" })).toBeVisible();
    await expect(toggle(page)).toHaveText(/Auto-Refresh ON/);
    await expectRanksAndTemperatures(page);
    await expectSummary(page);
    await expectLegend(page);
    await expect(page.getByText("No glyph data yet.")).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("auto-refresh polls /api/glyph-weights/all every 5 s while ON; OFF stops it; Refresh reads at once", async ({ page }) => {
    const reads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/glyph-weights/all") reads.push(r.url());
    });
    await page.clock.install();
    await page.goto("/glyph-heatmap");
    await waitHydrated(page);
    await markDocument(page);
    const start = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(start + 1000);

    await upsertGlyph("⌘7", 5);
    await expect(tile(page, "⌘7")).toHaveCount(0);
    const polled = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/glyph-weights/all");
    await page.clock.runFor(5000);
    expect((await polled).status()).toBe(200);
    await expect(tile(page, "⌘7")).toBeVisible();
    await expect(tile(page, "⌘7")).toHaveAttribute("data-temperature", "cold");
    await expect(tile(page, "⌘7")).toContainText("5.00");

    await toggle(page).click();
    await expect(page).toHaveURL(/\/glyph-heatmap\?auto=off$/);
    await expect(toggle(page)).toHaveText(/Auto-Refresh OFF/);
    await expect(page.getByTestId("refresh-note")).toContainText("Auto-refresh is off");
    await upsertGlyph("⌘8", 6);
    const before = reads.length;
    await page.clock.runFor(16_000);
    await expect(tile(page, "⌘8")).toHaveCount(0);

    // The manual read is the first one after the 16 s: a poll fired by those timers would have gone out before it.
    const manual = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/glyph-weights/all");
    await refreshButton(page).click();
    expect((await manual).status()).toBe(200);
    expect(reads.length, "only the manual read").toBe(before + 1);
    await expect(tile(page, "⌘8")).toBeVisible();
    await expect(page).toHaveURL(/\/glyph-heatmap\?auto=off$/);
    expect(await stillSameDocument(page)).toBe(true);

    await toggle(page).click();
    await expect(page).toHaveURL(/\/glyph-heatmap$/);
    await expect(toggle(page)).toHaveText(/Auto-Refresh ON/);
  });

  test("an empty answer shows the empty text; a failed refresh keeps the last data and says so", async ({ page }) => {
    await page.goto("/glyph-heatmap");
    await waitHydrated(page);
    await page.route("**/api/glyph-weights/all", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
    await refreshButton(page).click();
    await expect(page.getByText("No glyph data yet. Start a conversation to generate symbolic resonance.")).toBeVisible();
    await expect(page.getByTestId("summary-total-glyphs").locator("dd")).toHaveText("0");
    await expect(page.getByTestId("summary-hottest")).toContainText("—");
    await expect(page.getByTestId("summary-coldest")).toContainText("—");
    await expect(page.getByTestId("rank-badge")).toHaveCount(0);

    await page.unroute("**/api/glyph-weights/all");
    await page.route("**/api/glyph-weights/all", (route) => route.fulfill({ status: 503, body: "mesh asleep" }));
    await refreshButton(page).click();
    await expect(page.getByTestId("refresh-error")).toContainText("503: mesh asleep");
    await expect(page.getByText("No glyph data yet.")).toBeVisible();

    await page.unroute("**/api/glyph-weights/all");
    await refreshButton(page).click();
    await expect(tile(page, "⌘1")).toBeVisible();
    await expect(page.getByTestId("refresh-error")).toHaveCount(0);
  });

  test("phone width (360 px): no horizontal scrolling; tiles, summary and legend fit", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/glyph-heatmap");
    await waitHydrated(page);
    await expect(tile(page, "⌘1")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const el of [tile(page, "⌘1"), page.getByTestId("summary-hottest"), refreshButton(page), toggle(page)]) {
      const box = await el.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
  });
});

test.describe("Glyph heatmap (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("renders everything; the toggle is a link (?auto=off) and Refresh reloads the page", async ({ page }) => {
    await page.goto("/glyph-heatmap");
    await expect(page.getByRole("heading", { level: 1, name: "Glyph Heatmap" })).toBeVisible();
    await expectRanksAndTemperatures(page);
    await expectSummary(page);
    await expectLegend(page);
    await expect(toggle(page)).toHaveText(/Auto-Refresh ON/);

    await toggle(page).click();
    await expect(page).toHaveURL(/\/glyph-heatmap\?auto=off$/);
    await expect(toggle(page)).toHaveText(/Auto-Refresh OFF/);

    await upsertGlyph("⌘9", 9);
    await expect(tile(page, "⌘9")).toHaveCount(0);
    // Written behind the app's back (no announcement), so a page the cache holds may be up to its 500 ms
    // old (app/infra/page-cache.server.ts): Refresh shows the new glyph within that.
    await expect(async () => {
      await refreshButton(page).click();
      await expect(page).toHaveURL(/\/glyph-heatmap\?auto=off$/);
      await expect(tile(page, "⌘9")).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 5000 });
    await expect(toggle(page)).toHaveText(/Auto-Refresh OFF/);

    await toggle(page).click();
    await expect(page).toHaveURL(/\/glyph-heatmap$/);
    await expect(toggle(page)).toHaveText(/Auto-Refresh ON/);
  });
});
