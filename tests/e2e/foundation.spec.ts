import { expect, test } from "@playwright/test";
import { DESKTOP_NAV, ROUTES } from "../../app/lib/routes";
import { E2E_OPERATOR } from "../../playwright.config";

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

  test("an unknown path shows Page Not Found", async ({ page }) => {
    const response = await page.goto("/not/a/real/place");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
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
    // Another endpoint, and a failing one shows "Error: <status>: <body>".
    await page.route("**/api/mesh/events", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({ status: 503, body: "mesh resting" });
    });
    await page.getByText("Mesh events", { exact: true }).click();
    await page.getByRole("button", { name: "Test API" }).click();
    await expect(page.getByText("Loading...")).toBeVisible();
    await expect(page.getByText("Error: 503: mesh resting")).toBeVisible();
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
    await expect(page).toHaveURL(/\/settings\/tokens$/);
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
    await expect(page).toHaveURL(/\/settings\/tokens$/);
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
