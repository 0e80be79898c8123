import { describe, expect, it } from "vitest";
import { methodLabel, remixRoutePatterns, routeLabel, routeMatcher, statusClass, UNMATCHED } from "~/lib/route-pattern";
import { API_ENDPOINTS } from "../../app/infra/api/index.server";

// A manifest shaped like the Remix build's `build.routes` (flat routes under root).
const MANIFEST = {
  root: { path: "" },
  "routes/_index": { parentId: "root", index: true },
  "routes/$": { parentId: "root", path: "*" },
  "routes/swarm": { parentId: "root", path: "swarm" },
  "routes/operator.audit": { parentId: "root", path: "operator/audit" },
  "routes/operator.audit[.]csv": { parentId: "root", path: "operator/audit.csv" },
  "routes/api.$": { parentId: "root", path: "api/*" },
  "routes/api.mesh.nodes": { parentId: "root", path: "api/mesh/nodes" },
  "routes/api.mesh.nodes.$id.review": { parentId: "root", path: "api/mesh/nodes/:id/review" },
  "routes/api.mesh.nodes.register": { parentId: "root", path: "api/mesh/nodes/register" },
  "routes/api.docs.$name": { parentId: "root", path: "api/docs/:name" },
  "routes/layout": { parentId: "root" },
  "routes/layout.child": { parentId: "routes/layout", path: "child/:slug" },
};

describe("remixRoutePatterns", () => {
  it("gives each URL route its full pattern in the declared endpoints' form, without the splat (not-found) routes", () => {
    expect(remixRoutePatterns(MANIFEST).sort()).toEqual(
      [
        "/",
        "/swarm",
        "/operator/audit",
        "/operator/audit.csv",
        "/api/mesh/nodes",
        "/api/mesh/nodes/{id}/review",
        "/api/mesh/nodes/register",
        "/api/docs/{name}",
        "/child/{slug}",
      ].sort(),
    );
  });
});

describe("routeMatcher", () => {
  const match = routeMatcher([...remixRoutePatterns(MANIFEST), "/build/*"]);
  it.each([
    ["/", "/"],
    ["/swarm", "/swarm"],
    ["/swarm/", "/swarm"],
    ["/SWARM", "/swarm"],
    ["/operator/audit.csv", "/operator/audit.csv"],
    ["/api/mesh/nodes", "/api/mesh/nodes"],
    // A static segment outranks a parameter at the same place.
    ["/api/mesh/nodes/register", "/api/mesh/nodes/register"],
    ["/api/mesh/nodes/node-7/review", "/api/mesh/nodes/{id}/review"],
    ["/api/mesh/nodes/x/review/more", UNMATCHED],
    ["/api/mesh/nodes//review", UNMATCHED],
    ["/api/docs/operator-guide", "/api/docs/{name}"],
    ["/child/abc", "/child/{slug}"],
    ["/build/_assets/app-ABC123.js", "/build/*"],
    ["/api/no-such-thing", UNMATCHED],
    ["/no/such/page", UNMATCHED],
    ["/favicon.ico", UNMATCHED],
  ])("%s → %s", (path, pattern) => {
    expect(match(path)).toBe(pattern);
  });

  it("never returns the raw URL: a thousand different ids give one label", () => {
    const labels = new Set(Array.from({ length: 1000 }, (_, i) => match(`/api/mesh/nodes/n${i}/review`)));
    expect([...labels]).toEqual(["/api/mesh/nodes/{id}/review"]);
  });

  it("every declared /api endpoint matches its own declaration", () => {
    const declared = routeMatcher(API_ENDPOINTS.map((e) => e.path));
    for (const e of API_ENDPOINTS) {
      const concrete = e.path.replace(/\{\w+\}/g, "x1");
      // A concrete path may be claimed by a static sibling (e.g. {id} = "register"), never by nothing.
      expect(declared(concrete)).not.toBe(UNMATCHED);
      if (!e.path.includes("{")) expect(declared(e.path)).toBe(e.path);
    }
  });
});

describe("routeLabel", () => {
  const match = routeMatcher(remixRoutePatterns(MANIFEST));
  it.each([
    ["/swarm", "/swarm"],
    ["/swarm.data", "/swarm.data"],
    ["/_root.data", "/.data"],
    ["/child/zz.data", "/child/{slug}.data"],
    ["/nothing.data", UNMATCHED],
  ])("%s → %s", (path, label) => {
    expect(routeLabel(match, path)).toBe(label);
  });
});

describe("statusClass and methodLabel", () => {
  it.each([
    [200, "2xx"],
    [204, "2xx"],
    [302, "3xx"],
    [401, "4xx"],
    [404, "4xx"],
    [503, "5xx"],
    [101, "1xx"],
    [0, "other"],
    [600, "other"],
  ])("%i → %s", (status, cls) => {
    expect(statusClass(status)).toBe(cls);
  });

  it("keeps the usual methods and folds anything else into OTHER", () => {
    expect(["GET", "POST", "DELETE", "PROPFIND", "get"].map(methodLabel)).toEqual(["GET", "POST", "DELETE", "OTHER", "OTHER"]);
  });
});
