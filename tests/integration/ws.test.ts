import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { baseUrl } from "./helpers/http";

function open(headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = new WebSocket(baseUrl().replace("http", "ws") + "/ws", { headers });
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

function nextMessage(ws: WebSocket): Promise<{ type: string; data: Record<string, unknown> }> {
  return new Promise((resolve) => ws.once("message", (raw) => resolve(JSON.parse(raw.toString()))));
}

describe("WebSocket /ws", () => {
  it("routes a typed message to its handler", async () => {
    const ws = await open();
    ws.send(JSON.stringify({ type: "ping", nonce: "n1" }));
    const reply = await nextMessage(ws);
    expect(reply.type).toBe("pong");
    expect(reply.data.nonce).toBe("n1");
    ws.close();
  });

  it("answers an unknown type with swarm_error and ignores unparsable frames", async () => {
    const ws = await open();
    ws.send("{this is not json");
    ws.send(JSON.stringify({ type: "teleport" }));
    const reply = await nextMessage(ws);
    expect(reply).toEqual({ type: "swarm_error", data: { message: 'Unknown message type "teleport".' } });
    ws.send(JSON.stringify({ type: "ping" }));
    expect((await nextMessage(ws)).type).toBe("pong");
    ws.close();
  });

  it("closes the socket with 1009 on a frame over 64 KiB", async () => {
    const ws = await open();
    const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
    ws.send(JSON.stringify({ type: "ping", nonce: "x".repeat(70 * 1024) }));
    expect(await closed).toBe(1009);
  });

  it("refuses a cross-site upgrade", async () => {
    await expect(open({ Origin: "https://evil.example" })).rejects.toThrow("403");
  });

  it("other upgrade paths are not served", async () => {
    const ws = new WebSocket(baseUrl().replace("http", "ws") + "/elsewhere");
    await expect(
      new Promise((_, reject) => {
        ws.once("unexpected-response", (_req, res) => reject(new Error(String(res.statusCode))));
        ws.once("error", reject);
      }),
    ).rejects.toThrow(/^404$/); // the server's own 404, not a refused connection
  });
});
