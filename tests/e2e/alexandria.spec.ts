import { expect, test, type Page } from "@playwright/test";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Symbolic pattern" });
const recallButton = (page: Page) => page.getByRole("button", { name: "Recall" });
const cards = (page: Page) => page.getByTestId("memory-card");

async function expectScreen(page: Page) {
  await expect(page).toHaveTitle("Alexandria Archive · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Alexandria Archive" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
  for (const title of ["Memory Recall", "Memory Sovereignty Principles", "Archive Statistics", "Practical Use Cases", "Frequently Asked Questions", "Technical note: the Threshold Spiral", "Add to the archive"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  for (const tab of ["All", "Trinity", "Safety", "Palace"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search symbolic patterns...");
  await expect(page.locator("#principles li")).toHaveCount(4);
  await expect(page.locator("#use-cases li")).toHaveCount(4);
  await expect(page.locator("#faq details")).toHaveCount(5);
  await expect(page.getByTestId("archive-counts")).toContainText("of 1,000 memories stored");
  for (const [href, label] of [
    ["/swarm", "Create New Memories"],
    ["/journey", "Continue Journey"],
    ["/glyph-heatmap", "Open Heatmap"],
  ]) {
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
}

/** Every card shows the intensity badge (as a percentage) exactly when its intensity is above 0.5. */
async function expectBadgesOnlyAboveHalf(page: Page) {
  const all = await cards(page).all();
  expect(all.length).toBeGreaterThan(0);
  let shown = 0;
  let hidden = 0;
  for (const card of all) {
    const intensity = Number(await card.getAttribute("data-intensity"));
    const badge = card.getByTestId("intensity-badge");
    if (intensity > 0.5) {
      await expect(badge).toHaveText(`Intensity ${Math.round(intensity * 100)}%`);
      shown += 1;
    } else {
      await expect(badge).toHaveCount(0);
      hidden += 1;
    }
  }
  return { shown, hidden };
}

test.describe("Alexandria Archive (JavaScript on)", () => {
  test("renders every section, recalls a seeded memory only when Recall is pressed, and shows the loading text", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/alexandria");
    await expect(page.locator("[data-alexandria-screen][data-hydrated]")).toBeVisible();
    await expectScreen(page);
    await expect(page.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await expect(cards(page).first()).toBeVisible();

    // Typing alone applies nothing: the screen's data is read once, by the Recall below (counted up to its answer).
    const reads: string[] = [];
    const onRequest = (r: { url(): string }) => {
      if (/\/alexandria\.data/.test(r.url())) reads.push(r.url());
    };
    page.on("request", onRequest);
    await searchBox(page).fill("lantern");
    await expect(searchBox(page)).toHaveValue("lantern");
    await expect(page).toHaveURL(/\/alexandria$/);

    // Hold the loader's answer so the pending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/alexandria\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await recallButton(page).click();
    await expect(page.getByText("Reading the ash...")).toBeVisible();
    release();
    await expect(page).toHaveURL(/[?&]q=lantern/);
    await expect(page).toHaveURL(/[?&]source=all/);
    await expect(page.getByRole("heading", { level: 3, name: "the lantern room" })).toBeVisible();
    await expect(page.getByText("Reading the ash...")).toHaveCount(0);
    await expect(page.getByTestId("recall-summary")).toContainText("resonating with “lantern”");
    page.off("request", onRequest);
    expect(reads, "one read, the Recall's").toHaveLength(1);
    expect(reads[0]).toMatch(/[?&]q=lantern/);
    await page.unroute(/\/alexandria\.data/);

    // A near-miss spelling still finds it.
    await searchBox(page).fill("lanturn");
    await recallButton(page).click();
    await expect(page).toHaveURL(/[?&]q=lanturn/);
    await expect(page.getByRole("heading", { level: 3, name: "the lantern room" })).toBeVisible();
    expect(errors, "no hydration errors").toEqual([]);
  });

  test("switches tabs through the URL, clearing the term; each source shows only its memories", async ({ page }) => {
    await page.goto("/alexandria?source=all&q=lantern");
    await expect(page.locator("[data-alexandria-screen][data-hydrated]")).toBeVisible();
    await expect(searchBox(page)).toHaveValue("lantern");

    await page.getByRole("tab", { name: "Safety" }).click();
    await expect(page).toHaveURL(/\?source=safety_protocol$/);
    await expect(page.getByRole("tab", { name: "Safety" })).toHaveAttribute("aria-selected", "true");
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("heading", { level: 3, name: "crossing the dread valley" })).toBeVisible();
    const sources = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-source")));
    expect(sources.length).toBeGreaterThan(0);
    expect(new Set(sources)).toEqual(new Set(["safety_protocol"]));

    // A search within the tab stays in the tab.
    await searchBox(page).fill("grief");
    await recallButton(page).click();
    await expect(page).toHaveURL(/source=safety_protocol/);
    await expect(page.getByRole("heading", { level: 3, name: "caution without alarm" })).toBeVisible();

    await page.getByRole("tab", { name: "Palace" }).click();
    await expect(page).toHaveURL(/\?source=mind_palace$/);
    await expect(page.getByRole("heading", { level: 3, name: "the threshold spiral" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "crossing the dread valley" })).toHaveCount(0);
  });

  test("shows the intensity badge only above 0.5", async ({ page }) => {
    await page.goto("/alexandria?source=mind_palace");
    const { shown, hidden } = await expectBadgesOnlyAboveHalf(page);
    // The seeded Mind Palace memories include both kinds.
    expect(shown).toBeGreaterThan(0);
    expect(hidden).toBeGreaterThan(0);
    const lantern = cards(page).filter({ has: page.getByRole("heading", { name: "the lantern room" }) });
    await expect(lantern.getByTestId("intensity-badge")).toHaveText("Intensity 93%");
    const shelf = cards(page).filter({ has: page.getByRole("heading", { name: "a quiet shelf" }) });
    await expect(shelf.getByTestId("intensity-badge")).toHaveCount(0);
  });

  test("a search with no match shows the empty state", async ({ page }) => {
    await page.goto("/alexandria?source=trinity_mesh");
    await expect(page.locator("[data-alexandria-screen][data-hydrated]")).toBeVisible();
    await searchBox(page).fill("qxzvwkjh");
    await recallButton(page).click();
    await expect(page.getByText("No symbolic echoes found")).toBeVisible();
    await expect(page.getByText("The archive awaits its first memories")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe("Alexandria Archive (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("renders, recalls with the GET form, switches tabs and opens the FAQ", async ({ page }) => {
    await page.goto("/alexandria");
    await expectScreen(page);
    await expectBadgesOnlyAboveHalf(page);

    await page.getByRole("tab", { name: "Palace" }).click();
    await expect(page).toHaveURL(/\?source=mind_palace$/);
    await searchBox(page).fill("binding promise");
    await recallButton(page).click();
    await expect(page).toHaveURL(/source=mind_palace&q=binding\+promise/);
    await expect(page.getByRole("heading", { level: 3, name: "the binding knot" })).toBeVisible();
    const sources = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-source")));
    expect(new Set(sources)).toEqual(new Set(["mind_palace"]));
    await expect(searchBox(page)).toHaveValue("binding promise");

    await expect(page.getByTestId("memory-page")).toHaveCount(0); // one page of results: no pager

    const faq = page.locator("#faq-privacy");
    await faq.locator("summary").click();
    await expect(faq).toHaveAttribute("open", "");
    await expect(faq).toContainText("public memory");
  });

  test("shows one page of memories at a time and pages through them with links; search finds a memory beyond page 1", async ({ page }) => {
    await page.goto("/alexandria");
    const pageLabel = page.getByTestId("memory-page");
    await expect(pageLabel).toHaveText(/^Page 1 of \d+$/);
    const pages = Number(/of (\d+)/.exec((await pageLabel.textContent()) ?? "")?.[1]);
    // The seeded archive alone holds 24 memories: at least two pages of 20.
    expect(pages).toBeGreaterThanOrEqual(2);
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByTestId("recall-summary")).toHaveText(/^Memories 1–20 of \d+ from every source, newest first\.$/);
    const firstPage = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-memory-id")));
    const pager = page.getByRole("navigation", { name: "Memory pages" });
    await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/alexandria\?page=2#recall$/);
    await expect(pageLabel).toHaveText(`Page 2 of ${pages}`);
    const secondPage = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-memory-id")));
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(20);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);

    // Search runs over the whole archive, not the page shown: a memory of page 2 is found from page 1's search box.
    const beyond = cards(page).first();
    const pattern = (await beyond.getByRole("heading", { level: 3 }).textContent())!.trim();
    const beyondId = await beyond.getAttribute("data-memory-id");
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/alexandria#recall$/);
    await expect(pageLabel).toHaveText(`Page 1 of ${pages}`);
    await expect(page.locator(`[data-memory-id="${beyondId}"]`)).toHaveCount(0);
    await searchBox(page).fill(pattern);
    await recallButton(page).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.locator(`[data-memory-id="${beyondId}"]`)).toBeVisible();
    expect(await cards(page).count()).toBeLessThanOrEqual(20);

    // A linked page past the end shows the last page.
    await page.goto(`/alexandria?page=${pages + 5}`);
    await expect(pageLabel).toHaveText(`Page ${pages} of ${pages}`);
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  });
});
