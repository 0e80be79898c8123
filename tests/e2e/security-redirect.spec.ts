import { expect, test, type Page } from "@playwright/test";
import { E2E_OPERATOR } from "../../playwright.config";
import { waitHydrated } from "./helpers";

/**
 * Issue 30, finding 3, in the browser: a sign-in link with a hostile `redirectTo` (as an attacker
 * would send it, raw in the query) must leave the browser on this site, whether the form is
 * submitted by React (JavaScript on: a single-fetch redirect) or by the browser itself (JavaScript
 * off: a 302). Requests to any other host are answered here, so a wrong turn shows as a URL on it.
 */
const HOSTILE = [
  "/login?redirectTo=/%09/evil.example",
  "/login?redirectTo=/%5C/evil.example",
  "/login?redirectTo=%2F%2Fevil.example",
  "/login?redirectTo=/%0d%0a/evil.example",
];

async function signInThrough(page: Page, baseURL: string, link: string, hydrated: boolean) {
  const origin = new URL(baseURL).origin;
  // Any request leaving this site is answered by a stand-in page, so the navigation completes and shows.
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>elsewhere</title><h1>elsewhere</h1>" }),
  );
  const form = await page.goto(link);
  expect(form?.status()).toBe(200);
  if (hydrated) await waitHydrated(page);
  await page.getByLabel("Email").fill(E2E_OPERATOR.email);
  await page.getByLabel("Password").fill(E2E_OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Lands where an unsafe redirectTo falls back to, on this site (not elsewhere, not a 500 on /login).
  await expect.poll(() => page.url()).toBe(`${origin}/operator`);
  await expect(page.getByRole("heading", { name: "Operator home" })).toBeVisible();
}

test.describe("sign-in redirects stay on this site, JavaScript on", () => {
  for (const link of HOSTILE) {
    test(`${link}`, async ({ page, baseURL }) => {
      await signInThrough(page, baseURL!, link, true);
    });
  }
});

test.describe("sign-in redirects stay on this site, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  for (const link of HOSTILE) {
    test(`${link}`, async ({ page, baseURL }) => {
      await signInThrough(page, baseURL!, link, false);
    });
  }
});
