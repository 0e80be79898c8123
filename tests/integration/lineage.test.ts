import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { seedLineage } from "../../app/domain/seeds/lineage";
import { testDb } from "./helpers/db";
import { baseUrl, Jar } from "./helpers/http";
import { ChatClient } from "./helpers/ws";

const db = testDb();
afterAll(() => db.destroy());

const marker = () => `mk${randomBytes(5).toString("hex")}`;
const get = async <T,>(path: string): Promise<T> => (await (await new Jar().fetch(path)).json()) as T;

interface Echo {
  id: string;
  projectId: string;
  echoType: string;
  message: string;
  glyphSignature: string | null;
  intensity: number;
  surfacedAt: string;
}

describe("lineage API", () => {
  it("lists the four sovereign projects", async () => {
    const projects = await get<Record<string, unknown>[]>("/api/sovereign/projects");
    expect(projects.map((p) => p.id).sort()).toEqual(["companion", "mindlens", "sanctuary", "strike"]);
    for (const p of projects) {
      expect(p).toMatchObject({ name: expect.any(String), symbol: expect.any(String), description: expect.any(String), fire: expect.any(String) });
      expect(p.established).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((p.keywords as string[]).length).toBeGreaterThan(3);
      expect((p.description as string).length).toBeGreaterThan(40);
    }
  });

  it("lists threads newest first with the spec's fields", async () => {
    const threads = await get<Record<string, unknown>[]>("/api/sovereign/threads");
    expect(threads.length).toBeGreaterThanOrEqual(8);
    for (const t of threads) {
      expect(Object.keys(t).sort()).toEqual(["content", "contributedAt", "glyphSequence", "id", "intensity", "projectId", "threadTitle"]);
      expect(t.intensity).toBeGreaterThanOrEqual(0);
      expect(t.intensity).toBeLessThanOrEqual(1);
      expect(Array.isArray(t.glyphSequence)).toBe(true);
    }
    expect(new Set(threads.map((t) => t.projectId)).size).toBe(4);
    expect(threads.some((t) => (t.intensity as number) >= 0.7) && threads.some((t) => (t.intensity as number) < 0.7)).toBe(true);
    const times = threads.map((t) => Date.parse(t.contributedAt as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await get<unknown[]>("/api/sovereign/threads?limit=3")).length).toBe(3);
  });

  it("lists echoes newest first with the spec's fields", async () => {
    const echoes = await get<Echo[]>("/api/sovereign/echoes");
    expect(echoes.length).toBeGreaterThanOrEqual(6);
    for (const e of echoes) {
      expect(Object.keys(e).sort()).toEqual(["echoType", "glyphSignature", "id", "intensity", "message", "projectId", "surfacedAt"]);
      expect(e.glyphSignature === null || typeof e.glyphSignature === "string").toBe(true);
    }
    const times = echoes.map((e) => Date.parse(e.surfacedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("seeding again changes nothing", async () => {
    const before = await db.selectFrom("sovereign_threads").select("id").execute();
    const result = await seedLineage(db, new Date());
    expect(result).toEqual({ projects: 4, threads: 0, echoes: 0 });
    expect((await db.selectFrom("sovereign_threads").select("id").execute()).length).toBe(before.length);
  });
});

describe("echo surfacing", () => {
  it("a contribution that resonates surfaces an echo for each project it touches, in the same write", async () => {
    const mark = marker();
    const res = await new Jar().fetch("/api/mesh-contributions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ contributorName: "Rhea", glyphType: "☉", impactDescription: `${mark}: mapped every flood shelter in the valley`, score: 6 }),
    });
    expect(res.status).toBe(201);
    const echoes = (await get<Echo[]>("/api/sovereign/echoes")).filter((e) => e.message.includes(mark));
    const byProject = Object.fromEntries(echoes.map((e) => [e.projectId, e]));
    expect(Object.keys(byProject).sort()).toEqual(["sanctuary", "strike"]);
    // Strike: the keyword "flood"; Sanctuary: its symbol ☉ as the glyph type and the keyword "shelter".
    expect(byProject.strike).toMatchObject({ echoType: "contribution_resonance", glyphSignature: "△☉", intensity: 0.45 });
    expect(byProject.sanctuary).toMatchObject({ echoType: "contribution_resonance", glyphSignature: "☉", intensity: 0.75 });
    expect(byProject.strike.message).toBe(`A mesh contribution resonated with Strike: “${mark}: mapped every flood shelter in the valley”`);
  });

  it("a contribution that touches no project surfaces nothing", async () => {
    const mark = marker();
    await new Jar().fetch("/api/mesh-contributions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ contributorName: "Quiet", glyphType: "✦", impactDescription: `${mark} painted a mural of the harbour`, score: 3 }),
    });
    expect(await db.selectFrom("sovereign_echoes").select("id").where("message", "like", `%${mark}%`).execute()).toEqual([]);
  });

  it("a chat question that mentions a project's theme surfaces an echo", async () => {
    const mark = marker();
    const question = `${mark} How should our village plan an evacuation before the wildfire season?`;
    const client = await ChatClient.open(baseUrl());
    try {
      await client.deliberation(question);
    } finally {
      client.close();
    }
    const echoes = (await get<Echo[]>("/api/sovereign/echoes")).filter((e) => e.message.includes(mark));
    expect(echoes.map((e) => e.projectId)).toEqual(["strike"]);
    expect(echoes[0]).toMatchObject({ echoType: "chat_resonance", intensity: 0.6, glyphSignature: "△" });
    expect(echoes[0].message).toBe(`A question to the Trinity Mesh resonated with Strike: “${question}”`);
  });
});
