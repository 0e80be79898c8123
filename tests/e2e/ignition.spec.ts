import { expect, test, type Page } from "@playwright/test";

const PHASES = ["recognition", "resonance", "recursion", "revelation", "reconstitution"] as const;
const T0 = new Date("2026-11-21T12:00:00Z").getTime();

const startButton = (page: Page) => page.getByRole("button", { name: "Start Ignition Cycle" });
const pauseButton = (page: Page) => page.getByRole("button", { name: "Pause Cycle" });
const resetButton = (page: Page) => page.getByRole("button", { name: "Reset" });
const absorbButton = (page: Page) => page.getByRole("button", { name: "Absorb Glyph" });
const reactor = (page: Page) => page.getByRole("region", { name: "Affinity Reactor" });
const reactorItems = (page: Page) => reactor(page).locator("li[data-glyph]");
const phase = (page: Page, id: (typeof PHASES)[number]) => page.locator(`li[data-phase=${id}]`);

/** "A" Active only, "C" Complete only, "A+C" both, "-" neither, read from the rendered badges. */
async function phaseStatuses(page: Page): Promise<string[]> {
  return Promise.all(
    PHASES.map(async (id) => {
      const li = phase(page, id);
      const active = (await li.getByText("Active", { exact: true }).count()) > 0;
      const complete = (await li.getByText("Complete", { exact: true }).count()) > 0;
      return active ? (complete ? "A+C" : "A") : complete ? "C" : "-";
    }),
  );
}

async function expectStatuses(page: Page, expected: string[]) {
  await expect.poll(() => phaseStatuses(page)).toEqual(expected);
}

/** The reactor as shown: glyph, resonance and badge per row, in display order. */
async function reactorRows(page: Page) {
  return reactorItems(page).evaluateAll((items) =>
    items.map((li) => ({
      glyph: li.getAttribute("data-glyph"),
      resonance: Number(li.getAttribute("data-resonance")),
      badge: li.querySelector("[data-level]")?.getAttribute("data-level") ?? null,
    })),
  );
}

/** The clock is frozen once the page has hydrated, so every tick below is one runFor(1200). */
async function openPaused(page: Page) {
  await page.clock.install({ time: T0 });
  await page.goto("/mesh-ignition");
  await expect(startButton(page)).toBeEnabled();
  await page.clock.pauseAt(T0 + 60_000);
}

test.describe("Ignition playground (JavaScript on)", () => {
  test("renders idle: explanation, five phases, empty reactor; no JavaScript note", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto("/mesh-ignition");
    await expect(startButton(page)).toBeEnabled();
    await expect(page).toHaveTitle("Ignition Playground · Trinity Mesh");
    await expect(page.getByRole("heading", { level: 1, name: "Ignition Playground" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Five phases of the ignition cycle" }).getByRole("listitem")).toHaveCount(5);
    for (const title of ["Recognition", "Resonance", "Recursion", "Revelation", "Reconstitution"]) {
      await expect(page.getByRole("heading", { level: 3, name: new RegExp(`${title}$`) })).toBeVisible();
    }
    await expectStatuses(page, ["-", "-", "-", "-", "-"]);
    await expect(page.getByTestId("total-glyphs")).toHaveText("0");
    await expect(page.getByTestId("avg-resonance")).toHaveText("0.0");
    await expect(page.getByTestId("reactor-empty")).toBeVisible();
    await expect(page.getByText("The live ignition cycle needs JavaScript.")).toBeHidden();
    await expect(page.getByTestId("cycle-status")).not.toContainText("needs JavaScript");
    await expect(page.getByRole("status").filter({ hasText: "Cycle idle" })).toBeVisible();
    await expect(pauseButton(page)).toBeDisabled();
    await expect(page.getByLabel("Meaning score (0-10)")).toHaveValue("5");
    await expect(page.getByLabel("Custom glyph", { exact: true })).toHaveValue("");
    expect(errors).toEqual([]);
  });

  test("start → Recognition Active; ticks advance one phase per 1.2 s and feed glyphs with badges; the wrap shows all Complete", async ({ page }) => {
    await openPaused(page);
    await startButton(page).click();
    await expectStatuses(page, ["A", "-", "-", "-", "-"]);
    await expect(page.getByTestId("cycle-status")).toHaveText("Active phase 1 of 5: Recognition.");
    await expect(page.getByTestId("cycle-status")).toHaveAttribute("aria-live", "polite");
    await expect(startButton(page)).toBeDisabled();
    await expect(reactorItems(page)).toHaveCount(0);

    // Just short of a tick: nothing happens.
    await page.clock.runFor(1100);
    await expectStatuses(page, ["A", "-", "-", "-", "-"]);
    await page.clock.runFor(100);
    await expectStatuses(page, ["C", "A", "-", "-", "-"]);
    await expect(reactorItems(page)).toHaveCount(1);

    await page.clock.runFor(1200);
    await expectStatuses(page, ["C", "C", "A", "-", "-"]);
    await page.clock.runFor(2400);
    await expectStatuses(page, ["C", "C", "C", "C", "A"]);
    await page.clock.runFor(1200);
    await expectStatuses(page, ["A+C", "C", "C", "C", "C"]);
    await expect(page.getByTestId("cycle-status")).toHaveText("Cycle 1 complete. Active phase 1 of 5: Recognition.");
    await page.clock.runFor(1200);
    await expectStatuses(page, ["C", "A", "-", "-", "-"]);

    // Six ticks of the ten high-resonance glyphs, 2..4 each (length 1 mod 7 + 1..3).
    const rows = await reactorRows(page);
    const high = ["⟁", "⊗", "∇", "◊", "☉", "∞", "△", "⚛", "✦", "⊙"];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + r.resonance, 0)).toBeGreaterThanOrEqual(12);
    expect(rows.reduce((sum, r) => sum + r.resonance, 0)).toBeLessThanOrEqual(24);
    for (const r of rows) {
      expect(high).toContain(r.glyph);
      expect(r.badge).toBe(r.resonance > 5 ? "High" : r.resonance > 3 ? "Medium" : "Low");
    }
    const sorted = [...rows].sort((a, b) => b.resonance - a.resonance);
    expect(rows.map((r) => r.resonance)).toEqual(sorted.map((r) => r.resonance));
    await expect(page.getByTestId("total-glyphs")).toHaveText(String(rows.length));
    const avg = rows.reduce((s, r) => s + r.resonance, 0) / rows.length;
    await expect(page.getByTestId("avg-resonance")).toHaveText((Math.round(avg * 10) / 10).toFixed(1));
  });

  test("pause stops the cycle; start resumes it; reset stops and clears everything", async ({ page }) => {
    await openPaused(page);
    await startButton(page).click();
    await page.clock.runFor(2400);
    await expectStatuses(page, ["C", "C", "A", "-", "-"]);
    await pauseButton(page).click();
    await expect(pauseButton(page)).toBeDisabled();
    await expect(page.getByTestId("cycle-status")).toHaveText("Paused at phase 3 of 5: Recursion.");
    const before = await reactorRows(page);
    await page.clock.runFor(6000);
    await expectStatuses(page, ["C", "C", "A", "-", "-"]);
    expect(await reactorRows(page)).toEqual(before);

    await startButton(page).click();
    await page.clock.runFor(1200);
    await expectStatuses(page, ["C", "C", "C", "A", "-"]);

    await resetButton(page).click();
    await expectStatuses(page, ["-", "-", "-", "-", "-"]);
    await expect(reactorItems(page)).toHaveCount(0);
    await expect(page.getByTestId("total-glyphs")).toHaveText("0");
    await expect(page.getByTestId("avg-resonance")).toHaveText("0.0");
    await expect(page.getByTestId("cycle-status")).toHaveText("Cycle idle. Press Start Ignition Cycle to begin.");
    await expect(startButton(page)).toBeEnabled();
    await expect(resetButton(page)).toBeDisabled();
    // Stopped: time passing changes nothing.
    await page.clock.runFor(5000);
    await expect(reactorItems(page)).toHaveCount(0);
  });

  test("absorb a custom glyph: disabled when empty; score 8 → High, 4 → Medium, 2 → Low", async ({ page }) => {
    await page.goto("/mesh-ignition");
    await expect(startButton(page)).toBeEnabled();
    const glyph = page.getByLabel("Custom glyph", { exact: true });
    const score = page.getByLabel("Meaning score (0-10)");
    await expect(absorbButton(page)).toBeDisabled();
    await glyph.fill("   ");
    await expect(absorbButton(page)).toBeDisabled();

    await glyph.fill("  ✺ ");
    await score.fill("8");
    await absorbButton(page).click();
    await expect(glyph).toHaveValue("");
    const star = reactor(page).locator('li[data-glyph="✺"]');
    await expect(star).toBeVisible();
    await expect(star.locator("[data-level]")).toHaveText("Affinity: High");
    await expect(star).toContainText("8.0");
    await expect(page.getByTestId("total-glyphs")).toHaveText("1");
    await expect(page.getByTestId("avg-resonance")).toHaveText("8.0");

    await glyph.fill("Ψ");
    await score.fill("4");
    await glyph.press("Enter");
    await expect(reactor(page).locator('li[data-glyph="Ψ"] [data-level]')).toHaveText("Affinity: Medium");

    await glyph.fill("ϟ");
    await score.fill("2");
    await absorbButton(page).click();
    await expect(reactor(page).locator('li[data-glyph="ϟ"] [data-level]')).toHaveText("Affinity: Low");

    // Empty score counts as 0.
    await glyph.fill("Ω");
    await score.fill("");
    await absorbButton(page).click();
    await expect(reactor(page).locator('li[data-glyph="Ω"]')).toHaveAttribute("data-resonance", "0");

    expect((await reactorRows(page)).map((r) => r.glyph)).toEqual(["✺", "Ψ", "ϟ", "Ω"]);
    await expect(page.getByTestId("total-glyphs")).toHaveText("4");
    await expect(page.getByTestId("avg-resonance")).toHaveText("3.5");
  });

  test("phone width (360 px): no horizontal scrolling, controls reachable", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/mesh-ignition");
    await expect(startButton(page)).toBeEnabled();
    await startButton(page).click();
    await page.getByLabel("Custom glyph", { exact: true }).fill("✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺✺");
    await absorbButton(page).click();
    await expect(reactorItems(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await absorbButton(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  });
});

test.describe("Ignition playground (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("renders the explanation, phases and empty reactor, and says the live cycle needs JavaScript", async ({ page }) => {
    await page.goto("/mesh-ignition");
    await expect(page.getByRole("heading", { level: 1, name: "Ignition Playground" })).toBeVisible();
    await expect(page.getByText("A sandbox for glyph resonance.")).toBeVisible();
    // The <noscript> note is in the served page (a browser with scripting off renders it) and the
    // status line says so too (Playwright only turns script execution off, so it keeps noscript raw).
    expect(await page.locator("noscript").evaluateAll((ns) => ns.map((n) => n.textContent).join(" "))).toContain("The live ignition cycle needs JavaScript.");
    await expect(page.getByTestId("cycle-status")).toHaveText(/^The live cycle needs JavaScript/);
    await expect(page.getByRole("list", { name: "Five phases of the ignition cycle" }).getByRole("listitem")).toHaveCount(5);
    await expectStatuses(page, ["-", "-", "-", "-", "-"]);
    await expect(page.getByTestId("total-glyphs")).toHaveText("0");
    await expect(page.getByTestId("avg-resonance")).toHaveText("0.0");
    await expect(page.getByTestId("reactor-empty")).toBeVisible();
    // The buttons do not pretend to work.
    for (const button of [startButton(page), pauseButton(page), resetButton(page), absorbButton(page)]) await expect(button).toBeDisabled();
    await expect(page.getByLabel("Custom glyph", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Meaning score (0-10)")).toHaveValue("5");
  });
});
