import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { E2E_OPERATOR } from "../../playwright.config";
import { afterDirectWrites, collectErrors, signInAsOperator, waitHydrated } from "./helpers";

interface Arranged {
  id: string;
  nodeId: string;
  name: string;
}

/** A fresh active node with a pending promotion, as the proposal job would leave it. */
async function arrangePending(activityScore: number, role = "Guardian"): Promise<Arranged> {
  const suffix = randomBytes(4).toString("hex");
  const nodeId = `node-e2e-promo-${suffix}`;
  const name = `Promo Watch ${suffix}`;
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("insert into mesh_nodes (id, node_type, status, name, version, last_heartbeat) values ($1, 'Observer', 'active', $2, '1.0.0', now())", [nodeId, name]);
    const { rows } = await client.query<{ id: string }>(
      "insert into node_promotions (node_id, proposed_role, activity_score, connected_nodes, reason) values ($1, $2, $3, 5, $4) returning id",
      [nodeId, role, activityScore, `Activity ${activityScore}/100: arranged by the e2e test ${suffix}.`],
    );
    return { id: rows[0]!.id, nodeId, name };
  } finally {
    await client.end();
  }
}

const pendingItem = (page: Page, p: Arranged) => page.locator(`[data-pending-promotion="${p.id}"]`);
const historyItem = (page: Page, p: Arranged) => page.locator(`[data-history-promotion="${p.id}"]`);
const statValue = async (page: Page, label: string) => Number(await page.locator(`[data-stat="${label}"] [data-stat-value]`).textContent());

async function checkScreen(page: Page, p: Arranged) {
  await expect(page).toHaveTitle("Promotions · Trinity Mesh");
  await expect(page.getByRole("heading", { level: 1, name: "Multicore Promotion Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Home/ })).toHaveAttribute("href", "/");
  const [total, pending, approved, rejected] = [await statValue(page, "Total"), await statValue(page, "Pending"), await statValue(page, "Approved"), await statValue(page, "Rejected")];
  expect(total).toBe(pending + approved + rejected);
  expect(pending).toBeGreaterThanOrEqual(1);
  expect(await statValue(page, "Average Activity")).toBeGreaterThan(0);
  await expect(pendingItem(page, p)).toContainText(p.name);
  await expect(pendingItem(page, p)).toContainText("→ Guardian");
  // Seeded history: an approved and a rejected promotion with their reviewer.
  const wellington = page.locator('[data-history-promotion="seed-promotion-wellington"]');
  await expect(wellington.locator("[data-status]")).toHaveText("approved");
  await expect(wellington.locator("[data-reviewed-by]")).toHaveText("founding operator");
  await expect(wellington).toContainText("Harbour Watch");
  await expect(wellington.locator("[data-activity]")).toHaveAttribute("data-tone", "green");
  await expect(page.locator('[data-history-promotion="seed-promotion-austin"] [data-status]')).toHaveText("rejected");
  await expect(page.locator('[data-history-promotion="seed-promotion-austin"] [data-activity]')).toHaveAttribute("data-tone", "neutral");
  // A pending proposal is listed once, under Pending only; no proposal is listed twice.
  await expect(pendingItem(page, p)).toHaveCount(1);
  await expect(pendingItem(page, p)).toContainText("5 connected nodes");
  await expect(historyItem(page, p)).toHaveCount(0);
  await expectEachListedOnce(page);
}

/** Every proposal on the page appears once, and the history holds only reviewed ones. */
async function expectEachListedOnce(page: Page) {
  const ids = (attr: string) => page.locator(`[${attr}]`).evaluateAll((els, a) => els.map((e) => e.getAttribute(a)!), attr);
  const listed = [...(await ids("data-pending-promotion")), ...(await ids("data-history-promotion"))];
  expect(listed.length).toBeGreaterThan(0);
  expect(new Set(listed).size).toBe(listed.length);
  await expect(page.locator('[data-history-promotion] [data-status="pending"]')).toHaveCount(0);
}

/** Marks an arranged promotion as reviewed by someone else, as another operator's review would leave it. */
async function markReviewed(p: Arranged, status: "approved" | "rejected") {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query("update node_promotions set status = $2, reviewed_by = 'another operator', reviewed_at = now() where id = $1", [p.id, status]);
  } finally {
    await client.end();
  }
}

test.describe("promotion dashboard (JavaScript on)", () => {
  test("an operator approves a promotion with a note: toast, it leaves the pending list, history shows the reviewer", async ({ page }) => {
    const errors = collectErrors(page);
    const p = await arrangePending(92);
    const other = await arrangePending(86);
    await signInAsOperator(page, "/promotion-dashboard");
    await waitHydrated(page);
    await checkScreen(page, p);
    await expect(pendingItem(page, other).locator("[data-activity]")).toHaveAttribute("data-tone", "yellow");
    await expect(pendingItem(page, p).locator("[data-activity]")).toHaveAttribute("data-tone", "green");

    await pendingItem(page, p).getByLabel("Review notes (optional)").fill("Steady heartbeats and five counterparties.");
    await pendingItem(page, p).getByRole("button", { name: `Approve ${p.name}` }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Promotion Approved" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Node promotion approved successfully");
    await expect(pendingItem(page, p)).toHaveCount(0);
    await expect(historyItem(page, p).locator("[data-status]")).toHaveText("approved");
    await expect(historyItem(page, p).locator("[data-reviewed-by]")).toHaveText(E2E_OPERATOR.handle);
    await expect(historyItem(page, p).locator("[data-review-notes]")).toHaveText("Steady heartbeats and five counterparties.");
    // (The Pending card is not compared: other tests add pending promotions at the same time.)
    // The other item's draft is untouched and still reviewable.
    await expect(pendingItem(page, other).getByRole("button", { name: `Approve ${other.name}` })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test("reviewing a promotion someone else already reviewed shows 'Review Failed' and both lists refresh", async ({ page }) => {
    const p = await arrangePending(90);
    await signInAsOperator(page, "/promotion-dashboard");
    await waitHydrated(page);
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    await client.query("update node_promotions set status = 'rejected', reviewed_by = 'another operator', reviewed_at = now() where id = $1", [p.id]);
    await client.end();
    await pendingItem(page, p).getByLabel("Review notes (optional)").fill("Too late");
    await pendingItem(page, p).getByRole("button", { name: `Approve ${p.name}` }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Review Failed" });
    await expect(toast).toContainText("already rejected");
    // The lists refresh: it is no longer pending, and the history keeps the first review.
    await expect(pendingItem(page, p)).toHaveCount(0);
    await expect(historyItem(page, p).locator("[data-reviewed-by]")).toHaveText("another operator");
  });

  test("a visitor sees the sign-in prompt and no Approve button", async ({ page }) => {
    const p = await arrangePending(88);
    // The page's own URL (its sign-in link returns to it): loaded again until the page cache, which
    // the test's direct writes do not drop, has let go of a page from before them (≤ 500 ms).
    await expect(async () => {
      await page.goto("/promotion-dashboard");
      await expect(pendingItem(page, p)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await waitHydrated(page);
    await expect(page.locator("[data-sign-in-prompt]")).toContainText("Operators approve promotions here.");
    await expect(page.getByRole("button", { name: /^Approve / })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in to approve promotions" })).toHaveAttribute("href", "/login?redirectTo=%2Fpromotion-dashboard");
  });

  test("phone width: no horizontal scrolling", async ({ page }) => {
    await arrangePending(91);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsOperator(page, "/promotion-dashboard");
    await waitHydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe("promotion dashboard (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("an operator rejects with a note through the plain form; the flash toast and history show it", async ({ page }) => {
    const p = await arrangePending(87);
    await signInAsOperator(page, "/promotion-dashboard");
    await checkScreen(page, p);
    await pendingItem(page, p).getByLabel("Review notes (optional)").fill("  Needs more counterparties.  ");
    await pendingItem(page, p).getByRole("button", { name: `Reject ${p.name}` }).click();
    await expect(page).toHaveURL(/\/promotion-dashboard$/);
    const toast = page.locator("[data-toast]").filter({ hasText: "Promotion Rejected" });
    await expect(toast).toContainText("Node promotion rejected successfully");
    await expect(pendingItem(page, p)).toHaveCount(0);
    await expect(historyItem(page, p).locator("[data-status]")).toHaveText("rejected");
    await expect(historyItem(page, p).locator("[data-reviewed-by]")).toHaveText(E2E_OPERATOR.handle);
    await expect(historyItem(page, p).locator("[data-review-notes]")).toHaveText("Needs more counterparties.");
  });

  test("an operator approves through the plain form", async ({ page }) => {
    const p = await arrangePending(93);
    await signInAsOperator(page, "/promotion-dashboard");
    await pendingItem(page, p).getByRole("button", { name: `Approve ${p.name}` }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Promotion Approved" })).toContainText("Node promotion approved successfully");
    await expect(historyItem(page, p).locator("[data-status]")).toHaveText("approved");
  });

  test("each proposal is listed once: pending ones under Pending, reviewed ones under History", async ({ page }) => {
    const pending = await arrangePending(90);
    const approved = await arrangePending(91);
    const rejected = await arrangePending(84);
    await markReviewed(approved, "approved");
    await markReviewed(rejected, "rejected");
    await page.goto(await afterDirectWrites("/promotion-dashboard"));
    const pendingSection = page.getByRole("region", { name: /Pending Promotions/ });
    const historySection = page.getByRole("region", { name: "Promotion History" });
    await expect(pendingSection.locator(`[data-pending-promotion="${pending.id}"]`)).toHaveCount(1);
    await expect(historySection.locator(`[data-history-promotion="${pending.id}"]`)).toHaveCount(0);
    for (const [p, status] of [[approved, "approved"], [rejected, "rejected"]] as const) {
      await expect(pendingItem(page, p)).toHaveCount(0);
      await expect(historySection.locator(`[data-history-promotion="${p.id}"]`)).toHaveCount(1);
      await expect(historyItem(page, p).locator("[data-status]")).toHaveText(status);
      await expect(historyItem(page, p).locator("[data-reviewed-by]")).toHaveText("another operator");
      await expect(historyItem(page, p)).toContainText("Connections5");
    }
    await expect(page.getByText(pending.name)).toHaveCount(1);
    await expect(page.getByText(approved.name)).toHaveCount(1);
    await expectEachListedOnce(page);
  });

  test("a visitor sees the list read-only with a sign-in prompt", async ({ page }) => {
    const p = await arrangePending(89);
    await page.goto(await afterDirectWrites("/promotion-dashboard"));
    await checkScreen(page, p);
    await expect(pendingItem(page, p).getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign in to approve promotions" })).toBeVisible();
  });
});
