import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { collectErrors, waitHydrated, markDocument, stillSameDocument } from "./helpers";

const section = (page: Page, id: string) => page.locator(`[data-economy-section="${id}"]`);
const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"] [data-stat-value]`);
const numberIn = async (page: Page, label: string) => Number(((await stat(page, label).textContent()) ?? "").replace(/[^0-9.]/g, ""));

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** What every pass checks: the seeded economy, as the APIs report it. */
async function checkScreen(page: Page, request: APIRequestContext) {
  await expect(page).toHaveTitle("Economic Dashboard · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Economic Mesh Dashboard" })).toBeVisible();

  // Totals.
  await expect(stat(page, "Total VAL")).toHaveText(/^[\d,]+ VAL$/);
  expect(await numberIn(page, "Total VAL")).toBeGreaterThan(0);
  const { reputations } = await api<{ reputations: { nodeId: string; nodeName: string; trustScore: number }[] }>(request, "/api/economy/reputation?limit=100");
  const mean = Math.round((reputations.reduce((a, r) => a + r.trustScore, 0) / reputations.length) * 10) / 10;
  expect(await numberIn(page, "Average Trust Score")).toBe(mean);
  const { leases: active } = await api<{ leases: unknown[] }>(request, "/api/economy/leases?status=active&limit=100");
  expect(await numberIn(page, "Active Leases")).toBe(active.length);
  const { events } = await api<{ events: { severity: string; eventType: string }[] }>(request, "/api/economy/custodian?limit=100");
  expect(await numberIn(page, "Critical Events")).toBe(events.filter((e) => e.severity === "critical").length);

  // Top-10 leaderboard by trust score.
  const board = section(page, "leaderboard").locator("[data-reputation]");
  await expect(board).toHaveCount(10);
  await expect(board.first()).toContainText(reputations[0]!.nodeName);
  await expect(board.first().locator("[data-trust]")).toHaveText(String(reputations[0]!.trustScore));
  await expect(board.nth(9)).toContainText(reputations[9]!.nodeName);
  await expect(section(page, "leaderboard")).toContainText(/\d+ services · \d+ trades · \d+ violations/);

  // The 10 latest exchanges with their minted VAL.
  const { exchanges } = await api<{ exchanges: { id: string; resonanceScore: number; valMinted: number }[] }>(request, "/api/economy/resonance?limit=10");
  const rows = section(page, "exchanges").locator("[data-exchange]");
  await expect(rows).toHaveCount(Math.min(10, exchanges.length));
  // (by id: the screen is live, and other specs mint exchanges between its read and the API's)
  const first = exchanges[0]!;
  await expect(section(page, "exchanges").locator(`[data-exchange="${first.id}"] [data-minted]`)).toHaveText(`+${Math.floor(first.resonanceScore * 10 + 1e-9)} VAL`);

  // Active leases: units, price per hour, hours remaining.
  const vault = section(page, "leases").locator('[data-lease="seed-lease-reykjavik-memory"]');
  await expect(vault.locator("[data-lease-amount]")).toHaveText("256 GB");
  await expect(vault.locator("[data-lease-price]")).toHaveText("35 VAL/hr");
  // Hours remaining count down from the lease's opening (168 h, seeded 20 h before the start): the API's remainingSeconds / 3600.
  const { leases: listed } = await api<{ leases: { id: string; remainingSeconds: number; duration: number }[] }>(request, "/api/economy/leases?status=active&limit=100");
  const vaultLease = listed.find((l) => l.id === "seed-lease-reykjavik-memory")!;
  expect(vaultLease.duration).toBe(168 * 3600);
  expect(vaultLease.remainingSeconds).toBeLessThan(vaultLease.duration);
  const shownHours = Number(((await vault.locator("[data-lease-hours]").textContent()) ?? "").replace(/ h remaining$/, "").replace(/,/g, ""));
  expect(Math.abs(shownHours - vaultLease.remainingSeconds / 3600)).toBeLessThanOrEqual(0.1);
  await expect(vault).toContainText("Basalt Archive");
  await expect(section(page, "leases").locator('[data-lease="seed-lease-helsinki-compute"] [data-lease-amount]')).toHaveText("32 cores");
  await expect(section(page, "leases").locator('[data-lease="seed-lease-singapore-bandwidth"] [data-lease-amount]')).toHaveText("1,000 Mbps");
  await expect(section(page, "leases").locator('[data-lease="seed-lease-nairobi-compute"]')).toHaveCount(0); // completed
  expect(await section(page, "leases").locator("[data-lease]").count()).toBeLessThanOrEqual(10);

  // Custodian events: severity badge, type, action or 'Observed'.
  const custodian = section(page, "custodian").locator("[data-custodian-event]");
  await expect(custodian).toHaveCount(Math.min(10, events.length));
  await expect(custodian.first()).toContainText(events[0]!.eventType);
  const mismatch = section(page, "custodian").locator('[data-custodian-event="seed-custodian-03"]');
  await expect(mismatch.locator("[data-severity]")).toHaveText("critical");
  await expect(mismatch).toContainText("signature_mismatch");
  await expect(mismatch.locator("[data-action]")).toHaveText("Quarantined for 15 minutes and trades paused");
  await expect(section(page, "custodian").locator('[data-custodian-event="seed-custodian-07"] [data-action]')).toHaveText("Observed");

  // Network health.
  const status = await api<{ totalNodes: number }>(request, "/api/mesh/status");
  const health = section(page, "health");
  expect(Number((await health.locator('[data-health="Total Nodes"] dd').textContent())?.replace(/,/g, ""))).toBeGreaterThanOrEqual(Math.min(status.totalNodes, 14));
  await expect(health.locator('[data-health="Active Nodes"] dd')).toHaveText(/^\d+$/);
  expect(Number((await health.locator('[data-health="Total Exchanges"] dd').textContent())?.replace(/,/g, ""))).toBeGreaterThanOrEqual(12);
}

test.describe("economic dashboard (JavaScript on)", () => {
  test("shows the seeded economy and a loading state while it refreshes", async ({ page, request }) => {
    const errors = collectErrors(page);
    await page.goto("/economic-dashboard");
    await waitHydrated(page);
    await checkScreen(page, request);

    // Hold the revalidation's data request so the loading state can be seen, then let it through.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/economic-dashboard\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.locator("[data-economy-loading]")).toHaveText("Loading economic mesh data...");
    release();
    await expect(page.locator("[data-economy-loading]")).toHaveCount(0);
    await expect(section(page, "leaderboard").locator("[data-reputation]")).toHaveCount(10);
    expect(errors).toEqual([]);
  });

  test("shows a newly minted exchange without a reload", async ({ page, request }) => {
    const errors = collectErrors(page);
    await page.goto("/economic-dashboard");
    await waitHydrated(page);
    const rows = section(page, "exchanges").locator("[data-exchange]");
    await expect(rows.first()).toBeVisible();
    const before = await rows.first().getAttribute("data-exchange");
    const total = section(page, "health").locator('[data-health="Total Exchanges"] dd');
    const totalBefore = Number((await total.textContent())?.replace(/,/g, ""));
    // Marks this document: a reload would lose it.
    await markDocument(page);

    // ⚛ is carried by the seeded active Capacity nodes: the broadcast mints a resonance exchange between them.
    const res = await request.post("/api/multicore/broadcast-glyph", { data: { glyph: "⚛", context: `economy live ${Date.now()}` } });
    expect(res.status()).toBe(200);
    const { exchanges } = await api<{ exchanges: { id: string }[] }>(request, "/api/economy/resonance?limit=1");
    const minted = exchanges[0]!.id;
    expect(minted).not.toBe(before);

    // The resonance_exchange event on the mesh stream brings it in (well before the 30 s fallback re-read).
    await expect(section(page, "exchanges").locator(`[data-exchange="${minted}"]`)).toBeVisible({ timeout: 8000 });
    expect(Number((await total.textContent())?.replace(/,/g, ""))).toBeGreaterThan(totalBefore);
    expect(await stillSameDocument(page)).toBe(true);
    await expect(page.locator("[data-economy-loading]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("an exchange minted before the page's stream opens is shown without waiting for the fallback re-read", async ({ page, request }) => {
    const errors = collectErrors(page);
    // The page's event stream is held until the exchange below is minted: the window between the
    // loader's read and the stream's opening, made wide.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const streams: string[] = [];
    await page.route("**/api/ritual/stream**", async (route) => {
      streams.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto("/economic-dashboard");
    await waitHydrated(page);
    await expect.poll(() => streams.length).toBe(1);
    await markDocument(page);

    const res = await request.post("/api/multicore/broadcast-glyph", { data: { glyph: "⚛", context: `economy gap ${Date.now()}` } });
    expect(res.status()).toBe(200);
    const { exchanges } = await api<{ exchanges: { id: string }[] }>(request, "/api/economy/resonance?limit=1");
    const minted = exchanges[0]!.id;
    await expect(section(page, "exchanges").locator(`[data-exchange="${minted}"]`)).toHaveCount(0);
    release();

    // The stream starts after the bus position the page was read at, so the event is replayed to it
    // (well before the 30 s fallback re-read, LIVE_FALLBACK_MS).
    await expect(section(page, "exchanges").locator(`[data-exchange="${minted}"]`)).toBeVisible({ timeout: 8000 });
    expect(new URL(streams[0]!).searchParams.get("lastEventId")).toMatch(/^\d+-\d+$/);
    expect(await stillSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("phone width: no horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/economic-dashboard");
    await waitHydrated(page);
    await expect(section(page, "custodian")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("economic dashboard (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("server-renders every section; Refresh is a plain link", async ({ page, request }) => {
    await page.goto("/economic-dashboard");
    await checkScreen(page, request);
    await expect(page.getByRole("link", { name: "Refresh" })).toHaveAttribute("href", "/economic-dashboard");
    await page.getByRole("link", { name: "Refresh" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Economic Mesh Dashboard" })).toBeVisible();
  });
});
