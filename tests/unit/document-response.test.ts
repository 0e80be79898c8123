/**
 * How app/entry.server.tsx hands a rendered page on (app/infra/document.server.ts): the page's data for
 * hydration read whole before the render, so <RemixServer> writes it without suspending; and the page's
 * bytes written by the (patched) Express adapter as they are.
 */
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import handleRequest from "~/entry.server";
import { bufferedResponse, readHandoff, renderWhole } from "~/infra/document.server";
import { REMIX_REACT, tinyBuild, type EntryRender } from "./fixtures/tiny-remix-build";

const require = createRequire(import.meta.url);
const { createRequestHandler } = require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");
const { RemixServer } = require(REMIX_REACT) as typeof import("@remix-run/react");
const { createElement, Suspense } = require("react") as typeof import("react");
const { renderToPipeableStream, renderToString } = require("react-dom/server") as typeof import("react-dom/server");

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

describe("the page rendered in one pass (renderWhole, as app/entry.server.tsx renders)", () => {
  const NONCE = "n0nce";
  const theEntry: EntryRender = (request, status, headers, context) => handleRequest(request, status, headers, context, { cspNonce: NONCE } as AppLoadContext);
  /** The app entry's answer for /learn (its bytes ride beside the Response: bufferedResponse). */
  const answer = async (entry: EntryRender, page?: () => import("react").ReactElement) => {
    const handler = createRequestHandler(tinyBuild(RemixServer, createElement, renderToString, { withData: { word: "Ωmega <b>" }, entry, page }), "production");
    const res = await handler(new Request("http://mesh.test/learn"));
    expect(res.status).toBe(200);
    const buffered = (res as unknown as Record<symbol, Buffer | undefined>)[Symbol.for("remix.express.bufferedBody")];
    return buffered ? buffered.toString("utf8") : res.text();
  };
  /** A page through React's stream renderer, waited for whole (what the entry wrote before renderWhole). */
  const streamed = (page: import("react").ReactElement) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString("utf8"));
          done();
        },
      });
      const { pipe } = renderToPipeableStream(page, { nonce: NONCE, onAllReady: () => pipe(sink), onShellError: reject });
    });

  it("writes the stream renderer's HTML: the doctype, the page, its data and the stream's close", async () => {
    const both = await answer(async (request, status, headers, context) => {
      await readHandoff(context);
      const page = () => createElement(RemixServer, { context, url: request.url, nonce: NONCE });
      const whole = renderWhole(page(), context) ?? "(not rendered whole)";
      context.serverHandoffStream = new ReadableStream(); // the first render took a reader
      return new Response(JSON.stringify([whole, await streamed(page())]), { status, headers });
    });
    const [whole, stream] = JSON.parse(both) as [string, string];
    expect(whole).toBe(stream);
    expect(whole.startsWith("<!DOCTYPE html><html>")).toBe(true);
    expect(whole).toContain("<p>page /learn</p>");
    expect(whole.match(/streamController\.enqueue\(/g)).toHaveLength(1);
    expect(whole).toContain(`<script nonce="${NONCE}">window.__remixContext.streamController.close();</script>`);
    expect(await answer(theEntry)).toBe(whole);
  });

  it("leaves a part that suspends to the stream renderer: the entry renders the page again and waits for it", async () => {
    let ready = false;
    const arrival = new Promise<void>((resolve) =>
      setTimeout(() => {
        ready = true;
        resolve();
      }, 20),
    );
    const Slow = () => {
      if (!ready) throw arrival;
      return createElement("p", null, "arrived");
    };
    const page = () => createElement(Suspense, { fallback: createElement("p", null, "waiting") }, createElement(Slow));
    expect(renderWhole(page(), { serverHandoffStream: undefined, renderMeta: {} } as unknown as Context)).toBeUndefined();

    const html = await answer(theEntry, page);
    expect(html).toContain("<p>arrived</p>");
    expect(html).not.toContain("<!--$!");
    expect(html.match(/streamController\.enqueue\(/g)).toHaveLength(1);
    expect(html).toContain("Ωmega \\u003cb\\u003e");
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
