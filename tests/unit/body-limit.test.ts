import http from "node:http";
import net, { type AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, bodyLimit } from "~/infra/web.server";

// The body limit in front of a handler that reads the whole body, over a real socket: what a
// keep-alive client sees when its chunked upload is refused half-way.
let server: http.Server;
let port: number;
const refused: Promise<boolean>[] = [];

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit);
  app.use((req, res) => {
    req.resume();
    req.on("end", () => res.json({ ok: true }));
  });
  app.use((error: { status?: number }, req: Request, res: Response, _next: NextFunction) => {
    // Whether the refused body is read to its end (so the parser moves on to the next request).
    refused.push(new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), 2000);
      req.once("end", () => {
        clearTimeout(timer);
        resolve(true);
      });
    }));
    res.status(error.status ?? 500).json({ error: "refused" });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Collects what the socket receives until one whole JSON answer (`}`) has come, or 3 s. */
function answer(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let got = "";
    const done = () => {
      socket.off("data", onData);
      clearTimeout(timer);
      resolve(got);
    };
    const onData = (data: Buffer) => {
      got += data.toString("latin1");
      if (got.includes("}")) done();
    };
    const timer = setTimeout(done, 3000);
    socket.on("data", onData);
  });
}

describe("the body limit", () => {
  it("reads a refused chunked body to its end, so the next request on the same connection is answered", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    try {
      const data = "y".repeat(16 * 1024);
      const chunk = `${data.length.toString(16)}\r\n${data}\r\n`;
      const chunks = Math.ceil(BODY_LIMIT_BYTES / data.length) + 2;
      const head = "POST /upload HTTP/1.1\r\nHost: test\r\nTransfer-Encoding: chunked\r\n\r\n";
      // The limit is crossed inside the first write; the rest of the body comes after the answer.
      const cut = chunk.length * (chunks - 2) + 16;
      const body = `${chunk.repeat(chunks)}0\r\n\r\n`;
      const first = answer(socket);
      socket.write(head + body.slice(0, cut));
      expect(await first).toMatch(/^HTTP\/1\.1 413 /);
      socket.write(body.slice(cut));
      expect(await refused.at(-1)).toBe(true);

      const second = answer(socket);
      socket.write("POST /upload HTTP/1.1\r\nHost: test\r\nContent-Length: 2\r\n\r\n{}");
      expect(await second).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      socket.destroy();
    }
  });

  it("passes a chunked body under the limit on whole", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/upload`, {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("z".repeat(BODY_LIMIT_BYTES - 1)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
