import { describe, expect, it } from "vitest";
import { demoHubUrl, expectedVersionOf, nextBeatDelay } from "../../worker/demo-nodes";
import { demoNodesEnabled } from "~/env.server";

describe("demo nodes' timing and switches", () => {
  it("beat every 2/3 to 5/3 of the mean interval (30 s → 20–50 s)", () => {
    expect(nextBeatDelay(30_000, () => 0)).toBe(20_000);
    expect(nextBeatDelay(30_000, () => 0.5)).toBe(35_000);
    expect(nextBeatDelay(30_000, () => 0.999_999)).toBe(50_000);
  });

  it("reach the hub on IPv4 loopback when the server announces localhost or 0.0.0.0", () => {
    expect(demoHubUrl("http://localhost:3000")).toBe("http://127.0.0.1:3000");
    expect(demoHubUrl("http://0.0.0.0:3000/")).toBe("http://127.0.0.1:3000");
    expect(demoHubUrl("https://mesh.example.org")).toBe("https://mesh.example.org");
  });

  it("are on for the embedded database unless DEMO_NODES says otherwise", () => {
    expect(demoNodesEnabled({ DEMO_NODES: undefined, DATABASE_URL: undefined })).toBe(true);
    expect(demoNodesEnabled({ DEMO_NODES: undefined, DATABASE_URL: "postgres://x/y" })).toBe(false);
    expect(demoNodesEnabled({ DEMO_NODES: true, DATABASE_URL: "postgres://x/y" })).toBe(true);
    expect(demoNodesEnabled({ DEMO_NODES: false, DATABASE_URL: undefined })).toBe(false);
  });

  it("read the version the hub expects from a heartbeat reply, as observer_node.py does", () => {
    expect(expectedVersionOf(JSON.stringify({ ok: true, version: "1.0.1", expectedVersion: "1.1.0" }))).toBe("1.1.0");
    expect(expectedVersionOf(JSON.stringify({ ok: true, expectedVersion: null }))).toBeNull();
    expect(expectedVersionOf(JSON.stringify({ ok: true, expectedVersion: "1.0.0; rm -rf /" }))).toBeNull();
    expect(expectedVersionOf("<html>not json</html>")).toBeNull();
  });
});
