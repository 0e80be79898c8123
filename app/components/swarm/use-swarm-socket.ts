import { useCallback, useEffect, useRef, useState } from "react";
import { parseServerMessage, type CompleteMessage } from "~/lib/ws-messages";
import { PROTOCOL, type ChatThought } from "./types";

export type SocketStatus = "connecting" | "open" | "reconnecting";

/** swarm_complete: what was recalled, and which conversation the turn was saved in (absent from older servers). */
export type SwarmCompletion = CompleteMessage["data"];

/** What the client asks: the question, the thread (a conversation's id or a new conversation's client key), private for a new one. */
export interface SwarmQuestion {
  content: string;
  conversationId: string;
  private?: boolean;
}

export interface SwarmHandlers {
  onThought(thought: ChatThought): void;
  onDelta(agent: string, text: string): void;
  onComplete(completion: SwarmCompletion): void;
  onError(message: string): void;
  /**
   * The socket closed (an answer in progress will not arrive on it). `resending`: a question was
   * waiting for its answer; it is sent again, with its ask id, as soon as a new socket opens.
   */
  onDisconnect(resending: boolean): void;
  /** The question that was waiting when the socket closed was sent again on the new one (its answer starts over). */
  onResent(): void;
}

/**
 * A question's ask id: 128 random bits, base64url. Sent again after a dropped connection with the
 * same id, the question is answered once (the server sends its saved answer back).
 */
export function newAskId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export function socketUrl(loc: Location = window.location): string {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws`;
}

/** Why a frame was ignored, in the console's words. */
const IGNORED = { "not-json": "that is not JSON", "no-type": "without a type", malformed: "of the wrong shape" } as const;

/**
 * One server frame → one handler call (the frames are app/lib/ws-messages.ts's ServerMessage). A frame
 * that is not JSON or has the wrong shape is logged and ignored (spec §5); pong and types this client
 * does not know are ignored quietly.
 */
export function dispatchFrame(raw: unknown, handlers: SwarmHandlers): void {
  const parsed = parseServerMessage(raw);
  if (!parsed.ok) {
    if (parsed.reason !== "unknown-type") console.error(`Ignored a mesh message ${IGNORED[parsed.reason]}:`, String(raw).slice(0, 200));
    return;
  }
  const { message } = parsed;
  switch (message.type) {
    case "swarm_thought":
      handlers.onThought(message.data);
      return;
    case "swarm_thought_delta":
      handlers.onDelta(message.data.agent, message.data.text);
      return;
    case "swarm_complete":
      handlers.onComplete(message.data);
      return;
    case "swarm_error":
      handlers.onError(message.data.message);
      return;
    case "pong":
      return;
  }
}

/**
 * The chat's WebSocket on /ws: connects once hydrated, reconnects with exponential backoff
 * (1 s, 2 s, 4 s … 30 s) when it closes, and at once when the browser comes back online. A question
 * still waiting for its answer when the socket closes is sent again on the next one, with the same
 * ask id: the server answers it once (from its saved turn if the first answer was saved).
 */
export function useSwarmSocket(handlers: SwarmHandlers): { status: SocketStatus; ask(question: SwarmQuestion): boolean } {
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const socket = useRef<WebSocket | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  /** The frame of the question waiting for its answer (cleared by swarm_complete or swarm_error). */
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: number | undefined;
    // The page's handlers; an answer's end (complete or error) also ends the wait for it.
    const settling: SwarmHandlers = {
      onThought: (thought) => latest.current.onThought(thought),
      onDelta: (agent, text) => latest.current.onDelta(agent, text),
      onComplete: (completion) => {
        waiting.current = null;
        latest.current.onComplete(completion);
      },
      onError: (message) => {
        waiting.current = null;
        latest.current.onError(message);
      },
      onDisconnect: (resending) => latest.current.onDisconnect(resending),
      onResent: () => latest.current.onResent(),
    };

    const connect = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (stopped) return;
      let ws: WebSocket;
      try {
        ws = new WebSocket(socketUrl());
      } catch (error) {
        console.error("Could not open the mesh connection:", error);
        schedule();
        return;
      }
      socket.current = ws;
      ws.onopen = () => {
        attempt = 0;
        setStatus("open");
        if (waiting.current) {
          ws.send(waiting.current);
          latest.current.onResent();
        }
      };
      ws.onmessage = (event) => dispatchFrame(event.data, settling);
      ws.onerror = (event) => console.error("Mesh connection error:", event);
      ws.onclose = () => {
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        latest.current.onDisconnect(waiting.current !== null);
        schedule();
      };
    };

    const schedule = () => {
      if (stopped || timer !== undefined) return;
      setStatus("reconnecting");
      const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt) * (0.8 + Math.random() * 0.4);
      attempt += 1;
      timer = window.setTimeout(connect, delay);
    };

    const onOnline = () => {
      if (!socket.current) {
        attempt = 0;
        connect();
      }
    };

    connect();
    window.addEventListener("online", onOnline);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      socket.current?.close(1000, "leaving");
      socket.current = null;
    };
  }, []);

  const ask = useCallback(({ content, conversationId, private: isPrivate }: SwarmQuestion) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    const frame = JSON.stringify({ type: "swarm_thinking", conversationId, content, protocol: PROTOCOL, askId: newAskId(), ...(isPrivate ? { private: true } : {}) });
    ws.send(frame);
    waiting.current = frame;
    return true;
  }, []);

  return { status, ask };
}
