import { expect, test, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { bucketLabel } from "../../app/lib/history";
import { afterDirectWrites, awayFromHourEnd, collectErrors, markDocument, stillSameDocument, waitHydrated } from "./helpers";

/**
 * /economic-dashboard's history (issue 34): VAL in circulation, VAL minted and resonance exchanges over
 * the range, the trust distribution now. The server every spec shares also mints exchanges now and
 * then, so the rows this file writes sit 20 days back (nothing else is dated there) and the live test
 * only asks that the newest bucket grows.
 */

const DAY_MS = 86_400_000;
const OLD_EXCHANGES = 7;
/** The start (UTC) of the day 20 days ago: this file's exchanges fall at its noon. */
const oldDay = () => Math.floor(Date.now() / DAY_MS) * DAY_MS - 20 * DAY_MS;

test.beforeAll(async () => {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    // Fixed ids: a second worker's beforeAll adds nothing.
    await client.query(
      `insert into resonance_exchanges (id, from_node_id, to_node_id, resonance_score, val_minted, created_at)
       select 'e2e-hist-economy-' || i, 'node-vault-reykjavik', 'node-vault-kyoto', 0.5, 5, to_timestamp($1::float8 / 1000) + interval '12 hours'
       from generate_series(1, $2::int) i
       on conflict (id) do nothing`,
      [oldDay(), OLD_EXCHANGES],
    );
  } finally {
    await client.end();
  }
});

const history = (page: Page) => page.locator("[data-economy-history]");
/** A chart's figure, by the accessible name of its image (its title). */
const figure = (page: Page, title: string) => history(page).locator("figure[data-chart-figure]").filter({ has: page.getByRole("img", { name: title, exact: true }) });
const chart = (page: Page, title: string) => figure(page, title).getByRole("img", { name: title, exact: true });
const TIME_CHARTS = ["VAL in circulation", "VAL minted", "Resonance exchanges"] as const;

/** The values of a chart's marks, oldest first. */
const marks = async (svg: Locator) => (await svg.locator("[data-point]").evaluateAll((els) => els.map((e) => e.getAttribute("data-v")))).map(Number);
/** The numbers of a figure's "Show as table" (its last column), top row first. */
async function tableValues(fig: Locator) {
  await fig.locator("[data-chart-table] summary").click();
  const cells = fig.locator("[data-chart-table] tbody tr td:last-child");
  await expect(cells.first()).toBeVisible();
  return (await cells.allTextContents()).map((t) => Number(t.replace(/,/g, "")));
}

test.describe("economic dashboard history (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("draws each chart as SVG over the range's buckets, with a table holding the same numbers", async ({ page }) => {
    await page.goto(await afterDirectWrites("/economic-dashboard"));
    await expect(history(page).getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    await expect(history(page).getByRole("link", { name: "24 h" })).toHaveAttribute("aria-current", "true");

    for (const title of TIME_CHARTS) {
      const svg = chart(page, title);
      await expect(svg).toHaveAccessibleDescription(/Last 24 h, one point per hour \(UTC\)/);
      await expect(svg).toHaveAttribute("data-points", "24");
      await expect(svg.locator("[data-point]")).toHaveCount(24);
      const values = await marks(svg);
      expect(await tableValues(figure(page, title))).toEqual(values);
    }
    await expect(chart(page, "VAL in circulation")).toHaveAttribute("data-chart", "area");
    await expect(chart(page, "VAL minted")).toHaveAttribute("data-chart", "bar");
    // The seeded economy (its ledger written when the server started): VAL circulates now, and the
    // seeded exchanges of the last day are counted.
    expect((await marks(chart(page, "VAL in circulation"))).at(-1)).toBeGreaterThan(0);
    expect((await marks(chart(page, "Resonance exchanges"))).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // The trust distribution: ten bands, the seeded nodes in them, the table the same.
    const trust = chart(page, "Trust distribution");
    await expect(trust).toHaveAccessibleDescription(/in bands of 10.* nodes in all/);
    await expect(trust).toHaveAttribute("data-points", "10");
    const bands = await marks(trust);
    expect(bands).toHaveLength(10);
    expect(bands.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(14);
    expect(await tableValues(figure(page, "Trust distribution"))).toEqual(bands);
    // Each band's count is written above its bar, read without a hover.
    expect((await trust.locator("[data-bar-value]").allTextContents()).map(Number)).toEqual(bands);
    await expect(figure(page, "Trust distribution").locator("[data-chart-table] tbody th").first()).toHaveText("0–10");
  });

  test("the 30-day range is a link: 30 daily points, the exchanges 20 days back in their day", async ({ page }) => {
    await page.goto(await afterDirectWrites("/economic-dashboard"));
    await history(page).getByRole("link", { name: "30 d" }).click();
    await expect(page).toHaveURL(/[?&]range=30d/);
    await expect(history(page).getByRole("link", { name: "30 d" })).toHaveAttribute("aria-current", "true");
    for (const title of TIME_CHARTS) await expect(chart(page, title)).toHaveAttribute("data-points", "30");

    const exchanges = figure(page, "Resonance exchanges");
    const values = await marks(chart(page, "Resonance exchanges"));
    expect(await tableValues(exchanges)).toEqual(values);
    const days = await exchanges.locator("[data-chart-table] tbody th").allTextContents();
    const day = days.indexOf(bucketLabel(oldDay(), DAY_MS));
    expect(day).toBeGreaterThanOrEqual(0);
    expect(values[day]).toBe(OLD_EXCHANGES);
  });
});

test.describe("economic dashboard history (JavaScript on)", () => {
  test("hover shows a value, a new resonance exchange extends the chart live, the range changes the URL and the charts", async ({ page, request }) => {
    // (up to 20 s of waiting for a fresh hour below, on a machine that may be busy)
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    // Not in the last 20 s of an hour: the newest bucket stays the same one while the exchange is made.
    await awayFromHourEnd(20_000);
    await page.goto("/economic-dashboard");
    await waitHydrated(page);
    const exchanges = chart(page, "Resonance exchanges");
    const tip = figure(page, "Resonance exchanges").locator("[data-chart-tooltip]");

    // Hover: the value at the point under the pointer; it goes when the pointer leaves.
    await exchanges.hover();
    await expect(tip).toContainText(/UTC/);
    await expect(tip).toContainText(/Resonance exchanges: [\d,]+ exchanges/);
    await page.mouse.move(0, 0);
    await expect(tip).toHaveCount(0);

    // ⚛ is carried by the seeded active Capacity nodes: the broadcast mints a resonance exchange between them.
    const before = (await marks(exchanges)).at(-1)!;
    await markDocument(page);
    const res = await request.post("/api/multicore/broadcast-glyph", { data: { glyph: "⚛", context: `economy history live ${Date.now()}` } });
    expect(res.status()).toBe(200);
    // The resonance_exchange event on the mesh stream re-reads the dashboard (its history cache dropped by the announcement).
    await expect.poll(async () => (await marks(exchanges)).at(-1), { timeout: 20_000 }).toBeGreaterThan(before);
    await expect(exchanges.locator("[data-point]")).toHaveCount(24);

    // The range choice: the URL and the charts change together, in the same document.
    await history(page).getByRole("link", { name: "30 d" }).click();
    await expect(page).toHaveURL(/[?&]range=30d/);
    for (const title of TIME_CHARTS) await expect(chart(page, title)).toHaveAttribute("data-points", "30");
    await expect(chart(page, "VAL minted").locator("[data-point]")).toHaveCount(30);
    await history(page).getByRole("link", { name: "7 d" }).click();
    await expect(page).toHaveURL(/[?&]range=7d/);
    await expect(exchanges).toHaveAttribute("data-points", "28");
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
