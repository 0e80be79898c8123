import { expect, test, type Page } from "@playwright/test";
import { RECONNECTING_MESSAGE } from "../../app/components/swarm/chat-state";

// Issue 33: a connection that drops while the mesh answers (a web process killed behind the load
// balancer, a network blip) loses no question and answers none twice: the page tells the visitor,
// reconnects, sends the question again with its ask id, and the server answers it once.

const QUESTION = "How can a small choir keep rehearsing through a winter with a cold church hall?";

const input = (page: Page) => page.getByRole("textbox", { name: "Your question for the Trinity Mesh" });
const stream = (page: Page) => page.getByRole("region", { name: "Live Thought Stream" });

test("a connection dropped while the mesh answers: the question is sent again with its ask id and answered once", async ({ page }) => {
  const asked: { askId: string; content: string }[] = [];
  let dropNext = true;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    let open = true;
    ws.onMessage((message) => {
      server.send(message);
      if (!String(message).includes('"swarm_thinking"')) return;
      asked.push(JSON.parse(String(message)) as { askId: string; content: string });
      if (dropNext) {
        // The question reached the server; the connection drops before any of its answer comes back.
        dropNext = false;
        open = false;
        server.close();
        void ws.close();
      }
    });
    server.onMessage((message) => {
      if (open) ws.send(message);
    });
  });
  await page.goto("/swarm");
  await expect(page.locator("[data-connection=open]")).toBeVisible();
  // Whether the turn ever said it is reconnecting (it says so for about the second the page waits to reconnect).
  await page.evaluate(() => {
    const w = window as unknown as { sawReconnecting: string | null };
    w.sawReconnecting = null;
    new MutationObserver(() => {
      const note = document.querySelector("[data-testid=turn-reconnecting]");
      if (note && !w.sawReconnecting) w.sawReconnecting = note.textContent;
    }).observe(document.body, { childList: true, subtree: true });
  });

  await input(page).fill(QUESTION);
  await input(page).press("Enter");
  await expect(stream(page).getByText("Mesh thinking...")).toBeHidden({ timeout: 15_000 });
  await expect(input(page)).toBeEnabled();

  expect(await page.evaluate(() => (window as unknown as { sawReconnecting: string | null }).sawReconnecting)).toBe(RECONNECTING_MESSAGE);
  // Sent twice, as one question: the same ask id and words.
  expect(asked).toHaveLength(2);
  expect(asked[1]).toEqual(asked[0]);
  expect(asked[0]!.askId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  // Answered once: one turn, each mind once, no error.
  const turn = page.locator("#latest-turn");
  await expect(turn.getByText(`You asked: ${QUESTION}`)).toBeVisible();
  const agents = await turn.locator("li[data-agent]").evaluateAll((items) => items.map((li) => li.getAttribute("data-agent")));
  expect(agents.length).toBeGreaterThanOrEqual(1);
  expect(new Set(agents).size).toBe(agents.length);
  await expect(turn.getByRole("alert")).toHaveCount(0);
  await expect(page.getByTestId("turn-reconnecting")).toHaveCount(0);

  // Saved once: the conversation, read back from the server, holds the question one time.
  await expect(page).toHaveURL(/[?&]c=/);
  await page.reload();
  await expect(stream(page).getByText(`You asked: ${QUESTION}`)).toHaveCount(1);
});
