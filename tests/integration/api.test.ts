import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NODE_TYPES } from "../../db/types";
import { randomUUID } from "node:crypto";
import { testDb } from "./helpers/db";
import { baseUrl, Jar, signIn } from "./helpers/http";
import { API_ENDPOINTS } from "../../app/infra/api/index.server";

async function getJson(path: string) {
  const res = await new Jar().fetch(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return res.json();
}

describe("API tester endpoints", () => {
  it("GET /api/mesh/nodes lists seeded nodes of every type with their metadata", async () => {
    const nodes = await getJson("/api/mesh/nodes");
    expect(nodes.length).toBeGreaterThanOrEqual(12);
    expect(new Set(nodes.map((n: { nodeType: string }) => n.nodeType))).toEqual(new Set(NODE_TYPES));
    const forge = nodes.find((n: { id: string }) => n.id === "node-capacity-helsinki");
    // One truth per node: the status is the one /api/mesh/status derives (active only while its heartbeats are recent).
    const status = await getJson("/api/mesh/status");
    expect(forge.status).toBe(status.nodes.find((n: { id: string }) => n.id === "node-capacity-helsinki").status);
    expect(["active", "inactive"]).toContain(forge.status);
    expect(forge).toMatchObject({
      nodeType: "Capacity",
      location: "Helsinki, Finland",
      metadata: { name: "Kaamos Forge", glyphProfile: { "⚛": 0.92 } },
    });
    // The ledger's balance: the founding 18,450 VAL plus what seeded resonance exchanges (and other tests) minted.
    expect(Number.isSafeInteger(forge.valBalance) && forge.valBalance >= 18450).toBe(true);
    expect(typeof forge.metadata.personality).toBe("string");
    expect(new Date(forge.lastHeartbeat).toISOString()).toBe(forge.lastHeartbeat);
    expect(nodes.find((n: { id: string }) => n.id === "node-standard-roaming").location).toBeNull();
  });

  it("GET /api/mesh/events lists events newest first, limit clamped", async () => {
    const events = await getJson("/api/mesh/events");
    expect(events.length).toBeGreaterThanOrEqual(12);
    const times = events.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(events[0]).toHaveProperty("eventType");
    expect(events[0]).toHaveProperty("summary");
    expect(await getJson("/api/mesh/events?limit=2")).toHaveLength(2);
    expect(await getJson("/api/mesh/events?limit=0")).toHaveLength(1);
    expect((await getJson("/api/mesh/events?limit=abc")).length).toBeGreaterThanOrEqual(12);
  });

  it("GET /api/conversations lists the caller's own conversations; an operator's lists everyone's, newest activity first, with message counts", async () => {
    const db = testDb();
    try {
      const older = await db
        .insertInto("conversations")
        .values({ id: randomUUID(), visitor_id: "val-000000000000000000000001", title: "How do we share water fairly?", created_at: new Date(Date.now() - 60_000), updated_at: new Date(Date.now() - 60_000) })
        .returning("id")
        .executeTakeFirstOrThrow();
      const newer = await db
        .insertInto("conversations")
        .values({ id: randomUUID(), visitor_id: "val-000000000000000000000002", title: "Should the mesh forget?" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("messages")
        .values([
          { conversation_id: older.id, role: "visitor", content: "How do we share water fairly?" },
          { conversation_id: older.id, role: "agent", agent: "Solace", glyph: "☉", content: "Start with who goes without." },
        ])
        .execute();
      // What a visitor writes is theirs: another visitor's list does not show it.
      const anonymous = (await getJson("/api/conversations")).map((c: { id: string }) => c.id);
      expect(anonymous).not.toContain(older.id);
      expect(anonymous).not.toContain(newer.id);
      const operator = await signIn();
      const res = await operator.fetch("/api/conversations?limit=100");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("application/json");
      const list = await res.json();
      const ids = list.map((c: { id: string }) => c.id);
      expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(list.find((c: { id: string }) => c.id === older.id)).toMatchObject({ title: "How do we share water fairly?", protocol: "utilitarian", messageCount: 2, turnCount: 1, private: false });
      expect(list.find((c: { id: string }) => c.id === newer.id).messageCount).toBe(0);
      expect(JSON.stringify(list)).not.toContain("val-000000000000000000000001");
    } finally {
      await db.destroy();
    }
  });

  it("GET /api/glyphweights lists glyph weights by total resonance", async () => {
    const db = testDb();
    // Glyphs of this test only (other tests chat, contribute and broadcast with the library's glyphs),
    // weak enough not to crowd the top of other tests' lists, and still among the first 100.
    const strong = `⍟${randomUUID().slice(0, 6)}`;
    const weaker = `⍜${randomUUID().slice(0, 6)}`;
    try {
      await db
        .insertInto("glyph_weights")
        .values([
          { glyph: weaker, usage_count: 3, total_resonance: 0.25 },
          { glyph: strong, usage_count: 9, total_resonance: 0.75 },
        ])
        .execute();
      const weights = await getJson("/api/glyphweights");
      const top = weights.findIndex((w: { glyph: string }) => w.glyph === strong);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(weights.findIndex((w: { glyph: string }) => w.glyph === weaker));
      expect(weights[top]).toMatchObject({ glyph: strong, usageCount: 9, totalResonance: 0.75 });
      const resonances = weights.map((w: { totalResonance: number }) => w.totalResonance);
      expect([...resonances].sort((a, b) => b - a)).toEqual(resonances);
    } finally {
      await db.deleteFrom("glyph_weights").where("glyph", "in", [strong, weaker]).execute();
      await db.destroy();
    }
  });
});

describe("the polled JSON reads (Express handlers in front of Remix)", () => {
  it("answer another method with 405, Allow: GET, HEAD and the JSON error format", async () => {
    const jar = new Jar();
    for (const path of API_ENDPOINTS.filter((e) => e.express).map((e) => e.path)) {
      for (const method of ["POST", "PUT", "DELETE"]) {
        const res = await jar.fetch(path, { method, headers: { "Content-Type": "application/json" }, body: "{}" });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get("allow")).toBe("GET, HEAD");
        expect(await res.json()).toEqual({ error: { code: "method_not_allowed", message: `${path} does not accept ${method}; use GET.` } });
      }
      expect((await jar.fetch(path, { method: "HEAD" })).status, `HEAD ${path}`).toBe(200);
    }
  });
});

describe("compressed polled reads", () => {
  /** A raw GET (fetch would decode the body itself): status, headers and the bytes as sent. */
  function rawGet(path: string, acceptEncoding?: string): Promise<{ status: number; headers: import("node:http").IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = http.get(`${baseUrl()}${path}`, { headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
    });
  }

  it("answer Brotli, gzip or plain JSON as the request accepts, each decoding to the same answer", async () => {
    const path = "/api/mesh/nodes";
    const plain = await rawGet(path, "identity");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const expected = JSON.parse(plain.body.toString());
    const none = await rawGet(path);
    expect(none.headers["content-encoding"]).toBeUndefined();

    const br = await rawGet(path, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers["content-type"]).toContain("application/json");
    expect(br.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(expected);
    // Again (the same body, its Brotli form reused): still whole.
    expect(JSON.parse(brotliDecompressSync((await rawGet(path, "br")).body).toString())).toEqual(expected);

    const gz = await rawGet(path, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(expected);
    expect((await rawGet(path, "br;q=0, gzip;q=0")).headers["content-encoding"]).toBeUndefined();
  });
});
