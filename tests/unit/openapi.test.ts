import { describe, expect, it } from "vitest";
import { API_ENDPOINTS } from "../../app/infra/api/index.server";
import { API_OPERATIONS, openApiDocument } from "../../app/infra/openapi.server";

const expressPaths = API_ENDPOINTS.filter((e) => e.express).map((e) => e.path);

describe("the API description covers every declared endpoint", () => {
  const doc = openApiDocument();
  const described = new Map<string, Set<string>>();
  for (const [p, item] of Object.entries(doc.paths ?? {})) described.set(p, new Set(Object.keys(item as object).filter((k) => ["get", "post", "put", "patch", "delete"].includes(k))));

  it("every declared method of every path is described, and nothing else", () => {
    const declared = API_ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort();
    const documented = [...described].flatMap(([p, methods]) => [...methods].map((m) => `${m} ${p}`)).sort();
    expect(documented).toEqual(declared);
    expect(declared.length).toBeGreaterThan(90);
  });

  it("every Express JSON read is described as a GET", () => {
    expect(expressPaths.filter((p) => !described.get(p)?.has("get"))).toEqual([]);
  });

  it("operator-only operations carry the operator security schemes", () => {
    const operatorOnly = API_OPERATIONS.filter((o) => o.operator);
    expect(operatorOnly.map((o) => `${o.method} ${o.path}`).sort()).toEqual(API_ENDPOINTS.filter((e) => e.access === "operator").map((e) => `${e.method} ${e.path}`).sort());
    for (const op of operatorOnly) {
      const item = (doc.paths as Record<string, Record<string, { security?: unknown[]; "x-operator-only"?: boolean }>>)[op.path][op.method];
      expect(item["x-operator-only"], `${op.method} ${op.path}`).toBe(true);
      expect(item.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    }
  });

  it("Express reads are flagged as such", () => {
    expect(
      API_OPERATIONS.filter((o) => o.express)
        .map((o) => o.path)
        .sort(),
    ).toEqual([...expressPaths].sort());
  });
});

describe("the document", () => {
  const doc = openApiDocument();

  it("is OpenAPI 3.1 with the security schemes and the WebSocket described", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components?.securitySchemes ?? {})).toEqual(expect.arrayContaining(["bearerAuth", "cookieAuth", "nodeSignature"]));
    expect(JSON.stringify(doc.info)).toContain("/ws");
    expect((doc as unknown as Record<string, { path: string }>)["x-websocket"].path).toBe("/ws");
  });

  it("describes request bodies from the routes' zod schemas (limits included)", () => {
    const body = (doc.paths!["/api/mesh-contributions"] as { post: { requestBody: { content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }> } } }).post
      .requestBody.content["application/json"].schema;
    expect(body.properties.contributorName.maxLength).toBe(80);
    expect(body.properties.impactDescription.maxLength).toBe(2000);
  });

  it("every example body passes the schema the route parses it with", () => {
    const failures = API_OPERATIONS.filter((o) => o.body && !o.body.safeParse(o.example).success).map((o) => `${o.method} ${o.path}`);
    expect(failures).toEqual([]);
  });

  it("the ritual stream is text/event-stream and the docs are HTML", () => {
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>>;
    expect(Object.keys(paths["/api/ritual/stream"].get.responses["200"].content)).toEqual(["text/event-stream"]);
    expect(Object.keys(paths["/api/docs/{name}"].get.responses["200"].content)).toEqual(["text/html"]);
  });
});
