import { randomBytes } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitHydrated } from "./helpers";

/**
 * Keyboard-only use: the URL tabs, a URL dialog, the contribution form and the chat, driven with
 * Tab, arrows, Enter, Space and Escape only (no clicks), with a visible focus indicator wherever
 * focus lands.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** The focused element draws a focus indicator: an outline or a ring (box-shadow) that is not "none". */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow, focusVisible: el.matches(":focus-visible") };
  });
  expect(style, "something has focus").not.toBeNull();
  expect(style!.focusVisible).toBe(true);
  expect((style!.outline !== "none" && style!.width >= 1) || style!.shadow !== "none").toBe(true);
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? "");

test.describe("keyboard only", () => {
  test("skip link, then URL tabs: arrows move focus, Enter and Space activate", async ({ page }) => {
    await page.goto("/contribute");
    await waitHydrated(page);

    // The first Tab reaches the skip link, visible while focused; Enter moves on to the content.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);

    const tablist = page.getByRole("tablist", { name: "Contribution sections" });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    // Only the selected tab is in the Tab order.
    await tabTo(page, tab("Contribute"));
    await expectVisibleFocus(page);
    await expect(tab("Feedback")).toHaveAttribute("tabindex", "-1");

    // Arrow keys move focus without activating; they wrap at both ends.
    await page.keyboard.press("ArrowRight");
    await expect(tab("Feedback")).toBeFocused();
    await expect(tab("Contribute")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tab("History")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab("Contribute")).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab("History")).toBeFocused();

    // Enter activates the focused tab; focus stays on it.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]tab=feedback/);
    await expect(tab("Feedback")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Feedback")).toBeFocused();
    await expectVisibleFocus(page);
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", await tab("Feedback").getAttribute("id") ?? "");

    // Space activates too.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/[?&]tab=history/);
    await expect(tab("History")).toHaveAttribute("aria-selected", "true");
    await expect(tab("History")).toBeFocused();

    // Tab leaves the tab list for the panel's content.
    await page.keyboard.press("Tab");
    await expect(tablist.locator(":focus")).toHaveCount(0);
  });

  test("a URL dialog: Enter opens it, focus moves inside and stays there, Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/learn?tab=beginners");
    await waitHydrated(page);
    const opener = page.getByRole("link", { name: "What Is the Trinity Mesh?" });
    await tabTo(page, opener);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]guide=/);
    await expect(dialog.getByRole("heading", { name: "What Is the Trinity Mesh?" })).toBeVisible();
    // Focus is inside the dialog (on it or on a control in it) and Tab cycles within it: the page behind is not reachable.
    const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
    await expectVisibleFocus(page);
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside()).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]guide=/);
    await expect(opener).toBeFocused();

    // The keyboard can open it again and close it with its Close control (Enter on a link).
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("link", { name: "Close", exact: true }));
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the contribution form: Tab through the fields, errors are announced and focused, Enter submits", async ({ page }) => {
    await page.goto("/contribute");
    await waitHydrated(page);
    const name = page.getByLabel(/Contributor name/);
    const glyph = page.getByLabel(/Glyph type/);
    const description = page.getByLabel(/Impact description/);
    const score = page.getByLabel(/Score/);

    // Enter in an empty form: nothing is sent, the error is announced and the first invalid field focused.
    await tabTo(page, name);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-toast]").filter({ hasText: "Missing Fields" })).toBeVisible();
    await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Missing Fields" })).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const errorId = await name.getAttribute("aria-describedby");
    expect(errorId).toBeTruthy();
    await expect(page.locator(`[id="${errorId!.split(" ")[0]}"]`)).toContainText(/required/i);

    // Fill every field with the keyboard alone, in Tab order.
    const who = `Keyboard ${randomBytes(4).toString("hex")}`;
    await page.keyboard.type(who);
    await page.keyboard.press("Tab");
    await expect(glyph).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowDown");
    await expect(glyph).not.toHaveValue("");
    await page.keyboard.press("Tab");
    await expect(description).toBeFocused();
    await page.keyboard.type(`Typed without a mouse by ${who}`);
    await page.keyboard.press("Tab");
    await expect(score).toBeFocused();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("3.5");
    await page.keyboard.press("Enter");

    await expect(page.locator("[data-toast]").filter({ hasText: "Contribution Recorded" })).toBeVisible();
    await expect(name).toHaveValue("");
  });

  test("the chat: type a question and send it with Enter; the answer arrives and focus returns to the input", async ({ page }) => {
    await page.goto("/swarm");
    await waitHydrated(page);
    const input = page.getByRole("textbox", { name: "Your question for the Trinity Mesh" });
    await expect(page.locator("[data-connection=open]")).toBeVisible();
    await tabTo(page, input);
    await expectVisibleFocus(page);
    await page.keyboard.type("How can a neighbourhood share one small library fairly?");
    await page.keyboard.press("Enter");

    const stream = page.getByRole("region", { name: "Live Thought Stream" });
    const thoughts = stream.getByRole("list", { name: "Thoughts" }).locator(":scope > li");
    await expect(thoughts.nth(2)).toBeVisible();
    await expect(stream.getByText("Mesh thinking...")).toBeHidden();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("");

    // The Send button works from the keyboard too (Tab to it, Space).
    await page.keyboard.type("And how should we decide which books to keep?");
    await tabTo(page, page.getByRole("button", { name: "Send" }));
    await expectVisibleFocus(page);
    expect(await focusedText(page)).toContain("Send");
    await page.keyboard.press("Space");
    await expect(stream.getByText("And how should we decide which books to keep?")).toBeVisible();
    await expect(stream.getByText("Mesh thinking...")).toBeHidden();
  });
});
