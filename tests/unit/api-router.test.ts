import { describe, expect, it } from "vitest";
import { z } from "zod";
import { API_ENDPOINTS } from "../../app/infra/api/index.server";
import { apiRouter, endpoint } from "../../app/infra/endpoint.server";
import { methodNotAllowed } from "../../app/infra/http.server";

const router = apiRouter(API_ENDPOINTS);
const declaredPaths = [...new Set(API_ENDPOINTS.map((e) => e.path))];
/** A request path for a declared path: each `{param}` filled with a value no static segment has. */
const concrete = (declared: string) => declared.replace(/\{\w+\}/g, "sample-1");

describe("the one /api route (app/routes/api.$.ts)", () => {
  it("reaches every declared path, a static segment ahead of a parameter at the same place", () => {
    expect(declaredPaths.length).toBeGreaterThan(80);
    const missed = declaredPaths.filter((p) => router.match(concrete(p)) !== p).map((p) => `${concrete(p)} → ${router.match(concrete(p))} (declared ${p})`);
    expect(missed).toEqual([]);
  });

  it("ranks static before dynamic whatever the declaration order", () => {
    const handler = async () => ({});
    const dynamicFirst = apiRouter([
      endpoint({ method: "get", path: "/api/things/{id}", summary: "one", tag: "t", params: z.object({ id: z.string() }), handler }),
      endpoint({ method: "get", path: "/api/things/{id}/parts/{part}", summary: "part", tag: "t", params: z.object({ id: z.string(), part: z.string() }), handler }),
      endpoint({ method: "get", path: "/api/things/new/parts/{part}", summary: "new part", tag: "t", params: z.object({ part: z.string() }), handler }),
      endpoint({ method: "get", path: "/api/things/new", summary: "new", tag: "t", handler }),
    ]);
    expect(dynamicFirst.match("/api/things/new")).toBe("/api/things/new");
    expect(dynamicFirst.match("/api/things/42")).toBe("/api/things/{id}");
    expect(dynamicFirst.match("/api/things/new/parts/7")).toBe("/api/things/new/parts/{part}");
    expect(dynamicFirst.match("/api/things/42/parts/7")).toBe("/api/things/{id}/parts/{part}");
  });

  it("matches as Remix's routes did: any case, one trailing slash, no empty parameter, nothing undeclared", () => {
    expect(router.match("/API/Health")).toBe("/api/health");
    expect(router.match("/api/health/")).toBe("/api/health");
    expect(router.match("/api/health//")).toBeNull();
    expect(router.match("/api/unknown/thing")).toBeNull();
    expect(router.match("/api/mesh/nodes/7/decommission")).toBe("/api/mesh/nodes/{id}/decommission");
    expect(router.match("/api/mesh/nodes//decommission")).toBeNull();
    expect(router.match("/api/mesh/nodes/7/8/decommission")).toBeNull();
  });

  it("hands the handler decoded parameters, and answers an undeclared path and method in the JSON error format", async () => {
    let seen: unknown;
    const echo = apiRouter([
      endpoint({
        method: "get",
        path: "/api/docs/{name}",
        summary: "doc",
        tag: "t",
        params: z.object({ name: z.string() }),
        handler: async ({ params }) => (seen = params),
      }),
    ]);
    const context = { services: {}, visitorId: "v" } as never;
    const ok = await echo.loader({ request: new Request("http://x/api/docs/quick%20start"), context });
    expect(ok.status).toBe(200);
    expect(seen).toEqual({ name: "quick start" });

    const missing = await echo.loader({ request: new Request("http://x/api/nothing/here"), context });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "No API endpoint at GET /api/nothing/here." } });

    const wrongMethod = await echo.action({ request: new Request("http://x/api/docs/a", { method: "POST" }), context });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("Allow")).toBe("GET, HEAD");
    expect(await wrongMethod.json()).toEqual({ error: { code: "method_not_allowed", message: "/api/docs/a does not accept POST; use GET." } });
  });

  it("names every method a path accepts in its 405 (the same words as the Express-served reads)", () => {
    expect(methodNotAllowed("/api/x", "PUT", "GET, HEAD")).toBe("/api/x does not accept PUT; use GET.");
    expect(methodNotAllowed("/api/x", "PUT", "GET, HEAD, POST")).toBe("/api/x does not accept PUT; use GET or POST.");
    expect(methodNotAllowed("/api/x", "GET", "POST, PATCH, DELETE")).toBe("/api/x does not accept GET; use POST, PATCH or DELETE.");
  });
});
