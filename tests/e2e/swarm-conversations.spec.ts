import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { collectErrors } from "./helpers";

// Conversation threads on /swarm: ask, follow up, reload, start anew, reopen; private conversations;
// sources under thoughts; the minds shown one after another. Each test is a fresh visitor (its own
// browser context), so "your recent conversations" holds only what the test asked.

const FIRST = "How should our small team plan a community garden that the whole neighbourhood can share?";
const FOLLOW_UP = "And which vegetables should we plant in the first season?";
const PRIVATE_QUESTION = "How do I tell my family that I want to change careers?";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const CONVERSATION_URL = new RegExp(`/swarm\\?c=(${UUID})(#latest-turn)?$`);
const PUBLIC_NOTICE =
  "Public means your questions become memories in the Alexandria archive that anyone can read at /alexandria, unless you make the conversation private; questions about your health, family, feelings or a crisis are never published, whatever you choose.";
const PRIVATE_NOTICE = "This conversation is private: its questions leave no memory or archive text behind.";

const input = (page: Page) => page.getByRole("textbox", { name: "Your question for the Trinity Mesh" });
const sendButton = (page: Page) => page.getByRole("button", { name: "Send" });
const stream = (page: Page) => page.getByRole("region", { name: "Live Thought Stream" });
const turns = (page: Page) => stream(page).getByRole("list", { name: "Turns" }).locator(":scope > li");
const thoughtsOf = (page: Page, turn: number) => turns(page).nth(turn).getByRole("list", { name: "Thoughts" }).locator(":scope > li");
const conversationPanel = (page: Page) => page.getByRole("region", { name: "Conversation" });
const privateBox = (page: Page) => page.getByRole("checkbox", { name: /Private conversation/ });

function conversationIdOf(page: Page): string {
  const id = CONVERSATION_URL.exec(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash)?.[1];
  if (!id) throw new Error(`not a conversation URL: ${page.url()}`);
  return id;
}

async function waitForLive(page: Page) {
  await expect(page.locator("[data-connection=open]")).toBeVisible();
  await expect(input(page)).toBeEnabled();
}

/** Asks with JavaScript on and waits for the answer to be complete (the input is enabled again). */
async function askLive(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press("Enter");
  await expect(stream(page).getByText(`You asked: ${question}`)).toBeVisible();
  await expect(stream(page).getByText("Mesh thinking...")).toBeHidden();
  await expect(input(page)).toBeEnabled();
}

/** Asks through the form (JavaScript off): a 303 to the conversation. */
async function askByForm(page: Page, question: string) {
  await input(page).fill(question);
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await sendButton(page).click();
  expect((await posted).status()).toBe(303);
  await expect(page).toHaveURL(CONVERSATION_URL);
}

async function expectTurns(page: Page, questions: string[]) {
  await expect(turns(page)).toHaveCount(questions.length);
  for (const [i, q] of questions.entries()) {
    await expect(turns(page).nth(i).getByText(`You asked: ${q}`)).toBeVisible();
    // each turn holds the voices its plan called on (three for a first answer; a follow-up of the same guide says only
    // what is new), in the minds' order; the last voice is Ignith's or the single one's
    await expect(thoughtsOf(page, i).first()).toBeVisible();
    const order = ["Solace", "Manus", "Ignith"];
    const agents = (await thoughtsOf(page, i).evaluateAll((items) => items.map((li) => li.getAttribute("data-agent") ?? ""))).filter((a) => order.includes(a));
    expect(agents.length).toBeGreaterThan(0);
    expect(agents).toEqual(order.filter((a) => agents.includes(a)));
  }
}

type ThoughtLog = { t: number; count: number; received: number; status: string }[];

/**
 * Counts, in the page, the whole thoughts (`swarm_thought`) its socket has received so far: a subclass of the
 * page's WebSocket whose own listener, added first, runs before the page's. Call after `routeWebSocket`, whose
 * mock socket is installed by an init script too (init scripts run in the order they were added).
 */
async function countThoughtsReceived(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { thoughtsReceived: number };
    w.thoughtsReceived = 0;
    window.WebSocket = class extends window.WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener("message", (e) => {
          if (typeof e.data === "string" && (JSON.parse(e.data) as { type?: string }).type === "swarm_thought") w.thoughtsReceived += 1;
        });
      }
    };
  });
}

/**
 * Records, in the page, each change of the number of thoughts shown in the last turn, with the time, the
 * thoughts received by then (see countThoughtsReceived; 0 without it) and the status text (a MutationObserver:
 * nothing is missed however slow the machine is).
 */
async function recordThoughtCounts(page: Page) {
  await page.evaluate(() => {
    const log: ThoughtLog = [];
    const w = window as unknown as { thoughtLog: ThoughtLog; thoughtsReceived?: number };
    w.thoughtLog = log;
    const region = document.getElementById("live-thought-stream")!;
    const snapshot = () => {
      const lists = region.querySelectorAll("ol[aria-label=Thoughts]");
      const count = lists.length ? lists[lists.length - 1]!.querySelectorAll(":scope > li").length : 0;
      if (log.at(-1)?.count !== count) log.push({ t: performance.now(), count, received: w.thoughtsReceived ?? 0, status: region.querySelector("[role=status]")?.textContent ?? "" });
    };
    new MutationObserver(snapshot).observe(region, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { thoughtLog: ThoughtLog }).thoughtLog);
}

async function openRecent(page: Page) {
  const list = page.getByRole("list", { name: "Your recent conversations" });
  if (!(await list.isVisible())) await page.getByText(/^Your recent conversations/).click();
  await expect(list).toBeVisible();
  return list;
}


test.describe("Conversations on /swarm (JavaScript on)", () => {
  // The first test asks four questions (an answer is ~1.5 s of pacing plus the minds' work): ~18 s on a loaded CI run.
  test.describe.configure({ timeout: 45_000 });
  test("ask, follow up, reload, start a new conversation, reopen the first from the recent list", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/swarm");
    await waitForLive(page);
    await expect(page.getByTestId("engine")).toHaveText("Answered by the built-in composer");
    await expect(page.getByText(PUBLIC_NOTICE)).toBeVisible();
    await expect(privateBox(page)).not.toBeChecked();
    await expect(conversationPanel(page).getByTestId("conversation-name")).toHaveText("New conversation");
    await expect(page.getByRole("link", { name: "Export as Markdown" })).toHaveCount(0);

    // The first answer names the conversation in the URL: replaced in place, no reload, no new history entry.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const historyBefore = await page.evaluate(() => history.length);
    await askLive(page, FIRST);
    await expect(page).toHaveURL(CONVERSATION_URL);
    await expect(thoughtsOf(page, 0)).toHaveCount(3);
    const id = conversationIdOf(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await expect(privateBox(page)).toHaveCount(0);
    await expect(conversationPanel(page).getByTestId("conversation-name")).toHaveText(FIRST);

    // A follow-up continues the same conversation; both turns are shown.
    await askLive(page, FOLLOW_UP);
    await expectTurns(page, [FIRST, FOLLOW_UP]);
    expect(conversationIdOf(page)).toBe(id);

    // The recent list (revalidated after the answer): this conversation, two turns.
    const recent = await openRecent(page);
    const link = recent.getByRole("link", { name: new RegExp(FIRST.slice(0, 40)) });
    await expect(link).toHaveAttribute("href", `/swarm?c=${id}`);
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(link).toContainText("2 turns");

    // The Markdown export holds both questions.
    const exportLink = conversationPanel(page).getByRole("link", { name: "Export as Markdown" });
    await expect(exportLink).toHaveAttribute("href", `/api/conversations/${id}/export`);
    await expect(exportLink).toHaveAttribute("download", "");
    const exported = await page.request.get(`/api/conversations/${id}/export`);
    expect(exported.status()).toBe(200);
    expect(exported.headers()["content-type"]).toContain("text/markdown");
    const markdown = await exported.text();
    expect(markdown).toContain(FIRST);
    expect(markdown).toContain(FOLLOW_UP);

    // A reload shows both turns (server-rendered from the loader).
    await page.reload();
    await waitForLive(page);
    await expectTurns(page, [FIRST, FOLLOW_UP]);

    // New conversation: an empty thread, the private choice offered again.
    await page.getByRole("link", { name: "New conversation" }).click();
    await expect(page).toHaveURL(/\/swarm$/);
    await expect(stream(page).getByText("Ask a question to activate the Trinity Mesh...")).toBeVisible();
    await expect(turns(page)).toHaveCount(0);
    await expect(privateBox(page)).toBeVisible();
    await expect(conversationPanel(page).getByTestId("conversation-name")).toHaveText("New conversation");

    // A question here starts a second conversation, not a third turn of the first.
    const SECOND = "What makes a good first project for a new volunteer group?";
    await askLive(page, SECOND);
    await expect(page).toHaveURL(CONVERSATION_URL);
    const second = conversationIdOf(page);
    expect(second).not.toBe(id);
    await expectTurns(page, [SECOND]);

    // Reopen the first from the recent list (newest activity first): both of its turns.
    const list = await openRecent(page);
    await expect(list.getByRole("link")).toHaveCount(2);
    await expect(list.getByRole("link").first()).toHaveAttribute("href", `/swarm?c=${second}`);
    await list.getByRole("link", { name: new RegExp(FIRST.slice(0, 40)) }).click();
    await expect(page).toHaveURL(new RegExp(`/swarm\\?c=${id}$`));
    await expectTurns(page, [FIRST, FOLLOW_UP]);
    expect(errors).toEqual([]);
  });

  test("a private conversation: the checkbox, the private notice and badge", async ({ page }) => {
    const frames: string[] = [];
    page.on("websocket", (ws) => ws.on("framesent", (f) => frames.push(String(f.payload))));
    await page.goto("/swarm");
    await waitForLive(page);
    await expect(privateBox(page)).toHaveAccessibleName("Private conversation");
    await privateBox(page).check();
    await expect(page.getByText(PRIVATE_NOTICE)).toBeVisible();

    await privateBox(page).uncheck();
    await expect(page.getByText(PUBLIC_NOTICE)).toBeVisible();
    await privateBox(page).check();
    await askLive(page, PRIVATE_QUESTION);
    expect(JSON.parse(frames.find((f) => f.includes("swarm_thinking"))!)).toMatchObject({ private: true, content: PRIVATE_QUESTION });
    await expect(page).toHaveURL(CONVERSATION_URL);
    await expect(page.getByText(PRIVATE_NOTICE)).toBeVisible();
    await expect(page.getByText(PUBLIC_NOTICE)).toHaveCount(0);
    await expect(conversationPanel(page).getByText("Private", { exact: true }).first()).toBeVisible();
    const recent = await openRecent(page);
    await expect(recent.getByRole("link").first().getByText("Private", { exact: true })).toBeVisible();

    // Still private after a reload; no private choice for a conversation that exists.
    await page.reload();
    await waitForLive(page);
    await expect(page.getByText(PRIVATE_NOTICE)).toBeVisible();
    await expect(privateBox(page)).toHaveCount(0);
  });

  test("an unknown or someone else's conversation: a clear message and a way to start anew", async ({ page, browser }) => {
    // Another visitor's conversation.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto("/swarm");
    await waitForLive(otherPage);
    await askLive(otherPage, "Whose conversation is this one?");
    await expect(otherPage).toHaveURL(CONVERSATION_URL);
    const theirs = conversationIdOf(otherPage);
    await other.close();

    for (const c of [theirs, "00000000-0000-4000-8000-000000000000", "not-a-uuid'--"]) {
      const response = await page.goto(`/swarm?c=${encodeURIComponent(c)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("This conversation was not found.")).toBeVisible();
      await expect(stream(page).getByText("Whose conversation is this one?")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Export as Markdown" })).toHaveCount(0);
    }
    await waitForLive(page);
    await page.getByRole("link", { name: "Start a new conversation" }).click();
    await expect(page).toHaveURL(/\/swarm$/);
    await expect(page.getByText("This conversation was not found.")).toHaveCount(0);
  });

  test("the minds appear one after another; sources are links under each thought (a scripted socket)", async ({ page }) => {
    const sent: Record<string, unknown>[] = [];
    await page.routeWebSocket(/\/ws$/, (ws) => {
      ws.onMessage((raw) => {
        sent.push(JSON.parse(String(raw)) as Record<string, unknown>);
        // The whole answer at once, as the built-in composer sends it.
        ws.send(
          JSON.stringify({
            type: "swarm_thought",
            data: {
              agent: "Solace",
              glyph: "☉",
              content: "The operator guide explains it.",
              sources: [
                { title: "Operator guide", href: "/api/docs/operator-guide" },
                { title: "Glyph library", href: "/learn?tab=glyphs" },
                { title: "Elsewhere", href: "javascript:alert(1)" },
                { nonsense: true },
              ],
            },
          }),
        );
        ws.send(JSON.stringify({ type: "swarm_thought", data: { agent: "Manus", glyph: "⚛", content: "Read it first.", sources: [] } }));
        ws.send(JSON.stringify({ type: "swarm_thought", data: { agent: "Ignith", glyph: "✦", content: "Then decide." } }));
        ws.send(JSON.stringify({ type: "swarm_complete", data: { memoriesRecalled: 0, memoryPatterns: [] } }));
      });
    });
    await page.goto("/swarm");
    await waitForLive(page);
    const counts = await recordThoughtCounts(page);
    await input(page).fill("Where is the operator guide?");
    await input(page).press("Enter");
    await expect(thoughtsOf(page, 0)).toHaveCount(3);
    await expect(stream(page).getByText("Mesh thinking...")).toBeHidden();

    // The whole answer arrived at once; the minds were shown one after another (~450 ms apart),
    // the indicator naming who comes next.
    const log = (await counts()).filter((e) => e.count > 0);
    expect(log.map((e) => e.count)).toEqual([1, 2, 3]);
    expect(log[1]!.t - log[0]!.t).toBeGreaterThanOrEqual(350);
    expect(log[2]!.t - log[1]!.t).toBeGreaterThanOrEqual(350);
    expect(log[0]!.status).toContain("Mesh thinking...");
    expect(log[0]!.status).toContain("Manus is thinking");
    expect(log[1]!.status).toContain("Ignith is thinking");

    const sources = thoughtsOf(page, 0).nth(0).getByRole("list", { name: "Sources" });
    await expect(sources.getByRole("listitem")).toHaveCount(2);
    const doc = sources.getByRole("link", { name: /Operator guide/ });
    await expect(doc).toHaveAttribute("href", "/api/docs/operator-guide");
    await expect(doc).toHaveAttribute("target", "_blank");
    await expect(doc).toContainText("(opens in a new tab)");
    const screen = sources.getByRole("link", { name: "Glyph library" });
    await expect(screen).toHaveAttribute("href", "/learn?tab=glyphs");
    await expect(screen).not.toHaveAttribute("target", /.+/);
    await expect(thoughtsOf(page, 0).nth(1).getByRole("list", { name: "Sources" })).toHaveCount(0);
    expect(sent[0]).toMatchObject({ type: "swarm_thinking", content: "Where is the operator guide?", protocol: "utilitarian" });
    expect(sent[0]).not.toHaveProperty("private");
  });

  test("with reduced motion the thoughts appear at once; a streaming model's text shows as it arrives", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let turn = 0;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      ws.onMessage(() => {
        turn += 1;
        if (turn === 1) {
          for (const agent of ["Solace", "Manus", "Ignith"]) ws.send(JSON.stringify({ type: "swarm_thought", data: { agent, glyph: "", content: `${agent} speaks.` } }));
          ws.send(JSON.stringify({ type: "swarm_complete", data: { memoriesRecalled: 0, memoryPatterns: [] } }));
          return;
        }
        ws.send(JSON.stringify({ type: "swarm_thought_delta", data: { agent: "Solace", text: "Weighing who " } }));
        ws.send(JSON.stringify({ type: "swarm_thought_delta", data: { agent: "Solace", text: "this touches" } }));
        void released.then(() => {
          ws.send(JSON.stringify({ type: "swarm_thought", data: { agent: "Solace", glyph: "☉", content: "Weighing who this touches." } }));
          ws.send(JSON.stringify({ type: "swarm_complete", data: { memoriesRecalled: 0, memoryPatterns: [] } }));
        });
      });
    });
    await countThoughtsReceived(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/swarm");
    await waitForLive(page);
    const counts = await recordThoughtCounts(page);
    await input(page).fill("Quickly, please");
    await input(page).press("Enter");
    await expect(thoughtsOf(page, 0)).toHaveCount(3);
    await expect(input(page)).toBeEnabled();
    // Each thought shows as soon as it arrives: whenever the shown thoughts change, they are all the page has
    // received (paced, the first shows 450 ms after the question, when all three are in). No clock involved.
    const log = (await counts()).filter((e) => e.count > 0);
    expect(log.at(-1)!.count).toBe(3);
    expect(log.map(({ count, received }) => ({ count, received }))).toEqual(log.map(({ count }) => ({ count, received: count })));

    await input(page).fill("And now stream it");
    await input(page).press("Enter");
    const preview = stream(page).locator("[data-preview=Solace]");
    await expect(preview).toContainText("Weighing who this touches");
    await expect(stream(page).getByRole("status")).toContainText("Solace is thinking");
    release();
    await expect(preview).toHaveCount(0);
    await expect(thoughtsOf(page, 1)).toHaveCount(1);
    await expect(thoughtsOf(page, 1).first()).toContainText("Weighing who this touches.");
  });
});

test.describe("Conversations on /swarm: accessibility", () => {
  // Axe over a page at two widths: ~6 s a run here, up to twice that on a loaded CI run.
  test.describe.configure({ timeout: 45_000 });
  async function seriousViolations(page: Page) {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
  }
  async function expectNoSeriousViolationAtTwoWidths(page: Page) {
    for (const size of [{ width: 1280, height: 800 }, { width: 360, height: 740 }]) {
      await page.setViewportSize(size);
      expect({ size, violations: await seriousViolations(page) }).toEqual({ size, violations: [] });
    }
  }

  test("a thread with sources and the open recent list: no serious axe violation at desktop and phone width", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/swarm");
    await waitForLive(page);
    await askLive(page, "What is the Mesh Journey and how many phases does it have?");
    await expect(page).toHaveURL(CONVERSATION_URL);
    await openRecent(page);
    await expectNoSeriousViolationAtTwoWidths(page);
  });

  test("the conversation-not-found page: no serious axe violation at desktop and phone width", async ({ page }) => {
    await page.goto("/swarm?c=00000000-0000-4000-8000-000000000000");
    await waitForLive(page);
    await expect(page.getByTestId("conversation-not-found")).toBeVisible();
    await expectNoSeriousViolationAtTwoWidths(page);
  });
});

test.describe("Conversations on /swarm without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ask, follow up, reload, start a new conversation, reopen the first; a private one", async ({ page }) => {
    await page.goto("/swarm");
    await expect(page.getByTestId("engine")).toHaveText("Answered by the built-in composer");
    await expect(page.getByText(PUBLIC_NOTICE)).toBeVisible();

    await askByForm(page, FIRST);
    const id = conversationIdOf(page);
    await expectTurns(page, [FIRST]);
    await expect(thoughtsOf(page, 0)).toHaveCount(3);
    await expect(privateBox(page)).toHaveCount(0);

    // The follow-up posts the conversation's id (hidden field c) and lands on the same conversation.
    await expect(page.locator("input[type=hidden][name=c]")).toHaveValue(id);
    await askByForm(page, FOLLOW_UP);
    expect(conversationIdOf(page)).toBe(id);
    await expectTurns(page, [FIRST, FOLLOW_UP]);
    await expect(input(page)).toHaveValue("");

    // A reload is a GET (the redirect): nothing is asked again.
    await page.reload();
    await expectTurns(page, [FIRST, FOLLOW_UP]);

    // An invalid question in a conversation: 400, the message, the thread still shown.
    await input(page).fill("   ");
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await sendButton(page).click();
    expect((await posted).status()).toBe(400);
    await expect(page.getByText("Please enter a question.")).toBeVisible();
    await expectTurns(page, [FIRST, FOLLOW_UP]);

    // New conversation: empty; a private question there.
    await page.getByRole("link", { name: "New conversation" }).click();
    await expect(page).toHaveURL(/\/swarm$/);
    await expect(page.getByText("Ask a question to activate the Trinity Mesh...")).toBeVisible();
    await privateBox(page).check();
    await askByForm(page, PRIVATE_QUESTION);
    const privateId = conversationIdOf(page);
    expect(privateId).not.toBe(id);
    await expectTurns(page, [PRIVATE_QUESTION]);
    await expect(page.getByText(PRIVATE_NOTICE)).toBeVisible();

    // The recent list opens without JavaScript (<details>); reopen the first conversation.
    const list = await openRecent(page);
    await expect(list.getByRole("link")).toHaveCount(2);
    await expect(list.getByRole("link").first()).toContainText("Private");
    await list.getByRole("link", { name: new RegExp(FIRST.slice(0, 40)) }).click();
    await expect(page).toHaveURL(new RegExp(`/swarm\\?c=${id}$`));
    await expectTurns(page, [FIRST, FOLLOW_UP]);
    await expect(page.getByText(PUBLIC_NOTICE)).toBeVisible();
  });
});
