import { expect, test, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { signInAsOperator, waitHydrated } from "./helpers";

/**
 * History charts (issue 34) of the glyph heatmap, the Alexandria archive and the operator home. Rows
 * written straight into the e2e database are for glyphs of this file's own (⨳, ⨴), so the numbers
 * checked are this file's whatever other specs write meanwhile; everything else compares a chart's
 * marks with its own table, which one page render holds together.
 */

const OLD_GLYPH = "⨳";
const LIVE_GLYPH = "⨴";

let client: pg.Client;

test.beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  // 1,000 uses of ⨳ three days ago: the 30-day range's most used glyph, in the bucket of that day.
  await client.query(
    `insert into glyph_usage_hourly (hour, glyph, uses, resonance) values (date_bin('1 hour', now() - interval '3 days', 'epoch'::timestamptz), $1, 1000, 500)
     on conflict (hour, glyph) do update set uses = 1000`,
    [OLD_GLYPH],
  );
});

// The rows stay (the run's database is dropped at its end): the file's tests run on both workers
// (fullyParallel), each with its own beforeAll/afterAll, so one worker's clean-up removed the
// glyphs while the other's tests read them (the live test then found no sparkline on CI).
test.afterAll(async () => {
  await client.end();
});

/** A chart figure by its title. */
const figure = (page: Page, title: string) => page.locator("figure[data-chart-figure]").filter({ has: page.getByText(title, { exact: true }) });

const numbers = (texts: string[]) => texts.map((t) => Number(t.replace(/,/g, "")));

/** The marks' values in the DOM's order: every point of the first series, then of the next. */
async function markValues(svg: Locator): Promise<number[]> {
  return numbers(await svg.locator("[data-point]").evaluateAll((marks) => marks.map((m) => m.getAttribute("data-v") ?? "")));
}

/** A sparkline's values, oldest first (its `data-values`: a sparkline has no mark per point). */
async function sparklineValues(svg: Locator): Promise<number[]> {
  return ((await svg.getAttribute("data-values")) ?? "").split(" ").filter(Boolean).map(Number);
}

/** The "Show as table" fallback's numbers, column by column (one column per series), as the marks are ordered. */
async function tableColumns(fig: Locator): Promise<number[]> {
  const rows = fig.locator("[data-chart-table] tbody tr");
  const cells = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => td.textContent ?? "")));
  const columns = cells[0]!.length;
  return numbers(Array.from({ length: columns }, (_, c) => cells.map((r) => r[c]!)).flat());
}

/** A time chart has `points` buckets for each of its `series`, and its table holds the marks' numbers. */
async function expectChart(fig: Locator, points: number, series: number) {
  const svg = fig.locator("svg[data-chart]");
  await expect(svg).toHaveAttribute("data-points", String(points));
  await expect(svg.locator("[data-point]")).toHaveCount(points * series);
  await expect(fig.locator("[data-chart-table] tbody tr")).toHaveCount(points);
  expect(await tableColumns(fig)).toEqual(await markValues(svg));
}

async function expectHoverValue(page: Page, fig: Locator) {
  const svg = fig.locator("svg[data-chart]");
  await svg.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.5);
  await expect(fig.locator("[data-chart-tooltip]")).toBeVisible();
  await expect(fig.locator("[data-chart-tooltip]")).toContainText("UTC");
}

async function expectRangeChange(page: Page, section: Locator, fig: Locator) {
  await expect(fig.locator("svg[data-chart]")).toHaveAttribute("data-points", "24");
  await section.getByRole("link", { name: "30 d" }).click();
  await expect(page).toHaveURL(/[?&]range=30d\b/);
  await expect(fig.locator("svg[data-chart]")).toHaveAttribute("data-points", "30");
  await expect(section.getByRole("link", { name: "30 d" })).toHaveAttribute("aria-current", "true");
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/glyph-heatmap: glyph uses and each glyph's sparkline as SVG, 24 or 30 points, the tables holding the same numbers", async ({ page }) => {
    await page.goto("/glyph-heatmap");
    const section = page.locator("[data-glyph-history]");
    await expect(section.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    await expectChart(figure(page, "Glyph uses"), 24, 1);

    await page.goto("/glyph-heatmap?range=30d");
    await expectChart(figure(page, "Glyph uses"), 30, 1);
    // Turning Auto-Refresh off (a link) keeps the range.
    await expect(page.getByRole("link", { name: /^Auto-Refresh ON/ })).toHaveAttribute("href", "/glyph-heatmap?auto=off&range=30d");
    const heat = figure(page, "Each glyph's heat");
    const sparklines = heat.locator("svg[data-chart=sparkline]");
    const count = await sparklines.count();
    expect(count).toBeGreaterThanOrEqual(1);
    // The most used glyph of the range first: ⨳, with its 1,000 uses in the bucket of three days ago.
    const first = heat.locator("[data-sparkline-glyph]").first();
    await expect(first).toHaveAttribute("data-sparkline-glyph", OLD_GLYPH);
    await expect(first.locator("svg")).toHaveAttribute("data-points", "30");
    await expect(first.locator("svg")).toHaveAccessibleName(/^Glyph ⨳: now \d+, peak 1,000 uses$/);
    const values = await sparklineValues(first.locator("svg"));
    expect(values).toHaveLength(30);
    expect(values[26]).toBe(1000);
    // One table for every sparkline: a column per glyph (the sparklines' order), a row per day.
    await expect(heat.locator("[data-chart-table] thead th")).toHaveCount(count + 1);
    await expect(heat.locator("[data-chart-table] tbody tr")).toHaveCount(30);
    const all: number[] = [];
    for (let i = 0; i < count; i++) all.push(...(await sparklineValues(sparklines.nth(i))));
    expect(await tableColumns(heat)).toEqual(all);
  });

  test("/alexandria: memories stored and evicted as SVG bars, 24 or 30 buckets of two series, the table holding the same numbers", async ({ page }) => {
    await page.goto("/alexandria");
    const section = page.locator("[data-archive-history]");
    await expect(section.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    const fig = figure(page, "Memories stored and evicted");
    await expectChart(fig, 24, 2);
    await expect(fig.locator("svg[data-chart]")).toHaveAccessibleName("Memories stored and evicted");
    await page.goto("/alexandria?range=30d");
    await expectChart(figure(page, "Memories stored and evicted"), 30, 2);
    await page.goto("/alexandria?range=7d");
    await expectChart(figure(page, "Memories stored and evicted"), 28, 2);
  });

  test("the operator home: questions answered, p50/p99 answer time and jobs completed/failed as SVG, the tables holding the same numbers", async ({ page }) => {
    await signInAsOperator(page, "/operator");
    await expect(page.locator("[data-operator-history]").getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    await expectChart(figure(page, "Questions answered"), 24, 1);
    await expectChart(figure(page, "Answer time"), 24, 2);
    await expectChart(figure(page, "Jobs completed and failed"), 24, 2);
    await page.goto("/operator?range=30d");
    await expectChart(figure(page, "Questions answered"), 30, 1);
    await expectChart(figure(page, "Jobs completed and failed"), 30, 2);
  });
});

test.describe("with JavaScript", () => {
  test("/glyph-heatmap: hovering shows a value, the range choice changes the URL and the chart, and a broadcast extends a sparkline without a reload", async ({ page, request }) => {
    // 500 uses of ⨴ this hour: the day's most used glyph. A broadcast of it through the app's API adds one.
    await client.query(
      `insert into glyph_usage_hourly (hour, glyph, uses, resonance) values (date_bin('1 hour', now(), 'epoch'::timestamptz), $1, 500, 50)
       on conflict (hour, glyph) do update set uses = 500`,
      [LIVE_GLYPH],
    );
    // The history is cached for 5 s per range (another test's visit may have filled it before the insert): wait for a read that has it.
    test.setTimeout(60_000);
    const heat = figure(page, "Each glyph's heat");
    // By its accessible name: `[data-sparkline-glyph="⨴"]` found nothing here (read back, the attribute had two U+FFFD
    // before the glyph although the served HTML, the loader data and the text hold it right; not yet understood).
    const live = heat.getByRole("img", { name: new RegExp(`^Glyph ${LIVE_GLYPH}: `) });
    const lastValue = async () => (await sparklineValues(live)).at(-1);
    await expect(async () => {
      await page.goto(`/glyph-heatmap?e2e=${Date.now()}`);
      await waitHydrated(page);
      await expect(live).toHaveAttribute("data-points", "24");
      expect(await lastValue()).toBe(500);
    }).toPass({ timeout: 20_000 });

    const res = await request.post("/api/multicore/broadcast-glyph", { data: { glyph: LIVE_GLYPH, context: `history e2e ${Date.now()}` } });
    expect(res.status()).toBe(200);
    // The page's 5 s poll reads the history again once its 5 s cache has turned: the sparkline's last point becomes 501, no reload.
    const url = page.url();
    await expect.poll(lastValue, { timeout: 30_000 }).toBe(501);
    expect(page.url()).toBe(url);

    await expectHoverValue(page, figure(page, "Glyph uses"));
    await expectRangeChange(page, page.locator("[data-glyph-history]"), figure(page, "Glyph uses"));
  });

  test("/alexandria: hovering shows a value; the range choice changes the URL and the chart", async ({ page }) => {
    await page.goto("/alexandria");
    await waitHydrated(page);
    const fig = figure(page, "Memories stored and evicted");
    await expectHoverValue(page, fig);
    await expect(fig.locator("[data-chart-tooltip]")).toContainText("Stored:");
    await expect(fig.locator("[data-chart-tooltip]")).toContainText("Evicted:");
    await expectRangeChange(page, page.locator("[data-archive-history]"), fig);
  });

  test("the operator home: hovering shows a value; the range choice changes the URL and the chart", async ({ page }) => {
    await signInAsOperator(page, "/operator");
    await waitHydrated(page);
    const fig = figure(page, "Answer time");
    await expectHoverValue(page, fig);
    await expect(fig.locator("[data-chart-tooltip]")).toContainText("p99:");
    await expectRangeChange(page, page.locator("[data-operator-history]"), figure(page, "Questions answered"));
  });
});

