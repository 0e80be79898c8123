/**
 * A timing WebSocket client for the Trinity chat on /ws (protocol: app/infra/ws-handlers.server.ts),
 * and the signed visitor cookie each simulated visitor needs. One question at a time per socket,
 * like the browser client; every failure is recorded, never thrown past `ask`.
 */
import WebSocket from "ws";
import { nowMs } from "./stats";

/** GETs `path` without a cookie and answers the `tm_visitor=…` pair the server sets (a new signed visitor). */
export async function visitorCookie(baseUrl: string, path = "/", timeoutMs = 30_000): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path} answered HTTP ${response.status}`);
  const pair = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0].trim())
    .find((c) => c.startsWith("tm_visitor="));
  if (!pair) throw new Error(`GET ${path} set no tm_visitor cookie`);
  return pair;
}

/**
 * The same visitor with a second cookie beside theirs (as when a toast waits): the page cache
 * (app/infra/page-cache.server.ts) serves only requests whose one cookie is the visitor's, so every
 * page asked for with this one is rendered.
 */
export function renderedEachTime(visitor: string): string {
  return `${visitor}; tm_bench=rendered`;
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export type QuestionOutcome =
  | { ok: true; firstThoughtMs: number; completeMs: number; thoughts: number; deltas: number; memoriesRecalled: number }
  | { ok: false; kind: "swarm_error" | "socket" | "timeout" | "no_thought"; message: string; firstThoughtMs?: number; afterMs: number };

interface Pending {
  sentAt: number;
  firstThoughtAt?: number;
  thoughts: number;
  deltas: number;
  timer: NodeJS.Timeout;
  resolve(outcome: QuestionOutcome): void;
}

export class BenchChatClient {
  /** Socket problems (error, unexpected close) while no question was pending; the ones during a question are its outcome. */
  readonly idleSocketErrors: string[] = [];
  private pending: Pending | undefined;
  private closedByUs = false;
  private closed = false;
  private broken = false;

  private constructor(private readonly ws: WebSocket) {
    ws.on("message", (raw) => this.onMessage(raw.toString()));
    ws.on("error", (error) => this.broke(`socket error: ${error.message}`));
    ws.on("close", (code, reason) => {
      this.closed = true;
      if (!this.closedByUs) this.broke(`closed by the server (code ${code}${reason.length ? `, ${reason.toString()}` : ""})`);
    });
  }

  /** The first problem of a socket counts once: as the pending question's failure, or as an idle socket error. */
  private broke(text: string) {
    if (this.broken) return;
    this.broken = true;
    if (this.pending) this.fail("socket", text);
    else this.idleSocketErrors.push(text);
  }

  /** Opens /ws with the visitor's cookie; rejects on a refused upgrade, an error or `timeoutMs`. */
  static open(baseUrl: string, cookie: string | undefined, timeoutMs = 10_000): Promise<BenchChatClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`, { headers: cookie ? { Cookie: cookie } : {}, handshakeTimeout: timeoutMs });
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => {
        ws.off("open", onOpen);
        reject(error);
      };
      const onUnexpected = (_req: unknown, res: { statusCode?: number }) => {
        ws.off("open", onOpen);
        ws.terminate();
        reject(new Error(`upgrade refused: HTTP ${res.statusCode}`));
      };
      const onOpen = () => {
        ws.off("error", onError);
        ws.off("unexpected-response", onUnexpected);
        resolve(new BenchChatClient(ws));
      };
      ws.once("open", onOpen);
      ws.once("error", onError);
      ws.once("unexpected-response", onUnexpected);
    });
  }

  get isOpen(): boolean {
    return !this.closed && this.ws.readyState === WebSocket.OPEN;
  }

  /**
   * Sends one swarm_thinking frame and waits for swarm_complete. Times from just before `send` to the
   * arrival of the first swarm_thought and of swarm_complete.
   */
  ask(content: string, timeoutMs = 30_000, extra: Record<string, unknown> = {}): Promise<QuestionOutcome> {
    if (this.pending) throw new Error("BenchChatClient.ask: a question is already pending");
    if (!this.isOpen) return Promise.resolve({ ok: false, kind: "socket", message: "socket is not open", afterMs: 0 });
    return new Promise<QuestionOutcome>((resolve) => {
      const sentAt = nowMs();
      const timer = setTimeout(() => this.fail("timeout", `no swarm_complete within ${timeoutMs / 1000} s`), timeoutMs);
      this.pending = { sentAt, thoughts: 0, deltas: 0, timer, resolve };
      this.ws.send(JSON.stringify({ type: "swarm_thinking", conversationId: "trinity-demo", content, protocol: "utilitarian", ...extra }), (error) => {
        if (error) this.fail("socket", `send failed: ${error.message}`);
      });
    });
  }

  close(): void {
    this.closedByUs = true;
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(1000);
  }

  private settle(outcome: QuestionOutcome) {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    clearTimeout(p.timer);
    p.resolve(outcome);
  }

  private fail(kind: "swarm_error" | "socket" | "timeout" | "no_thought", message: string) {
    const p = this.pending;
    if (!p) return;
    const now = nowMs();
    this.settle({ ok: false, kind, message, afterMs: now - p.sentAt, firstThoughtMs: p.firstThoughtAt === undefined ? undefined : p.firstThoughtAt - p.sentAt });
  }

  private onMessage(raw: string) {
    const at = nowMs();
    let message: { type?: string; data?: Record<string, unknown> };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    const p = this.pending;
    if (!p) return;
    switch (message.type) {
      case "swarm_thought":
        p.thoughts += 1;
        p.firstThoughtAt ??= at;
        break;
      case "swarm_thought_delta":
        // Only an external LLM streams deltas; the built-in composer sends whole thoughts.
        p.deltas += 1;
        break;
      case "swarm_complete":
        if (p.firstThoughtAt === undefined) {
          this.fail("no_thought", "swarm_complete without any swarm_thought");
          return;
        }
        this.settle({
          ok: true,
          firstThoughtMs: p.firstThoughtAt - p.sentAt,
          completeMs: at - p.sentAt,
          thoughts: p.thoughts,
          deltas: p.deltas,
          memoriesRecalled: Number(message.data?.memoriesRecalled ?? 0),
        });
        break;
      case "swarm_error":
        this.fail("swarm_error", `swarm_error: ${String(message.data?.message ?? "")}`);
        break;
      default:
        break;
    }
  }
}
