import { expect, test } from "@playwright/test";
import { Job, Queue } from "bullmq";
import { Redis } from "ioredis";
import { REDIS_URL } from "../integration/helpers/server";
import { collectErrors } from "./helpers";
import { E2E_OPERATOR } from "../../playwright.config";

// The e2e server's own deploy queue: a job with a name its processor does not know fails at once
// ("unknown deploy job"), a real failure the operator then retries through the console.
test("an operator signs in, opens the job console, sees the pulses' schedules and retries a failed job", async ({ page }) => {
  test.slow(); // many page loads and a job run on a shared machine
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const deploy = new Queue("deploy", { connection, prefix: `${process.env.E2E_REDIS_PREFIX}:bull` });
  try {
    const name = `e2e-bad-input-${Date.now().toString(36)}`;
    const added = await deploy.add(name, { cascadeId: "none" }, { attempts: 1 });
    await expect.poll(async () => (await Job.fromId(deploy, added.id!))?.finishedOn ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await deploy.getJobState(added.id!)).toBe("failed");

    const errors = collectErrors(page);
    // A visitor asking for the console is sent to sign in, and lands on it afterwards.
    await page.goto("/operator/jobs");
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === "/login?redirectTo=%2Foperator%2Fjobs");
    await page.getByLabel("Email").fill(E2E_OPERATOR.email);
    await page.getByLabel("Password").fill(E2E_OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith("/operator/jobs"));
    await expect(page.getByText("deploy", { exact: true }).first()).toBeVisible();
    // The site's dark look whatever the system's theme (the browser here asks for light), and the way back.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(11, 13, 23)");
    const site = page.getByRole("navigation", { name: "Site" });
    await expect(site.getByRole("link", { name: "← Operator home" })).toHaveAttribute("href", "/operator");
    await expect(site.getByRole("link", { name: "Schedules" })).toHaveAttribute("href", "/operator/schedules");

    // The schedules page (linked from the console and the operator menu): every pulse with its next run.
    await page.goto("/operator/schedules");
    await expect(page.getByRole("heading", { level: 1, name: "Repeatable schedules" })).toBeVisible();
    for (const id of ["prune-expired-sessions", "hourly-reflection"]) {
      const row = page.locator(`[data-schedule="${id}"]`);
      await expect(row).toBeVisible();
      await expect(row).toContainText(/UTC/);
      await expect(row).toContainText(/in \d+[smhd]|due/);
    }
    // The console is in the operator section of the "All screens" menu.
    await page.getByText("All screens", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "All screens" });
    await expect(menu.getByRole("link", { name: "Jobs", exact: true })).toHaveAttribute("href", "/operator/jobs");
    // Closed again: open, the menu lies over the page's own links.
    await page.getByText("All screens", { exact: true }).click();
    await expect(menu).toBeHidden();

    // The console's own schedulers view lists them too.
    await page.getByRole("link", { name: "Open the job console" }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith("/operator/jobs"));
    await page.getByRole("link", { name: "Schedulers" }).click();
    await expect(page.getByText("hourly-reflection").first()).toBeVisible();

    // The failed job in the console, with its reason and stack; Retry (confirmed) runs it again.
    await page.goto("/operator/jobs/queue/deploy?status=failed");
    const jobLink = page.getByRole("link", { name: `#${added.id} ${name}` });
    await expect(jobLink).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Error" })).toContainText(`UnrecoverableError: unknown deploy job "${name}"`);
    // The job's actions follow its title; a failed job's first one is Retry (its tooltip says so).
    const retry = jobLink.locator("xpath=following::ul[1]").getByRole("button").first();
    await retry.hover();
    await expect(page.getByText("Retry", { exact: true })).toBeVisible();
    await retry.click();
    // (bull-board's dialog may still be animating on a loaded machine, and Playwright waits for it to be
    // "stable" until the test times out: the click is forced, and the poll below proves the retry ran)
    await expect(page.getByRole("button", { name: "Confirm" })).toBeVisible();
    await page.getByRole("button", { name: "Confirm" }).click({ force: true });
    await expect.poll(async () => (await Job.fromId(deploy, added.id!))?.attemptsMade ?? 0, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // The console's own policy lets its scripts run; nothing is refused (its web font from Google is left out).
    expect(errors).toEqual([]);

    // Back to the site from the console.
    await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "← Operator home" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Operator home" })).toBeVisible();
  } finally {
    await deploy.close();
    connection.disconnect();
  }
});
