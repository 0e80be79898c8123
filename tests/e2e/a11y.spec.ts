import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { GROUP_LABELS, OPERATOR_PAGES, ROUTES, type RouteInfo } from "../../app/lib/routes";
import { signInAsOperator, waitHydrated } from "./helpers";

/**
 * axe-core on every screen of the route table, the sign-in page, the operator's token page, the
 * 404 page and the URL states behind tabs and dialogs as a visitor, and every screen and the
 * operator's own pages as an operator: no serious or critical violation, at desktop width and at
 * phone width (360×740). One page load per URL; both widths in one test.
 */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Tabs and dialogs live in the URL: a few of each per screen that has them. */
const URL_STATES = [
  "/learn?tab=kids",
  "/learn?tab=kids&story=guardian-lion",
  "/learn?tab=beginners&guide=what-is-the-mesh",
  "/learn?tab=glyphs",
  "/learn?tab=glyphs&glyph=%E2%9F%81",
  "/learn?tab=chain",
  "/learn?tab=literacy&topic=bias",
  "/learn?tab=challenges",
  "/learn?tab=docs",
  "/contribute?tab=feedback",
  "/contribute?tab=history",
  "/alexandria?source=mind_palace",
  "/sovereign-threads?tab=echoes",
  "/multicore-agents?tab=broadcast",
  "/multicore-agents?tab=logs",
  "/valoir-mesh?tab=merchant",
  "/developers?tab=deploy",
  "/developers?tab=api",
  "/knowledge-market?tab=create",
  "/mesh-evolution?tab=patterns",
  "/mesh-evolution?tab=reflections",
  "/chrysalis?tab=etn",
  "/chrysalis?tab=spiral",
  "/chrysalis?tab=paradox",
  "/chrysalis?tab=mythic",
  "/chrysalis?tab=reclaimer",
  "/glyph-heatmap?auto=off",
  // The history charts' longest range (issue 34): 30 daily points, their tables and range links.
  "/economic-dashboard?range=30d",
  "/valoir-mesh?range=30d",
  "/velocity?range=30d",
  "/continuity?range=30d",
  "/glyph-heatmap?range=30d",
  "/alexandria?range=30d",
  "/mesh-evolution?range=30d",
];

const PUBLIC_URLS = [...ROUTES.map((r) => r.path), "/login", "/no-such-screen-a11y", ...URL_STATES];

/**
 * Every screen seen signed in (their operator controls replace the sign-in prompts), the operator's
 * own pages and a few operator URL states: grouped like the menu, one sign-in per group.
 */
const OPERATOR_GROUPS: { name: string; urls: string[] }[] = [
  ...(Object.keys(GROUP_LABELS) as RouteInfo["group"][]).map((group) => ({
    name: GROUP_LABELS[group],
    urls: ROUTES.filter((r) => r.group === group).map((r) => r.path),
  })),
  {
    name: "operator pages",
    urls: [...OPERATOR_PAGES.filter((p) => !p.document).map((p) => p.path), "/mesh-evolution?tab=templates", "/knowledge-market?tab=create"],
  },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ").slice(0, 200)}`),
    }));
}

async function expectAccessible(page: Page, url: string) {
  await page.setViewportSize(DESKTOP);
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(url.includes("no-such-screen") ? 500 : 400);
  await waitHydrated(page);
  await expect(page.locator("main#main")).toBeVisible();
  const desktop = await seriousViolations(page);
  await page.setViewportSize(PHONE);
  const phone = await seriousViolations(page);
  expect({ url, desktop, phone }).toEqual({ url, desktop: [], phone: [] });
}

test.describe("axe: no serious or critical violations", () => {
  // Two full axe runs per page (all rules, colour contrast included) on a shared CI machine.
  test.describe.configure({ timeout: 90_000 });

  for (const url of PUBLIC_URLS) {
    test(`visitor ${url}`, async ({ page }) => {
      await expectAccessible(page, url);
    });
  }

  for (const { name, urls } of OPERATOR_GROUPS) {
    test(`operator: ${name} (${urls.join(" ")})`, async ({ page }) => {
      test.setTimeout(120_000 * urls.length);
      await signInAsOperator(page, urls[0]!);
      for (const url of urls) await expectAccessible(page, url);
    });
  }
});
