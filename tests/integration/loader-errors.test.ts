/**
 * A page's read that fails for a reason other than a lost dependency (issue 32): a bug, a broken
 * query, a missing table. It must not be swallowed into an empty panel on a 200 page: the page
 * answers 500 with its error boundary, which shows the request's id (the one in X-Request-Id and on
 * the log line), and the failure is logged once at error level. Bad input still never gets a 500.
 * A private server and database, because the test breaks a table under it.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageReadsExpired, startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let db: pg.Client;

beforeAll(async () => {
  server = await startServer({ env: { EMBEDDED_WORKER: "0" } });
  db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await server?.stop();
});

type Line = Record<string, unknown>;

function logLines(): Line[] {
  return server
    .logs()
    .split("\n")
    .filter((raw) => raw.startsWith("{"))
    .flatMap((raw) => {
      try {
        return [JSON.parse(raw) as Line];
      } catch {
        return [];
      }
    });
}

/** The visible text of a page (tags and the hydration data left out), for asserting what a reader sees. */
function visibleMain(html: string): string {
  const main = /<main id="main"[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
}

// A cookie other than the visitor's: the page cache (page-cache.server.ts) stays out of the way, so every request renders.
const page = (path: string, id: string) => fetch(`${server.url}${path}`, { headers: { Accept: "text/html", "X-Request-Id": id, Cookie: "loader-errors=1" } });

/** `act` while `table` is renamed away (a broken read for the pages that use it), the table back afterwards whatever happens. */
async function withTableGone<T>(table: string, act: () => Promise<T>): Promise<T> {
  await db.query(`alter table ${table} rename to ${table}_gone`);
  try {
    return await act();
  } finally {
    await db.query(`alter table ${table}_gone rename to ${table}`);
  }
}

describe("a page read that fails for a bug reaches the error boundary", () => {
  it("/contribute with its feedback table gone: 500, the boundary with the request id, one error line; back to 200 once the table returns", async () => {
    const before = await page("/contribute", `before-${randomBytes(4).toString("hex")}`);
    expect(before.status).toBe(200);
    await before.arrayBuffer();
    // The page's reads are shared for READ_CACHE_TTL_MS (pageReads): the broken read below must be made, not answered from them.
    await pageReadsExpired();

    const id = `broken-${randomBytes(6).toString("hex")}`;
    const res = await withTableGone("symbolic_feedback", () => page("/contribute", id));
    const html = await res.text();
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe(id);
    const text = visibleMain(html);
    expect(text).toContain("The mesh stumbled");
    expect(text).toContain(`Request id: ${id}`);
    // pg's words stay in the log, not on the page.
    expect(html).not.toMatch(/symbolic_feedback|does not exist/);

    // Logged at error level, with the request's id, exactly once (not again by the request handler).
    const errors = logLines().filter((l) => l.requestId === id && l.level === "error");
    expect(errors.map((l) => l.msg)).toEqual(["contribute: feedback read failed"]);
    expect(String(errors[0].error)).toMatch(/symbolic_feedback.*does not exist/);

    // A client navigation's data answers 500 too (the browser then shows the same boundary).
    const data = await withTableGone("symbolic_feedback", () => fetch(`${server.url}/contribute.data`, { headers: { "X-Request-Id": `${id}-data` } }));
    expect(data.status).toBe(500);
    expect(await data.text()).toContain(`${id}-data`);

    const after = await page("/contribute", `after-${randomBytes(4).toString("hex")}`);
    expect(after.status).toBe(200);
    expect(visibleMain(await after.text())).not.toContain("The mesh stumbled");
  });

  it("a loader that throws outside settle: /glyph-heatmap with its table gone shows the boundary with the request id", async () => {
    const id = `thrown-${randomBytes(6).toString("hex")}`;
    const res = await withTableGone("glyph_weights", () => page("/glyph-heatmap", id));
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe(id);
    const text = visibleMain(html);
    expect(text).toContain("The mesh stumbled");
    expect(text).toContain(`Request id: ${id}`);
    expect(html).not.toMatch(/glyph_weights|does not exist/);
    expect(logLines().filter((l) => l.requestId === id && l.level === "error").map((l) => l.msg)).toEqual(["request failed"]);
    // Another page's load after it carries no fault id.
    const after = await page("/glyph-heatmap", `after-${randomBytes(4).toString("hex")}`);
    expect(after.status).toBe(200);
    expect(visibleMain(await after.text())).not.toContain("Request id:");
  });

  it("bad input on the pages whose reads take it is still never a 500", async () => {
    const odd = ["%27%3B--", "x".repeat(300), "00000000-0000-0000-0000-00000000000G", "%00", "-1", "9".repeat(40)];
    const paths = odd.flatMap((v) => [`/velocity?cycle=${v}`, `/manifest-viewer?details=${v}`, `/multicore-agents?broadcast=${v}`, `/alexandria?q=${v}&page=${v}`, `/swarm?c=${v}`]);
    const statuses = await Promise.all(
      paths.map(async (path) => {
        const res = await page(path, `odd-${randomBytes(4).toString("hex")}`);
        await res.arrayBuffer();
        return `${path} ${res.status}`;
      }),
    );
    expect(statuses.filter((s) => / 5\d\d$/.test(s))).toEqual([]);
    expect(statuses).toHaveLength(paths.length);
  });
});
