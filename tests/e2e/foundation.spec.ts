import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DESKTOP_NAV, OPERATOR_HOME, OPERATOR_PAGES, OPERATOR_TASKS, ROUTES, routeInfo } from "../../app/lib/routes";
import { E2E_OPERATOR } from "../../playwright.config";
import { collectErrors, waitHydrated } from "./helpers";

test.describe("home and navigation", () => {
  test("home renders the hero, agents and calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Watch Multiple AIs Think Together" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What is Trinity Mesh?" })).toBeVisible();
    for (const mind of ["Solace", "Manus", "Ignith"]) await expect(page.getByRole("heading", { name: mind })).toBeVisible();
    await page.getByRole("link", { name: "Start Your Journey" }).click();
    await expect(page).toHaveURL(/\/journey$/);
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Experience Trinity Mesh" }).first().click();
    await expect(page).toHaveURL(/\/swarm$/);
  });

  test("each desktop nav button leads to its route", async ({ page }) => {
    test.slow(); // many page loads on a shared machine
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of DESKTOP_NAV) {
      await nav.getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(page.locator("main h1").first()).toBeVisible();
    }
  });

  test("the mobile menu at 390 px lists every other screen and works", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByText("Menu").click();
    const menu = page.getByRole("navigation", { name: "All screens" });
    await expect(menu).toBeVisible();
    for (const route of ROUTES.filter((r) => r.path !== "/" && r.path !== "/developer")) {
      await expect(menu.locator(`a[href="${route.path}"]`)).toBeVisible();
    }
    await menu.getByRole("link", { name: "Alexandria Archive" }).click();
    await expect(page).toHaveURL(/\/alexandria$/);
    await expect(menu).toBeHidden();
  });

  test("an unknown path shows Page Not Found, and the page logs no error", async ({ page }) => {
    test.slow(); // many page loads on a shared machine
    const messages: { text: string; url: string }[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") messages.push({ text: m.text(), url: m.location().url });
    });
    page.on("pageerror", (e) => messages.push({ text: e.message, url: "pageerror" }));
    const response = await page.goto("/not/a/real/place");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await waitHydrated(page);
    // A client-side visit to an unknown path renders it too (no document status there).
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(() => {
      const a = Object.assign(document.createElement("a"), { href: "/still/not/here", textContent: "lost" });
      document.querySelector("main")!.append(a);
    });
    await page.getByRole("link", { name: "lost" }).click();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    // Chromium reports a document's own error status in the console ("Failed to load resource: … 404"):
    // that line is the HTTP answer a 404 page must give, not the page's doing. Nothing else.
    // The same for the client-side visit's data request. Nothing else: no error of the page's own.
    const httpStatus = (m: { text: string; url: string }) =>
      m.text === "Failed to load resource: the server responded with a status of 404 (Not Found)" && /\/(not\/a\/real\/place|still\/not\/here)(\?|$)/.test(new URL(m.url).pathname + new URL(m.url).search);
    expect(messages.filter((m) => m.url === "pageerror" || !httpStatus(m))).toEqual([]);
  });

  test("on a desktop, the All screens menu reaches every screen and operator sign-in", async ({ page }) => {
    test.slow(); // many page loads on a shared machine
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/");
    await waitHydrated(page);
    const menu = page.getByRole("navigation", { name: "All screens" });
    await expect(menu).toBeHidden();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Learn" }).waitFor();
    await page.getByText("All screens", { exact: true }).click();
    await expect(menu).toBeVisible();
    for (const route of ROUTES.filter((r) => r.path !== "/developer")) {
      await expect(menu.locator(`a[href="${route.path}"]`)).toBeVisible();
    }
    // Escape closes it; a click outside too.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByText("All screens", { exact: true }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(menu).toBeHidden();
    // Signing in from the menu (no redirectTo) lands on the operator home.
    await page.getByText("All screens", { exact: true }).click();
    await menu.getByRole("link", { name: "Velocity" }).click();
    await expect(page).toHaveURL(/\/velocity$/);
    await expect(menu).toBeHidden();
    await page.getByText("All screens", { exact: true }).click();
    await menu.getByRole("link", { name: "Operator sign-in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel("Email").fill(E2E_OPERATOR.email);
    await page.getByLabel("Password").fill(E2E_OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === OPERATOR_HOME && url.search === "");
    await expect(page.getByRole("heading", { level: 1, name: "Operator home" })).toBeVisible();
    // Signed in, the menu lists the operator's pages, and the header links to the operator home.
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Operator", exact: true })).toHaveAttribute("href", OPERATOR_HOME);
    await page.getByText("All screens", { exact: true }).click();
    for (const p of OPERATOR_PAGES) await expect(menu.getByRole("link", { name: p.label, exact: true })).toHaveAttribute("href", p.path);
    await expect(menu.getByRole("button", { name: "Sign out" })).toBeVisible();
    // The job console from the menu is a document load of bull-board, not a Remix 404.
    await menu.getByRole("link", { name: "Jobs", exact: true }).click();
    await expect(page).toHaveTitle("Trinity Mesh jobs");
  });

  test("on a phone, the open menu sits above the chat's question bar: its last links can be tapped", async ({ page }) => {
    test.slow(); // many page loads on a shared machine
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/swarm");
    await waitHydrated(page);
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "All screens" });
    // Playwright's click fails when another element (the question bar) would receive it.
    await menu.getByRole("link", { name: "Chrysalis Console" }).click();
    await expect(page).toHaveURL(/\/chrysalis$/);
    await page.goto("/swarm");
    await waitHydrated(page);
    await page.getByText("Menu", { exact: true }).click();
    await menu.getByRole("link", { name: "Operator sign-in" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("framework overview and API tester", () => {
  test("renders the overview with its channels and tabs", async ({ page }) => {
    await page.goto("/developers");
    await expect(page.getByRole("tab", { name: "Quick Start" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Deploy Mesh Node" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "API Testing" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit Site" })).toHaveAttribute("target", "_blank");
    await page.goto("/developer");
    await expect(page.getByRole("tab", { name: "API Testing" })).toBeVisible();
  });

  test("the API tester fetches on demand and shows pretty JSON (JavaScript on)", async ({ page }) => {
    let apiCalls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/mesh/")) apiCalls++;
    });
    await page.goto("/developers?tab=api");
    await expect(page.getByRole("button", { name: "Test API" })).toBeVisible();
    expect(apiCalls).toBe(0);
    await expect(page.getByLabel(/Mesh nodes/)).toBeChecked();
    await page.getByRole("button", { name: "Test API" }).click();
    const output = page.locator("pre").filter({ hasText: '"nodeType"' });
    await expect(output).toBeVisible();
    await expect(output).toContainText('"Kaamos Forge"');
    expect(apiCalls).toBe(1);
    expect(page.url()).not.toContain("run=1");
    // Another endpoint, and a failing one shows "Error: <status>: <body>". The answer is held until the
    // panel has shown "Loading..." (a fixed 800 ms delay was missed on a slow machine: the click returned later).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/mesh/events", async (route) => {
      await answered;
      await route.fulfill({ status: 503, body: "mesh resting" });
    });
    await page.getByText("Mesh events", { exact: true }).click();
    await page.getByRole("button", { name: "Test API" }).click();
    await expect(page.getByText("Loading...")).toBeVisible();
    await expect(page.getByRole("button", { name: "Test API" })).toBeDisabled();
    answer();
    await expect(page.getByText("Error: 503: mesh resting")).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the API tester is a form whose result the server renders", async ({ page }) => {
    await page.goto("/developers?tab=api");
    await expect(page.getByLabel(/Mesh nodes/)).toBeChecked();
    await page.getByText("Mesh events", { exact: true }).click();
    await page.getByRole("button", { name: "Test API" }).click();
    await expect(page).toHaveURL(/run=1/);
    await expect(page.locator("pre").filter({ hasText: '"eventType"' })).toBeVisible();
  });

  test("a form post shows the flash toast", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_OPERATOR.email);
    await page.getByLabel("Password").fill(E2E_OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/operator$/);
    const toast = page.locator("[data-toast]").filter({ hasText: "Signed in" });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 9000 }); // fades out after five seconds, with no script
  });

  test("the mobile menu opens without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByText("Menu").click();
    await expect(page.getByRole("navigation", { name: "All screens" }).locator('a[href="/valoir-mesh"]')).toBeVisible();
  });
});

test.describe("toasts with JavaScript", () => {
  test("signing in shows the toast, which goes away after five seconds", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_OPERATOR.email);
    await page.getByLabel("Password").fill(E2E_OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/operator$/);
    const toast = page.locator("[data-toast]").filter({ hasText: "Welcome back" });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 9000 });
    // F8 moves focus into the notification region (where the next toast would be read).
    await page.keyboard.press("F8");
    const focused = await page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? "");
    expect(focused).toContain("F8");
  });

  test("a toast can be swiped away to the right", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_OPERATOR.email);
    await page.getByLabel("Password").fill(E2E_OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Welcome back" });
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(toast).toBeHidden({ timeout: 2000 });
  });
});

test.describe("the operator home", () => {
  test("a visitor is sent to sign in and comes back to it", async ({ page }) => {
    await page.goto(OPERATOR_HOME);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `/login?redirectTo=${encodeURIComponent(OPERATOR_HOME)}`);
    await page.getByLabel("Email").fill(E2E_OPERATOR.email);
    await page.getByLabel("Password").fill(E2E_OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === OPERATOR_HOME);
  });

  test("lists the operator's pages and screens, and the newest audit entries", async ({ page }) => {
    test.slow(); // many page loads on a shared machine
    const errors = collectErrors(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_OPERATOR.email);
    await page.getByLabel("Password").fill(E2E_OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === OPERATOR_HOME);
    // An action of this test, to find among the newest entries.
    const name = `home ${randomBytes(4).toString("hex")}`;
    await page.goto("/settings/tokens");
    await page.getByLabel("Token name").fill(name);
    await page.getByRole("button", { name: "Create token" }).click();
    await expect(page.getByText("Copy it now")).toBeVisible();

    const response = await page.goto(OPERATOR_HOME);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const main = page.getByRole("main");
    for (const p of OPERATOR_PAGES.filter((p) => p.path !== OPERATOR_HOME)) {
      await expect(main.getByRole("link", { name: p.label, exact: true })).toHaveAttribute("href", p.path);
    }
    for (const t of OPERATOR_TASKS) {
      const card = main.locator(`[data-operator-task="${t.path}"]`);
      await expect(card.getByRole("link", { name: routeInfo(t.path)!.label })).toHaveAttribute("href", t.path);
      await expect(card).toContainText(t.task);
    }
    const recent = main.getByRole("region", { name: "Recent audit entries" });
    // (other tests of the run act too: the entry is among the newest, not necessarily the first)
    await expect(recent.locator('[data-audit-entry="token.create"]').filter({ hasText: name })).toContainText("API token created");
    expect(await recent.locator("[data-audit-entry]").count()).toBeLessThanOrEqual(10);
    await recent.getByRole("link", { name: /The whole audit log/ }).click();
    await expect(page).toHaveURL(/\/operator\/audit$/);
    expect(errors).toEqual([]);
  });
});

test("the product documents keep the site's dark look and lead back to it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/api/docs/operator-guide");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(11, 13, 23)");
  await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "← Back to Docs" }).click();
  await expect(page).toHaveURL(/\/developers$/);
});
