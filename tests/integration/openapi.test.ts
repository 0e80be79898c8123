import { describe, expect, it } from "vitest";
import { API_OPERATIONS, errorSchema, openApiDocument, type ApiOperation } from "../../app/infra/openapi.server";
import { Jar, signIn } from "./helpers/http";

type Doc = ReturnType<typeof openApiDocument>;
interface Parameter {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema?: { example?: unknown };
}

/** Fills a described path's parameters with the examples the document gives. */
function concretePath(doc: Doc, op: ApiOperation): string {
  const item = (doc.paths as Record<string, Record<string, { parameters?: Parameter[] }>>)[op.path][op.method];
  let p = op.path;
  const query = new URLSearchParams();
  for (const param of item.parameters ?? []) {
    const example = param.schema?.example;
    if (param.in === "path") p = p.replace(`{${param.name}}`, encodeURIComponent(String(example ?? "x")));
    else if (param.required) query.set(param.name, String(example ?? "x"));
  }
  return query.size ? `${p}?${query}` : p;
}

describe("GET /api/openapi.json", () => {
  it("is linked from the framework overview (/developers, Deploy tab, beside the guides)", async () => {
    const html = await (await new Jar().fetch("/developers?tab=deploy")).text();
    expect(html).toMatch(/<a[^>]*href="\/api\/openapi\.json"[^>]*>[^<]*API description \(OpenAPI\)/);
  });

  it("serves the generated OpenAPI 3.1 document", async () => {
    const res = await new Jar().fetch("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const served = await res.json();
    expect(served.openapi).toBe("3.1.0");
    expect(served).toEqual(openApiDocument());
  });

  it("every described operation reaches its route (never the /api catch-all)", async () => {
    const doc = openApiDocument();
    const jar = new Jar();
    const misses: string[] = [];
    for (const op of API_OPERATIONS) {
      if (op.contentType === "text/event-stream") continue;
      // Visitor writes with an empty body: 400 for validated bodies, 401 for operator and node-signed ones.
      const body = op.method === "get" ? undefined : op.operator || op.nodeSigned || !op.body ? undefined : {};
      const res = op.method === "get" ? await jar.fetch(concretePath(doc, op)) : await jar.sendJson(concretePath(doc, op), body ?? "", op.method.toUpperCase());
      const text = await res.text();
      if (text.includes("No API endpoint at")) misses.push(`${op.method.toUpperCase()} ${op.path}`);
      expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
    }
    expect(misses).toEqual([]);
  });
});

describe("real answers match the described response shapes", () => {
  const doc = openApiDocument();
  const reads = API_OPERATIONS.filter((o) => o.method === "get" && !o.params && o.contentType === undefined);

  it("covers the parameterless GETs (sanity)", () => {
    expect(reads.length).toBeGreaterThan(50);
  });

  it.each(reads.map((o) => [o.path, o] as const))("GET %s", async (_path, op) => {
    const jar = op.operator ? await signIn() : new Jar();
    const res = await jar.fetch(concretePath(doc, op));
    expect(res.status).toBe(op.status);
    const parsed = op.response!.safeParse(await res.json());
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
  });

  it("GET with path parameters: a known id validates, an unknown id is a 404 in the error format", async () => {
    const jar = new Jar();
    const byPath = (p: string) => API_OPERATIONS.find((o) => o.method === "get" && o.path === p)!;
    const known: [string, string][] = [
      ["/api/manifest/{cascadeId}/status", "/api/manifest/cascade-seed-echo-genesis/status"],
      ["/api/velocity/sovereignty/{agentId}", "/api/velocity/sovereignty/firefly"],
      ["/api/alexandria/source/{sourceType}", "/api/alexandria/source/mind_palace?limit=5"],
    ];
    for (const [described, concrete] of known) {
      const res = await jar.fetch(concrete);
      expect(res.status, concrete).toBe(200);
      const parsed = byPath(described).response!.safeParse(await res.json());
      expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
    }
    for (const unknown of ["/api/continuity/harmony-scan/nope", "/api/velocity/cycles/nope/events", "/api/manifest/nope/status", "/api/velocity/sovereignty/nope"]) {
      const res = await jar.fetch(unknown);
      expect(res.status, unknown).toBe(404);
      expect(errorSchema.safeParse(await res.json()).success).toBe(true);
    }
  });

  it("the ritual stream answers text/event-stream whose messages match RitualMessage", async () => {
    const op = API_OPERATIONS.find((o) => o.path === "/api/ritual/stream")!;
    const controller = new AbortController();
    const res = await new Jar().fetch("/api/ritual/stream", { signal: controller.signal });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const complete = () => text.match(/^data:.*\n\n/gm) ?? [];
    while (complete().length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    const messages = complete().map((l) => JSON.parse(l.slice(5)));
    expect(messages.map((m) => m.type).slice(0, 2)).toEqual(["connected", "mesh_snapshot"]);
    for (const m of messages) expect(op.response!.safeParse(m).success).toBe(true);
  });
});
