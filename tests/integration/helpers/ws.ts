import WebSocket from "ws";
import { parseServerMessage } from "../../../app/lib/ws-messages";

/** A frame as the tests read it (its shape checked on arrival against app/lib/ws-messages.ts). */
export interface ServerMessage {
  type: string;
  data: Record<string, any>;
}

/**
 * A WebSocket client that queues every message, so none is missed between awaits. Every frame the
 * server sends must be one of the ServerMessage union's (the browser's parser would drop it): one
 * that is not fails the test at the next wait, with the frame and why.
 */
export class ChatClient {
  readonly messages: ServerMessage[] = [];
  private readonly refused: string[] = [];
  private waiters: (() => void)[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (raw) => {
      const text = raw.toString();
      const parsed = parseServerMessage(text);
      // The frame as sent (every field, also ones the browser does not read), once it parses.
      if (parsed.ok) this.messages.push(JSON.parse(text) as ServerMessage);
      else this.refused.push(`${parsed.reason}: ${text.slice(0, 300)}`);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async open(baseUrl: string, headers: Record<string, string> = {}): Promise<ChatClient> {
    const ws = new WebSocket(baseUrl.replace(/^http/, "ws") + "/ws", { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return new ChatClient(ws);
  }

  ask(content: string, extra: Record<string, unknown> = {}) {
    this.ws.send(JSON.stringify({ type: "swarm_thinking", conversationId: "trinity-demo", content, protocol: "utilitarian", ...extra }));
  }

  /** Waits for the next message matching `types`, consuming everything before it. */
  async next(types: string | string[], timeoutMs = 15_000): Promise<ServerMessage> {
    const wanted = Array.isArray(types) ? types : [types];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.refused.length) throw new Error(`the server sent frames no client could read: ${this.refused.join(" | ")}`);
      const i = this.messages.findIndex((m) => wanted.includes(m.type));
      if (i >= 0) return this.messages.splice(0, i + 1)[i];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${wanted.join("/")} within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Collects thoughts until swarm_complete (or swarm_error); `extra` adds frame fields (conversationId, private…). */
  async deliberation(content: string, timeoutMs = 20_000, extra: Record<string, unknown> = {}) {
    this.ask(content, extra);
    const thoughts: { agent: string; glyph: string; content: string; sources: { title: string; href: string }[] }[] = [];
    for (;;) {
      const m = await this.next(["swarm_thought", "swarm_complete", "swarm_error"], timeoutMs);
      if (m.type === "swarm_thought") thoughts.push(m.data as never);
      else if (m.type === "swarm_error") throw new Error(`swarm_error: ${m.data.message}`);
      else return { thoughts, complete: m.data as { memoriesRecalled: number; memoryPatterns: string[]; conversationId: string; private: boolean } };
    }
  }

  close() {
    this.ws.close();
  }
}
