import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

// Each flow walks several pages (a confirmation step before every deploy, server-rendered tabs): a budget sized to that.
test.describe.configure({ timeout: 60_000 });

const TABS = ["Overview", "ETN", "Spiral", "Paradox", "Mythic", "Reclaimer"];
const tablist = (page: Page) => page.getByRole("tablist", { name: "Console sections" });

async function expectHeader(page: Page) {
  await expect(page).toHaveTitle("Chrysalis Console · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Chrysalis Console" })).toBeVisible();
  // The e2e server has no Python plane (it is optional): operational, Python "not connected" on 5001, TypeScript on this server's port.
  await expect(page.locator("[data-health-badge]")).toHaveText("Operational");
  await expect(page.locator('[data-plane="TypeScript"] [data-plane-port]')).toHaveText(process.env.E2E_PORT!);
  await expect(page.locator('[data-plane="TypeScript"] [data-plane-status]')).toHaveText("online");
  await expect(page.locator('[data-plane="Python"] [data-plane-port]')).toHaveText("5001");
  await expect(page.locator('[data-plane="Python"] [data-plane-status]')).toHaveText("not connected");
  await expect(page.locator('[data-plane="Python"] [data-plane-detail]')).toHaveText(
    "This optional analysis plane is not connected on this hub. Everything on this console still works: its views are simulated in the browser.",
  );
  await expect(tablist(page).getByRole("tab")).toHaveText(TABS);
}

/** A visitor's page says nothing about configuration and raises no alarm, before and after a health poll. */
async function expectPlainForVisitors(page: Page) {
  await expect(page.locator("[data-plane-operator-detail]")).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toContain("PYTHON_PLANE_URL");
  expect(html).not.toContain("Degraded Mode");
}

async function expectOverview(page: Page) {
  await expect(page.locator("[data-service]")).toHaveCount(5);
  const resilience = page.locator("[data-resilience]");
  await expect(resilience.locator('[data-resilience-row="Circuit breaker"] dd')).toHaveText("closed");
  await expect(resilience.locator('[data-resilience-row="Failure threshold"] dd')).toHaveText("5");
  await expect(resilience.locator('[data-resilience-row="Retry"] dd')).toHaveText("2 attempts · 100 ms base backoff");
  await expect(resilience.locator('[data-resilience-row="Cache TTL"] dd')).toHaveText("60 s");
  await expect(resilience.locator('[data-resilience-row="Event types"] dd')).toHaveText("8");
  await expect(resilience.locator('[data-resilience-row="ETN endpoints"] dd')).toHaveText("25");
  await expect(resilience.locator('[data-resilience-row="Spiral layers"] dd')).toHaveText("13");
  await expect(resilience.locator('[data-resilience-row="Node types"] dd')).toHaveText("29");
}

async function spiralTotal(page: Page): Promise<number> {
  const values = await page.locator("[data-spiral-total] dd").allTextContents();
  return values.reduce((s, v) => s + Number(v), 0);
}

test.describe("/chrysalis with JavaScript", () => {
  test("health, tabs in the URL and the animated simulations", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/chrysalis");
    await waitHydrated(page);
    await expectHeader(page);
    await expectOverview(page);

    // The health is polled every 5 s.
    await expectPlainForVisitors(page);
    const polled = page.waitForResponse((r) => r.url().endsWith("/api/chrysalis/health") && r.status() === 200, { timeout: 8000 });
    expect((await (await polled).json()).python_available).toBe(false);
    await expectPlainForVisitors(page);

    await tablist(page).getByRole("tab", { name: "ETN" }).click();
    await expect(page).toHaveURL(/tab=etn/);
    await expect(page.locator("[data-map-node]")).toHaveCount(12);
    await expect(page.locator('[data-etn-stat="max-hops"] dd')).toHaveText("7");
    await expect(page.locator('[data-etn-stat="min-resonance"] dd')).toHaveText("0.5");
    await expect(page.locator("[data-live]")).toBeVisible();
    await expect.poll(async () => Number(await page.locator("[data-resonance-map]").getAttribute("data-tick")), { timeout: 5000 }).toBeGreaterThan(1);
    await page.locator('[data-map-node="etn-03"]').hover();
    await expect(page.locator('[data-node-details="etn-03"]')).toContainText("etn-03");

    await tablist(page).getByRole("tab", { name: "Spiral" }).click();
    await expect(page).toHaveURL(/tab=spiral/);
    await expect(page.locator("[data-layer]")).toHaveCount(13);
    await expect(page.locator('[data-layer="0"]')).toContainText("Latent Sleep");
    await expect(page.locator('[data-layer="12"]')).toContainText("Void Authority");
    expect(await spiralTotal(page)).toBe(63);
    await page.getByRole("link", { name: "Show the first 20 nodes" }).click();
    await expect(page).toHaveURL(/view=nodes/);
    await expect(page.locator("[data-spiral-node]")).toHaveCount(20);

    await tablist(page).getByRole("tab", { name: "Paradox" }).click();
    await expect(page.locator("[data-hour]")).toHaveCount(24);
    await expect(page.locator("[data-severity]")).toHaveText(["low0.3", "medium0.6", "high0.85", "critical1"]);

    await tablist(page).getByRole("tab", { name: "Mythic" }).click();
    await expect(page.locator("[data-fragment]")).toHaveCount(8);
    await expect(page.locator('[data-fragment="frag-1"]')).toHaveAttribute("data-revealed", "true");

    await tablist(page).getByRole("tab", { name: "Reclaimer" }).click();
    const entries = page.locator("[data-archive-entry]");
    await expect(entries).toHaveCount(15);
    // Each 3 s tick settles the oldest pending entry (the snapshot has some), so the vault changes.
    expect(Number(await page.locator('[data-vault-count="Pending"] dd').textContent())).toBeGreaterThan(0);
    const before = (await entries.allTextContents()).join("|");
    await expect.poll(async () => (await entries.allTextContents()).join("|"), { timeout: 8000 }).not.toBe(before);
    expect(await entries.count()).toBeLessThanOrEqual(20);
    expect(errors).toEqual([]);
  });
});

test.describe("/chrysalis as an operator", () => {
  test("the same plain card, plus the missing setting, kept after a health poll", async ({ page }) => {
    await signInAsOperator(page, "/chrysalis");
    await waitHydrated(page);
    await expectHeader(page);
    const detail = page.locator('[data-plane="Python"] [data-plane-operator-detail]');
    await expect(detail).toHaveText("For operators: PYTHON_PLANE_URL is not configured");
    await page.waitForResponse((r) => r.url().endsWith("/api/chrysalis/health") && r.status() === 200, { timeout: 8000 });
    await expect(detail).toHaveText("For operators: PYTHON_PLANE_URL is not configured");
  });
});

test.describe("/chrysalis without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab shows a server-rendered snapshot and says the animation needs JavaScript", async ({ page }) => {
    await page.goto("/chrysalis");
    await expectHeader(page);
    await expectPlainForVisitors(page);
    await expectOverview(page);
    for (const [label, check] of [
      ["ETN", () => expect(page.locator("[data-map-node]")).toHaveCount(12)],
      ["Spiral", async () => expect(await spiralTotal(page)).toBe(63)],
      ["Paradox", () => expect(page.locator("[data-hour]")).toHaveCount(24)],
      ["Mythic", () => expect(page.locator("[data-fragment]")).toHaveCount(8)],
      ["Reclaimer", () => expect(page.locator("[data-archive-entry]")).toHaveCount(15)],
    ] as const) {
      await tablist(page).getByRole("tab", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`tab=${label.toLowerCase()}`));
      await expect(page.locator("[data-snapshot]")).toContainText("The animation needs JavaScript");
      await check();
    }
    await page.goto("/chrysalis?tab=spiral&view=nodes");
    await expect(page.locator("[data-spiral-node]")).toHaveCount(20);
  });
});
