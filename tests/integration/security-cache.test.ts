/**
 * Issue 30, finding 7: pages that show one person's things (a conversation, a journey, a new API
 * token, every page an operator sees, the sign-in answer with its cookies) and their single-fetch
 * `.data` answers carry `Cache-Control: private, no-store`, so no shared cache or browser history keeps
 * them; public pages keep their caching.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, form, Jar, OPERATOR, signIn } from "./helpers/http";
import { ChatClient } from "./helpers/ws";

const PRIVATE = "private, no-store";
const html = { headers: { Accept: "text/html" } };

async function cacheControl(jar: Jar, path: string, init: RequestInit = html): Promise<{ status: number; cacheControl: string | null }> {
  const res = await jar.fetch(path, init);
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get("cache-control") };
}

describe("private pages are never cached", () => {
  it("a visitor's conversation (/swarm?c=…) and its .data", async () => {
    const jar = new Jar();
    await jar.fetch("/");
    const chat = await ChatClient.open(baseUrl(), { Cookie: jar.header() });
    try {
      const { complete } = await chat.deliberation("How should a shared garden split the water bill fairly?", 20_000, { private: true });
      const id = complete.conversationId as string;
      expect(id).toBeTruthy();
      expect(await cacheControl(jar, `/swarm?c=${id}`)).toEqual({ status: 200, cacheControl: PRIVATE });
      expect(await cacheControl(jar, `/swarm.data?c=${id}`, {})).toEqual({ status: 200, cacheControl: PRIVATE });
      expect(await cacheControl(jar, `/swarm.data?c=${id}&_routes=routes%2Fswarm`, {})).toEqual({ status: 200, cacheControl: PRIVATE });
    } finally {
      chat.close();
    }
  });

  it("a visitor's journey and its .data", async () => {
    const jar = new Jar();
    expect(await cacheControl(jar, "/journey")).toEqual({ status: 200, cacheControl: PRIVATE });
    expect(await cacheControl(jar, "/journey.data", {})).toEqual({ status: 200, cacheControl: PRIVATE });
  });

  it("the page that shows a new API token, as a document and as .data", async () => {
    const jar = await signIn();
    expect(await cacheControl(jar, "/settings/tokens")).toEqual({ status: 200, cacheControl: PRIVATE });
    expect(await cacheControl(jar, "/settings/tokens.data", {})).toEqual({ status: 200, cacheControl: PRIVATE });
    const created = await jar.fetch("/settings/tokens", { method: "POST", ...form({ name: "cache-check" }), headers: { ...form({}).headers, Accept: "text/html" } });
    const page = await created.text();
    expect(created.status).toBe(200);
    expect(page).toContain("cache-check");
    expect(created.headers.get("cache-control")).toBe(PRIVATE);
    const createdData = await jar.fetch("/settings/tokens.data", { method: "POST", ...form({ name: "cache-check-data" }) });
    await createdData.arrayBuffer();
    expect(createdData.status).toBe(200);
    expect(createdData.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("every operator page and its .data, including public pages seen by an operator", async () => {
    const jar = await signIn();
    for (const path of ["/operator/audit", "/operator/schedules", "/promotion-dashboard", "/learn", "/"]) {
      expect({ path, ...(await cacheControl(jar, path)) }).toEqual({ path, status: 200, cacheControl: PRIVATE });
    }
    for (const path of ["/operator/audit.data", "/operator/schedules.data", "/learn.data", "/_root.data"]) {
      expect({ path, ...(await cacheControl(jar, path, {})) }).toEqual({ path, status: 200, cacheControl: PRIVATE });
    }
  });

  it("the sign-in form and its answer with the session cookie", async () => {
    const jar = new Jar();
    expect(await cacheControl(jar, "/login")).toEqual({ status: 200, cacheControl: PRIVATE });
    const res = await jar.fetch("/login", { method: "POST", ...form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/settings/tokens" }) });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("tm_session="))).toBe(true);
    expect(res.headers.get("cache-control")).toBe(PRIVATE);
    const data = await new Jar().fetch("/login.data", { method: "POST", ...form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: "/settings/tokens" }) });
    await data.arrayBuffer();
    expect(data.headers.getSetCookie().some((c) => c.startsWith("tm_session="))).toBe(true);
    expect(data.headers.get("cache-control")).toBe(PRIVATE);
  });
});

describe("public pages keep their caching", () => {
  it("/learn and its .data are not marked private or no-store for a visitor", async () => {
    for (const [path, init] of [["/learn", html], ["/learn.data", {}], ["/", html]] as const) {
      const { status, cacheControl: value } = await cacheControl(new Jar(), path, init);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(value ?? "").not.toMatch(/no-store|private/);
    }
  });
});
