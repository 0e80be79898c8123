/**
 * How app/entry.server.tsx hands a rendered page on (app/infra/document.server.ts): the page's data for
 * hydration read whole before the render, so <RemixServer> writes it without suspending; and the page's
 * bytes written by the (patched) Express adapter as they are.
 */
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bufferedResponse, readHandoff } from "~/infra/document.server";
import { REMIX_REACT, tinyBuild, type EntryRender } from "./fixtures/tiny-remix-build";

const require = createRequire(import.meta.url);
const { createRequestHandler } = require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");
const { RemixServer } = require(REMIX_REACT) as typeof import("@remix-run/react");
const { createElement } = require("react") as typeof import("react");
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

type Context = Parameters<typeof readHandoff>[0];
const streamOf = (chunks: Uint8Array[], error?: Error) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (error) controller.error(error);
      else controller.close();
    },
  });

describe("the page's data for hydration (readHandoff)", () => {
  // renderToString cannot wait for a suspended part: it writes the data only if it is there when the render starts.
  const page = async (entry?: EntryRender) => {
    const handler = createRequestHandler(tinyBuild(RemixServer, createElement, renderToString, { withData: { word: "Ωmega <b>" }, entry }), "production");
    const res = await handler(new Request("http://mesh.test/learn"));
    expect(res.status).toBe(200);
    return res.text();
  };

  it("is in the render's HTML at once: one script with the loader's data, one that closes the stream", async () => {
    const html = await page(async (request, status, headers, context) => {
      await readHandoff(context);
      return new Response(renderToString(createElement(RemixServer, { context, url: request.url })), { status, headers });
    });
    expect(html).toContain("<p>page /learn</p>");
    expect(html.match(/streamController\.enqueue\(/g)).toHaveLength(1);
    expect(html).toContain("Ωmega \\u003cb\\u003e");
    expect(html).toContain("window.__remixContext.streamController.close();");
  });

  it("without it, the same render has no data (it would suspend until the stream is read)", async () => {
    const html = await page();
    expect(html).toContain("<p>page /learn</p>");
    expect(html).not.toContain("streamController.enqueue(");
  });

  it("joins chunks split inside a character, and leaves the stream unlocked", async () => {
    const bytes = new TextEncoder().encode('["Ω",1]\n');
    const stream = streamOf([bytes.slice(0, 3), bytes.slice(3)]);
    const context = { serverHandoffStream: stream, renderMeta: {} } as unknown as Context;
    await readHandoff(context);
    expect(stream.locked).toBe(false);
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0]!.result).toEqual({ done: false, value: '["Ω",1]\n' });
    expect(cache[1]!.result).toEqual({ done: true, value: "" });
  });

  it("leaves a failing stream to StreamTransfer, which reads the same error", async () => {
    const failure = new Error("Server Timeout");
    const stream = streamOf([new TextEncoder().encode("[1]\n")], failure);
    const context = { serverHandoffStream: stream, renderMeta: {} } as unknown as Context;
    await readHandoff(context);
    expect(context.renderMeta!.streamCache).toBeUndefined();
    await expect(stream.getReader().read()).rejects.toBe(failure);
  });
});

describe("a page written whole (bufferedResponse through the patched @remix-run/express)", () => {
  // The adapter's own module (its index exports only createRequestHandler, which calls this).
  const { sendRemixResponse } = require(require.resolve("@remix-run/express/dist/server.js")) as typeof import("@remix-run/express/dist/server");
  const html = Buffer.from("<!DOCTYPE html><p>Ωmega</p>");
  let server: import("node:http").Server;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.get("/page", (_req, res, next) => {
      const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Length": String(html.length) });
      sendRemixResponse(res, bufferedResponse(html, { status: 201, headers })).catch(next);
    });
    app.get("/stream", (_req, res, next) => void sendRemixResponse(res, new Response("a streamed body", { headers: { "Content-Type": "text/plain" } })).catch(next));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("is written as its bytes, with the status and headers the entry gave", async () => {
    const res = await fetch(`${base}/page`);
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-length")).toBe(String(html.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(html)).toBe(true);
  });

  it("any other Response is still streamed as before", async () => {
    const res = await fetch(`${base}/stream`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("a streamed body");
  });
});
