/**
 * Every frame the server sends on /ws (issue 32): one declaration, used by the server's senders
 * (app/infra/ws.server.ts, app/infra/ws-handlers.server.ts: `WsClient.send` takes only these) and by
 * the chat's parser in the browser (app/components/swarm/use-swarm-socket.ts). Wire format:
 * `{"type": …, "data": {…}}` as JSON text. Pure and without zod, so it costs the browser bundle
 * nothing but the parser below.
 */

/** Where a fact in a thought lives: a screen's route or a document under /api/docs. */
export interface ThoughtSource {
  title: string;
  href: string;
}

/** `pong`: the answer to a client's `ping` {nonce?}. */
export interface PongMessage {
  type: "pong";
  data: { nonce: string | null; serverTime: string; version: string };
}

/** `swarm_thought`: one mind's whole thought, sent as soon as it is ready. */
export interface ThoughtMessage {
  type: "swarm_thought";
  data: { agent: string; glyph: string; content: string; sources: ThoughtSource[] };
}

/** `swarm_thought_delta`: a piece of the thought a mind is streaming (a connected model only). */
export interface ThoughtDeltaMessage {
  type: "swarm_thought_delta";
  data: { agent: string; text: string };
}

/** `swarm_complete`: the turn is saved; what was recalled, the conversation to continue, whether it is private. */
export interface CompleteMessage {
  type: "swarm_complete";
  data: { memoriesRecalled: number; memoryPatterns: string[]; conversationId: string | null; private: boolean };
}

/** `swarm_error`: the question (or the frame) was refused or failed; retryAfterSeconds when a service is down. */
export interface ErrorMessage {
  type: "swarm_error";
  data: { message: string; retryAfterSeconds?: number };
}

export type ServerMessage = PongMessage | ThoughtMessage | ThoughtDeltaMessage | CompleteMessage | ErrorMessage;
export type ServerMessageType = ServerMessage["type"];

/** What a client shows for a swarm_error that carries no words of its own. */
export const FALLBACK_ERROR = "The mesh could not answer. Please try again.";

/** The frame's text on the wire. */
export function encodeServerMessage(message: ServerMessage): string {
  return JSON.stringify(message);
}

/** A parsed frame, or why it was ignored: not JSON, no type, a type this client does not know, a known type with the wrong shape. */
export type ParsedFrame = { ok: true; message: ServerMessage } | { ok: false; reason: "not-json" | "no-type" | "unknown-type" | "malformed" };

type Data = Record<string, unknown>;
const isRecord = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): v is string => typeof v === "string";

/** A thought's sources: the well-formed {title, href} entries (others are dropped). */
function sourcesOf(value: unknown): ThoughtSource[] {
  if (!Array.isArray(value)) return [];
  return value.filter((s): s is ThoughtSource => isRecord(s) && text(s.title) && text(s.href) && s.title !== "" && s.href !== "").map((s) => ({ title: s.title, href: s.href }));
}

/** Each type's reader: the data as the type promises it (optional parts defaulted), or null when a required part is missing. */
const readers: { [T in ServerMessageType]: (data: Data) => Extract<ServerMessage, { type: T }>["data"] | null } = {
  pong: (d) => (text(d.serverTime) ? { nonce: text(d.nonce) ? d.nonce : null, serverTime: d.serverTime, version: text(d.version) ? d.version : "" } : null),
  swarm_thought: (d) => (text(d.agent) && text(d.content) ? { agent: d.agent, glyph: text(d.glyph) ? d.glyph : "", content: d.content, sources: sourcesOf(d.sources) } : null),
  swarm_thought_delta: (d) => (text(d.agent) && text(d.text) ? { agent: d.agent, text: d.text } : null),
  swarm_complete: (d) => {
    const n = Number(d.memoriesRecalled);
    return {
      memoriesRecalled: Number.isFinite(n) && n > 0 ? n : 0,
      memoryPatterns: Array.isArray(d.memoryPatterns) ? d.memoryPatterns.filter(text) : [],
      // Absent from servers older than conversations.
      conversationId: text(d.conversationId) && d.conversationId ? d.conversationId : null,
      private: d.private === true,
    };
  },
  swarm_error: (d) => ({
    message: text(d.message) && d.message ? d.message : FALLBACK_ERROR,
    ...(typeof d.retryAfterSeconds === "number" && Number.isFinite(d.retryAfterSeconds) && d.retryAfterSeconds > 0 ? { retryAfterSeconds: d.retryAfterSeconds } : {}),
  }),
};

function isKnownType(type: string): type is ServerMessageType {
  return Object.prototype.hasOwnProperty.call(readers, type);
}

/** One frame's text → a ServerMessage, or why it was ignored. Never throws. */
export function parseServerMessage(raw: unknown): ParsedFrame {
  let frame: unknown;
  try {
    frame = JSON.parse(String(raw));
  } catch {
    return { ok: false, reason: "not-json" };
  }
  if (!isRecord(frame) || !text(frame.type)) return { ok: false, reason: "no-type" };
  const type = frame.type;
  if (!isKnownType(type)) return { ok: false, reason: "unknown-type" };
  const data = readers[type](isRecord(frame.data) ? frame.data : {});
  return data ? { ok: true, message: { type, data } as ServerMessage } : { ok: false, reason: "malformed" };
}
