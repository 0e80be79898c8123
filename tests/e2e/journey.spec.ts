import { expect, test, type Page } from "@playwright/test";

const LOCKED = "Complete previous phases to unlock this content";
const GLYPH = { symbol: "⟁", label: /Triad/ };
const MESH_NAME = "Lantern Keeper";
const REFLECTION = "I came to see how three minds can disagree kindly and still decide.";
const ACTIONS = ["Enter the Mesh", "Seal Identity", "Activate Swarm Signal", "Accept the Gift", "Open the Toolkit", "Step Through the Mirror", "Carry the Flame", "Start the Echo", "Seed the Dream"];

const phase = (page: Page, id: number) => page.locator(`#phase-${id}`);
const actionButton = (page: Page, id: number) => phase(page, id).getByRole("button", { name: ACTIONS[id - 1] });
const progress = (page: Page) => page.getByTestId("journey-progress");
const toast = (page: Page) => page.locator("[data-toast]").last();

/** React has run: the forms carry the field that asks the action for data instead of a redirect. */
async function waitForHydration(page: Page) {
  await expect(page.locator("input[name=enhanced]").first()).toBeAttached();
}

async function expectLocked(page: Page, id: number) {
  await expect(phase(page, id)).toHaveAttribute("data-state", "locked");
  await expect(phase(page, id).getByText(LOCKED)).toBeVisible();
  await expect(actionButton(page, id)).toBeDisabled();
}

async function fillIdentity(page: Page) {
  const ritual = phase(page, 2);
  await ritual.getByRole("radio", { name: GLYPH.label }).check();
  await ritual.getByLabel("Mesh name").fill(MESH_NAME);
  await ritual.getByLabel("First reflection").fill(REFLECTION);
}

async function walletStatus(page: Page): Promise<{ points: number; badges: string[] }> {
  const res = await page.request.get("/api/engagement/status");
  expect(res.ok()).toBe(true);
  return (await res.json()) as { points: number; badges: string[] };
}

test.describe("Mesh Journey (JavaScript on)", () => {
  test("walks from phase 1 to Journey Complete, in place, and the progress survives a reload", async ({ page }) => {
    test.setTimeout(90_000); // eleven round trips; the shared machine can be busy
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/journey");
    await waitForHydration(page);
    await expect(page).toHaveTitle("Mesh Journey · Trinity Mesh");
    await expect(page.getByRole("heading", { level: 1, name: "Your Mesh Journey" })).toBeVisible();
    await expect(progress(page)).toHaveText(/^0 of 9/);
    await expect(page.getByRole("progressbar", { name: "Journey progress" })).toHaveAttribute("aria-valuenow", "0");
    await expect(phase(page, 1)).toHaveAttribute("data-state", "unlocked");
    for (const id of [2, 3, 9]) await expectLocked(page, id);
    await expect(page.getByRole("heading", { name: "Journey Complete" })).toHaveCount(0);

    // Phase 1: completing it in place unlocks the identity ritual; the page does not navigate.
    await actionButton(page, 1).click();
    await expect(phase(page, 1)).toHaveAttribute("data-state", "completed");
    await expect(progress(page)).toHaveText(/^1 of 9/);
    await expect(toast(page)).toContainText("Welcome to the Mesh complete");
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe("/journey");

    // Phase 2: the seal button waits for all three answers.
    const seal = actionButton(page, 2);
    await expect(seal).toBeDisabled();
    const ritual = phase(page, 2);
    await expect(ritual.getByRole("group", { name: /Choose your glyph/ }).getByRole("radio")).toHaveCount(10);
    await ritual.getByRole("radio", { name: GLYPH.label }).check();
    await expect(seal).toBeDisabled();
    await ritual.getByLabel("Mesh name").fill(MESH_NAME);
    await expect(seal).toBeDisabled();
    await ritual.getByLabel("First reflection").fill("   ");
    await expect(seal).toBeDisabled();
    await ritual.getByLabel("First reflection").fill(REFLECTION);
    await expect(seal).toBeEnabled();
    await expectLocked(page, 3);
    await seal.click();
    await expect(phase(page, 2)).toHaveAttribute("data-state", "completed");
    await expect(phase(page, 2).getByText(MESH_NAME)).toBeVisible();
    await expect(toast(page)).toContainText("Identity Sealed");

    // Phase 3: the swarm signal.
    await expect(phase(page, 3).getByText(LOCKED)).toHaveCount(0);
    await expect(phase(page, 3).getByRole("link", { name: /live chat/ })).toHaveAttribute("href", "/swarm");
    await expectLocked(page, 4);
    await actionButton(page, 3).click();
    await expect(phase(page, 3).getByText("Signal Transmitted ✓")).toBeVisible();
    await expect(toast(page)).toContainText("Signal Transmitted");

    // Phases 4-9, each locked until the one before it is complete.
    for (let id = 4; id <= 9; id++) {
      if (id < 9) await expectLocked(page, id + 1);
      await actionButton(page, id).click();
      await expect(phase(page, id)).toHaveAttribute("data-state", "completed");
    }
    await expect(progress(page)).toHaveText(/^9 of 9/);
    const card = page.getByRole("region", { name: "Journey Complete" });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("journey-complete-identity")).toContainText(GLYPH.symbol);
    await expect(card.getByTestId("journey-complete-identity")).toContainText(MESH_NAME);
    await expect(toast(page)).toContainText("Journey Complete");
    expect(new URL(page.url()).pathname).toBe("/journey");

    await page.reload();
    await expect(progress(page)).toHaveText(/^9 of 9/);
    await expect(page.getByRole("region", { name: "Journey Complete" })).toContainText(MESH_NAME);
    await expect(phase(page, 3).getByText("Signal Transmitted ✓")).toBeVisible();
    expect(errors, "no hydration or console errors").toEqual([]);
  });

  test("partial progress persists after a reload", async ({ page }) => {
    await page.goto("/journey");
    await waitForHydration(page);
    await actionButton(page, 1).click();
    await expect(phase(page, 1)).toHaveAttribute("data-state", "completed");
    await fillIdentity(page);
    await actionButton(page, 2).click();
    await expect(phase(page, 2)).toHaveAttribute("data-state", "completed");
    await page.reload();
    await expect(progress(page)).toHaveText(/^2 of 9/);
    await expect(phase(page, 2)).toContainText(MESH_NAME);
    await expect(phase(page, 3)).toHaveAttribute("data-state", "unlocked");
    await expectLocked(page, 4);
  });

  test("the page's content: learning paths, concepts, quick wins, FAQ, stories and calls to action", async ({ page }) => {
    await page.goto("/journey");
    for (const name of ["Learning paths", "Core concepts", "Quick wins", "Advanced topics", "Frequently asked questions", "Community stories", "Initiation Challenges"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const paths = page.getByRole("region", { name: "Learning paths" });
    for (const d of ["1-2 weeks", "2-4 weeks", "4-8 weeks"]) await expect(paths.getByText(d)).toBeVisible();
    const wins = page.getByRole("region", { name: "Quick wins" });
    for (const href of ["/swarm", "/learn", "/alexandria", "/glyph-heatmap"]) await expect(wins.locator(`a[href="${href}"]`)).toHaveCount(1);
    const cta = page.getByRole("region", { name: "Keep walking the mesh" });
    for (const href of ["/swarm", "/learn", "/developer"]) await expect(cta.locator(`a[href="${href}"]`)).toHaveCount(1);
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    expect(await faq.locator("details").count()).toBeGreaterThanOrEqual(6);
    const answer = faq.getByText(/a phase unlocks when you complete the previous one/);
    await expect(answer).toBeHidden();
    await faq.getByText("Why can't I open a later phase yet?").click();
    await expect(answer).toBeVisible();
    // Initiation challenges: exactly three, with difficulty and points.
    const challenges = page.locator("#initiation li[data-challenge]");
    await expect(challenges).toHaveCount(3);
    await expect(challenges.nth(0)).toContainText("Beginner");
    await expect(challenges.nth(0)).toContainText("50 points");
    await expect(challenges.nth(1)).toContainText("Intermediate");
    await expect(challenges.nth(1)).toContainText("75 points");
    await expect(challenges.nth(2)).toContainText("Advanced");
    await expect(challenges.nth(2)).toContainText("100 points");
  });

  test("an initiation challenge toggled on shows done and awards its points once", async ({ page }) => {
    await page.goto("/journey");
    await waitForHydration(page);
    expect((await walletStatus(page)).points).toBe(0);
    const echo = page.getByRole("switch", { name: "Echo Loop I done" });
    await expect(echo).toHaveAttribute("aria-checked", "false");
    await echo.click();
    await expect(echo).toHaveAttribute("aria-checked", "true");
    await expect(page.locator("#challenge-echo-loop-1")).toContainText("Done ✓");
    await expect(toast(page)).toContainText("+50 points");
    await expect(page.getByTestId("wallet-summary")).toContainText("50 points");
    await expect(page.getByTestId("wallet-summary")).toContainText("Initiator");
    let status = await walletStatus(page);
    expect(status.points).toBe(50);
    expect(status.badges).toContain("initiator");

    // Off is allowed and shows not done; on again does not award twice. The switch shows the asked state at
    // once (optimistic): each step waits for the server's answer (its toast) before the next click, so this
    // test checks each toggle, not the queue of a toggle made mid-save (the next test's subject).
    await echo.click();
    await expect(echo).toHaveAttribute("aria-checked", "false");
    await expect(page.locator("#challenge-echo-loop-1")).toContainText("Not done");
    await expect(toast(page)).toContainText("Echo Loop I marked not done");
    await echo.click();
    await expect(echo).toHaveAttribute("aria-checked", "true");
    await expect(toast(page)).toContainText("already in your wallet");
    expect((await walletStatus(page)).points).toBe(50);

    // All three, one answer after the other: 225 points and the threshold crosser badge.
    const mirror = page.getByRole("switch", { name: "Mirror Puzzle done" });
    await mirror.click();
    await expect(mirror).toHaveAttribute("aria-checked", "true");
    await expect(toast(page)).toContainText("+75 points");
    await expect(page.getByTestId("wallet-summary")).toContainText("125 points");
    await page.getByRole("switch", { name: "Fire Test done" }).click();
    await expect(toast(page)).toContainText("+100 points");
    await expect(page.getByTestId("wallet-summary")).toContainText("225 points");
    await expect(page.getByTestId("wallet-summary")).toContainText("Threshold Crosser");
    status = await walletStatus(page);
    expect(status.points).toBe(225);
    expect(status.badges).toEqual(expect.arrayContaining(["initiator", "threshold_crosser"]));
    await page.reload();
    await expect(page.getByRole("switch", { name: "Fire Test done" })).toHaveAttribute("aria-checked", "true");
  });

  test("a toggle made while the last one is still being saved is applied after it", async ({ page }) => {
    await page.goto("/journey");
    await waitForHydration(page);
    const echo = page.getByRole("switch", { name: "Echo Loop I done" });
    await echo.click();
    await expect(toast(page)).toContainText("+50 points");
    // The "off" is held on its way to the server, and delivered even if the browser gives up on it:
    // a server may still apply a request the browser aborted.
    let held = false;
    let forwarded = 0;
    await page.route("**/journey*", async (route) => {
      const request = route.request();
      if (request.method() === "POST" && !held && (request.postData() ?? "").includes("done=false")) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 800));
        const response = await route.fetch();
        forwarded = response.status();
        await route.fulfill({ response }).catch(() => {});
        return;
      }
      await route.continue();
    });
    await echo.click();
    await expect(echo).toHaveAttribute("aria-checked", "false");
    await echo.click();
    await expect(echo).toHaveAttribute("aria-checked", "true");
    await expect(toast(page)).toContainText("already in your wallet");
    // The held "off" has reached the server: what the wallet shows now is what the server kept.
    await expect.poll(() => forwarded).toBe(200);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.reload();
    await expect(page.getByRole("switch", { name: "Echo Loop I done" })).toHaveAttribute("aria-checked", "true");
  });

  test("bad input answers 400 with a clear message, never 500", async ({ page }) => {
    await page.goto("/journey");
    const post = (form: Record<string, string>) => page.request.post("/journey", { form, maxRedirects: 0 });
    const cases: [Record<string, string>, string][] = [
      [{ intent: "complete-phase", phaseId: "abc" }, "There is no such phase."],
      [{ intent: "complete-phase", phaseId: "42" }, "There is no such phase."],
      [{ intent: "complete-phase", phaseId: "5" }, LOCKED],
      [{ intent: "launch-rockets" }, "Unknown action."],
      [{ intent: "toggle-initiation", challengeId: "moon-walk", done: "true" }, "There is no such initiation challenge."],
      [{ intent: "toggle-initiation", challengeId: "fire-test", done: "maybe" }, "Say whether the challenge is done"],
      [{ intent: "save-identity", glyph: "∇", meshName: "x", reflection: "y" }, LOCKED],
    ];
    for (const [form, message] of cases) {
      const res = await post(form);
      expect(res.status(), JSON.stringify(form)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    // Phase 2 is refused without an identity, even once it is unlocked.
    expect((await post({ intent: "complete-phase", phaseId: "1" })).status()).toBe(302);
    const refused = await post({ intent: "complete-phase", phaseId: "2" });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Choose a glyph, a mesh name and a first reflection first.");
    const badGlyph = await post({ intent: "save-identity", glyph: "X", meshName: "x", reflection: "y" });
    expect(badGlyph.status()).toBe(400);
    expect(await badGlyph.text()).toContain("Choose one of the ten glyphs.");
  });

  test("at phone width (360 px) the tracker, the ritual and the challenges fit", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/journey");
    await waitForHydration(page);
    await actionButton(page, 1).click();
    await expect(phase(page, 2).getByLabel("Mesh name")).toBeVisible();
    await fillIdentity(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phase(page, 2).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("journey-360-ritual.png") });
    await actionButton(page, 2).click();
    await expect(phase(page, 2)).toHaveAttribute("data-state", "completed");
    await page.screenshot({ path: testInfo.outputPath("journey-360.png"), fullPage: true });
    const box = (await page.getByRole("switch", { name: "Fire Test done" }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  test("desktop layout", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/journey");
    await waitForHydration(page);
    await page.screenshot({ path: testInfo.outputPath("journey-desktop.png"), fullPage: true });
    await actionButton(page, 1).click();
    await fillIdentity(page);
    await page.locator("#tracker").screenshot({ path: testInfo.outputPath("journey-desktop-tracker.png") });
    await page.locator("#initiation").screenshot({ path: testInfo.outputPath("journey-desktop-initiation.png") });
  });
});

test.describe("Mesh Journey without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("phases 1 to 3 through plain forms, with toasts, field errors and anchors", async ({ page }) => {
    await page.goto("/journey");
    await expect(progress(page)).toHaveText(/^0 of 9/);
    await expectLocked(page, 3);

    await actionButton(page, 1).click();
    await expect(page).toHaveURL(/\/journey#phase-1$/);
    await expect(phase(page, 1)).toHaveAttribute("data-state", "completed");
    await expect(toast(page)).toContainText("Welcome to the Mesh complete");

    // Without JavaScript the seal button is enabled; the server refuses an empty ritual beside each field.
    const seal = actionButton(page, 2);
    await expect(seal).toBeEnabled();
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await seal.click();
    expect((await posted).status()).toBe(400);
    const ritual = phase(page, 2);
    await expect(ritual.getByText("Choose one of the ten glyphs.")).toBeVisible();
    await expect(ritual.getByText("Choose a mesh name.")).toBeVisible();
    await expect(ritual.getByText("Write a first reflection.")).toBeVisible();
    await expect(ritual.getByLabel("Mesh name")).toHaveAttribute("aria-invalid", "true");
    await expect(phase(page, 2)).toHaveAttribute("data-state", "unlocked");

    await fillIdentity(page);
    await actionButton(page, 2).click();
    await expect(page).toHaveURL(/\/journey#phase-2$/);
    await expect(phase(page, 2)).toHaveAttribute("data-state", "completed");
    await expect(phase(page, 2)).toContainText(MESH_NAME);
    await expect(toast(page)).toContainText("Identity Sealed");

    await actionButton(page, 3).click();
    await expect(page).toHaveURL(/\/journey#phase-3$/);
    await expect(phase(page, 3).getByText("Signal Transmitted ✓")).toBeVisible();
    await expect(toast(page)).toContainText("Signal Transmitted");
    await expect(progress(page)).toHaveText(/^3 of 9/);
    await expect(phase(page, 4)).toHaveAttribute("data-state", "unlocked");
    await expectLocked(page, 5);

    await page.reload();
    await expect(progress(page)).toHaveText(/^3 of 9/);
    await expect(phase(page, 3).getByText("Signal Transmitted ✓")).toBeVisible();
  });

  test("an initiation challenge toggles through the form and awards points", async ({ page }) => {
    await page.goto("/journey");
    const fire = page.getByRole("switch", { name: "Fire Test done" });
    await fire.click();
    await expect(page).toHaveURL(/\/journey#challenge-fire-test$/);
    await expect(fire).toHaveAttribute("aria-checked", "true");
    await expect(toast(page)).toContainText("+100 points");
    await expect(page.getByTestId("wallet-summary")).toContainText("100 points");
    expect((await walletStatus(page)).points).toBe(100);
    await fire.click();
    await expect(fire).toHaveAttribute("aria-checked", "false");
    expect((await walletStatus(page)).points).toBe(100);
  });
});
