import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { EVERYDAY_GUIDES, everydayHref } from "../../app/content/everyday.server";
import { EVERYDAY_AREA_LABELS, type EverydayArea, type EverydayGuide } from "../../app/content/everyday/types";
import { collectErrors } from "./helpers";

/** The Learning Hub's everyday tab (?tab=everyday) and its guide dialogs (?everyday=<id>). */

const AREAS = Object.keys(EVERYDAY_AREA_LABELS) as EverydayArea[];
/** The guides as the tab lists them: by area, in EVERYDAY_AREA_LABELS order. */
const LISTED = AREAS.flatMap((area) => EVERYDAY_GUIDES.filter((g) => g.area === area));
const AREAS_SHOWN = AREAS.filter((area) => EVERYDAY_GUIDES.some((g) => g.area === area));

/** The guide the tests open, picked at run time (the guides are written elsewhere). */
function firstGuide(): EverydayGuide {
  expect(EVERYDAY_GUIDES.length, "EVERYDAY_GUIDES has guides").toBeGreaterThan(0);
  return LISTED[0]!;
}

const tabList = (page: Page) => page.getByRole("tablist", { name: "Learning Hub sections" });
const dialog = (page: Page) => page.getByRole("dialog");
const cards = (page: Page) => page.locator("[data-everyday]");

async function hydrated(page: Page) {
  await expect(page.locator("[data-learn-screen][data-hydrated]")).toBeAttached();
}

/** The tab's heading, intro (general guidance, not professional advice, the emergency number) and every card by area. */
async function expectTab(page: Page) {
  await expect(tabList(page).getByRole("tab", { name: "Everyday" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Everyday Guides" })).toBeVisible();
  const intro = page.locator("[data-everyday-intro]");
  await expect(intro).toContainText("written by the Trinity Mesh team");
  await expect(intro).toContainText("not professional advice");
  await expect(intro).toContainText("In an emergency, call your local emergency number.");
  await expect(page.locator("[data-everyday-area]").getByRole("heading", { level: 3 })).toHaveText(AREAS_SHOWN.map((a) => EVERYDAY_AREA_LABELS[a]));
  await expect(cards(page)).toHaveCount(EVERYDAY_GUIDES.length);
  await expect(cards(page).getByRole("heading", { level: 4 })).toHaveText(LISTED.map((g) => g.title));
}

/** The open guide's dialog: title, summary, What matters, the steps as an ordered list, The trade-off, When to get help. */
async function expectGuide(page: Page, guide: EverydayGuide) {
  const box = dialog(page);
  await expect(box).toBeVisible();
  await expect(box.getByRole("heading", { level: 2, name: guide.title })).toBeVisible();
  await expect(box).toContainText(guide.summary);
  for (const name of ["What matters", "Steps", "The trade-off", "When to get help"]) await expect(box.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  await expect(box).toContainText(guide.matters);
  await expect(box.locator("ol[data-everyday-steps] > li")).toHaveText(guide.steps);
  await expect(box).toContainText(guide.tradeoff);
  await expect(box).toContainText(guide.getHelp);
}

test.describe("Everyday guides without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tab lists the guides by area; a card opens its guide as a server-rendered dialog; Close drops the param", async ({ page }) => {
    const guide = firstGuide();
    await page.goto("/learn");
    await tabList(page).getByRole("tab", { name: "Everyday" }).click();
    await expect(page).toHaveURL(/\/learn\?tab=everyday$/);
    await expectTab(page);

    const link = cards(page).getByRole("link", { name: guide.title, exact: true });
    await expect(link).toHaveAttribute("href", everydayHref(guide.id));
    await link.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === everydayHref(guide.id));
    await expectGuide(page, guide);

    await dialog(page).getByRole("link", { name: "Close", exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/learn\?tab=everyday$/);
    await expectTab(page);
  });

  test("a guide's link opens it directly, Next Guide moves on by URL; unknown ids render the tab without a dialog", async ({ page }) => {
    const guide = firstGuide();
    const next = LISTED[1 % LISTED.length]!;
    const response = await page.goto(everydayHref(guide.id));
    expect(response?.status()).toBe(200);
    await expectGuide(page, guide);
    await dialog(page).getByRole("link", { name: "Next Guide" }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === everydayHref(next.id));
    await expectGuide(page, next);

    for (const id of ["no-such-guide", "constructor", "__proto__"]) {
      const res = await page.goto(everydayHref(id));
      expect(res?.status(), id).toBe(200);
      await expect(page.getByRole("heading", { level: 2, name: "Everyday Guides" })).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
    }
    // ?everyday= opens nothing on another tab.
    await page.goto(`/learn?tab=beginners&everyday=${encodeURIComponent(guide.id)}`);
    await expect(page.getByRole("heading", { level: 2, name: "Beginner Guides" })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe("Everyday guides with JavaScript", () => {
  test("switching to the tab loads the cards; a card opens the guide dialog, Next Guide moves on, Escape closes it", async ({ page }) => {
    const errors = collectErrors(page);
    const guide = firstGuide();
    const next = LISTED[1 % LISTED.length]!;
    await page.goto("/learn");
    await hydrated(page);
    await tabList(page).getByRole("tab", { name: "Everyday" }).click();
    await expect(page).toHaveURL(/\/learn\?tab=everyday$/);
    await expectTab(page);

    await cards(page).getByRole("link", { name: guide.title, exact: true }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === everydayHref(guide.id));
    await expectGuide(page, guide);
    // Focus moved into the dialog.
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog(page).getByRole("link", { name: "Next Guide" }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === everydayHref(next.id));
    await expectGuide(page, next);

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/learn\?tab=everyday$/);
    await expect(cards(page)).toHaveCount(EVERYDAY_GUIDES.length);
    expect(errors, "no hydration or script errors").toEqual([]);
  });

  test("a guide's link opens its dialog after hydration; the guides' text is not in the page's JavaScript", async ({ page }) => {
    const guide = firstGuide();
    await page.goto(everydayHref(guide.id));
    await hydrated(page);
    await expectGuide(page, guide);
    await dialog(page).getByRole("link", { name: "Close", exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/learn\?tab=everyday$/);

    // Every script the page loaded (entry, root, the route and their chunks): no guide's body or card
    // text. The check looks for an ASCII run of each text, which a bundler keeps as it is.
    const scripts = await page.evaluate(() => [
      ...new Set([
        ...Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (s) => s.src),
        ...Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"), (l) => l.href),
        ...performance.getEntriesByType("resource").map((e) => e.name).filter((name) => name.endsWith(".js")),
      ]),
    ]);
    expect(scripts.length).toBeGreaterThan(0);
    const asciiRun = (text: string) => (text.match(/[A-Za-z0-9 ,.]+/g) ?? []).sort((a, b) => b.length - a.length)[0] ?? text;
    const needles = [guide.matters, guide.steps[0]!, guide.tradeoff, guide.getHelp, guide.summary].map(asciiRun).filter((n) => n.length >= 20);
    expect(needles.length).toBeGreaterThan(0);
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      for (const needle of needles) expect(body.includes(needle), `${url} carries "${needle}"`).toBe(false);
    }
  });

  test("at phone width (390 px) the cards and the dialog fit; axe finds no serious violation on the tab or the dialog", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const guide = firstGuide();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/learn?tab=everyday");
    await hydrated(page);
    await expectTab(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(await serious()).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("everyday-390-tab.png") });

    await cards(page).getByRole("link", { name: guide.title, exact: true }).click();
    await expectGuide(page, guide);
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await serious()).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("everyday-390-guide.png") });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await serious()).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("everyday-1280-guide.png") });
  });
});
