import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E_OPERATOR } from "../../playwright.config";
import { READ_CACHE_TTL_MS } from "../../app/infra/read-cache.server";

/** Resolves once React has hydrated the page (the root sets html[data-hydrated]). */
export async function waitHydrated(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** Signs in through the real /login form and lands on `redirectTo`. Works with JavaScript on or off. */
export async function signInAsOperator(page: Page, redirectTo: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email").fill(E2E_OPERATOR.email);
  await page.getByLabel("Password").fill(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === redirectTo);
}

/** Collects console errors and uncaught page errors; assert it is empty at the end of a test. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Resolves once every page read the app shared before a test's direct database write has expired (READ_CACHE_TTL_MS). */
export async function directWritesSettled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, READ_CACHE_TTL_MS + 10));
}

/**
 * A screen's path for a visitor's page load right after a test wrote to the database directly (as a
 * write from outside the app, announcing nothing): under a URL of its own, past the page cache
 * (app/infra/page-cache.server.ts keeps a visitor's page up to 500 ms per URL), and once the pages'
 * shared reads made before the write have expired (pageReads, READ_CACHE_TTL_MS). The app's own
 * writes drop both at once; a test's SQL does not.
 */
export async function afterDirectWrites(path: string): Promise<string> {
  await directWritesSettled();
  return `${path}${path.includes("?") ? "&" : "?"}e2e=${Math.random().toString(36).slice(2, 10)}`;
}

/** Marks the page's document, so `stillSameDocument` can tell a live update from a reload (a reload drops the mark). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

/** True while the document `markDocument` marked is still the page's: nothing reloaded it. */
export async function stillSameDocument(page: Page): Promise<boolean> {
  return (await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)) === true;
}

const HOUR_MS = 3_600_000;

/** The newest bucket of a time chart's series `s` (0: the first), read at one instant from its table and from its mark. */
export function newestOf(fig: Locator, s = 0): Promise<{ points: number; table: number; mark: number }> {
  return fig.evaluate((f, s) => {
    const rows = f.querySelectorAll("[data-chart-table] tbody tr");
    const marks = f.querySelectorAll("svg [data-point]");
    const n = rows.length;
    return {
      points: n,
      table: Number((rows[n - 1]?.querySelectorAll("td")[s]?.textContent ?? "").replace(/,/g, "")),
      mark: Number(marks[(s + 1) * n - 1]?.getAttribute("data-v")),
    };
  }, s);
}

/** The newest value of a 24-bucket time chart's series `s`, its table cell and its mark agreeing. */
export async function newestValue(fig: Locator, s = 0): Promise<number> {
  const { points, table, mark } = await newestOf(fig, s);
  expect({ points, table, whole: Number.isInteger(mark) }).toEqual({ points: 24, table: mark, whole: true });
  return mark;
}

/**
 * Resolves once at least `ms` are left in this UTC hour, so what a live test records lands in the newest bucket it
 * watches. A wait for the next hour adds itself to the test's time budget (a 30 s test once ran out waiting for it).
 */
export async function awayFromHourEnd(ms: number) {
  const left = HOUR_MS - (Date.now() % HOUR_MS);
  if (left >= ms) return;
  const wait = left + 1_000;
  test.info().setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
  expect(HOUR_MS - (Date.now() % HOUR_MS)).toBeGreaterThanOrEqual(ms);
}
