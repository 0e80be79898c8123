import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { answersPing, findOnPath, provideRedis } from "~/infra/local-redis.server";

/** A TCP listener on a free port answering every connection with `reply` (or nothing). */
async function listener(reply: string | null): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.once("data", () => (reply === null ? undefined : socket.end(reply)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const dir = mkdtempSync(path.join(tmpdir(), "local-redis-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("is a Redis there? (the private Redis is started only when not)", () => {
  it("a server answering +PONG is a Redis", async () => {
    const redis = await listener("+PONG\r\n");
    expect(await answersPing("127.0.0.1", redis.port)).toBe(true);
    await redis.close();
  });

  it("the port held by something else (an HTTP server, an error reply, silence) or by nothing is not", async () => {
    for (const reply of ["HTTP/1.1 400 Bad Request\r\n\r\n", "-NOAUTH Authentication required.\r\n", null]) {
      const other = await listener(reply);
      expect(await answersPing("127.0.0.1", other.port, 300), String(reply)).toBe(false);
      await other.close();
    }
    const gone = await listener(null);
    await gone.close();
    expect(await answersPing("127.0.0.1", gone.port)).toBe(false);
  });
});

describe("redis-server on the PATH", () => {
  it("is the first executable of that name in the PATH's directories", () => {
    const [a, b, c] = ["a", "b", "c"].map((name) => path.join(dir, name));
    for (const d of [a, b, c]) mkdirSync(d);
    writeFileSync(path.join(a, "redis-server"), "not executable");
    writeFileSync(path.join(b, "redis-server"), "#!/bin/sh\n");
    chmodSync(path.join(b, "redis-server"), 0o755);
    expect(findOnPath("redis-server", [a, b, c].join(path.delimiter))).toBe(path.join(b, "redis-server"));
    expect(findOnPath("redis-server", [a, c].join(path.delimiter))).toBeNull();
    expect(findOnPath("redis-server", undefined)).toBeNull();
  });
});

describe("where Redis comes from", () => {
  it("a set REDIS_URL is used as it is: nothing probed, nothing started", async () => {
    expect(await provideRedis({ env: { ...process.env, REDIS_URL: "redis://elsewhere:6380", PATH: "" }, dataDir: dir })).toEqual({ kind: "configured" });
  });
});
