/**
 * The /ws frames (issue 32): one ServerMessage type, encoded by the server and parsed by the chat.
 * Each kind parses into what the screen's handlers get; anything else is ignored, never thrown.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { dispatchFrame, newAskId, type SwarmHandlers } from "~/components/swarm/use-swarm-socket";
import { WsRouter, type WsClient } from "~/infra/ws.server";
import { log } from "~/lib/log.server";
import { encodeServerMessage, FALLBACK_ERROR, parseServerMessage, type ServerMessage } from "~/lib/ws-messages";

afterEach(() => vi.restoreAllMocks());

const handlers = () => ({ onThought: vi.fn(), onDelta: vi.fn(), onComplete: vi.fn(), onError: vi.fn(), onDisconnect: vi.fn(), onResent: vi.fn() }) satisfies SwarmHandlers;

// One frame of each kind, as the server's senders build them (app/infra/ws-handlers.server.ts).
const frames: ServerMessage[] = [
  { type: "pong", data: { nonce: "n1", serverTime: "2026-11-29T14:00:00.000Z", version: "1.4.0" } },
  { type: "swarm_thought", data: { agent: "Solace", glyph: "☉", content: "Who is affected?", sources: [{ title: "Guide", href: "/api/docs/operator-guide" }] } },
  { type: "swarm_thought_delta", data: { agent: "Manus", text: "First, " } },
  { type: "swarm_complete", data: { memoriesRecalled: 2, memoryPatterns: ["care", "steps"], conversationId: "0b5c7a0e-1f2a-4c3d-9e8f-000000000001", private: true } },
  { type: "swarm_error", data: { message: "The database is unavailable right now.", retryAfterSeconds: 5 } },
];

describe("the wire format", () => {
  it("is the JSON the server always sent: {type, data}", () => {
    expect(encodeServerMessage({ type: "swarm_thought_delta", data: { agent: "Manus", text: "First, " } })).toBe('{"type":"swarm_thought_delta","data":{"agent":"Manus","text":"First, "}}');
  });

  it.each(frames.map((f) => [f.type, f] as const))("%s: what the server encodes parses back to the same message", (_, frame) => {
    expect(parseServerMessage(encodeServerMessage(frame))).toEqual({ ok: true, message: frame });
  });
});

describe("the chat's handlers, one per kind", () => {
  it("swarm_thought → onThought with the thought", () => {
    const h = handlers();
    dispatchFrame(encodeServerMessage(frames[1]), h);
    expect(h.onThought).toHaveBeenCalledWith({ agent: "Solace", glyph: "☉", content: "Who is affected?", sources: [{ title: "Guide", href: "/api/docs/operator-guide" }] });
  });

  it("swarm_thought_delta → onDelta with the agent and the text", () => {
    const h = handlers();
    dispatchFrame(encodeServerMessage(frames[2]), h);
    expect(h.onDelta).toHaveBeenCalledWith("Manus", "First, ");
  });

  it("swarm_complete → onComplete; a completion from an older server (no conversation, odd counts) gets defaults", () => {
    const h = handlers();
    dispatchFrame(encodeServerMessage(frames[3]), h);
    expect(h.onComplete).toHaveBeenCalledWith(frames[3].data);
    dispatchFrame(JSON.stringify({ type: "swarm_complete", data: { memoriesRecalled: -1, memoryPatterns: ["a", 3] } }), h);
    expect(h.onComplete).toHaveBeenLastCalledWith({ memoriesRecalled: 0, memoryPatterns: ["a"], conversationId: null, private: false });
  });

  it("swarm_error → onError with its message, or the general sentence when it has none", () => {
    const h = handlers();
    dispatchFrame(encodeServerMessage(frames[4]), h);
    expect(h.onError).toHaveBeenCalledWith("The database is unavailable right now.");
    dispatchFrame(JSON.stringify({ type: "swarm_error", data: { message: "" } }), h);
    expect(h.onError).toHaveBeenLastCalledWith(FALLBACK_ERROR);
  });

  it("a thought keeps only its well-formed sources, and a missing glyph is empty", () => {
    const sources = [{ title: "Guide", href: "/api/docs/x" }, { title: "", href: "/x" }, { href: "/y" }, "nope", null];
    expect(parseServerMessage(JSON.stringify({ type: "swarm_thought", data: { agent: "Ignith", content: "c", sources } }))).toEqual({
      ok: true,
      message: { type: "swarm_thought", data: { agent: "Ignith", glyph: "", content: "c", sources: [{ title: "Guide", href: "/api/docs/x" }] } },
    });
  });
});

describe("frames the chat does not understand are ignored, never thrown", () => {
  it.each([
    ["not JSON", "{not json", "not-json"],
    ["JSON without a type", JSON.stringify({ data: { message: "x" } }), "no-type"],
    ["a bare string", JSON.stringify("swarm_error"), "no-type"],
    ["an array", "[1,2]", "no-type"],
    ["null", "null", "no-type"],
    ["a type this client does not know", JSON.stringify({ type: "swarm_vote", data: {} }), "unknown-type"],
    ["an inherited name", JSON.stringify({ type: "toString", data: {} }), "unknown-type"],
    ["a thought without content", JSON.stringify({ type: "swarm_thought", data: { agent: "Solace" } }), "malformed"],
    ["a delta whose text is a number", JSON.stringify({ type: "swarm_thought_delta", data: { agent: "Manus", text: 3 } }), "malformed"],
    ["a pong without its time", JSON.stringify({ type: "pong", data: "x" }), "malformed"],
  ])("%s", (_, raw, reason) => {
    expect(parseServerMessage(raw)).toEqual({ ok: false, reason });
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const h = handlers();
    expect(() => dispatchFrame(raw, h)).not.toThrow();
    for (const fn of [h.onThought, h.onDelta, h.onComplete, h.onError, h.onDisconnect]) expect(fn).not.toHaveBeenCalled();
    // Broken frames are logged for whoever debugs; a newer server's new type is not an error.
    expect(consoleError).toHaveBeenCalledTimes(reason === "unknown-type" ? 0 : 1);
  });

  it("the console says why a frame was ignored", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    dispatchFrame("{not json", handlers());
    dispatchFrame(JSON.stringify({ data: {} }), handlers());
    dispatchFrame(JSON.stringify({ type: "swarm_thought", data: {} }), handlers());
    expect(consoleError.mock.calls.map(([text]) => String(text))).toEqual([
      "Ignored a mesh message that is not JSON:",
      "Ignored a mesh message without a type:",
      "Ignored a mesh message of the wrong shape:",
    ]);
  });

  it("a pong calls no handler and logs nothing", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const h = handlers();
    dispatchFrame(encodeServerMessage(frames[0]), h);
    for (const fn of [h.onThought, h.onDelta, h.onComplete, h.onError, h.onDisconnect]) expect(fn).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe("the server's router refusals are frames the chat reads", () => {
  function client(sent: ServerMessage[]): WsClient {
    return { id: 1, visitorId: "val-1", ip: "127.0.0.1", socket: null as never, state: new Map(), send: (m) => (sent.push(m), true) };
  }

  it("an unknown type, an invalid frame and a failing handler each answer a swarm_error the chat shows", async () => {
    vi.spyOn(log, "error").mockImplementation(() => {});
    const router = new WsRouter();
    router.register("ping", z.object({ type: z.literal("ping"), nonce: z.string().max(4).optional() }), () => {
      throw new Error("bug");
    });
    const sent: ServerMessage[] = [];
    await router.dispatch(JSON.stringify({ type: "nope" }), client(sent));
    await router.dispatch(JSON.stringify({ type: "ping", nonce: "too long" }), client(sent));
    await router.dispatch(JSON.stringify({ type: "ping" }), client(sent));
    expect(sent.map((m) => m.type)).toEqual(["swarm_error", "swarm_error", "swarm_error"]);
    const h = handlers();
    for (const m of sent) dispatchFrame(encodeServerMessage(m), h);
    expect(h.onError.mock.calls.map(([message]) => message)).toEqual(['Unknown message type "nope".', expect.any(String), "The mesh could not process that message. Please try again."]);
  });
});

describe("newAskId", () => {
  it("is 128 random bits in base64url, which the server's swarm_thinking schema accepts", async () => {
    const { swarmThinkingSchema } = await import("~/domain/trinity.server");
    const ids = [newAskId(), newAskId()];
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ids[0]).not.toBe(ids[1]);
    // Every byte value lands in the alphabet (the bytes that become '+' and '/' in plain base64 too).
    expect(newAskId((b) => b.fill(0xfb))).toBe("-_v7-_v7-_v7-_v7-_v7-w");
    const frame = swarmThinkingSchema.safeParse({ type: "swarm_thinking", content: "Is this one question?", askId: ids[0] });
    expect(frame.success && frame.data.askId).toBe(ids[0]);
  });
});
