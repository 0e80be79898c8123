import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import type { z } from "zod";
import { errorFields, log } from "../lib/log.server";
import { encodeServerMessage, type ServerMessage } from "../lib/ws-messages";

export const WS_PATH = "/ws";
export const WS_MAX_PAYLOAD = 64 * 1024;
/** A client that stops reading must not make the server buffer without bound. */
export const WS_MAX_BUFFERED = 1024 * 1024;
/** Close code and reason a client gets when it stopped reading (its unread messages passed WS_MAX_BUFFERED). */
export const WS_CLOSE_TOO_SLOW = { code: 1008, reason: "client too slow: stopped reading" } as const;
/** Close code of a shutdown (after the running handlers have finished). */
export const WS_CLOSE_GOING_AWAY = { code: 1001, reason: "server shutting down" } as const;
/** What a frame that would start new work gets while the server is shutting down. */
export const WS_DRAINING_MESSAGE = "The server is restarting. Please ask again in a moment.";
/** How long a slow client that was told to close may keep its socket before it is cut. */
const SLOW_CLOSE_GRACE_MS = 10_000;
/** How long a shutdown waits for running handlers (a deliberation) before closing the sockets. */
const DRAIN_LIMIT_MS = 6000;
const PING_INTERVAL_MS = 30_000;

export interface WsClient {
  id: number;
  visitorId: string;
  ip: string;
  socket: WebSocket;
  /** Sends one of the frames app/lib/ws-messages.ts declares; false when the socket is closed or the client stopped reading. */
  send(message: ServerMessage): boolean;
  /** Per-socket scratch state that handlers may use (in-flight flags and the like). */
  state: Map<string, unknown>;
}

type Handler<T> = (message: T, client: WsClient) => Promise<void> | void;

interface Route {
  schema: z.ZodType;
  handler: Handler<any>;
  /** Still served while the server drains (cheap replies such as ping); other frames are refused then. */
  whileDraining: boolean;
}

/** Typed message router: later features register `type` handlers with a zod schema for the frame. */
export class WsRouter {
  private routes = new Map<string, Route>();
  private running = new Set<Promise<void>>();
  private draining = false;

  register<S extends z.ZodType>(type: string, schema: S, handler: Handler<z.infer<S>>, options: { whileDraining?: boolean } = {}): void {
    if (this.routes.has(type)) throw new Error(`ws handler for "${type}" already registered`);
    this.routes.set(type, { schema, handler, whileDraining: options.whileDraining ?? false });
  }

  /** Handlers running now (a deliberation in progress counts until its last message is sent). */
  inFlight(): number {
    return this.running.size;
  }

  /**
   * Shutdown: from now on frames that would start work are refused (WS_DRAINING_MESSAGE); resolves
   * true once the running handlers have finished, false if `timeoutMs` passed first.
   */
  async drain(timeoutMs: number): Promise<boolean> {
    this.draining = true;
    const deadline = Date.now() + timeoutMs;
    while (this.running.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.running]), new Promise((r) => (timer = setTimeout(r, left)))]);
      clearTimeout(timer);
    }
    return true;
  }

  has(type: string): boolean {
    return this.routes.has(type);
  }

  async dispatch(raw: string, client: WsClient): Promise<void> {
    let frame: unknown;
    try {
      frame = JSON.parse(raw);
    } catch {
      log.warn("ws: ignored a frame that is not JSON", { client: client.id, length: raw.length });
      return;
    }
    const type = frame && typeof frame === "object" && "type" in frame ? (frame as { type: unknown }).type : undefined;
    const route = typeof type === "string" ? this.routes.get(type) : undefined;
    if (!route) {
      client.send({ type: "swarm_error", data: { message: `Unknown message type${typeof type === "string" ? ` "${type.slice(0, 40)}"` : ""}.` } });
      return;
    }
    if (this.draining && !route.whileDraining) {
      client.send({ type: "swarm_error", data: { message: WS_DRAINING_MESSAGE } });
      return;
    }
    const parsed = route.schema.safeParse(frame);
    if (!parsed.success) {
      client.send({ type: "swarm_error", data: { message: parsed.error.issues[0]?.message ?? "Invalid message." } });
      return;
    }
    const run = (async () => {
      try {
        await route.handler(parsed.data, client);
      } catch (error) {
        log.error("ws handler failed", { type, ...errorFields(error) });
        client.send({ type: "swarm_error", data: { message: "The mesh could not process that message. Please try again." } });
      }
    })();
    this.running.add(run);
    try {
      await run;
    } finally {
      this.running.delete(run);
    }
  }
}

export interface WsServerOptions {
  router: WsRouter;
  /** Identifies the visitor from the upgrade request (signed cookie); null refuses the upgrade. */
  identify(req: IncomingMessage): Promise<{ visitorId: string; ip: string } | null>;
  /** Cross-site check on the upgrade request (Origin must match Host). */
  allowOrigin(req: IncomingMessage): boolean;
  /** Open sockets one client address may hold in this process (WS_CONNECTIONS_PER_ADDRESS); past it the upgrade is refused 429. */
  maxConnectionsPerAddress?: number;
  /**
   * Counts the upgrade against its address's rate limit (the Express middleware never sees an
   * upgrade): the seconds to wait, refused 429 with Retry-After, or 0.
   */
  limitUpgrade?(ip: string): Promise<number>;
}

/** An upgrade refused with a status and, for 429, the error format's JSON body (DESIGN §4) and Retry-After. */
function refuse(socket: Duplex, status: string, error?: { message: string; retryAfter: number }): void {
  if (!error) {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code: "rate_limited", message: error.message } });
  socket.write(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nRetry-After: ${error.retryAfter}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroy();
}

/** How long a client refused for holding too many sockets is told to wait (a slot frees when one closes). */
const CONNECTION_CAP_RETRY_SECONDS = 5;

export interface WsServerHandle {
  wss: WebSocketServer;
  clients(): number;
  /**
   * Shutdown: refuses new work, lets running handlers (deliberations) finish for up to `drainMs`
   * (default 6 s) so their answers are delivered whole, then closes every socket with 1001.
   */
  close(drainMs?: number): Promise<void>;
}

export function attachWebSocketServer(server: Server, options: WsServerOptions): WsServerHandle {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  let nextId = 1;
  const alive = new WeakMap<WebSocket, boolean>();
  /** Open (or opening) sockets per client address, in this process; a slot is freed when its TCP connection closes. */
  const perAddress = new Map<string, number>();
  const release = (ip: string) => {
    const n = (perAddress.get(ip) ?? 1) - 1;
    if (n > 0) perAddress.set(ip, n);
    else perAddress.delete(ip);
  };

  let closing = false;
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (closing) {
      socket.write("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\n\r\n");
      socket.destroy();
      return;
    }
    const path = (req.url ?? "").split("?")[0];
    if (path !== WS_PATH) {
      socket.write("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    if (!options.allowOrigin(req)) {
      socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    options
      .identify(req)
      .then(async (who) => {
        if (!who) return refuse(socket, "401 Unauthorized");
        // The client left while it was identified: nothing to hold a slot for.
        if (socket.destroyed) return;
        const cap = options.maxConnectionsPerAddress ?? Infinity;
        const held = perAddress.get(who.ip) ?? 0;
        if (held >= cap) {
          log.debug("ws: refused an upgrade past the address's connection cap", { cap });
          return refuse(socket, "429 Too Many Requests", {
            message: `Your address already has ${cap} open connections to the chat. Close one and try again.`,
            retryAfter: CONNECTION_CAP_RETRY_SECONDS,
          });
        }
        // Taken before any await, so upgrades arriving meanwhile see it; freed whenever the connection closes.
        perAddress.set(who.ip, held + 1);
        socket.once("close", () => release(who.ip));
        const wait = (await options.limitUpgrade?.(who.ip)) ?? 0;
        if (wait > 0) {
          return refuse(socket, "429 Too Many Requests", { message: `Too many requests. Please wait ${wait} second${wait === 1 ? "" : "s"} and try again.`, retryAfter: wait });
        }
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws) => {
          const client: WsClient = {
            id: nextId++,
            visitorId: who.visitorId,
            ip: who.ip,
            socket: ws,
            state: new Map(),
            send(message) {
              if (ws.readyState !== WebSocket.OPEN) return false;
              // bufferedAmount: bytes accepted by send() but not yet written to the kernel. A client that
              // stops reading fills the kernel buffers, then this; past the cap nothing more is queued,
              // the client is told why (the close frame waits behind what it has not read) and cut
              // after a grace period if it never reads on.
              if (ws.bufferedAmount > WS_MAX_BUFFERED) {
                log.warn("ws: closing a client that stopped reading", { client: client.id, bufferedAmount: ws.bufferedAmount });
                ws.close(WS_CLOSE_TOO_SLOW.code, WS_CLOSE_TOO_SLOW.reason);
                setTimeout(() => ws.terminate(), SLOW_CLOSE_GRACE_MS).unref();
                return false;
              }
              // The frames one turn of the event loop sends (a deliberation's thoughts) leave in one
              // write: the socket stays corked until the turn's callbacks and promise jobs are done.
              if (socket.writableCorked === 0) {
                socket.cork();
                process.nextTick(() => socket.uncork());
              }
              ws.send(encodeServerMessage(message));
              return true;
            },
          };
          alive.set(ws, true);
          ws.on("pong", () => alive.set(ws, true));
          ws.on("message", (data: RawData, isBinary: boolean) => {
            if (isBinary) {
              client.send({ type: "swarm_error", data: { message: "Binary frames are not supported." } });
              return;
            }
            void options.router.dispatch(data.toString(), client);
          });
          ws.on("error", (error) => log.debug("ws client error", { client: client.id, ...errorFields(error) }));
          wss.emit("connection", ws, req);
        });
      })
      .catch((error) => {
        log.error("ws upgrade failed", errorFields(error));
        socket.destroy();
      });
  };
  server.on("upgrade", onUpgrade);

  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();

  return {
    wss,
    clients: () => wss.clients.size,
    close: async (drainMs = DRAIN_LIMIT_MS) => {
      clearInterval(pinger);
      closing = true;
      const running = options.router.inFlight();
      const drained = await options.router.drain(drainMs);
      if (running > 0) log.info("ws: running handlers before closing", { running, drained });
      await new Promise<void>((resolve) => {
        for (const ws of wss.clients) ws.close(WS_CLOSE_GOING_AWAY.code, WS_CLOSE_GOING_AWAY.reason);
        const force = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
        }, 2000);
        force.unref();
        wss.close(() => {
          clearTimeout(force);
          // A development rebuild attaches the next build's server to the same HTTP server.
          server.off("upgrade", onUpgrade);
          resolve();
        });
      });
    },
  };
}
