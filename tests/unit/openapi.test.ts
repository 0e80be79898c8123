import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ENDPOINTS } from "../../app/infra/api/index.server";
import { API_OPERATIONS, openApiDocument } from "../../app/infra/openapi.server";

const ROUTES = path.resolve(import.meta.dirname, "../../app/routes");
/** The catch-all answering 404 for unknown /api paths: a fallback, not an endpoint. */
const SPLAT = "api.$.ts";

/** Remix v2 flat-route naming: `.` separates segments, `$x` is a parameter, `[.]` escapes a dot. */
export function routePath(file: string): string {
  const base = file.replace(/\.tsx?$/, "");
  const segments: string[] = [];
  let current = "";
  for (let i = 0; i < base.length; i++) {
    if (base.startsWith("[.]", i)) {
      current += ".";
      i += 2;
    } else if (base[i] === ".") {
      segments.push(current);
      current = "";
    } else current += base[i];
  }
  segments.push(current);
  return "/" + segments.map((s) => (s.startsWith("$") ? `{${s.slice(1)}}` : s)).join("/");
}

interface FileRoute {
  file: string;
  path: string;
  /** Methods the file answers (a loader that is `postOnly` answers no GET). */
  methods: Set<string>;
  /** Methods whose handler calls requireOperator. */
  operatorMethods: Set<string>;
}

function section(text: string, name: "loader" | "action"): string | null {
  const start = text.search(new RegExp(`export (async )?function ${name}\\b|export const ${name}\\b`));
  if (start < 0) return null;
  const rest = text.slice(start + 1);
  const next = rest.search(/\nexport /);
  return next < 0 ? text.slice(start) : text.slice(start, start + 1 + next);
}

/** A handler is operator-only when it calls requireOperator, itself or through codeHostCall (which calls it first). */
const OPERATOR_GUARD = /\b(requireOperator|codeHostCall)\(/;

function fileRoutes(): FileRoute[] {
  return readdirSync(ROUTES)
    .filter((f) => f.startsWith("api.") && f !== SPLAT && /\.tsx?$/.test(f))
    .map((file) => {
      const text = readFileSync(path.join(ROUTES, file), "utf8");
      const methods = new Set<string>();
      const operatorMethods = new Set<string>();
      // A file that serves declared endpoints answers what is declared for its path.
      const served = /resourceRoute\(API_ENDPOINTS, "([^"]+)"\)/.exec(text)?.[1];
      if (served) {
        for (const e of API_ENDPOINTS.filter((d) => d.path === served)) {
          methods.add(e.method);
          if (e.access === "operator") operatorMethods.add(e.method);
        }
        return { file, path: routePath(file), methods, operatorMethods };
      }
      const loader = section(text, "loader");
      const action = section(text, "action");
      if (loader && !/export const loader = postOnly/.test(loader)) {
        methods.add("get");
        if (OPERATOR_GUARD.test(loader)) operatorMethods.add("get");
      }
      if (action) {
        const method = /request\.method !== "PUT"/.test(action) ? "put" : "post";
        methods.add(method);
        if (OPERATOR_GUARD.test(action)) operatorMethods.add(method);
      }
      return { file, path: routePath(file), methods, operatorMethods };
    });
}

const expressPaths = API_ENDPOINTS.filter((e) => e.express).map((e) => e.path);

describe("flat-route naming", () => {
  it.each([
    ["api.mesh.nodes.$id.review.ts", "/api/mesh/nodes/{id}/review"],
    ["api.openapi[.]json.ts", "/api/openapi.json"],
    ["api.mesh-contributions.ts", "/api/mesh-contributions"],
    ["api.alexandria.source.$sourceType.ts", "/api/alexandria/source/{sourceType}"],
  ])("%s → %s", (file, expected) => expect(routePath(file)).toBe(expected));
});

describe("the API description covers every route and only routes", () => {
  const doc = openApiDocument();
  const described = new Map<string, Set<string>>();
  for (const [p, item] of Object.entries(doc.paths ?? {})) described.set(p, new Set(Object.keys(item as object).filter((k) => ["get", "post", "put", "patch", "delete"].includes(k))));
  const routes = fileRoutes();

  it("the declared endpoints and the route files that serve them are the same set of paths", () => {
    const declared = new Set(API_ENDPOINTS.map((e) => e.path));
    const servedBy = new Map<string, string>();
    for (const file of readdirSync(ROUTES).filter((f) => f.startsWith("api."))) {
      const p = /resourceRoute\(API_ENDPOINTS, "([^"]+)"\)/.exec(readFileSync(path.join(ROUTES, file), "utf8"))?.[1];
      if (p) {
        expect(routePath(file), `${file} serves ${p}`).toBe(p);
        servedBy.set(p, file);
      }
    }
    expect([...declared].filter((p) => !servedBy.has(p))).toEqual([]);
    expect([...servedBy.keys()].filter((p) => !declared.has(p))).toEqual([]);
  });

  it("finds the route files (sanity)", () => {
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.find((r) => r.path === "/api/velocity/sovereignty/{agentId}")?.methods).toEqual(new Set(["get", "put"]));
  });

  it("every route file's methods are described", () => {
    const missing = routes.flatMap((r) => [...r.methods].filter((m) => !described.get(r.path)?.has(m)).map((m) => `${m.toUpperCase()} ${r.path} (${r.file})`));
    expect(missing).toEqual([]);
  });

  it("every Express JSON read is described as a GET", () => {
    expect(expressPaths.filter((p) => !described.get(p)?.has("get"))).toEqual([]);
  });

  it("every description has a route answering that method", () => {
    const served = new Map<string, Set<string>>(routes.map((r) => [r.path, r.methods]));
    for (const p of expressPaths) served.set(p, new Set([...(served.get(p) ?? []), "get"]));
    const orphans = [...described].flatMap(([p, methods]) => [...methods].filter((m) => !served.get(p)?.has(m)).map((m) => `${m.toUpperCase()} ${p}`));
    expect(orphans).toEqual([]);
  });

  it("operations whose handler calls requireOperator are marked operator-only, and only those", () => {
    const marked = new Set(API_OPERATIONS.filter((o) => o.operator).map((o) => `${o.method} ${o.path}`));
    const guarded = new Set(routes.flatMap((r) => [...r.operatorMethods].map((m) => `${m} ${r.path}`)));
    expect([...guarded].filter((k) => !marked.has(k))).toEqual([]);
    expect([...marked].filter((k) => !guarded.has(k))).toEqual([]);
    for (const op of API_OPERATIONS.filter((o) => o.operator)) {
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
