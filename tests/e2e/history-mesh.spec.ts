import { createHmac, randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { afterDirectWrites, collectErrors, markDocument, newestOf, stillSameDocument, waitHydrated } from "./helpers";

/**
 * /valoir-mesh's history charts (issue 34): server-rendered SVG with a table fallback, a value on
 * hover, the range in the URL, and a heartbeat extending the chart without a reload.
 */

const HOUR = 3_600_000;
const activeChart = (page: Page) => page.locator("[data-mesh-history] figure").filter({ hasText: "Active nodes" });

/** The chart's marks' values and its table's numbers (the same buckets, oldest first). */
async function marksAndTable(figure: Locator) {
  const marks = await figure.locator("svg [data-point]").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-v"))));
  const table = await figure.locator("[data-chart-table] tbody td").allTextContents();
  return { marks, table: table.map((t) => Number(t.replace(/,/g, ""))) };
}

/**
 * The uptime strip: each node's row of cells (its name, then each hour's heartbeats, oldest first) and
 * the strip's table (a row per node: its name, then the hours' cells) hold the same names and numbers.
 */
async function expectStripTable(page: Page) {
  const figure = page.locator("[data-mesh-history] figure").filter({ hasText: "Uptime, last 24 hours" });
  const rows = figure.locator("li").filter({ has: page.locator("svg[data-chart=strip]") });
  expect(await rows.count()).toBeGreaterThanOrEqual(14);
  const drawn = await rows.evaluateAll((lis) => lis.map((li) => [li.querySelector("span")?.textContent ?? "", ...Array.from(li.querySelectorAll("svg [data-point]"), (r) => Number(r.getAttribute("data-v")))]));
  const tabled = await figure.locator("[data-chart-table] tbody tr").evaluateAll((trs) => trs.map((tr) => [tr.querySelector("th")?.textContent ?? "", ...Array.from(tr.querySelectorAll("td"), (td) => Number((td.textContent ?? "").replace(/,/g, "")))]));
  await expect(figure.locator("[data-chart-table] thead th")).toHaveCount(1 + 24);
  expect(drawn.every((row) => row.length === 1 + 24)).toBe(true);
  expect(tabled).toEqual(drawn);
}

test.describe("mesh history charts (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("SVG charts with one point per bucket, the same numbers in the table, and the range in the URL", async ({ page }) => {
    // Two seeded nodes beat three days ago (no other heartbeats that far back on the shared server: it runs no demo nodes).
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    const quarter = Math.floor((Date.now() - 3 * 24 * HOUR) / (6 * HOUR)) * 6 * HOUR;
    try {
      const { rows } = await client.query<{ id: string }>("select id from mesh_nodes where status = 'active' order by id limit 2");
      expect(rows).toHaveLength(2);
      for (const [i, row] of rows.entries()) {
        await client.query("insert into mesh_events (event_type, node_id, summary, payload, created_at) values ('heartbeat', $1, 'e2e history beat', '{}', $2)", [row.id, new Date(quarter + (i + 1) * 60_000)]);
      }
    } finally {
      await client.end();
    }

    // The history is cached for 5 s per range: wait for the read that includes the beats.
    await expect(async () => {
      await page.goto(await afterDirectWrites("/valoir-mesh?range=7d"));
      const svg = activeChart(page).locator("svg[data-chart]");
      await expect(svg).toHaveAttribute("data-points", "28");
      const starts = await activeChart(page).locator("[data-chart-table] tbody th").allTextContents();
      expect(starts).toHaveLength(28);
      const { marks } = await marksAndTable(activeChart(page));
      // The bucket of those beats (6-hour buckets, the 16th..17th from the end) counts exactly the two nodes.
      const index = 27 - Math.round((Math.floor(Date.now() / (6 * HOUR)) * 6 * HOUR - quarter) / (6 * HOUR));
      expect(marks[index]).toBe(2);
    }).toPass({ timeout: 15_000 });

    const figure = activeChart(page);
    await expect(figure.locator("svg[role=img]")).toHaveAccessibleName("Active nodes");
    await expect(figure.locator("svg[role=img]")).toHaveAccessibleDescription(/Last 7 d, one point per 6 hours \(UTC\)/);
    await expect(figure.locator("svg [data-point]")).toHaveCount(28);
    const { marks, table } = await marksAndTable(figure);
    expect(table).toEqual(marks);
    await expect(page.getByRole("navigation", { name: "History range" }).getByRole("link", { name: "7 d" })).toHaveAttribute("aria-current", "true");

    // The uptime strip: a row per node, 24 hours each.
    const strips = page.locator("[data-mesh-history] svg[data-chart=strip]");
    expect(await strips.count()).toBeGreaterThanOrEqual(14);
    await expect(strips.first()).toHaveAttribute("data-points", "24");
    await expect(strips.first().locator("[data-point]")).toHaveCount(24);
    await expectStripTable(page);

    // The range links work without JavaScript.
    await page.getByRole("navigation", { name: "History range" }).getByRole("link", { name: "30 d" }).click();
    await expect(page).toHaveURL(/range=30d/);
    await expect(activeChart(page).locator("svg[data-chart]")).toHaveAttribute("data-points", "30");
    await expect(activeChart(page).locator("svg [data-point]")).toHaveCount(30);
    // The 30-day table holds the 30 days' marks; the strip (always the last 24 hours) its cells.
    const month = await marksAndTable(activeChart(page));
    expect(month.marks).toHaveLength(30);
    expect(month.table).toEqual(month.marks);
    await expectStripTable(page);
  });
});

async function registerApprovedNode(request: APIRequestContext) {
  const seed = `◊∞ e2e history glyphseed ${randomBytes(24).toString("hex")}`;
  const res = await request.post("/api/mesh/nodes/register", { data: { name: `E2E History ${randomBytes(3).toString("hex")}`, nodeType: "Observer", location: "Tartu, Estonia", version: "1.0.0", glyphseed: seed } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    // Approval itself is tested in valoir.spec.ts; here only its outcome is needed.
    await client.query("update mesh_nodes set status = 'active' where id = $1", [id]);
  } finally {
    await client.end();
  }
  return { id, seed };
}

async function sendHeartbeat(request: APIRequestContext, node: { id: string; seed: string }) {
  const ts = String(Date.now());
  const body = JSON.stringify({ version: "1.0.0" });
  const signature = `sha256=${createHmac("sha256", node.seed).update(`${ts}.${body}`).digest("hex")}`;
  return request.post("/api/mesh/heartbeat", { headers: { "Content-Type": "application/json", "X-Node-Id": node.id, "X-Node-Timestamp": ts, "X-Node-Signature": signature }, data: body });
}

test.describe("mesh history charts (JavaScript on)", () => {
  test("hover shows a value, the range changes the URL and the chart, a heartbeat extends it live", async ({ page, request }) => {
    // The heartbeat shows at the next poll (5 s) once the 5 s history cache has turned: up to ~10 s, more on a busy run.
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    const node = await registerApprovedNode(request);
    await page.goto("/valoir-mesh");
    await waitHydrated(page);
    const figure = activeChart(page);
    const svg = figure.locator("svg[data-chart]");
    await expect(svg).toHaveAttribute("data-points", "24");

    // Hover: the value at the point under the pointer; keyboard: arrows move it.
    const box = (await svg.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
    await expect(figure.locator("[data-chart-tooltip]")).toContainText(/Active nodes: \d+ nodes/);
    await page.mouse.move(0, 0);
    await expect(figure.locator("[data-chart-tooltip]")).toHaveCount(0);
    await svg.focus();
    await expect(figure.locator("[data-chart-tooltip]")).toContainText(/UTC/);
    // The uptime strip: hovering a node's last cell names the node, the hour and its heartbeats.
    const strip = page.locator("[data-mesh-history] li").filter({ has: page.locator("svg[data-chart=strip]") }).first();
    const cells = (await strip.locator("svg").boundingBox())!;
    await page.mouse.move(cells.x + cells.width - 2, cells.y + cells.height / 2);
    await expect(strip.locator("[data-chart-tooltip]")).toContainText(/^.+, \w{3} \d+ \d\d:00 UTC: \d+ heartbeats?$/);
    await page.mouse.move(0, 0);
    await expect(strip.locator("[data-chart-tooltip]")).toHaveCount(0);

    // A heartbeat of a node that never beat: the current hour's count goes up at the next poll, no reload.
    const lastValue = async () => (await newestOf(figure)).mark;
    const before = await lastValue();
    await markDocument(page);
    expect((await sendHeartbeat(request, node)).status()).toBe(200);
    await expect.poll(lastValue, { timeout: 30_000 }).toBeGreaterThan(before);
    expect(await stillSameDocument(page)).toBe(true);

    // The range choice: URL and chart change together (client-side navigation).
    await page.getByRole("navigation", { name: "History range" }).getByRole("link", { name: "7 d" }).click();
    await expect(page).toHaveURL(/range=7d/);
    await expect(svg).toHaveAttribute("data-points", "28");
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
