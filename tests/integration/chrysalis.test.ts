import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./helpers/http";
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
    });
    expect(body.python_error).toMatch(/not configured/);
  });

  it("probes the Python plane: available with its version; a hanging or version-less plane is unavailable within the timeout", async () => {
    const ok = await fakePythonPlane("ok");
    const hang = await fakePythonPlane("hang");
    const bare = await fakePythonPlane("no-version");
    const servers = await Promise.all([ok, hang, bare].map((p) => startServer({ env: { PYTHON_PLANE_URL: p.url } })));
    try {
      const [withOk, withHang, withBare] = servers;
      const up = await (await fetch(`${withOk.url}/api/chrysalis/health`)).json();
      expect(up).toMatchObject({ typescript_healthy: true, python_available: true, python_port: 5001, python_version: "3.12.4-chrysalis", python_error: null });
      expect(ok.hits()).toBeGreaterThanOrEqual(1);

      const started = Date.now();
      const hung = await (await fetch(`${withHang.url}/api/chrysalis/health`)).json();
      const took = Date.now() - started;
      expect(hung).toMatchObject({ typescript_healthy: true, python_available: false, python_port: Number(new URL(hang.url).port), python_version: null });
      expect(hung.python_error).toMatch(/did not answer within/);
      expect(hang.hits()).toBeGreaterThanOrEqual(1);
      expect(took).toBeLessThan(4000);

      const noVersion = await (await fetch(`${withBare.url}/api/chrysalis/health`)).json();
      expect(noVersion).toMatchObject({ python_available: false, python_version: null });
      expect(noVersion.python_error).toMatch(/no version/);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await Promise.all([ok, hang, bare].map((p) => p.close()));
    }
  }, 120_000);
});
