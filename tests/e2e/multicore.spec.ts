import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { afterDirectWrites } from "./helpers";

const NAMES = ["Firefly", "Lantern", "Loom", "Pulse", "Reflex", "Relay", "Tally", "Valley"];

const tab = (page: Page, name: RegExp | string) => page.getByRole("tab", { name });
const cards = (page: Page) => page.getByRole("list", { name: "Agents" }).locator(":scope > li");
const glyphInput = (page: Page) => page.getByRole("textbox", { name: "Glyph" });
const contextInput = (page: Page) => page.getByRole("textbox", { name: "Context (optional)" });
const broadcastButton = (page: Page) => page.getByRole("button", { name: "Broadcast to 8 agents" });
const responses = (page: Page) => page.getByRole("list", { name: "Agent responses" }).locator(":scope > li");

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const js of [true, false]) {
  test.describe(`/multicore-agents (JavaScript ${js ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled: js });

    async function open(page: Page, path = "/multicore-agents") {
      await page.goto(path);
      if (js) await expect(page.locator("[data-multicore-screen][data-hydrated]")).toBeVisible();
    }

    test("renders the three tabs and the eight agent cards", async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await open(page);
      expect(errors, "no hydration errors").toEqual([]);
      await expect(page).toHaveTitle("Multicore Agents · Trinity Mesh");
      await expect(tab(page, "Agents (8)")).toHaveAttribute("aria-selected", "true");
      await expect(tab(page, "Glyph Broadcasting")).toBeVisible();
      await expect(tab(page, /^Activation Logs \(\d+\)$/)).toBeVisible();
      await expect(cards(page)).toHaveCount(8);
      expect(await cards(page).locator("h3").allTextContents()).toEqual(NAMES.map((n) => expect.stringContaining(n)));
      const firefly = page.locator('[data-agent="firefly"]');
      await expect(firefly).toContainText("🔥");
      await expect(firefly).toContainText("active");
      await expect(firefly).toContainText("Heritage");
      await expect(firefly).toContainText("Purpose");
      await expect(firefly.getByRole("list", { name: "Firefly's glyph affinity" })).toContainText("✦");
      await expect(firefly.getByRole("list", { name: "Firefly's capabilities" })).toContainText("spark detection");
      await expect(firefly).toContainText("v2.1.0");
      await expect(firefly).toContainText("Last active");
      await expect(page.locator('[data-agent="loom"] [data-status]')).toHaveText(/standby/);
    });

    test("broadcasts a glyph through the form and shows every agent's answer", async ({ page }) => {
      const context = unique("e2e broadcast");
      await open(page, "/multicore-agents?tab=broadcast");
      await expect(tab(page, "Glyph Broadcasting")).toHaveAttribute("aria-selected", "true");
      if (js) await expect(broadcastButton(page)).toBeDisabled();
      await glyphInput(page).fill("✦");
      await contextInput(page).fill(context);
      if (js) {
        await expect(broadcastButton(page)).toBeEnabled();
        await glyphInput(page).press("Enter");
      } else {
        await broadcastButton(page).click();
      }
      await expect(page.getByText("✓ Glyph broadcasted successfully to all agents")).toBeVisible();
      await expect(page).toHaveURL(/\?tab=broadcast&broadcast=[0-9a-f-]{36}$/);
      await expect(responses(page)).toHaveCount(8);
      await expect(responses(page).filter({ hasText: "Firefly" })).toContainText("Resonant — ✦ is in Firefly's affinity (✦).");
      await expect(responses(page).filter({ hasText: "Firefly" })).toContainText("firefly_pulse");
      await expect(responses(page).filter({ hasText: "Loom" })).toContainText("glyph_dormant");
      await expect(responses(page).first()).toContainText(context);
      // Both inputs are cleared.
      await expect(glyphInput(page)).toHaveValue("");
      await expect(contextInput(page)).toHaveValue("");
      if (js) await expect(broadcastButton(page)).toBeDisabled();

      await tab(page, /^Activation Logs/).click();
      await expect(page).toHaveURL(/\?tab=logs$/);
      const logs = page.getByRole("list", { name: "Activation logs" }).locator(":scope > li").filter({ hasText: context });
      await expect(logs).toHaveCount(8);
      await expect(logs.filter({ hasText: "Relay" })).toContainText("relay_broadcast");
    });

    test("an empty glyph is refused", async ({ page }) => {
      await open(page, "/multicore-agents?tab=broadcast");
      await glyphInput(page).fill("   ");
      if (js) {
        // The button stays disabled for a glyph that is empty after trimming.
        await expect(broadcastButton(page)).toBeDisabled();
      } else {
        await broadcastButton(page).click();
        await expect(page.getByText("Enter a glyph to broadcast.")).toBeVisible();
        await expect(page.getByText("✓ Glyph broadcasted successfully to all agents")).toHaveCount(0);
      }
    });
  });
}

test("an entry of an agent the mesh no longer knows shows \"Unknown Agent\"", async ({ page }) => {
  const context = unique("retired agent");
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("insert into activation_logs (agent_id, event_type, glyph_input, context, result) values ($1, $2, $3, $4, $5)", [
      "retired-agent",
      "glyph_observed",
      "◊",
      context,
      "Observed — logged by an agent that has since left the mesh.",
    ]);
    await page.goto(await afterDirectWrites("/multicore-agents?tab=logs"));
    await expect(page.locator("[data-multicore-screen][data-hydrated]")).toBeVisible();
    const entry = page.locator("[data-log-entry]").filter({ hasText: context });
    await expect(entry.locator("[data-agent-name]")).toHaveText("Unknown Agent");
    await expect(entry).toContainText("glyph_observed");
    await tab(page, /^Activation Logs/).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Glyph Broadcasting")).toBeFocused();
  } finally {
    await client.query("delete from activation_logs where context = $1", [context]).catch(() => {});
    await client.end();
  }
});

test("fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/multicore-agents", "/multicore-agents?tab=broadcast", "/multicore-agents?tab=logs", "/ritual-visualization"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
