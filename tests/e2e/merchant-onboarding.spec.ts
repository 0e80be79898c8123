import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

const agent = () => `e2e-agent-${randomBytes(4).toString("hex")}`;
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const historyRow = (page: Page, agentId: string) => page.getByRole("list", { name: "Onboarding history" }).locator(`[data-onboarding="${agentId}"]`);

async function expectShell(page: Page) {
  await expect(page).toHaveTitle("Merchant Onboarding Portal · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Merchant Onboarding Portal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How Onboarding Works" })).toBeVisible();
  await expect(page.locator("section[aria-labelledby=how-heading] ol > li")).toHaveCount(4);
  for (const label of ["Active Merchants", "Total Onboarded"]) await expect(page.locator(`[data-stat="${label}"]`)).toContainText(/\d/);
  await expect(page.getByRole("heading", { name: "Onboarding History" })).toBeVisible();
  // Seeded history: the founding onboardings are listed.
  await expect(historyRow(page, "agent-kestrel-ops")).toContainText("+10 VAL");
}

async function onboard(page: Page, agentId: string) {
  await page.getByLabel(/Merchant node/).selectOption({ label: "Strait Ledger · Singapore" });
  await page.getByLabel(/Agent ID/).fill(agentId);
  await page.getByLabel("Agent type").selectOption("autonomous_agent");
  await page.getByLabel(/Initial proof of thought/).fill("Reconciles federated archives and explains every settlement decision");
  await page.getByRole("button", { name: "Onboard Agent" }).click();
}

test.describe("/merchant-onboarding with JavaScript", () => {
  test("a visitor sees the screen and a sign-in prompt instead of the form", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/merchant-onboarding");
    await waitHydrated(page);
    await expectShell(page);
    await expect(page.locator("[data-sign-in-prompt]")).toContainText("Operators onboard agents here.");
    await expect(page.getByRole("link", { name: "Sign in to onboard agents" })).toHaveAttribute("href", "/login?redirectTo=%2Fmerchant-onboarding");
    await expect(page.locator("[data-onboard-form]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("an operator onboards an agent: checked fields, a toast, a history row and the counter", async ({ page }) => {
    const errors = collectErrors(page);
    await signInAsOperator(page, "/merchant-onboarding");
    await waitHydrated(page);
    await expectShell(page);
    const merchantOptions = page.getByLabel(/Merchant node/).locator("option");
    expect((await merchantOptions.allTextContents()).slice(1)).toEqual(expect.arrayContaining(["Soierie Exchange · Lyon, France", "Strait Ledger · Singapore", "Ringstrasse Mart · Vienna, Austria"]));
    await expect(page.getByLabel("Agent type")).toHaveValue("user");

    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.getByRole("button", { name: "Onboard Agent" }).click();
    await expect(toast(page, "Onboarding Failed")).toContainText("Please select a merchant node");
    await expect(page.getByText("Agent ID is required")).toBeVisible();
    expect(posts).toEqual([]);

    const before = Number((await page.locator('[data-stat="Total Onboarded"] p.text-3xl').textContent())?.replace(/,/g, ""));
    const id = agent();
    await onboard(page, id);
    await expect(toast(page, "Agent Onboarded Successfully!")).toContainText(`${id} joined the mesh through Strait Ledger`);
    await expect(historyRow(page, id)).toContainText("Autonomous agent");
    await expect(historyRow(page, id)).toContainText(/\+\d+ VAL/);
    await expect(historyRow(page, id)).toContainText(/\d+ capacity/);
    // The form starts again: the merchant on its placeholder, the type on its default, the texts empty.
    await expect(page.getByLabel(/Agent ID/)).toHaveValue("");
    await expect(page.getByLabel(/Merchant node/)).toHaveValue("");
    await expect(page.getByLabel(/Merchant node/).locator("option:checked")).toHaveText("Select a merchant node");
    await expect(page.getByLabel("Agent type")).toHaveValue("user");
    await expect(page.getByLabel(/Initial proof of thought/)).toHaveValue("");
    await expect(page.locator('[data-stat="Total Onboarded"] p.text-3xl')).not.toHaveText(String(before));

    // The same agent again is refused with the server's message.
    await page.getByLabel(/Merchant node/).selectOption({ label: "Soierie Exchange · Lyon, France" });
    await page.getByLabel(/Agent ID/).fill(id);
    await page.getByRole("button", { name: "Onboard Agent" }).click();
    await expect(toast(page, "Onboarding Failed")).toContainText("has already been onboarded");
    expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
  });

  test("fits a 360 px screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/merchant-onboarding");
    await waitHydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("/merchant-onboarding without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sees the screen and the sign-in prompt", async ({ page }) => {
    await page.goto("/merchant-onboarding");
    await expectShell(page);
    await expect(page.getByRole("link", { name: "Sign in to onboard agents" })).toBeVisible();
  });

  test("an operator onboards an agent with a plain form post: a flash toast and a history row", async ({ page }) => {
    await signInAsOperator(page, "/merchant-onboarding");
    const id = agent();
    await onboard(page, id);
    await expect(page).toHaveURL(/\/merchant-onboarding$/);
    await expect(toast(page, "Agent Onboarded Successfully!")).toContainText(id);
    await expect(historyRow(page, id)).toContainText("Autonomous agent");

    // Refused without JavaScript: the page comes back with the spec's texts.
    await page.getByRole("button", { name: "Onboard Agent" }).click();
    await expect(page.locator("[data-onboard-form]")).toBeVisible();
  });
});
