import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { baseUrl, Jar, OPERATOR, signIn } from "./helpers/http";
import { startServer } from "./helpers/server";

/** A small stand-in for the Python plane: GET /health answers JSON, or never answers at all. */
async function fakePythonPlane(mode: "ok" | "hang" | "no-version"): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    if (req.url !== "/health") {
      res.writeHead(404).end();
      return;
    }
    hits++;
    if (mode === "hang") return; // headers never sent
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(mode === "ok" ? { status: "ok", version: "3.12.4-chrysalis", port: 5001 } : { status: "ok" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function pageHtml(jar: Jar): Promise<string> {
  const res = await jar.fetch("/chrysalis");
  expect(res.status).toBe(200);
  return res.text();
}

const badgeOf = (html: string) => /data-health-badge="true">([^<]*)</.exec(html)?.[1];

describe("/chrysalis without a Python plane", () => {
  it("a visitor reads that the optional plane is not connected, with no configuration names and no alarm", async () => {
    const html = await pageHtml(new Jar());
    expect(badgeOf(html)).toBe("Operational");
    expect(html).toContain("This optional analysis plane is not connected on this hub. Everything on this console still works");
    expect(html).toMatch(/data-plane-status="true">not connected</);
    expect(html).not.toContain("PYTHON_PLANE_URL");
    expect(html).not.toContain("Degraded Mode");
    expect(html).not.toContain("data-plane-operator-detail");
  });

  it("a signed-in operator also sees which setting is missing", async () => {
    const html = await pageHtml(await signIn());
    expect(badgeOf(html)).toBe("Operational");
    expect(html).toContain("not connected on this hub");
    expect(html).toMatch(/data-plane-operator-detail="true">.*PYTHON_PLANE_URL is not configured/s);
  });
});

describe("GET /api/chrysalis/health", () => {
  it("without PYTHON_PLANE_URL: the TypeScript plane is healthy (database and Redis answer), Python unavailable on 5001", async () => {
    const res = await fetch(`${baseUrl()}/api/chrysalis/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      typescript_healthy: true,
      typescript_port: Number(new URL(baseUrl()).port),
      database: "ok",
      redis: "ok",
      python_available: false,
      python_port: 5001,
      python_version: null,
      python_configured: false,
    });
    expect(body.python_error).toMatch(/not configured/);
  });

  it("probes the Python plane: available with its version; a hanging or version-less plane is unavailable within the timeout", async () => {
    const ok = await fakePythonPlane("ok");
    const hang = await fakePythonPlane("hang");
    const bare = await fakePythonPlane("no-version");
    const servers = await Promise.all([ok, hang, bare].map((p) => startServer({ env: { PYTHON_PLANE_URL: p.url, OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } })));
    try {
      const [withOk, withHang, withBare] = servers;
      const up = await (await fetch(`${withOk.url}/api/chrysalis/health`)).json();
      expect(up).toMatchObject({ typescript_healthy: true, python_available: true, python_port: 5001, python_version: "3.12.4-chrysalis", python_configured: true, python_error: null });
      expect(ok.hits()).toBeGreaterThanOrEqual(1);

      const started = Date.now();
      const hung = await (await fetch(`${withHang.url}/api/chrysalis/health`)).json();
      const took = Date.now() - started;
      expect(hung).toMatchObject({ typescript_healthy: true, python_available: false, python_port: Number(new URL(hang.url).port), python_version: null, python_configured: true });
      expect(hung.python_error).toMatch(/did not answer within/);
      expect(hang.hits()).toBeGreaterThanOrEqual(1);
      expect(took).toBeLessThan(4000);

      const noVersion = await (await fetch(`${withBare.url}/api/chrysalis/health`)).json();
      expect(noVersion).toMatchObject({ python_available: false, python_version: null });
      expect(noVersion.python_error).toMatch(/no version/);

      // A configured plane that does not answer is a real degradation; the reason is for operators only.
      const visitorPage = await pageHtml(new Jar(undefined, withHang.url));
      expect(badgeOf(visitorPage)).toBe("Degraded Mode");
      expect(visitorPage).toContain("This optional analysis plane is not answering right now.");
      expect(visitorPage).not.toContain("did not answer within");
      const operatorPage = await pageHtml(await signIn(new Jar(undefined, withHang.url)));
      expect(operatorPage).toContain("did not answer within");
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await Promise.all([ok, hang, bare].map((p) => p.close()));
    }
  }, 120_000);
});
