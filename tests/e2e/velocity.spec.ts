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

  test("a sovereignty change needs a reason: an empty prompt alerts and sends nothing; a reason toggles the agent", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/velocity");
    await expect(page.locator("[data-velocity-screen][data-hydrated]")).toBeAttached();
    const row = agentRow(page, "lantern");
    const wasSovereign = (await row.locator("[data-sovereign]").getAttribute("data-sovereign")) === "true";
    const verb = wasSovereign ? "Revoke" : "Grant";
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });

    const dialogs: string[] = [];
    const answerEmpty = async (dialog: import("@playwright/test").Dialog) => {
      dialogs.push(dialog.type() === "prompt" ? `prompt:${dialog.defaultValue()}` : `${dialog.type()}:${dialog.message()}`);
      if (dialog.type() === "prompt") await dialog.accept("   ");
      else await dialog.accept();
    };
    page.on("dialog", answerEmpty);
    await row.getByRole("button", { name: new RegExp(`^${verb} sovereignty of`) }).click();
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[0]).toMatch(/^prompt:Consent /);
    expect(dialogs[1]).toBe(`alert:${REASON_REQUIRED}`);
    expect(posts).toEqual([]);
    page.off("dialog", answerEmpty);

    // Accepting the suggested text sends the change.
    page.once("dialog", (prompt) => prompt.accept(prompt.defaultValue()));
    await row.getByRole("button", { name: new RegExp(`^${verb} sovereignty of`) }).click();
    await expect(toast(page, wasSovereign ? "Sovereignty revoked" : "Sovereignty granted")).toBeVisible();
    await expect(row.locator("[data-sovereign]")).toHaveText(wasSovereign ? "Revoked" : "Sovereign");

    // Typing a reason sends it without a prompt; the agent is back where it was.
    await row.getByLabel(/Reason/).fill("E2E restores the founding state");
    await row.getByRole("button", { name: /sovereignty of/ }).click();
    await expect(row.locator("[data-sovereign]")).toHaveText(wasSovereign ? "Sovereign" : "Revoked");
    await expect(row).toContainText("E2E restores the founding state");
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
    for (let i = 0; i < 40 && Number(await page.locator("[data-cycle-number]").textContent()) <= before; i++) {
      await page.waitForTimeout(250);
      await page.goto("/velocity");
    }
    await expect(page.locator("[data-cycle-number]")).toHaveText(String(before + 1));
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
    const wasSovereign = (await row.locator("[data-sovereign]").getAttribute("data-sovereign")) === "true";
    await expect(row.getByLabel(/Reason/)).toHaveAttribute("required", "");
    await row.getByLabel(/Reason/).fill("E2E no-JS review");
    await row.getByRole("button", { name: /sovereignty of/ }).click();
    await expect(toast(page, wasSovereign ? "Sovereignty revoked" : "Sovereignty granted")).toBeVisible();
    await expect(agentRow(page, "valley").locator("[data-sovereign]")).toHaveText(wasSovereign ? "Revoked" : "Sovereign");
    await agentRow(page, "valley").getByLabel(/Reason/).fill("E2E no-JS restore");
    await agentRow(page, "valley").getByRole("button", { name: /sovereignty of/ }).click();
    await expect(agentRow(page, "valley").locator("[data-sovereign]")).toHaveText(wasSovereign ? "Sovereign" : "Revoked");
  });
});
