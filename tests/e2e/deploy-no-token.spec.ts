/**
 * The deploy screens on a server with no code-hosting token (issue 31): every deploy button is
 * disabled and says why (the reason beside it, named by its aria-describedby), with and without
 * JavaScript; a post that arrives anyway (a page loaded before the token was removed) is refused
 * with the reason inline, not an empty page.
 *
 * The shared e2e server has a GITHUB_TOKEN (pointed at the fake code host, playwright.config.ts),
 * so this spec starts its own server without one, as tests/e2e/living-mesh.spec.ts does.
 */
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import { E2E_OPERATOR } from "../../playwright.config";
import { startServer, type TestServer } from "../integration/helpers/server";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

const test = base.extend<object, { noTokenServer: TestServer }>({
  noTokenServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startServer({
        env: {
          GITHUB_TOKEN: undefined,
          GITHUB_API_URL: undefined,
          OPERATOR_EMAIL: E2E_OPERATOR.email,
          OPERATOR_PASSWORD: E2E_OPERATOR.password,
          DEMO_NODES: "0",
          RATE_LIMIT_AUTH_PER_15MIN: "1000",
          LOG_LEVEL: "warn",
        },
      });
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  // Every page of this spec is on that server: signInAsOperator and page.goto take paths.
  baseURL: async ({ noTokenServer }, provide) => provide(noTokenServer.url),
});

// One server for the file: its tests run one after another in the worker that started it.
test.describe.configure({ mode: "default", timeout: 60_000 });

const REASON = /^Deploying is off: this server has no code-hosting token \(GITHUB_TOKEN\)/;
/** The action's answer (NEEDS_AUTH_MESSAGE of app/domain/deploy.server.ts). */
const REFUSAL = "GitHub integration is not connected: set GITHUB_TOKEN on the server (the operator's code-hosting token) and try again.";

/**
 * Serves `path` as a page loaded before the token was removed: its HTML with the button whose
 * `value` is given still enabled (the same markup minus its disabled attribute). Posts pass through.
 */
async function servedWithButtonEnabled(page: Page, path: string, value: string) {
  await page.route(
    (url) => url.pathname === path && url.search === "",
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/<button[^>]*>/g, (tag) => (tag.includes(`value="${value}"`) ? tag.replace(' disabled=""', "") : tag));
      await route.fulfill({ response, body: html });
    },
  );
}

/** Disabled, with the no-token reason as its description, and the reason on the page. */
async function expectDisabledWithReason(page: Page, button: Locator) {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(REASON);
  await expect(page.locator("[data-no-token-reason]")).toBeVisible();
}

/** Every deploy button of the three screens, each filled so that only the missing token can disable it. */
async function checkScreens(page: Page) {
  await page.goto("/cascade-deploy");
  await expect(page.getByRole("alert").filter({ hasText: "GitHub integration required" })).toBeVisible();
  await page.getByLabel("Owner").fill("trinity-ops");
  await page.getByLabel("Repository").fill("observers");
  // The sample configuration has three nodes.
  await expectDisabledWithReason(page, page.getByRole("button", { name: "Deploy 3 Observer(s)" }));

  await page.goto("/quick-deploy");
  await page.getByLabel("Owner").fill("trinity-ops");
  await page.getByLabel("Repository").fill("observers");
  await expectDisabledWithReason(page, page.getByRole("button", { name: "Deploy Observer", exact: true }));

  // The repository fields start filled with the defaults.
  await page.goto("/github-deploy");
  await expect(page.getByLabel("Repository Owner")).not.toHaveValue("");
  for (const name of ["Verify", "Push Observer Code", "Create Workflow"]) await expectDisabledWithReason(page, page.getByRole("button", { name, exact: true }));
}

test.describe("deploy screens without a code-hosting token, with JavaScript", () => {
  test("every deploy button is disabled with the reason beside it", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/cascade-deploy");
    await waitHydrated(page);
    await checkScreens(page);
    expect(errors).toEqual([]);
  });
});

test.describe("deploy screens without a code-hosting token, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every deploy button is disabled with the reason beside it", async ({ page }) => {
    await signInAsOperator(page, "/cascade-deploy");
    await checkScreens(page);
  });

  test("a cascade posted anyway is refused with the reason inline", async ({ page }) => {
    await signInAsOperator(page, "/quick-deploy");
    await servedWithButtonEnabled(page, "/cascade-deploy", "review");
    await page.goto("/cascade-deploy");
    await page.getByLabel("Owner").fill("trinity-ops");
    await page.getByLabel("Repository").fill("observers");
    const button = page.getByRole("button", { name: "Deploy 3 Observer(s)" });
    await expect(button).toBeEnabled();
    await button.click();

    await expect(page).toHaveURL(/\/cascade-deploy\?confirm=cascade$/);
    await expect(page.locator("[data-refused-reason]")).toHaveText(`Not deployed: ${REFUSAL}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("[data-cascade-result]")).toHaveCount(0);
    await expect(page.locator("[data-cascade-progress]")).toHaveCount(0);
  });

  test("a repository verification posted anyway is refused with the reason inline", async ({ page }) => {
    await signInAsOperator(page, "/quick-deploy");
    await servedWithButtonEnabled(page, "/github-deploy", "verify");
    await page.goto("/github-deploy");
    const verify = page.getByRole("button", { name: "Verify", exact: true });
    await expect(verify).toBeEnabled();
    await verify.click();

    await expect(page.locator('[data-result="verify"]')).toContainText(`Verification Failed: ${REFUSAL}`);
  });
});
