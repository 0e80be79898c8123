/**
 * The safety monitor's calibration through the real chat (issue 17): a calm question about the mesh
 * reads Clarity Peak for every mind, a distressed one sends them into the Dread Valley with an alert
 * that the recursive archive records, a crisis is critical. Its own server, so no other suite's
 * questions move the minds' previous loads. The calibration over a varied set: tests/unit/safety-calibration.test.ts.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDb } from "./helpers/db";
import { Jar } from "./helpers/http";
import { startServer, type TestServer } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { EMBEDDED_WORKER: "0" } });
});
afterAll(async () => {
  await server?.stop();
});

/** Asks one question on a new conversation and answers each mind's saved safety record for it. */
async function ask(question: string) {
  const jar = new Jar(undefined, server.url);
  await jar.fetch("/");
  const client = await ChatClient.open(server.url, { Cookie: jar.header() });
  try {
    await client.deliberation(question);
  } finally {
    client.close();
  }
  const db = testDb(server.databaseUrl);
  try {
    const conversation = await db.selectFrom("conversations").select("id").where("title", "=", question).orderBy("created_at", "desc").executeTakeFirstOrThrow();
    const records = await db
      .selectFrom("agent_safety_records")
      .select(["agent_name", "safety_zone", "alert_level", "cognitive_load"])
      .where("conversation_id", "=", conversation.id)
      .orderBy("agent_name")
      .execute();
    const events = await db
      .selectFrom("recursive_archive_events")
      .select(["tags"])
      .where(sql<string>`metadata->>'conversationId'`, "=", conversation.id)
      .execute();
    return { records, events };
  } finally {
    await db.destroy();
  }
}

describe("cognitive safety through the chat", () => {
  it("a calm question about the mesh reads Clarity Peak for every mind, with no alert", async () => {
    for (const question of ["What is the mesh?", "How do I contribute a glyph?"]) {
      const { records, events } = await ask(question);
      expect(records.map((r) => r.agent_name)).toEqual(["Ignith", "Manus", "Solace"]);
      for (const r of records) expect(r, `${question} → ${r.agent_name}`).toMatchObject({ safety_zone: "safe_high", alert_level: "normal" });
      expect(events.every((e) => !e.tags.some((t) => t.startsWith("alert_")))).toBe(true);
    }
  });

  it("a distressed question enters the Dread Valley with a caution the archive records; a crisis leaves no record at all", async () => {
    const distressed = await ask("Everything at work is falling apart, I feel awful, miserable and completely overwhelmed, and my team is furious with me.");
    for (const r of distressed.records) expect(r, r.agent_name).toMatchObject({ safety_zone: "dread_valley", alert_level: "caution" });
    expect(distressed.events).toHaveLength(3);
    for (const e of distressed.events) expect(e.tags).toEqual(expect.arrayContaining(["dread_valley", "alert_caution"]));

    // A crisis gets the help message before any mind thinks: nothing of it enters the monitor or the archive.
    const crisis = await ask("I want to end my life.");
    expect(crisis.records).toEqual([]);
    expect(crisis.events).toEqual([]);

    // The minds calm down again: a plain question on the mesh's ground is the peak once more.
    const calm = await ask("How many phases does the Mesh Journey have?");
    for (const r of calm.records) expect(r, r.agent_name).toMatchObject({ safety_zone: "safe_high", alert_level: "normal" });
  });
});
