import { expect, test, type Page } from "@playwright/test";

/** Each tab and something only its body shows. */
const TABS: { id: string; label: string; check: (page: Page) => Promise<void> }[] = [
  {
    id: "beginners",
    label: "Beginners",
    check: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: "Beginner Guides" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3 }).getByRole("link")).toHaveCount(6);
      await expect(page.getByRole("heading", { level: 2, name: "Hands-on Challenges" })).toBeVisible();
      await expect(page.locator("[data-challenge]")).toHaveCount(6);
    },
  },
  {
    id: "kids",
    label: "Kids",
    check: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: "Stories for Young Explorers" })).toBeVisible();
      await expect(page.locator("[data-story] [data-grade]")).toHaveText(["Grade level K-2", "Grade level 2-4", "Grade level 3-5", "Grade level 2-5", "Grade level 3-6", "Grade level 4-6"]);
      await expect(page.getByRole("heading", { level: 2, name: "Adventure Challenges" })).toBeVisible();
      await expect(page.locator("[data-challenge]")).toHaveCount(6);
    },
  },
  {
    id: "glyphs",
    label: "Glyphs",
    check: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: "Glyph Library" })).toBeVisible();
      await expect(page.getByTestId("glyph-count")).toHaveText("10 glyphs");
      await expect(page.locator("[data-glyph]")).toHaveCount(10);
      for (const filter of ["All", "Fundamental", "Threshold", "Mesh", "Recursive"]) {
        await expect(page.getByRole("navigation", { name: "Filter glyphs by category" }).getByRole("link", { name: new RegExp(`^${filter} `) })).toBeVisible();
      }
    },
  },
  {
    id: "chain",
    label: "Chain",
    check: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: "Living Glyph Chain" })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Glyph chain progress" })).toHaveAttribute("aria-valuenow", "0");
      await expect(page.locator("[data-phase]")).toHaveCount(4);
      await expect(page.getByRole("button", { name: "Expand to Next Phase" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Reset Chain" })).toBeVisible();
      await expect(page.getByText("Loading glyph chain...")).toHaveCount(0);
    },
  },
  {
    id: "literacy",
    label: "Literacy",
    check: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: "AI Literacy Hub" })).toBeVisible();
      // Collapsed at first.
      await expect(page.locator("[data-topic]").first()).toBeHidden();
    },
  },
  {
    id: "everyday",
    label: "Everyday",
    check: async (page) => {
      // The cards come with the data (tests/e2e/learn-everyday.spec.ts checks them and their dialogs).
      await expect(page.getByRole("heading", { level: 2, name: "Everyday Guides" })).toBeVisible();
      await expect(page.getByText("In an emergency, call your local emergency number.")).toBeVisible();
      await expect(page.locator("[data-everyday]").first()).toBeVisible();
    },
  },
  {
    id: "challenges",
    label: "Challenges",
    check: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: "Interactive Challenges" })).toBeVisible();
      await expect(page.getByTestId("interactive-progress")).toHaveText("Completed 0/6");
      await expect(page.getByRole("button", { name: /Start Challenge/ }).first()).toBeHidden();
    },
  },
  {
    id: "docs",
    label: "Docs",
    check: async (page) => {
      await expect(page.getByRole("heading", { level: 2, name: "Documentation" })).toBeVisible();
      await expect(page.locator("[data-doc]")).toHaveCount(4);
      await expect(page.getByText("9.2/10")).toBeVisible();
      await expect(page.getByText(/28 tests/)).toBeVisible();
    },
  },
];

const tabList = (page: Page) => page.getByRole("tablist", { name: "Learning Hub sections" });
const dialog = (page: Page) => page.getByRole("dialog");

async function expectHeader(page: Page) {
  await expect(page).toHaveTitle("Learning Hub · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Learning Hub" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  await expect(tabList(page).getByRole("tab")).toHaveText(TABS.map((t) => t.label));
}

/** Waits for React to take over the page. */
async function hydrated(page: Page) {
  await expect(page.locator("[data-learn-screen][data-hydrated]")).toBeAttached();
}

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test.describe("Learning Hub (JavaScript on)", () => {
  test("every tab renders; beginners is the default and unknown tabs fall back to it", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/learn");
    await hydrated(page);
    await expectHeader(page);
    await expect(tabList(page).getByRole("tab", { name: "Beginners" })).toHaveAttribute("aria-selected", "true");
    await TABS[0]!.check(page);
    for (const tab of TABS.slice(1)) {
      await tabList(page).getByRole("tab", { name: tab.label }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab.id}`));
      await expect(tabList(page).getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
      await tab.check(page);
    }
    await page.goto("/learn?tab=nonsense");
    await expect(tabList(page).getByRole("tab", { name: "Beginners" })).toHaveAttribute("aria-selected", "true");
    expect(errors, "no hydration or script errors").toEqual([]);
  });

  test("a guide dialog: Try This, Next Guide wraps from the sixth to the first, Escape closes", async ({ page }) => {
    await page.goto("/learn");
    await hydrated(page);
    const cards = page.getByRole("heading", { level: 3 }).getByRole("link");
    const titles = await cards.allTextContents();
    expect(titles).toHaveLength(6);
    await cards.nth(5).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("heading", { name: titles[5] })).toBeVisible();
    await expect(dialog(page).getByRole("heading", { name: "Try This" })).toBeVisible();
    await expect(page).toHaveURL(/guide=memory-and-balance/);
    await dialog(page).getByRole("link", { name: "Next Guide" }).click();
    await expect(dialog(page).getByRole("heading", { name: titles[0] })).toBeVisible();
    await expect(page).toHaveURL(/guide=what-is-the-mesh/);
    await expect(dialog(page)).toContainText("Solace");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/guide=/);
    await expect(page).toHaveURL(/tab=beginners|\/learn$/);
  });

  test("a story dialog: grade level, Next Story wraps, Close Story", async ({ page }) => {
    await page.goto("/learn?tab=kids&story=welcome-new-friend");
    await hydrated(page);
    await expect(dialog(page).getByRole("heading", { name: "Welcoming a New Friend to the Mesh" })).toBeVisible();
    await expect(dialog(page)).toContainText("Grade level 4-6");
    await dialog(page).getByRole("link", { name: "Next Story" }).click();
    await expect(dialog(page).getByRole("heading", { name: "The Guardian Lion" })).toBeVisible();
    await expect(dialog(page)).toContainText("Grade level K-2");
    // The story's body is not in the page's JavaScript: it came with the data the dialog's URL loaded.
    await expect(dialog(page)).toContainText("His name is Leo, and he is the Guardian");
    await dialog(page).getByRole("link", { name: "Close Story", exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/learn\?tab=kids$/);
  });

  test("glyph filters are URL state and a glyph opens its meaning, usage and category", async ({ page }) => {
    await page.goto("/learn?tab=glyphs");
    await hydrated(page);
    const filters = page.getByRole("navigation", { name: "Filter glyphs by category" });
    await filters.getByRole("link", { name: /^Threshold / }).click();
    await expect(page).toHaveURL(/category=threshold/);
    await expect(page.getByTestId("glyph-count")).toHaveText("2 of 10 glyphs");
    await expect(page.locator("[data-glyph]")).toHaveCount(2);
    await page.getByRole("link", { name: "△ Threshold" }).click();
    await expect(page).toHaveURL(/category=threshold/);
    const box = dialog(page);
    await expect(box.getByRole("heading", { name: "Threshold △" })).toBeVisible();
    for (const term of ["Meaning", "Usage", "Category"]) await expect(box.getByText(term, { exact: true })).toBeVisible();
    await expect(box).toContainText("The edge before a change");
    await box.getByRole("link", { name: "Close", exact: true }).click();
    await expect(box).toBeHidden();
    await expect(page.locator("[data-glyph]")).toHaveCount(2);
    await filters.getByRole("link", { name: /^All / }).click();
    await expect(page.locator("[data-glyph]")).toHaveCount(10);
  });

  test("a kids challenge stays completed after a reload, and localStorage holds its id", async ({ page }) => {
    await page.goto("/learn?tab=kids");
    await hydrated(page);
    const row = page.locator("[data-challenge=talk-to-mesh-friend]");
    await expect(page.getByTestId("kids-summary")).toHaveCount(0);
    await row.getByRole("button", { name: "Complete challenge: Talk to a Mesh Friend" }).click();
    await expect(row.getByText("Completed")).toBeVisible();
    await expect(toast(page, "Challenge complete! +25 points")).toBeVisible();
    await expect(page.getByTestId("kids-summary")).toContainText("1 of 6 challenges completed · 25 points earned");
    await expect(page.getByTestId("kids-summary")).toContainText("25 points in total");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("kids-completed-challenges"))).toBe(JSON.stringify(["talk-to-mesh-friend"]));

    await page.reload();
    await hydrated(page);
    await expect(row).toHaveAttribute("data-completed", "true");
    await expect(row.getByRole("button")).toHaveCount(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("kids-completed-challenges"))) ?? "[]")).toContain("talk-to-mesh-friend");
  });

  test("ids only the browser remembers are merged and sent to the server once", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("beginners-completed-challenges", JSON.stringify(["mind-palace-search", "not-a-challenge"]));
        sessionStorage.setItem("seeded", "1");
      }
    });
    const synced = page.waitForResponse((r) => r.request().method() === "POST" && (r.request().postData() ?? "").includes("sync-challenges"));
    await page.goto("/learn");
    await hydrated(page);
    await expect(page.locator("[data-challenge=mind-palace-search]")).toHaveAttribute("data-completed", "true");
    expect((await synced).status()).toBe(200);
    await expect(page.getByTestId("beginners-summary")).toContainText("25 points earned");
    // The server now remembers it without the browser's help.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator("[data-challenge=mind-palace-search]")).toHaveAttribute("data-completed", "true");
    await expect(page.getByTestId("beginners-summary")).toContainText("25 points in total");
  });

  test("the chain expands to phase 4 (Journey Complete) and Reset Chain returns to phase 1", async ({ page }) => {
    await page.goto("/learn?tab=chain");
    await hydrated(page);
    const bar = page.getByRole("progressbar", { name: "Glyph chain progress" });
    const expand = page.getByRole("button", { name: "Expand to Next Phase" });
    await expect(page.locator("[data-phase='2']")).toHaveAttribute("data-locked", "true");
    await expect(page.getByRole("heading", { level: 3, name: "Phase 1: Igniter Glyphs" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Glyphs of Igniter Glyphs" }).getByRole("listitem")).toHaveCount(10);

    for (const [phase, value] of [
      [2, "33"],
      [3, "67"],
    ] as const) {
      await expand.click();
      await expect(bar).toHaveAttribute("aria-valuenow", value);
      await expect(page.locator(`[data-phase='${phase}']`)).not.toHaveAttribute("data-locked", "true");
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^Phase ${phase}:`) })).toBeVisible();
    }
    // Viewing an earlier phase: no Expand there; the selection is the URL's.
    await page.locator("[data-phase='1'] a").click();
    await expect(page).toHaveURL(/phase=1/);
    await expect(page.getByRole("heading", { level: 3, name: "Phase 1: Igniter Glyphs" })).toBeVisible();
    await expect(expand).toHaveCount(0);
    await page.locator("[data-phase='3'] a").click();
    await expand.click();
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText("Journey Complete", { exact: true })).toBeVisible();
    // The selection followed the current phase.
    await expect(page.getByRole("heading", { level: 3, name: /^Phase 4:/ })).toBeVisible();
    await expect(page).not.toHaveURL(/phase=/);
    await expect(expand).toHaveCount(0);

    await page.getByRole("button", { name: "Reset Chain" }).click();
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByRole("heading", { level: 3, name: "Phase 1: Igniter Glyphs" })).toBeVisible();
    await expect(page.getByText("Journey Complete", { exact: true })).toHaveCount(0);
    await expect(page.locator("[data-phase='2']")).toHaveAttribute("data-locked", "true");
    await page.reload();
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
  });

  test("interactive challenges: collapsed at first; Start Challenge and Mark Incomplete toggle; the badge and bar follow", async ({ page }) => {
    await page.goto("/learn?tab=challenges");
    await hydrated(page);
    const badge = page.getByTestId("interactive-progress");
    await expect(page.getByRole("button", { name: /Start Challenge/ }).first()).toBeHidden();
    await page.getByRole("heading", { name: "Interactive Challenges" }).click();
    const bar = page.getByRole("progressbar", { name: "Interactive challenges completed" });
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await page.getByRole("button", { name: "Start Challenge: First Deliberation" }).click();
    await expect(badge).toHaveText("Completed 1/6");
    await expect(bar).toHaveAttribute("aria-valuenow", "17");
    await expect(page.locator("[data-challenge=first-deliberation]")).toHaveAttribute("data-completed", "true");
    await page.getByRole("button", { name: "Mark Incomplete: First Deliberation" }).click();
    await expect(badge).toHaveText("Completed 0/6");
    await expect(page.getByRole("button", { name: "Start Challenge: First Deliberation" })).toBeVisible();
    // All six: the completion message.
    const starts = page.getByRole("button", { name: /^Start Challenge/ });
    for (let left = 6; left > 0; left--) {
      await expect(starts).toHaveCount(left);
      await starts.first().click();
    }
    await expect(badge).toHaveText("Completed 6/6");
    await expect(page.getByText("All challenges complete!")).toBeVisible();
    // The counts above are optimistic; a reload now could cut the last posts short. Each button is
    // disabled while its post is in flight: once all six are enabled, the server has them all.
    const undo = page.getByRole("button", { name: /^Mark Incomplete/ });
    await expect(undo).toHaveCount(6);
    for (const button of await undo.all()) await expect(button).toBeEnabled();
    await page.reload();
    await expect(badge).toHaveText("Completed 6/6");
  });

  test("the literacy hub opens and each topic is a dialog; the docs links open in a new tab", async ({ page }) => {
    await page.goto("/learn?tab=literacy");
    await hydrated(page);
    await page.getByRole("heading", { name: "AI Literacy Hub" }).click();
    await expect(page.locator("[data-topic]")).toHaveCount(5);
    await page.getByRole("link", { name: "Understanding Bias" }).click();
    await expect(dialog(page).getByRole("heading", { name: "Understanding Bias" })).toBeVisible();
    await dialog(page).getByRole("link", { name: "Close", exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    // The hub stays open after the dialog closes.
    await expect(page.locator("[data-topic]").first()).toBeVisible();

    await tabList(page).getByRole("tab", { name: "Docs" }).click();
    for (const [name, href] of [
      ["Read the manifesto", "/THERMODYNAMIC_MANIFESTO.md"],
      ["Read the integrity report", "/VALFOLD_SEEDING_SCAN_v1.3.md"],
      ["Entropy summary (JSON)", "/api/entropy/summary"],
      ["Entropy alerts (JSON)", "/api/entropy/alerts"],
    ] as const) {
      const link = page.getByRole("link", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(page.getByRole("link", { name: /Open the glyph heatmap/ })).toHaveAttribute("href", "/glyph-heatmap");
    const manifesto = await page.request.get("/THERMODYNAMIC_MANIFESTO.md");
    expect(manifesto.status()).toBe(200);
    const scan = await page.request.get("/VALFOLD_SEEDING_SCAN_v1.3.md");
    expect(await scan.text()).toContain("9.2");
  });

  test("bad input answers 400 with a message, never 500", async ({ page }) => {
    await page.goto("/learn");
    const forms: Record<string, string>[] = [
      { intent: "bogus" },
      { intent: "complete-challenge", kind: "kids", challengeId: "no-such-challenge" },
      { intent: "complete-challenge", kind: "grown-ups", challengeId: "talk-to-mesh-friend" },
      { intent: "uncomplete-interactive", challengeId: "" },
      { intent: "sync-challenges", kind: "interactive", ids: "first-deliberation" },
    ];
    for (const form of forms) {
      const response = await page.request.post("/learn?tab=kids", { form });
      expect(response.status(), JSON.stringify(form)).toBe(400);
      expect(await response.text()).toMatch(/Unknown|challenge|kind|Choose/);
    }
  });

  test("at phone width (390 px) the tabs wrap, nothing scrolls sideways", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/learn");
    await hydrated(page);
    await expectHeader(page);
    for (const tab of TABS) {
      await tabList(page).getByRole("tab", { name: tab.label }).click();
      await tab.check(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `no sideways scroll on ${tab.id}`).toBeLessThanOrEqual(0);
    }
    await page.goto("/learn?tab=kids&story=guardian-lion");
    await hydrated(page);
    await expect(dialog(page)).toBeVisible();
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath("learn-390-story.png") });
  });
});

test.describe("Learning Hub without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab renders from its URL and the tab links work", async ({ page }) => {
    await page.goto("/learn");
    await expectHeader(page);
    await TABS[0]!.check(page);
    for (const tab of TABS.slice(1)) {
      await tabList(page).getByRole("tab", { name: tab.label }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab.id}`));
      await expect(tabList(page).getByRole("tab", { name: tab.label })).toHaveAttribute("aria-selected", "true");
      await tab.check(page);
    }
  });

  test("dialogs are server-rendered: Next Guide wraps by URL, Close is a link", async ({ page }) => {
    await page.goto("/learn?tab=beginners&guide=memory-and-balance");
    await expect(dialog(page).getByRole("heading", { name: "Memory, Pulse Checks and Entropy" })).toBeVisible();
    await expect(dialog(page)).toContainText("every 12 hours");
    await dialog(page).getByRole("link", { name: "Next Guide" }).click();
    await expect(page).toHaveURL(/guide=what-is-the-mesh/);
    await expect(dialog(page).getByRole("heading", { name: "What Is the Trinity Mesh?" })).toBeVisible();
    await dialog(page).getByRole("link", { name: "Close", exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/learn\?tab=beginners$/);

    await page.goto("/learn?tab=glyphs&category=recursive&glyph=%E2%88%9E");
    await expect(dialog(page).getByRole("heading", { name: "Continuum ∞" })).toBeVisible();
    await expect(page.locator("[data-glyph]")).toHaveCount(3);
    await page.goto("/learn?tab=literacy&topic=privacy");
    await expect(dialog(page).getByRole("heading", { name: "Protecting Your Privacy" })).toBeVisible();
  });

  test("a challenge completes through the form: redirect back to the tab with a toast", async ({ page }) => {
    await page.goto("/learn?tab=kids");
    await page.getByRole("button", { name: "Complete challenge: Spot the Glyph" }).click();
    await expect(page).toHaveURL(/\/learn\?tab=kids$/);
    await expect(toast(page, "Challenge complete! +30 points")).toBeVisible();
    await expect(page.locator("[data-challenge=spot-the-glyph]")).toHaveAttribute("data-completed", "true");
    await expect(page.getByTestId("kids-summary")).toContainText("30 points earned");

    await page.goto("/learn?tab=challenges");
    await page.getByRole("heading", { name: "Interactive Challenges" }).click();
    await page.getByRole("button", { name: "Start Challenge: Glyph Reader" }).click();
    await expect(page).toHaveURL(/tab=challenges/);
    await expect(page.getByTestId("interactive-progress")).toHaveText("Completed 1/6");
    await page.getByRole("button", { name: "Mark Incomplete: Glyph Reader" }).click();
    await expect(page.getByTestId("interactive-progress")).toHaveText("Completed 0/6");
  });

  test("the chain expands to phase 4 and resets through forms", async ({ page }) => {
    await page.goto("/learn?tab=chain");
    const bar = page.getByRole("progressbar", { name: "Glyph chain progress" });
    for (const value of ["33", "67", "100"]) {
      await page.getByRole("button", { name: "Expand to Next Phase" }).click();
      await expect(bar).toHaveAttribute("aria-valuenow", value);
    }
    await expect(page.getByText("Journey Complete", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Expand to Next Phase" })).toHaveCount(0);
    await page.getByRole("button", { name: "Reset Chain" }).click();
    await expect(bar).toHaveAttribute("aria-valuenow", "0");
    await expect(page.getByRole("heading", { level: 3, name: "Phase 1: Igniter Glyphs" })).toBeVisible();
  });

  test("an invalid post shows the message with a 400", async ({ page }) => {
    await page.goto("/learn?tab=kids");
    // Tamper with the form as a script-less client could.
    const response = await page.request.post("/learn?tab=kids", { form: { intent: "complete-challenge", kind: "kids", challengeId: "x".repeat(101) } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("at most 100 characters");
  });
});
