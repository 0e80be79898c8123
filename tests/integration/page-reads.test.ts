/**
 * The pages' shared reads (pageReads, app/infra/read-cache.server.ts) are dropped by the writes that
 * announce their tag, and only by those. The server runs with PAGE_READS_TTL_MS at ten minutes, so a
 * page read is never refreshed by its age during the test: a row written straight to the database
 * (announcing nothing) stays off the page, which proves the read is shared, and a write through the
 * app shows on the very next page, which proves its announcement dropped it. A write that forgot to
 * announce (or announced the wrong tag) fails here.
 */
import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/types";
import { testDb } from "./helpers/db";
import { form, Jar, OPERATOR, signIn } from "./helpers/http";
import { pageReadsExpired, startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let db: Kysely<Database>;
let operator: Jar;

beforeAll(async () => {
  server = await startServer({ env: { PAGE_READS_TTL_MS: "600000", EMBEDDED_WORKER: "0", OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } });
  db = testDb(server.databaseUrl);
  operator = await signIn(new Jar(undefined, server.url));
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const unique = (what: string) => `${what} ${randomBytes(4).toString("hex")}`;

/** The page as a visitor with a second cookie gets it (never from the page cache: rendered, its reads from pageReads). */
async function pageText(path: string): Promise<string> {
  const visitor = new Jar(undefined, server.url);
  visitor.set("page_reads_test", "1");
  const res = await visitor.fetch(path, { headers: { Accept: "text/html" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("x-page-cache")).toBeNull();
  return await res.text();
}

describe("pages' shared reads", () => {
  it("/continuity: a snapshot by SQL stays off the page; one taken through the API (continuity_changed) shows at once", async () => {
    await pageText("/continuity");
    const bySql = unique("Snapshot by SQL");
    await db.insertInto("alexandria_syncs").values({ project_name: bySql, summary_hash: "0".repeat(64), memory_count: 0, taken_by: "test", scan_id: null }).execute();
    // Past the default 250 ms: a read still held now is held by this server's PAGE_READS_TTL_MS.
    await pageReadsExpired();
    expect(await pageText("/continuity")).not.toContain(bySql);

    const byApp = unique("Snapshot by the app");
    const res = await operator.sendJson("/api/continuity/alexandria-sync", { projectName: byApp });
    expect(res.status).toBe(201);
    const html = await pageText("/continuity");
    expect(html).toContain(byApp);
    expect(html).toContain(bySql);
  });

  it("/autonomous-mesh: a cascade started through the API (mesh_changed, version_cascade) lists its job at once", async () => {
    const before = await pageText("/autonomous-mesh");
    const res = await operator.sendJson("/api/autonomous-mesh/cascade-deploy/Observer", { targetVersion: "9.9.9" });
    expect(res.status).toBe(202);
    const { job: deployment } = (await res.json()) as { job: { id: number | string } };
    expect(before).not.toContain(`data-deployment-job="${deployment.id}"`);
    expect(await pageText("/autonomous-mesh")).toContain(`data-deployment-job="${deployment.id}"`);
  });

  it("/contribute: a contribution by SQL stays off the page; one posted through its form (contribution) shows at once", async () => {
    await pageText("/contribute");
    const bySql = unique("By SQL");
    await db
      .insertInto("mesh_contributions")
      .values({ wallet_id: "val-test", contributor_name: bySql, glyph_type: "⟁", impact_description: "Written behind the app's back.", score_tenths: 10, created_at: new Date() })
      .execute();
    await pageReadsExpired();
    expect(await pageText("/contribute")).not.toContain(bySql);

    const byApp = unique("By the form");
    const visitor = new Jar(undefined, server.url);
    await visitor.fetch("/contribute");
    const posted = await visitor.fetch("/contribute", {
      method: "POST",
      ...form({ intent: "contribute", contributorName: byApp, glyphType: "⟁", impactDescription: "Posted through the page's own form, as a visitor." }),
    });
    expect(posted.status).toBe(302);
    expect(await pageText("/contribute")).toContain(byApp);
  });

  it("/promotion-dashboard: a proposal by SQL stays off the page; a review through the API (mesh_changed) moves it to the history at once", async () => {
    await pageText("/promotion-dashboard");
    const node = await db
      .insertInto("mesh_nodes")
      .values({ id: `node-${randomBytes(4).toString("hex")}`, node_type: "Observer", status: "active", name: unique("Promoted"), version: "1.0.0", last_heartbeat: sql`now()` })
      .returning("id")
      .executeTakeFirstOrThrow();
    const promotion = await db
      .insertInto("node_promotions")
      .values({ node_id: node.id, proposed_role: "Relay", activity_score: 90, connected_nodes: 5, reason: unique("Reason") })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Proposed by SQL (the maintenance job would announce promotions_proposed): not on the page the read holds.
    await pageReadsExpired();
    expect(await pageText("/promotion-dashboard")).not.toContain(`data-pending-promotion="${promotion.id}"`);
    const res = await operator.sendJson(`/api/promotions/${promotion.id}/review`, { approved: true, reviewNotes: "Integration test" });
    expect(res.status).toBe(200);
    expect(await pageText("/promotion-dashboard")).toContain(`data-history-promotion="${promotion.id}"`);
  });
});
