/**
 * A page whose loader throws for a fault (issue 32): the error boundary shows the request id of the
 * log line, and the browser keeps it when it hydrates (it is not in Remix's sanitized error: the
 * boundary reads it back from the server's HTML). The fault is a table renamed under a server of this
 * spec's own, so the shared e2e server's screens are untouched.
 */
import { expect, test as base } from "@playwright/test";
import pg from "pg";
import { startServer, type TestServer } from "../integration/helpers/server";
import { waitHydrated } from "./helpers";

const test = base.extend<object, { faultServer: TestServer }>({
  faultServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startServer({ env: { DEMO_NODES: "0", EMBEDDED_WORKER: "0", LOG_LEVEL: "warn" } });
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ faultServer }, provide) => provide(faultServer.url),
});

test("a loader's fault: the boundary shows the request id, and hydration keeps it", async ({ page, faultServer }) => {
  const db = new pg.Client({ connectionString: faultServer.databaseUrl });
  await db.connect();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /Minified React error|hydrat/i.test(message.text())) errors.push(message.text());
  });
  await db.query("alter table glyph_weights rename to glyph_weights_gone");
  try {
    const response = await page.goto("/glyph-heatmap");
    expect(response?.status()).toBe(500);
    const id = response!.headers()["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "The mesh stumbled" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(`Request id: ${id}`);
    expect(errors).toEqual([]);
  } finally {
    await db.query("alter table glyph_weights_gone rename to glyph_weights");
    await db.end();
  }
});
