import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

const mark = () => `focus ${randomBytes(4).toString("hex")}`;
const tabList = (page: Page) => page.getByRole("tablist", { name: "Evolution sections" });
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

async function expectShell(page: Page) {
  await expect(page).toHaveTitle("Mesh Evolution · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Mesh Evolution" })).toBeVisible();
  for (const label of ["Emergence Score", "Reference Templates", "Emergent Templates", "Novel Patterns"]) {
    await expect(page.locator(`[data-stat="${label}"]`).getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.locator('[data-stat="Emergence Score"] dd').first()).toHaveText(/^\d{1,3}%$/);
  // Issue 31: the score says how it is made, with the counts it is made of.
  await expect(page.locator("[data-emergence-explanation]")).toHaveText(/^70% × (\d{1,3}% novel pattern sightings \(\d+ of \d+\)|no pattern sightings yet) \+ 30% × \d{1,3}% emergent templates \(\d+ of \d+\)$/);
  await expect(page.locator('[data-stat="Reference Templates"] dd').first()).toHaveText("29");
  await expect(page.locator('[data-stat="Novel Patterns"]')).toContainText("awaiting validation");
  await expect(tabList(page).getByRole("tab")).toHaveText(["Templates", "Patterns", "Reflections"]);
}

async function expectReferenceCards(page: Page) {
  const cards = page.locator("[data-reference-template]");
  await expect(cards).toHaveCount(29);
  const apex = page.locator('[data-reference-template="Apex"]');
  await expect(apex).toContainText("Holds the mesh's overall direction");
  // Spec §9: the first 3 capabilities and '+N'.
  await expect(apex.getByRole("list", { name: "Apex capabilities" }).getByRole("listitem")).toHaveText(["strategic-coordination", "priority-arbitration", "consensus-sealing", "+1"]);
}

test.describe("/mesh-evolution with JavaScript", () => {
  test("fits a phone screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const tab of ["templates", "patterns", "reflections"]) {
      await page.goto(`/mesh-evolution?tab=${tab}`);
      await waitHydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });

  test("a visitor sees the cards, the templates and URL tabs, and a sign-in prompt instead of Reflect now", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/mesh-evolution");
    await waitHydrated(page);
    await expectShell(page);
    await expectReferenceCards(page);
    await expect(page.getByRole("button", { name: "Reflect now" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in to ask the mesh to reflect" })).toBeVisible();
    await tabList(page).getByRole("tab", { name: "Reflections" }).click();
    await expect(page).toHaveURL(/\?tab=reflections$/);
    await expect(tabList(page).getByRole("tab", { name: "Reflections" })).toHaveAttribute("aria-selected", "true");
    await tabList(page).getByRole("tab", { name: "Patterns" }).click();
    await expect(page).toHaveURL(/\?tab=patterns$/);
    expect(errors).toEqual([]);
  });

  test("an operator's Reflect now shows a new reflection with its focus", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/mesh-evolution?tab=reflections");
    await waitHydrated(page);
    const focus = mark();
    await page.getByLabel(/Focus of the reflection/).fill(focus);
    await page.getByRole("button", { name: "Reflect now" }).click();
    await expect(toast(page, "Reflection started")).toBeVisible();
    const reflection = page.locator("[data-reflection]").filter({ hasText: focus });
    await expect(reflection).toBeVisible({ timeout: 20_000 });
    await expect(reflection).toContainText("triggered by operator-1");
    await expect(reflection).toContainText("focused");
    // Issue 31: the reflection answers its focus question.
    await expect(reflection.locator("[data-reflection-answer]")).toContainText(`“${focus}”`);
    await expect(page.locator("[data-pending-reflection]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("/mesh-evolution without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("server-renders the screen; tabs are links", async ({ page }) => {
    await page.goto("/mesh-evolution");
    await expectShell(page);
    await expectReferenceCards(page);
    await tabList(page).getByRole("tab", { name: "Reflections" }).click();
    await expect(page).toHaveURL(/\?tab=reflections$/);
    // The hourly schedule reflects once as the workers start.
    const scheduled = page.locator("[data-reflection]").filter({ hasText: "triggered by schedule" }).first();
    await expect(scheduled).toContainText("Autonomous reflection");
    // Spec §9: 4 capabilities shown, then '+N'.
    const jobId = await scheduled.getAttribute("data-reflection");
    const all = (await (await page.request.get("/api/mesh/reflections")).json()) as { jobId: string; capabilitiesFound: string[] }[];
    const found = all.find((r) => r.jobId === jobId)!.capabilitiesFound;
    const expected = [...found.slice(0, 4), ...(found.length > 4 ? [`+${found.length - 4}`] : [])];
    if (found.length > 0) await expect(scheduled.getByRole("list", { name: "Capabilities found" }).getByRole("listitem")).toHaveText(expected);
  });

  test("an operator's Reflect now posts the form, and the reflection appears on refresh", async ({ page }) => {
    await signInAsOperator(page, "/mesh-evolution?tab=reflections");
    const focus = mark();
    await page.getByLabel(/Focus of the reflection/).fill(focus);
    await page.getByRole("button", { name: "Reflect now" }).click();
    await expect(page).toHaveURL(/tab=reflections&pending=reflect-/);
    await expect(toast(page, "Reflection started")).toBeVisible();
    const reflection = page.locator("[data-reflection]").filter({ hasText: focus });
    await expect(async () => {
      if ((await reflection.count()) === 0) await page.reload();
      await expect(reflection).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await expect(reflection).toContainText("triggered by operator-1");
  });
});
