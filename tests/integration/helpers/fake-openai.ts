/**
 * A small local server speaking the OpenAI chat-completions streaming protocol, so the LLM mind
 * provider can be tested over real HTTP (DESIGN.md §6). Modes:
 * - "ok": streams a reply naming the mind from the system prompt ("You are Solace, …") in several chunks;
 * - "hang": accepts the request and never answers;
 * - "error500": answers 500 with an OpenAI-style error body;
 * - "slow-first-token": sends headers and a role-only chunk at once, the first content after `slowFirstTokenMs`;
 * - "empty": a well-formed stream that carries no content at all.
 * Every request is recorded (method, path, headers, parsed body, the mind it was for).
 * `setReply` replaces the "ok" reply with a fixed text or one computed from the request (e.g. an
 * answer citing a numbered source); `setReply(null)` goes back to `fakeReply`.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeOpenAIMode = "ok" | "hang" | "error500" | "slow-first-token" | "empty";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: string }>;
    [key: string]: unknown;
  } | null;
  /** The mind named in the system prompt ("You are Solace, …"), if any. */
  mind: string | null;
  systemPrompt: string;
  /** Every user message, joined by newlines (earlier turns first, the current question last). */
  userPrompt: string;
  /** The last user message: the current question with its context. */
  lastUserPrompt: string;
}

/** What the fake answers in "ok" mode instead of `fakeReply`. */
export type FakeReply = string | ((request: RecordedRequest) => string);

export interface FakeOpenAI {
  /** Base URL for the OpenAI client, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  setMode(mode: FakeOpenAIMode): void;
  /** The reply of "ok" (and "slow-first-token") mode from now on; null restores `fakeReply`. */
  setReply(reply: FakeReply | null): void;
  close(): Promise<void>;
}

export interface FakeOpenAIOptions {
  /** Delay before the first content token in "slow-first-token" mode (default 1500 ms). */
  slowFirstTokenMs?: number;
  /** Delay between content chunks (default 5 ms). */
  chunkDelayMs?: number;
}

/** The reply the fake gives a mind in "ok" mode (tests can compare against it). */
export function fakeReply(mind: string | null, question: string): string {
  const who = mind ?? "A mind";
  const topic = question.replace(/\s+/g, " ").trim().slice(0, 60) || "your question";
  return `${who} speaks from the fake model. About "${topic}": the first thing is to look closely, and the second is to act with care.`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function chunkOf(id: string, model: string, delta: Record<string, unknown>, finish: string | null): string {
  const payload = {
    id,
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

/** Splits a reply into a few word chunks, as a real model streams tokens. */
function pieces(text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 3) out.push(words.slice(i, i + 3).join(""));
  return out;
}

export async function startFakeOpenAI(mode: FakeOpenAIMode = "ok", options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  let current: FakeOpenAIMode = mode;
  let reply: FakeReply | null = null;
  const requests: RecordedRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const slowFirstTokenMs = options.slowFirstTokenMs ?? 1500;
  const chunkDelayMs = options.chunkDelayMs ?? 5;
  let counter = 0;

  const wait = (ms: number, res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve(!res.destroyed && !res.writableEnded);
      }, ms);
      timers.add(t);
    });

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (req.method !== "POST" || (path !== "/v1/chat/completions" && path !== "/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `No route for ${req.method} ${path}`, type: "invalid_request_error" } }));
      return;
    }
    const raw = await readBody(req).catch(() => "");
    let body: RecordedRequest["body"] = null;
    try {
      body = JSON.parse(raw) as RecordedRequest["body"];
    } catch {
      body = null;
    }
    const messages = Array.isArray(body?.messages) ? body.messages : [];
    const systemPrompt = messages.filter((m) => m.role === "system").map((m) => String(m.content)).join("\n");
    const userMessages = messages.filter((m) => m.role === "user").map((m) => String(m.content));
    const userPrompt = userMessages.join("\n");
    const lastUserPrompt = userMessages[userMessages.length - 1] ?? "";
    const mind = /You are (\w+)/.exec(systemPrompt)?.[1] ?? null;
    const recorded: RecordedRequest = { method: req.method ?? "POST", path, headers: req.headers, body, mind, systemPrompt, userPrompt, lastUserPrompt };
    requests.push(recorded);

    const modeNow = current;
    if (modeNow === "hang") return; // accepted, never answered (closed by close())
    if (modeNow === "error500") {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "The fake model is having a bad day.", type: "server_error", code: null } }));
      return;
    }

    const id = `chatcmpl-fake-${++counter}`;
    const model = body?.model ?? "fake-model";
    const question = /Question: ([^\n]*)/.exec(lastUserPrompt)?.[1] ?? "";
    const text = reply === null ? fakeReply(mind, question) : typeof reply === "string" ? reply : reply(recorded);
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.write(chunkOf(id, model, { role: "assistant", content: "" }, null));
    if (modeNow === "slow-first-token" && !(await wait(slowFirstTokenMs, res))) return;
    for (const piece of modeNow === "empty" ? [] : pieces(text)) {
      if (!(await wait(chunkDelayMs, res))) return;
      res.write(chunkOf(id, model, { content: piece }, null));
    }
    res.write(chunkOf(id, model, {}, "stop"));
    res.write("data: [DONE]\n\n");
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next) {
      current = next;
    },
    setReply(next) {
      reply = next;
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
