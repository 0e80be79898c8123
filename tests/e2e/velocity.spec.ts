import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator } from "./helpers";

// One pulse engine for the whole mesh: this file's tests run one after another.
test.describe.configure({ mode: "serial" });

const REASON_REQUIRED = "Reason is required for all sovereignty changes. Operation cancelled.";
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const engineState = (page: Page) => page.locator("[data-engine-state]");
const agentRow = (page: Page, id: string) => page.locator(`[data-agent="${id}"]`);

async function expectShell(page: Page) {
  await expect(page).toHaveTitle("Velocity Dashboard · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Velocity Dashboard" })).toBeVisible();
  for (const name of ["Pulse Engine", "Recent Cycles", "Agent Sovereignty"]) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(agentRow(page, "firefly")).toBeVisible();
}

async function ensureStopped(page: Page) {
  if ((await engineState(page).getAttribute("data-engine-state")) === "running") {
    await page.getByRole("button", { name: "Stop Engine" }).click();
    await expect(engineState(page)).toHaveText("Stopped");
  }
}

test.describe("/velocity with JavaScript", () => {
  test("a visitor sees the dashboard with sign-in prompts and no actions", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/velocity");
    await expect(page.locator("[data-velocity-screen][data-hydrated]")).toBeAttached();
    await expectShell(page);
    await expect(page.getByRole("link", { name: "Sign in to start and stop the pulse engine" })).toHaveAttribute("href", "/login?redirectTo=%2Fvelocity");
    await expect(page.getByRole("link", { name: "Sign in to grant or revoke sovereignty" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Engine" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /sovereignty of/ })).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });

  test("an operator starts the engine, sees a cycle and its events, and stops it", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/velocity");
    await expect(page.locator("[data-velocity-screen][data-hydrated]")).toBeAttached();
    await expectShell(page);
    await ensureStopped(page);
    const before = Number(await page.locator("[data-cycle-number]").textContent());
    await expect(page.getByLabel("Cycle time (hours)")).toHaveValue("12");
    await page.getByRole("button", { name: "Start Engine" }).click();
    await expect(toast(page, "Engine started")).toContainText("every 12 h");
    await expect(engineState(page)).toHaveText("Running");
    // The first cycle runs at once; the status and cycles are polled every 5 s.
    await expect(page.locator("[data-cycle-number]")).toHaveText(String(before + 1), { timeout: 15_000 });
    const cycle = page.locator(`[data-cycle="${before + 1}"]`);
    await expect(cycle).toContainText("complete", { timeout: 15_000 });
    await cycle.click();
    await expect(page).toHaveURL(/\?cycle=[0-9a-f-]{36}$/);
    const events = page.getByRole("list", { name: "Cycle events" });
    await expect(events.locator('[data-event="deployment"]').first()).toBeVisible();
    await expect(events.locator('[data-event="complete"]')).toHaveCount(1);

    await page.getByRole("button", { name: "Stop Engine" }).click();
    await expect(toast(page, "Engine stopped")).toBeVisible();
    await expect(engineState(page)).toHaveText("Stopped");
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });

  test("revoking asks first with its own empty reason; granting needs a reason (empty prompt alerts, sends nothing); the flag follows the badges", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/velocity");
    await expect(page.locator("[data-velocity-screen][data-hydrated]")).toBeAttached();
    const row = agentRow(page, "lantern");
    const flag = page.locator("[data-sovereign-flag]");
    // The seed makes every agent sovereign: the flag agrees with the badges.
    await expect(page.locator('[data-sovereign="false"]')).toHaveCount(0);
    await expect(page.locator('[data-sovereign="true"]').first()).toBeVisible();
    await expect(flag).toHaveText("All agents sovereign");
    await expect(row.locator("[data-sovereign]")).toHaveText("Sovereign");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });

    // Revoke opens a confirmation in the URL; its reason field is its own, empty and required.
    await row.getByRole("link", { name: /^Revoke sovereignty of/ }).click();
    await expect(page).toHaveURL(/\/velocity\?confirm=revoke-sovereignty&agent=lantern$/);
    const dialog = page.getByRole("dialog", { name: /^Revoke the sovereignty of/ });
    await expect(dialog).toBeVisible();
    const reason = dialog.getByLabel(/Reason/);
    await expect(reason).toHaveValue("");
    await expect(reason).toHaveAttribute("required", "");
    // Cancel changes nothing.
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/velocity$/);
    // An empty reason is refused by the browser: nothing is sent.
    await row.getByRole("link", { name: /^Revoke sovereignty of/ }).click();
    await dialog.getByRole("button", { name: "Revoke sovereignty" }).click();
    await expect(dialog).toBeVisible();
    expect(posts).toEqual([]);
    await reason.fill("E2E review of lantern");
    await dialog.getByRole("button", { name: "Revoke sovereignty" }).click();
    await expect(toast(page, "Sovereignty revoked")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/velocity$/);
    await expect(row.locator("[data-sovereign]")).toHaveText("Revoked");
    await expect(row).toContainText("E2E review of lantern");
    // One revoked badge: the flag says so at once.
    await expect(page.locator('[data-sovereign="false"]')).toHaveCount(1);
    await expect(flag).toHaveText("Not all sovereign");
    // The grant form that replaces the link starts empty (the revoke's reason is not carried over).
    await expect(row.getByLabel(/Reason/)).toHaveValue("");
    posts.length = 0;

    const dialogs: string[] = [];
    const answerEmpty = async (d: import("@playwright/test").Dialog) => {
      dialogs.push(d.type() === "prompt" ? `prompt:${d.defaultValue()}` : `${d.type()}:${d.message()}`);
      if (d.type() === "prompt") await d.accept("   ");
      else await d.accept();
    };
    page.on("dialog", answerEmpty);
    await row.getByRole("button", { name: /^Grant sovereignty of/ }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[0]).toMatch(/^prompt:Consent confirmed: /);
    expect(dialogs[1]).toBe(`alert:${REASON_REQUIRED}`);
    expect(posts).toEqual([]);
    page.off("dialog", answerEmpty);

    // Typing a reason sends it without a prompt; the agent is back where it was, and so is the flag.
    await row.getByLabel(/Reason/).fill("E2E restores the founding state");
    await row.getByRole("button", { name: /^Grant sovereignty of/ }).click();
    await expect(toast(page, "Sovereignty granted")).toBeVisible();
    await expect(row.locator("[data-sovereign]")).toHaveText("Sovereign");
    await expect(row).toContainText("E2E restores the founding state");
    await expect(page.locator('[data-sovereign="false"]')).toHaveCount(0);
    await expect(flag).toHaveText("All agents sovereign");
    // A new revoke starts with an empty reason again.
    await row.getByRole("link", { name: /^Revoke sovereignty of/ }).click();
    await expect(dialog.getByLabel(/Reason/)).toHaveValue("");
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("/velocity without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sees the server-rendered dashboard and sign-in prompts", async ({ page }) => {
    await page.goto("/velocity");
    await expectShell(page);
    await expect(page.getByRole("link", { name: "Sign in to start and stop the pulse engine" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Stop Engine" })).toHaveCount(0);
  });

  test("an operator starts and stops the engine and changes sovereignty with plain forms", async ({ page }) => {
    await signInAsOperator(page, "/velocity");
    await expectShell(page);
    await ensureStopped(page);
    const before = Number(await page.locator("[data-cycle-number]").textContent());
    await page.getByLabel("Cycle time (hours)").fill("24");
    await page.getByRole("button", { name: "Start Engine" }).click();
    await expect(toast(page, "Engine started")).toContainText("every 24 h");
    await expect(engineState(page)).toHaveText("Running");
    // No polling without JavaScript: reload until the first cycle has been counted.
    await expect
      .poll(async () => {
        await page.goto("/velocity");
        return Number(await page.locator("[data-cycle-number]").textContent());
      }, { timeout: 15_000 })
      .toBe(before + 1);
    await page.getByRole("button", { name: "Stop Engine" }).click();
    await expect(toast(page, "Engine stopped")).toBeVisible();
    await expect(engineState(page)).toHaveText("Stopped");

    // A completed cycle (from a start above) opens its events through the URL.
    const firstCycle = page.getByRole("list", { name: "Recent cycles" }).getByRole("link").first();
    await expect(firstCycle).toBeVisible();
    await firstCycle.click();
    await expect(page).toHaveURL(/\?cycle=/);
    await expect(page.getByRole("heading", { level: 2, name: /^Cycle #\d+ events$/ })).toBeVisible();

    const row = agentRow(page, "valley");
    await expect(row.locator("[data-sovereign]")).toHaveText("Sovereign");
    await row.getByRole("link", { name: /^Revoke sovereignty of/ }).click();
    await expect(page).toHaveURL(/\/velocity\?(cycle=[^&]+&)?confirm=revoke-sovereignty&agent=valley$/);
    const panel = page.getByRole("dialog", { name: /^Revoke the sovereignty of/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel(/Reason/)).toHaveValue("");
    await expect(panel.getByLabel(/Reason/)).toHaveAttribute("required", "");
    await panel.getByLabel(/Reason/).fill("E2E no-JS review");
    await panel.getByRole("button", { name: "Revoke sovereignty" }).click();
    await expect(toast(page, "Sovereignty revoked")).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(agentRow(page, "valley").locator("[data-sovereign]")).toHaveText("Revoked");
    await expect(page.locator("[data-sovereign-flag]")).toHaveText("Not all sovereign");
    await expect(agentRow(page, "valley").getByLabel(/Reason/)).toHaveValue("");
    await expect(agentRow(page, "valley").getByLabel(/Reason/)).toHaveAttribute("required", "");
    await agentRow(page, "valley").getByLabel(/Reason/).fill("E2E no-JS restore");
    await agentRow(page, "valley").getByRole("button", { name: /^Grant sovereignty of/ }).click();
    await expect(agentRow(page, "valley").locator("[data-sovereign]")).toHaveText("Sovereign");
    await expect(page.locator("[data-sovereign-flag]")).toHaveText("All agents sovereign");
  });
});
