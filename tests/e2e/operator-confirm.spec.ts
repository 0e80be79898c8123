import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { collectErrors, signInAsOperator, waitHydrated } from "./helpers";

/**
 * Issue 31, operator safety: revoking an API token and rejecting a pending node ask first (a URL
 * confirmation: a panel without JavaScript, a Radix dialog with it), and a new token has a copy
 * button. The actions themselves are the pages' same audited form posts.
 */

const TOKENS = "/settings/tokens";
const tokenRow = (page: Page, name: string) => page.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
const revokeDialog = (page: Page, name: string) => page.getByRole("dialog", { name: `Revoke the token “${name}”?` });

/** Creates a token through the page's form and answers its name and plain value (shown this once). */
async function createToken(page: Page): Promise<{ name: string; token: string }> {
  const name = `confirm e2e ${randomBytes(3).toString("hex")}`;
  await page.getByLabel("Token name").fill(name);
  await page.getByRole("button", { name: "Create token" }).click();
  const input = page.getByLabel("New token");
  await expect(input).toHaveAttribute("readonly", "");
  const token = await input.inputValue();
  expect(token.length).toBeGreaterThan(20);
  await expect(tokenRow(page, name)).toBeVisible();
  return { name, token };
}

/** The token's own answer from the operator API (the request fixture has no session cookie). */
async function tokenStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get("/api/operator/me", { headers: { Authorization: `Bearer ${token}` } })).status();
}

async function registerNode(request: APIRequestContext) {
  const name = `E2E Confirm ${randomBytes(3).toString("hex")}`;
  const res = await request.post("/api/mesh/nodes/register", {
    data: { name, nodeType: "Observer", location: "Turku, Finland", version: "1.0.0", glyphseed: `◊∞ e2e confirm ${randomBytes(24).toString("hex")}` },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, name };
}

const pendingRow = (page: Page, id: string) => page.locator(`[data-pending-node="${id}"]`);
const rejectDialog = (page: Page, name: string) => page.getByRole("dialog", { name: `Reject the node “${name}”?` });

test.describe("operator confirmations (JavaScript on)", () => {
  test("Revoke opens a dialog: Escape and Cancel keep the token, the dialog's button revokes it", async ({ page, request }) => {
    await signInAsOperator(page, TOKENS);
    await waitHydrated(page);
    const { name, token } = await createToken(page);
    expect(await tokenStatus(request, token)).toBe(200);

    const revoke = tokenRow(page, name).getByText("Revoke", { exact: true });
    await revoke.click();
    const dialog = revokeDialog(page, name);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/tokens\?confirm=revoke&token=[0-9a-f-]{36}$/);
    await expect(dialog).toHaveAccessibleDescription(/refused from the next request on/);
    // Focus is inside the dialog.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);

    // Escape closes it, leaves the token alone and returns focus to the Revoke link.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings\/tokens$/);
    await expect(revoke).toBeFocused();
    await expect(tokenRow(page, name)).toBeVisible();

    // Cancel likewise.
    await revoke.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings\/tokens$/);
    await expect(tokenRow(page, name)).toBeVisible();
    expect(await tokenStatus(request, token)).toBe(200);

    // Confirming posts the revoke.
    await revoke.click();
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Token revoked" })).toBeVisible();
    await expect(tokenRow(page, name)).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/settings\/tokens$/);
    expect(await tokenStatus(request, token)).toBe(401);
  });

  test("a token's ages come from the server's clock: a browser an hour ahead hydrates without a mismatch", async ({ page }) => {
    await signInAsOperator(page, TOKENS);
    await waitHydrated(page);
    const { name } = await createToken(page);
    // The list now holds a token created seconds ago. A browser whose clock runs an hour ahead
    // would render "1h ago" where the server wrote "Ns ago" if the page used the browser's clock.
    const errors = collectErrors(page);
    await page.clock.install({ time: Date.now() + 3_600_000 });
    await page.goto(TOKENS);
    await waitHydrated(page);
    await expect(tokenRow(page, name)).toContainText(/created \d+s ago · last used Never/);
    expect(errors, "no hydration errors").toEqual([]);
  });

  test.describe("with clipboard permissions", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("the copy button copies the new token and says so", async ({ page }) => {
      await signInAsOperator(page, TOKENS);
      await waitHydrated(page);
      const { token } = await createToken(page);
      const feedback = page.locator("[data-copy-feedback]");
      await expect(feedback).toHaveAttribute("aria-live", "polite");
      await expect(feedback).toHaveText("");
      await page.getByRole("button", { name: "Copy token" }).click();
      await expect(feedback).toHaveText("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      // The feedback goes after 2 s.
      await expect(feedback).toHaveText("", { timeout: 5000 });
    });
  });

  test("Reject opens a dialog: Cancel keeps the node pending, the dialog's button rejects it", async ({ page, request }) => {
    const node = await registerNode(request);
    await signInAsOperator(page, "/valoir-mesh");
    await waitHydrated(page);
    const row = pendingRow(page, node.id);
    await expect(row).toContainText(node.name);

    const reject = row.getByText("Reject", { exact: true });
    await reject.click();
    const dialog = rejectDialog(page, node.name);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/cannot be approved later/);
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/valoir-mesh$/);
    await expect(row).toBeVisible();

    await reject.click();
    await dialog.getByRole("button", { name: "Reject node" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Node rejected" })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page).toHaveURL(/\/valoir-mesh$/);
  });
});

test.describe("operator confirmations (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("Revoke leads to a confirmation panel in the URL: Cancel keeps the token, Revoke token revokes it", async ({ page, request }) => {
    await signInAsOperator(page, TOKENS);
    const { name, token } = await createToken(page);
    // No copy button without JavaScript: the token is selectable text in the readonly input.
    await expect(page.getByRole("button", { name: "Copy token" })).toHaveCount(0);

    await tokenRow(page, name).getByText("Revoke", { exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/tokens\?confirm=revoke&token=[0-9a-f-]{36}$/);
    const panel = revokeDialog(page, name);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleDescription(/refused from the next request on/);
    await panel.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/settings\/tokens$/);
    await expect(panel).toHaveCount(0);
    await expect(tokenRow(page, name)).toBeVisible();
    expect(await tokenStatus(request, token)).toBe(200);

    await tokenRow(page, name).getByText("Revoke", { exact: true }).click();
    await panel.getByRole("button", { name: "Revoke token" }).click();
    await expect(page).toHaveURL(/\/settings\/tokens$/);
    await expect(page.locator("[data-toast]").filter({ hasText: "Token revoked" })).toBeVisible();
    await expect(tokenRow(page, name)).toHaveCount(0);
    expect(await tokenStatus(request, token)).toBe(401);
  });

  test("a confirmation link naming no active token opens nothing", async ({ page }) => {
    await signInAsOperator(page, TOKENS);
    for (const link of [`${TOKENS}?confirm=revoke&token=not-a-token`, `${TOKENS}?confirm=revoke&token=00000000-0000-4000-8000-000000000000`, `${TOKENS}?confirm=revoke`]) {
      const res = await page.goto(link);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: "API tokens" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("Reject leads to a confirmation panel that keeps the tab: Cancel keeps the node, Reject node rejects it", async ({ page, request }) => {
    const node = await registerNode(request);
    await signInAsOperator(page, "/valoir-mesh?tab=vault");
    const row = pendingRow(page, node.id);
    await row.getByText("Reject", { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/valoir-mesh\\?tab=vault&confirm=reject&node=${node.id}$`));
    const panel = rejectDialog(page, node.name);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAccessibleDescription(/cannot be approved later/);
    await panel.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/valoir-mesh\?tab=vault$/);
    await expect(panel).toHaveCount(0);
    await expect(row).toBeVisible();

    await row.getByText("Reject", { exact: true }).click();
    await panel.getByRole("button", { name: "Reject node" }).click();
    await expect(page).toHaveURL(/\/valoir-mesh\?tab=vault$/);
    await expect(page.locator("[data-toast]").filter({ hasText: "Node rejected" })).toBeVisible();
    await expect(row).toHaveCount(0);
    // A stale confirmation link for the rejected node opens nothing.
    await page.goto(`/valoir-mesh?confirm=reject&node=${node.id}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
