/**
 * The server's route matching runs on a patched @remix-run/router (patches/, applied by `npm install`'s
 * postinstall): ranked branches cached per route tree, compiled paths cached. These tests load the same
 * CommonJS build the server loads and check that the patch is in and that matching still answers as
 * React Router's rules say, also for a tree that grows in place (lazy route discovery).
 */
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type * as RouterModule from "@remix-run/router";
import { REMIX_REACT, tinyBuild } from "./fixtures/tiny-remix-build";

const require = createRequire(import.meta.url);
const routerPath = require.resolve("@remix-run/router");
const router = require("@remix-run/router") as typeof RouterModule;
type Route = RouterModule.AgnosticRouteObject;

/** A tree shaped like Remix's: a root layout whose children are the flat route files. */
function remixTree(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/learn", path: "learn" },
        { id: "routes/api.mesh.nodes", path: "api/mesh/nodes" },
        { id: "routes/api.promotions.$id.review", path: "api/promotions/:id/review" },
        { id: "routes/api.docs.$name", path: "api/docs/:name" },
        { id: "routes/settings.tokens", path: "settings/tokens" },
        { id: "routes/lang", path: ":lang?/about" },
        { id: "routes/CaseSensitive", path: "Exact", caseSensitive: true },
        { id: "routes/api.$", path: "api/*" },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const leaf = (routes: Route[], path: string) => {
  const matches = router.matchRoutes(routes, path);
  if (!matches) return null;
  const last = matches[matches.length - 1];
  return { id: last.route.id, params: last.params };
};

describe("route matching (patched @remix-run/router)", () => {
  it("loads the CommonJS build, patched: a tree's ranking and matches are remembered until the router patches the tree", () => {
    expect(routerPath).toMatch(/router\.cjs\.js$/);
    const routes: Route[] = [{ id: "root", path: "/", children: [{ id: "home", index: true }] }];
    expect(router.matchRoutes(routes, "/")?.at(-1)?.route.id).toBe("home");
    expect(router.matchRoutes(routes, "/late")).toBeNull();
    // A child pushed in place, behind the router's back: the unpatched router would re-rank on every
    // call and find it; the patched one answers from what it remembered (the router's own trees change
    // only through patchRoutes, which drops what was remembered: the discovery test below).
    routes[0].children!.push({ id: "late", path: "late" });
    expect(router.matchRoutes(routes, "/late")).toBeNull();
    expect(router.matchRoutes([...routes], "/late")?.at(-1)?.route.id).toBe("late");
  });

  it("ranks static over dynamic over splat, and answers the same on every call", () => {
    const routes = remixTree();
    const expectations: [string, string, Record<string, string | undefined>][] = [
      ["/", "routes/_index", {}],
      ["/learn", "routes/learn", {}],
      ["/learn/", "routes/learn", {}],
      ["/LEARN", "routes/learn", {}],
      ["/api/mesh/nodes", "routes/api.mesh.nodes", {}],
      ["/api/promotions/42/review", "routes/api.promotions.$id.review", { id: "42" }],
      ["/api/docs/quick%20start", "routes/api.docs.$name", { name: "quick start" }],
      ["/api/unknown/thing", "routes/api.$", { "*": "unknown/thing" }],
      ["/fr/about", "routes/lang", { lang: "fr" }],
      ["/about", "routes/lang", {}],
      ["/Exact", "routes/CaseSensitive", {}],
      ["/exact", "routes/$", { "*": "exact" }],
      ["/nowhere/at/all", "routes/$", { "*": "nowhere/at/all" }],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [path, id, params] of expectations) {
        const got = leaf(routes, path);
        expect(got?.id, path).toBe(id);
        expect(got?.params, path).toMatchObject(params);
      }
    }
  });

  it("keeps each tree's answers to itself (a fresh tree per request is matched on its own routes)", () => {
    const a = remixTree();
    const b: Route[] = [{ id: "only", path: "learn" }];
    expect(leaf(a, "/learn")?.id).toBe("routes/learn");
    expect(leaf(b, "/learn")?.id).toBe("only");
    expect(leaf(b, "/")).toBeNull();
    // The match references the tree's own route objects, not a cached tree's.
    const fresh = remixTree();
    const match = router.matchRoutes(fresh, "/learn");
    expect(match?.[1].route).toBe(fresh[0].children![1]);
  });

  it("sees routes discovered later in the same tree (patchRoutesOnNavigation)", async () => {
    const discovered: string[] = [];
    const r = router
      .createRouter({
        routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
        history: router.createMemoryHistory({ initialEntries: ["/"] }),
        patchRoutesOnNavigation: async ({ path, patch }) => {
          if (path === "/late") {
            discovered.push(path);
            patch("root", [{ id: "late", path: "late" }]);
          }
        },
      })
      .initialize();
    expect(r.state.matches.at(-1)?.route.id).toBe("home");
    // The root's children grow in place: the cached branches must not hide the new route.
    expect(router.matchRoutes(r.routes, "/late")).toBeNull();
    await r.navigate("/late");
    expect(discovered).toEqual(["/late"]);
    expect(r.state.matches.at(-1)?.route.id).toBe("late");
    expect(router.matchRoutes(r.routes, "/late")?.at(-1)?.route.id).toBe("late");
    r.dispose();
  });
});

describe("remembered matches (patched @remix-run/router)", () => {
  it("answers each call with its own copies: a caller that changes its matches changes no one else's", () => {
    const routes = remixTree();
    const first = router.matchRoutes(routes, "/api/promotions/42/review")!;
    expect(first.map((m) => m.route.id)).toEqual(["root", "routes/api.promotions.$id.review"]);
    // As matchRouteBranch makes them: one params object shared by the matches of one answer.
    expect(first[0].params).toBe(first[1].params);
    (first[1].params as Record<string, string>).id = "tampered";
    first.pop();
    const second = router.matchRoutes(routes, "/api/promotions/42/review")!;
    expect(second).not.toBe(first);
    expect(second).toHaveLength(2);
    expect(second[1].params).toEqual({ id: "42" });
    expect(second[1]).toMatchObject({ pathname: "/api/promotions/42/review", pathnameBase: "/api/promotions/42/review" });
    expect(router.matchRoutes(routes, "/api/promotions/43/review")![1].params).toEqual({ id: "43" });
    // A miss is remembered as a miss, and stays one.
    expect(router.matchRoutes([{ id: "only", path: "learn" }], "/elsewhere")).toBeNull();
  });

  it("a partial match (lazy discovery) and a full one of the same path are told apart", () => {
    const routes: Route[] = [{ id: "root", path: "/", children: [{ id: "docs", path: "docs" }] }];
    expect(router.matchRoutes(routes, "/docs/deeper")).toBeNull();
    // The router's own partial matching (used while routes are discovered) still finds the prefix.
    const r = router.createRouter({ routes, history: router.createMemoryHistory({ initialEntries: ["/docs"] }) }).initialize();
    expect(r.state.matches.at(-1)?.route.id).toBe("docs");
    expect(router.matchRoutes(routes, "/docs")?.at(-1)?.route.id).toBe("docs");
    r.dispose();
  });
});

describe("route trees built once per build (patched react-router-dom and @remix-run/react)", () => {
  it("createStaticRouter converts a routes array to data routes once", async () => {
    const { createStaticRouter, createStaticHandler } = require("react-router-dom/server") as typeof import("react-router-dom/server");
    const routes = [{ id: "root", path: "/", children: [{ id: "home", index: true }, { id: "learn", path: "learn" }] }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://x/learn"));
    if (context instanceof Response) throw new Error("unexpected response");
    const a = createStaticRouter(routes, context);
    const b = createStaticRouter(routes, context);
    expect(a.routes).toBe(b.routes);
    expect(a.state.matches.at(-1)?.route.id).toBe("learn");
    expect(b.state.location.pathname).toBe("/learn");
    // A different routes array gets its own data routes.
    expect(createStaticRouter([...routes], context).routes).not.toBe(a.routes);
  });

  it("RemixServer's server routes are built once per build: rendering pages of one build reuses them, a new build gets its own", async () => {
    // The same CommonJS modules the server loads: Remix's request handler renders through an entry whose
    // RemixServer is @remix-run/react's, which builds its routes with routes.js's createServerRoutes.
    const { createRequestHandler } = require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");
    const { RemixServer } = require(REMIX_REACT) as typeof import("@remix-run/react");
    const remixRoutes = require(path.join(path.dirname(require.resolve(REMIX_REACT)), "routes.js")) as {
      createServerRoutes: (...args: unknown[]) => unknown;
    };
    const { createElement } = require("react") as typeof import("react");
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const built = vi.spyOn(remixRoutes, "createServerRoutes");
    try {
      const handler = createRequestHandler(tinyBuild(RemixServer, createElement, renderToString), "production");
      for (const path of ["/", "/learn", "/"]) {
        const res = await handler(new Request(`http://mesh.test${path}`));
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(`<p>page ${path}</p>`);
      }
      expect(built).toHaveBeenCalledTimes(1);
      // A rebuild (development) brings a new manifest: its routes are built anew, once.
      const next = createRequestHandler(tinyBuild(RemixServer, createElement, renderToString), "production");
      for (const path of ["/", "/learn"]) expect((await next(new Request(`http://mesh.test${path}`))).status).toBe(200);
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });
});

describe("route modules map made once per build (patched @remix-run/server-runtime)", () => {
  it("answers the same map for the same build routes, and a new one for another build", () => {
    const { createEntryRouteModules } = require(require.resolve("@remix-run/server-runtime/dist/entry.js")) as {
      createEntryRouteModules(routes: Record<string, { module: unknown }>): Record<string, unknown>;
    };
    const build = { root: { module: { default: "Root" } }, "routes/_index": { module: { default: "Home" } } };
    const a = createEntryRouteModules(build);
    expect(a).toEqual({ root: build.root.module, "routes/_index": build["routes/_index"].module });
    expect(createEntryRouteModules(build)).toBe(a);
    expect(createEntryRouteModules({ ...build })).not.toBe(a);
  });
});

describe("a loader's request (patched @remix-run/server-runtime)", () => {
  type Handler = (args: { request: Request }) => unknown;
  type Call = (args: { loadContext: unknown; loader?: Handler; action?: Handler; params: object; request: Request; routeId: string; singleFetch: boolean }) => Promise<unknown>;
  const { callRouteLoader, callRouteAction } = require(require.resolve("@remix-run/server-runtime/dist/data.js")) as { callRouteLoader: Call; callRouteAction: Call };
  async function seenBy(call: Call, request: Request): Promise<Request> {
    let seen: Request | undefined;
    const handler: Handler = ({ request }) => ((seen = request), null);
    await call({ loadContext: {}, params: {}, routeId: "routes/learn", singleFetch: true, request, loader: handler, action: handler });
    return seen!;
  }

  it("is the page's request itself when it carries no ?index or ?_routes (no copy per route loader)", async () => {
    const request = new Request("http://mesh.test/learn?tab=path&q=a%20b");
    expect(await seenBy(callRouteLoader, request)).toBe(request);
  });

  it("still drops Remix's own ?index (kept with a value) and ?_routes, from loaders and actions", async () => {
    const page = "http://mesh.test/learn?index&tab=path&_routes=root&index=x";
    const loaded = await seenBy(callRouteLoader, new Request(page));
    expect(new URL(loaded.url).searchParams.toString()).toBe("tab=path&index=x");
    const posted = new Request(page, { method: "POST", body: new URLSearchParams({ intent: "done" }) });
    const acted = await seenBy(callRouteAction, posted);
    expect(acted).not.toBe(posted);
    expect(new URL(acted.url).searchParams.toString()).toBe("tab=path&index=x");
    expect((await acted.formData()).get("intent")).toBe("done");
  });
});

describe("link paths (patched @remix-run/router, both builds)", () => {
  const builds = async () => [router, (await import(path.join(path.dirname(routerPath), "router.js"))) as typeof RouterModule];
  const cases: [to: string, from: string, resolved: string][] = [
    ["/learn", "/", "/learn"],
    ["/learn/path", "/anything", "/learn/path"],
    ["/learn/", "/", "/learn/"],
    ["/", "/x", "/"],
    ["/a/./b", "/", "/a/b"],
    ["/a/../b", "/", "/b"],
    ["/../a", "/", "/a"],
    ["/a/..", "/", "/"],
    ["/a/.hidden/..x", "/", "/a/.hidden/..x"],
    ["b", "/a", "/a/b"],
    ["../b", "/a/c", "/a/b"],
    ["./b?tab=1#top", "/a", "/a/b"],
  ];

  it("resolves absolute and relative paths as React Router's rules say (dot segments too)", async () => {
    for (const build of await builds()) {
      expect(cases.map(([to, from]) => build.resolvePath(to, from).pathname)).toEqual(cases.map(([, , resolved]) => resolved));
      expect(build.resolvePath("./b?tab=1#top", "/a")).toEqual({ pathname: "/a/b", search: "?tab=1", hash: "#top" });
    }
  });

  it("checks an object `to` without writing its error message unless the check fails", async () => {
    for (const build of await builds()) {
      const stringify = vi.spyOn(JSON, "stringify");
      try {
        expect(build.resolveTo({ pathname: "/learn", search: "?tab=path" }, ["/"], "/").pathname).toBe("/learn");
        expect(stringify).not.toHaveBeenCalled();
      } finally {
        stringify.mockRestore();
      }
      expect(() => build.resolveTo({ pathname: "/learn?tab=path" }, ["/"], "/")).toThrow("Cannot include a '?' character in a manually specified `to.pathname` field");
      expect(() => build.resolveTo({ pathname: "/learn#top" }, ["/"], "/")).toThrow("Cannot include a '#' character in a manually specified `to.pathname` field");
      expect(() => build.resolveTo({ pathname: "/learn", search: "?a#b" }, ["/"], "/")).toThrow("Cannot include a '#' character in a manually specified `to.search` field");
    }
  });
});
