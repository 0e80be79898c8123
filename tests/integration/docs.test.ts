import { describe, expect, it } from "vitest";
import { Jar } from "./helpers/http";

describe("documents", () => {
  it.each([
    ["operator-guide", /operator/i],
    ["deployment-guide", /deploy/i],
    ["license", /Apache License/],
    ["trademark", /Trinity Mesh/],
    ["notice", /Trinity Mesh/],
  ])("/api/docs/%s serves a readable HTML document", async (name, content) => {
    const res = await new Jar().fetch(`/api/docs/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toMatch(content);
    expect(html.length).toBeGreaterThan(2000);
  });

  it("serves the markdown source on request", async () => {
    const res = await new Jar().fetch("/api/docs/operator-guide?format=md");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/markdown");
    expect(await res.text()).toMatch(/^# /m);
  });

  it("an unknown document is a JSON 404", async () => {
    for (const name of ["nope", "license.md", "..%2Fpackage"]) {
      const res = await new Jar().fetch(`/api/docs/${name}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    }
  });

  it.each(["/THERMODYNAMIC_MANIFESTO.md", "/VALFOLD_SEEDING_SCAN_v1.3.md"])("%s is published", async (path) => {
    const res = await new Jar().fetch(path);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeGreaterThan(1500);
  });

  it("the VALFOLD scan quotes its integrity score and test counts", async () => {
    const text = await (await new Jar().fetch("/VALFOLD_SEEDING_SCAN_v1.3.md")).text();
    expect(text).toContain("9.2/10");
    expect(text).toMatch(/28/);
  });
});

describe("framework overview API tester without JavaScript", () => {
  it.each([
    ["nodes", '"nodeType"'],
    ["events", '"eventType"'],
    ["conversations", "["],
    ["glyphweights", "["],
  ])("endpoint=%s renders the JSON on the server", async (endpoint, marker) => {
    const res = await new Jar().fetch(`/developers?tab=api&endpoint=${endpoint}&run=1`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/&quot;/g, '"');
    const pre = html.match(/<pre[^>]*>([\s\S]*?)<\/pre>/)?.[1] ?? "";
    expect(pre).toContain(marker);
  });

  it("without run=1 nothing is fetched and the mesh nodes endpoint is selected", async () => {
    const html = await (await new Jar().fetch("/developers?tab=api")).text();
    expect(html).not.toMatch(/<pre[^>]*>[\s\S]*"nodeType"/);
    const nodesRadio = html.match(/<input[^>]*value="nodes"[^>]*>/)?.[0] ?? "";
    expect(nodesRadio).toMatch(/\bchecked\b/);
  });

  it("mentions /api/mesh/status in the FAQ and the marketing claims", async () => {
    const html = await (await new Jar().fetch("/developer")).text();
    expect(html).toContain("/api/mesh/status");
    expect(html).toContain("40+");
  });
});
