import { describe, expect, it } from "vitest";
import { ROUTES } from "~/lib/routes";
import { baseUrl, Jar } from "./helpers/http";

describe("route table", () => {
  it.each(ROUTES.map((r) => r.path))("%s answers 200 with a rendered page", async (path) => {
    const res = await new Jar().fetch(path, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("<title>");
    expect(html).toContain('id="main"');
  });

  it("an unknown path renders Page Not Found with status 404", async () => {
    const res = await new Jar().fetch("/no/such/place", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("an unknown /api path answers a JSON 404", async () => {
    const res = await new Jar().fetch("/api/x");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/x");
  });

  it("every page sets a signed guest wallet cookie and security headers", async () => {
    const res = await fetch(`${baseUrl()}/`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("tm_visitor="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const decoded = Buffer.from(decodeURIComponent(cookie!.split("=")[1].split(".")[0]), "base64").toString();
    expect(decoded).toMatch(/^"val-[0-9a-f]{24}"$/);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Browsers must send a real Origin on same-site form posts (no-referrer would make it "null").
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await res.text();
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("the home page shows the hero and the navigation", async () => {
    const html = await (await new Jar().fetch("/")).text();
    expect(html).toContain("Watch Multiple AIs Think Together");
    for (const label of ["Learn", "Journey", "Multicore", "Ritual", "Heatmap", "Docs", "GitHub", "Trinity Mesh"]) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toContain('href="/swarm"');
    expect(html).toContain('href="/journey"');
  });

  it("fingerprinted assets are cached immutably", async () => {
    const html = await (await new Jar().fetch("/")).text();
    const asset = html.match(/\/build\/[^"]+\.js/)![0];
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});
