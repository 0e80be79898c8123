import { createHmac, randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_OPERATOR } from "../../playwright.config";

const card = (page: Page, name: string) => page.locator("article[data-node-id]").filter({ has: page.getByRole("heading", { name, exact: true }) });
const cards = (page: Page) => page.locator("article[data-node-id]");
const tab = (page: Page, label: string) => page.getByRole("tab", { name: new RegExp(`^${label} \\(\\d+\\)$`) });

async function tabCount(page: Page, label: string): Promise<number> {
  const text = (await tab(page, label).textContent()) ?? "";
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

async function waitHydrated(page: Page) {
  await expect(page.locator("[data-valoir-screen][data-hydrated]")).toBeAttached();
}

async function registerNode(request: APIRequestContext) {
  const seed = `◊∞ e2e glyphseed ${randomBytes(24).toString("hex")}`;
  const name = `E2E Watch ${randomBytes(3).toString("hex")}`;
  const res = await request.post("/api/mesh/nodes/register", { data: { name, nodeType: "Observer", location: "Oulu, Finland", version: "1.0.0", glyphseed: seed } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, seed, name };
}

async function sendHeartbeat(request: APIRequestContext, node: { id: string; seed: string }) {
  const ts = String(Date.now());
  const body = JSON.stringify({ version: "1.0.1" });
  const signature = `sha256=${createHmac("sha256", node.seed).update(`${ts}.${body}`).digest("hex")}`;
  return request.post("/api/mesh/heartbeat", { headers: { "Content-Type": "application/json", "X-Node-Id": node.id, "X-Node-Timestamp": ts, "X-Node-Signature": signature }, data: body });
}

async function checkSeededScreen(page: Page) {
  await expect(page).toHaveTitle("VALOIR Mesh · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "VALOIR Mesh Network" })).toBeVisible();
  for (const label of ["Total Nodes", "Active Nodes", "Total Events", "Recent Activity"]) {
    await expect(page.locator(`[data-stat="${label}"]`).getByText(label, { exact: true })).toBeVisible();
  }
  // Read together: the 5 s poll may bring a node another spec registered between two reads.
  let total = 0;
  await expect(async () => {
    total = Number(await page.locator('[data-stat="Total Nodes"] dd').first().textContent());
    expect(await tabCount(page, "All")).toBe(total);
  }).toPass({ timeout: 10_000 });
  expect(total).toBeGreaterThanOrEqual(14);

  // Tabs with counts; All lists every node.
  expect(await tabCount(page, "Capacity")).toBe(3);
  expect(await tabCount(page, "Merchant")).toBe(3);
  expect(await tabCount(page, "Vault")).toBe(2);
  // Read together again: a node registered meanwhile raises both.
  await expect(async () => expect(await cards(page).count()).toBe(await tabCount(page, "All"))).toPass({ timeout: 10_000 });

  const forge = card(page, "Kaamos Forge");
  await expect(forge).toBeVisible();
  await expect(forge).toContainText("Capacity");
  await expect(forge).toContainText("Helsinki, Finland");
  await expect(forge).toContainText("Patient and exact");
  await expect(forge).toContainText("Generates VAL through proof-of-compute with genome tracking");
  await expect(forge.getByRole("list", { name: "Kaamos Forge glyph affinities" }).getByRole("listitem")).toHaveCount(3);
  await expect(forge.getByRole("list", { name: "Kaamos Forge glyph affinities" }).getByRole("listitem").first()).toContainText("⚛");
  // The ledger's balance (the founding 18,450 VAL plus seeded mints), as the API reports it.
  const nodes: { id: string; valBalance: number }[] = await (await page.request.get("/api/mesh/nodes")).json();
  const balance = nodes.find((n) => n.id === "node-capacity-helsinki")!.valBalance;
  expect(balance).toBeGreaterThanOrEqual(18450);
  await expect(forge.locator("[data-val]")).toHaveText(`${balance.toLocaleString("en-US")} VAL`);
  await expect(forge.locator("[data-signature]")).toHaveText(/Unsigned/);
  await expect(forge.locator("[data-heartbeat]")).toHaveText(/^\d+[smhd] ago$/);
  await expect(forge.locator("[data-node-status]")).toHaveText(/^(active|inactive)$/);

  const nomad = card(page, "Nomad Thread");
  await expect(nomad).toContainText("Unknown");
  await expect(nomad.locator("[data-heartbeat]")).toHaveText("Never");
  await expect(nomad.locator("[data-node-status]")).toHaveText("inactive");
  await expect(card(page, "Harbour Watch")).toContainText("Monitors thresholds and boundary conditions");
  await expect(card(page, "Basalt Archive")).toContainText("Stores resonant patterns and archives");
}

test.describe("VALOIR mesh (JavaScript on)", () => {
  test("renders the seeded mesh, switches tabs in the URL and polls every 5 s", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/valoir-mesh");
    await waitHydrated(page);
    await checkSeededScreen(page);

    await tab(page, "Vault").click();
    await expect(page).toHaveURL(/\/valoir-mesh\?tab=vault$/);
    await expect(tab(page, "Vault")).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, "Moss Library")).toBeVisible();
    await expect(card(page, "Kaamos Forge")).toHaveCount(0);

    const poll = await page.waitForRequest((r) => r.url().endsWith("/api/mesh/status"), { timeout: 8000 });
    expect(poll.method()).toBe("GET");
    expect(errors).toEqual([]);
  });

  test("a registered node waits for review; an operator approves it and its signed heartbeat shows up live", async ({ page, request }) => {
    const node = await registerNode(request);
    await page.goto("/valoir-mesh");
    const pending = page.getByRole("region", { name: /Pending nodes/ });
    await expect(pending.locator(`[data-pending-node="${node.id}"]`)).toContainText(node.name);
    await expect(pending.getByRole("button", { name: `Approve ${node.name}` })).toHaveCount(0);
    await expect(card(page, node.name).locator("[data-node-status]")).toHaveText("pending");
    await pending.getByRole("link", { name: "Sign in to review" }).click();

    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel("Email").fill(E2E_OPERATOR.email);
    await page.getByLabel("Password").fill(E2E_OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/valoir-mesh$/);
    await waitHydrated(page);

    await page.getByRole("button", { name: `Approve ${node.name}` }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Node approved" })).toBeVisible();
    await expect(page.locator(`[data-pending-node="${node.id}"]`)).toHaveCount(0);
    const nodeCard = card(page, node.name);
    await expect(nodeCard.locator("[data-node-status]")).toHaveText("inactive");
    await expect(nodeCard.locator("[data-heartbeat]")).toHaveText("Never");

    expect((await sendHeartbeat(request, node)).status()).toBe(200);
    // The next 5 s poll brings it in without a reload.
    await expect(nodeCard.locator("[data-signature]")).toHaveText(/Signature verified/, { timeout: 8000 });
    await expect(nodeCard.locator("[data-node-status]")).toHaveText("active");
    await expect(nodeCard.locator("[data-heartbeat]")).toHaveText(/^\d+s ago$/);
  });

  test("phone width: no horizontal scrolling, cards stack", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/valoir-mesh?tab=merchant");
    await waitHydrated(page);
    await expect(cards(page)).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const el of [card(page, "Strait Ledger"), tab(page, "Merchant"), page.locator('[data-stat="Recent Activity"]')]) {
      const box = await el.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
  });
});

test.describe("VALOIR mesh (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("server-renders the mesh and switches tabs with links", async ({ page }) => {
    await page.goto("/valoir-mesh");
    await checkSeededScreen(page);
    await tab(page, "Capacity").click();
    await expect(page).toHaveURL(/\?tab=capacity$/);
    await expect(cards(page)).toHaveCount(3);
    for (const name of ["Kaamos Forge", "Garoa Engine", "Savanna Core"]) await expect(card(page, name)).toBeVisible();
    await expect(card(page, "Savanna Core").locator("[data-node-status]")).toHaveText("inactive");
  });

  test("the tabs cover every node type the page shows (issue 31)", async ({ page }) => {
    await page.goto("/valoir-mesh");
    const all = await tabCount(page, "All");
    const shownTypes = [...new Set(await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-node-type") ?? "")))].sort();
    // The seeded mesh has nodes of types beyond the spec's three (Observer, Catalyst, Standard).
    expect(shownTypes).toEqual(expect.arrayContaining(["Capacity", "Merchant", "Vault", "Observer"]));
    expect(shownTypes.length).toBeGreaterThan(3);
    let covered = 0;
    for (const type of shownTypes) {
      const n = await tabCount(page, type);
      expect(n, `${type} tab count`).toBe(await cards(page).and(page.locator(`[data-node-type="${type}"]`)).count());
      covered += n;
    }
    expect(covered).toBe(all);
    // A type's tab lists its nodes and only them.
    await tab(page, "Observer").click();
    await expect(page).toHaveURL(/\?tab=observer$/);
    await expect(card(page, "Harbour Watch")).toBeVisible();
    expect(await cards(page).count()).toBe(await tabCount(page, "Observer"));
    await expect(page.locator('article[data-node-id]:not([data-node-type="Observer"])')).toHaveCount(0);
  });

  test("a visitor sees pending nodes read-only with a sign-in link", async ({ page, request }) => {
    const node = await registerNode(request);
    await page.goto("/valoir-mesh");
    const pending = page.getByRole("region", { name: /Pending nodes/ });
    await expect(pending).toContainText(node.name);
    await expect(pending.getByRole("button")).toHaveCount(0);
    await expect(pending.getByRole("link", { name: "Sign in to review" })).toHaveAttribute("href", "/login?redirectTo=%2Fvaloir-mesh");
  });
});
