import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";

const badge = (page: Page) => page.locator("[data-connection]");
const counter = (page: Page, key: string) => page.locator(`[data-counter="${key}"] p`).last();
const events = (page: Page) => page.getByRole("list", { name: "Recent ritual events" }).locator(":scope > li");

async function count(page: Page, key: string): Promise<number> {
  return Number(await counter(page, key).textContent());
}

async function broadcast(page: Page, glyph: string, context: string) {
  const res = await page.request.post("/api/multicore/broadcast-glyph", { data: { glyph, context } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { broadcastId: string };
}

test.describe("/ritual-visualization (JavaScript on)", () => {
  test("turns Connected and counts a broadcast made on the mesh", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/ritual-visualization");
    await expect(page).toHaveTitle("Ritual Plane · Trinity Mesh");
    await expect(badge(page)).toHaveText("Connected");
    await expect(page.getByRole("img", { name: /Live particles/ })).toBeVisible();
    await expect(page.locator("[data-needs-js]")).toHaveCount(0);
    for (const label of ["Firefly", "Lantern", "Relay", "Valley", "Reflex"]) await expect(page.locator("[data-counter]").filter({ hasText: label })).toBeVisible();
    // Pulse equilibrium: the server has a reading a second after it starts.
    await expect(page.getByRole("heading", { name: "Pulse Equilibrium" })).toBeVisible();
    await expect(page.locator('[data-pulse="cpu"]')).toHaveText(/^\d+(\.\d)?%$/);
    await expect(page.locator('[data-pulse="throttle"]')).toHaveText(/^(1\.00|0\.75|0\.50|0\.25)x$/);

    const before = { firefly: await count(page, "firefly"), valley: await count(page, "valley"), reflex: await count(page, "reflex") };
    await broadcast(page, "☯", `ritual e2e ${Date.now()}`);
    await expect.poll(() => count(page, "firefly")).toBeGreaterThanOrEqual(before.firefly + 1);
    await expect.poll(() => count(page, "valley")).toBeGreaterThanOrEqual(before.valley + 1);
    await expect.poll(() => count(page, "reflex")).toBeGreaterThanOrEqual(before.reflex + 1);
    await expect(events(page).filter({ hasText: "Firefly · ☯" }).first()).toBeVisible();
    await expect(page.locator("[data-latest]")).not.toHaveAttribute("data-latest", "heartbeat");
    expect(await events(page).count()).toBeLessThanOrEqual(100);

    // Clear Events empties the list and the counters (other tests broadcast at the same time, so only our events are checked).
    expect(await count(page, "firefly")).toBeGreaterThanOrEqual(1);
    // Read in the same task as the click: React commits a click's update in a microtask, before the
    // page can handle another stream message, so the counter reads 0 even while other tests broadcast.
    const afterClear = await page.getByRole("button", { name: "Clear Events" }).evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      const values = document.querySelectorAll('[data-counter="firefly"] p');
      return values[values.length - 1]?.textContent ?? null;
    });
    expect(afterClear).toBe("0");
    await expect(events(page).filter({ hasText: "Firefly · ☯" })).toHaveCount(0);
    await broadcast(page, "✦", `ritual e2e after clear ${Date.now()}`);
    await expect(events(page).filter({ hasText: "Firefly · ✦ · resonant" }).first()).toBeVisible();
    await expect.poll(() => count(page, "firefly")).toBeGreaterThanOrEqual(1);
    await expect(badge(page)).toHaveText("Connected");
    expect(errors, "no hydration or stream errors").toEqual([]);
  });

  test("shows the lost-connection card when the stream fails", async ({ page }) => {
    await page.route("**/api/ritual/stream**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"code":"service_unavailable","message":"down"}}' }));
    await page.goto("/ritual-visualization");
    await expect(page.getByRole("alert").filter({ hasText: "Lost connection to ritual plane" })).toBeVisible();
    await expect(badge(page)).toHaveText("Disconnected");
  });

  test("still counts with reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    try {
      await page.goto("/ritual-visualization");
      await expect(badge(page)).toHaveText("Connected");
      const before = await count(page, "lantern");
      await broadcast(page, "⊙", `reduced motion ${Date.now()}`);
      await expect.poll(() => count(page, "lantern")).toBeGreaterThanOrEqual(before + 1);
    } finally {
      await context.close();
    }
  });
});

interface MeshStatusCounts {
  totalNodes: number;
  activeNodes: number;
  nodes: { id: string; status: string }[];
}

const summary = (page: Page) => page.locator("[data-mesh-summary]");
const summaryOf = (s: MeshStatusCounts) => `Mesh: ${s.totalNodes} nodes (${s.activeNodes} active)`;

async function apiStatus(page: Page): Promise<MeshStatusCounts> {
  const res = await page.request.get("/api/mesh/status");
  expect(res.status()).toBe(200);
  return (await res.json()) as MeshStatusCounts;
}

/** True when the page's node summary is the one /api/mesh/status answers now (other tests may move the mesh meanwhile). */
async function summaryMatchesApi(page: Page): Promise<string> {
  const [shown, status] = await Promise.all([summary(page).textContent(), apiStatus(page)]);
  return shown?.trim() === summaryOf(status) ? "same" : `page "${shown}" vs api "${summaryOf(status)}"`;
}

test.describe("/ritual-visualization node summary", () => {
  let client: pg.Client;
  const nodeId = `node-standard-e2e-quiet-${randomBytes(4).toString("hex")}`;

  test.beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
  });

  test.afterAll(async () => {
    await client.query("delete from mesh_nodes where id = $1", [nodeId]);
    await client.end();
  });

  test("follows /api/mesh/status within one refresh after a node goes quiet; the title keeps its width on a phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    // A node that beat just now: active.
    await client.query("insert into mesh_nodes (id, node_type, status, name, location, last_heartbeat) values ($1, 'Standard', 'active', $2, 'Tromsø', now())", [nodeId, `E2E Quiet ${nodeId.slice(-8)}`]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ritual-visualization");
    await expect(badge(page)).toHaveText("Connected");
    expect((await apiStatus(page)).nodes.find((n) => n.id === nodeId)?.status).toBe("active");
    await expect.poll(() => summaryMatchesApi(page), { timeout: 7000 }).toBe("same");

    // On a phone the title and its description take the full width, not a one-word column.
    const title = await page.getByRole("heading", { level: 1, name: "Ritual Plane" }).boundingBox();
    expect(title!.width).toBeGreaterThan(300);
    const intro = await page.getByText("Every mesh happening", { exact: false }).boundingBox();
    expect(intro!.width).toBeGreaterThan(300);

    // The node goes quiet: its last heartbeat is older than the hub's inactivity limit (one hour in e2e).
    // No event announces it; the page's next read of the mesh status shows it.
    await client.query("update mesh_nodes set last_heartbeat = now() - interval '2 hours' where id = $1", [nodeId]);
    // (The mesh read is cached for 250 ms: the status says so once that cache has turned over.)
    await expect.poll(async () => (await apiStatus(page)).nodes.find((n) => n.id === nodeId)?.status).toBe("inactive");
    await expect.poll(() => summaryMatchesApi(page), { timeout: 7000, intervals: [500] }).toBe("same");
    expect(errors).toEqual([]);
  });
});

test.describe("/ritual-visualization (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the latest events rendered by the server and says the canvas needs JavaScript", async ({ page }) => {
    await broadcast(page, "⟁", `no-js ritual ${Date.now()}`);
    await page.goto("/ritual-visualization");
    await expect(page.getByText("The live canvas needs JavaScript.", { exact: false })).toBeVisible();
    await expect(badge(page)).toHaveText("Disconnected");
    await expect(events(page).filter({ hasText: "Relay · ⟁ · resonant" }).first()).toBeVisible();
    await expect(events(page).first()).toBeVisible();
    expect(await events(page).count()).toBeLessThanOrEqual(100);
    expect(await count(page, "relay")).toBeGreaterThanOrEqual(1);
    await expect(page.locator("[data-ritual-event=heartbeat], [data-ritual-event=mesh_snapshot]")).toHaveCount(0);
    // The node summary is rendered by the server from the mesh status read. Without JavaScript the page
    // never refreshes it, and other tests add nodes meanwhile: a load between two equal status reads must show them.
    await expect
      .poll(async () => {
        const before = summaryOf(await apiStatus(page));
        await page.reload();
        const shown = (await summary(page).textContent())?.trim();
        const after = summaryOf(await apiStatus(page));
        return before === after ? (shown === after ? "same" : `page "${shown}" vs api "${after}"`) : "the mesh moved during the load";
      })
      .toBe("same");
  });
});
