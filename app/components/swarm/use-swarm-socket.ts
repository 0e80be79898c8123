import { useCallback, useEffect, useRef, useState } from "react";
import { PROTOCOL, type ChatThought, type Source } from "./types";

export type SocketStatus = "connecting" | "open" | "reconnecting";

/** swarm_complete: what was recalled, and which conversation the turn was saved in (absent from older servers). */
export interface SwarmCompletion {
  memoriesRecalled: number;
  memoryPatterns: string[];
  conversationId: string | null;
  private: boolean;
}

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
  /** The socket closed (an answer in progress will not arrive on it). */
  onDisconnect(): void;
}

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A thought's sources: the well-formed {title, href} entries (others are dropped). */
function sourcesOf(value: unknown): Source[] {
  if (!Array.isArray(value)) return [];
  return value.filter((s): s is Source => isRecord(s) && typeof s.title === "string" && typeof s.href === "string" && s.title !== "" && s.href !== "");
}

export function socketUrl(loc: Location = window.location): string {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws`;
}

/** One server frame → one handler call. Frames that do not parse, or do not have the expected shape, are logged and ignored (spec §5). */
export function dispatchFrame(raw: unknown, handlers: SwarmHandlers): void {
  let frame: unknown;
  try {
    frame = JSON.parse(String(raw));
  } catch (error) {
    console.error("Ignored a mesh message that is not JSON:", error);
    return;
  }
  if (!isRecord(frame) || typeof frame.type !== "string") {
    console.error("Ignored a mesh message without a type:", frame);
    return;
  }
  const data = isRecord(frame.data) ? frame.data : {};
  switch (frame.type) {
    case "swarm_thought":
      if (typeof data.agent === "string" && typeof data.content === "string") {
        handlers.onThought({ agent: data.agent, glyph: typeof data.glyph === "string" ? data.glyph : "", content: data.content, sources: sourcesOf(data.sources) });
      } else console.error("Ignored a malformed swarm_thought:", frame);
      return;
    case "swarm_thought_delta":
      if (typeof data.agent === "string" && typeof data.text === "string") handlers.onDelta(data.agent, data.text);
      return;
    case "swarm_complete": {
      const n = Number(data.memoriesRecalled);
      const patterns = Array.isArray(data.memoryPatterns) ? data.memoryPatterns.filter((p): p is string => typeof p === "string") : [];
      handlers.onComplete({
        memoriesRecalled: Number.isFinite(n) && n > 0 ? n : 0,
        memoryPatterns: patterns,
        conversationId: typeof data.conversationId === "string" && data.conversationId ? data.conversationId : null,
        private: data.private === true,
      });
      return;
    }
    case "swarm_error":
      handlers.onError(typeof data.message === "string" && data.message ? data.message : "The mesh could not answer. Please try again.");
      return;
    default:
      return; // pong and future message types
  }
}

/**
 * The chat's WebSocket on /ws: connects once hydrated, reconnects with exponential backoff
 * (1 s, 2 s, 4 s … 30 s) when it closes, and at once when the browser comes back online.
 */
export function useSwarmSocket(handlers: SwarmHandlers): { status: SocketStatus; ask(question: SwarmQuestion): boolean } {
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const socket = useRef<WebSocket | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: number | undefined;

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
      };
      ws.onmessage = (event) => dispatchFrame(event.data, latest.current);
      ws.onerror = (event) => console.error("Mesh connection error:", event);
      ws.onclose = () => {
        if (socket.current === ws) socket.current = null;
        if (stopped) return;
        latest.current.onDisconnect();
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
    const frame = { type: "swarm_thinking", conversationId, content, protocol: PROTOCOL, ...(isPrivate ? { private: true } : {}) };
    ws.send(JSON.stringify(frame));
    return true;
  }, []);

  return { status, ask };
}
