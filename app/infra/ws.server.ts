import type { IncomingMessage, Server } from "node:http";
import { WebSocket, WebSocketServer, type RawData } from "ws";
import type { z } from "zod";
import { errorFields, log } from "./log.server";

export const WS_PATH = "/ws";
export const WS_MAX_PAYLOAD = 64 * 1024;
/** A client that stops reading must not make the server buffer without bound. */
const MAX_BUFFERED = 1024 * 1024;
const PING_INTERVAL_MS = 30_000;

export interface WsClient {
  id: number;
  visitorId: string;
  ip: string;
  socket: WebSocket;
  send(message: { type: string; data?: unknown }): boolean;
  /** Per-socket scratch state that handlers may use (in-flight flags and the like). */
  state: Map<string, unknown>;
}

type Handler<T> = (message: T, client: WsClient) => Promise<void> | void;

interface Route {
  schema: z.ZodType;
  handler: Handler<any>;
}

/** Typed message router: later features register `type` handlers with a zod schema for the frame. */
export class WsRouter {
  private routes = new Map<string, Route>();
  /** Message type used to answer refused input; the chat protocol names it swarm_error. */
  constructor(readonly errorType = "swarm_error") {}

  register<S extends z.ZodType>(type: string, schema: S, handler: Handler<z.infer<S>>): void {
    if (this.routes.has(type)) throw new Error(`ws handler for "${type}" already registered`);
    this.routes.set(type, { schema, handler });
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
      client.send({ type: this.errorType, data: { message: `Unknown message type${typeof type === "string" ? ` "${type.slice(0, 40)}"` : ""}.` } });
      return;
    }
    const parsed = route.schema.safeParse(frame);
    if (!parsed.success) {
      client.send({ type: this.errorType, data: { message: parsed.error.issues[0]?.message ?? "Invalid message." } });
      return;
    }
    try {
      await route.handler(parsed.data, client);
    } catch (error) {
      log.error("ws handler failed", { type, ...errorFields(error) });
      client.send({ type: this.errorType, data: { message: "The mesh could not process that message. Please try again." } });
    }
  }
}

export interface WsServerOptions {
  router: WsRouter;
  /** Identifies the visitor from the upgrade request (signed cookie); null refuses the upgrade. */
  identify(req: IncomingMessage): Promise<{ visitorId: string; ip: string } | null>;
  /** Cross-site check on the upgrade request (Origin must match Host). */
  allowOrigin(req: IncomingMessage): boolean;
}

export interface WsServerHandle {
  wss: WebSocketServer;
  clients(): number;
  close(): Promise<void>;
}

export function attachWebSocketServer(server: Server, options: WsServerOptions): WsServerHandle {
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  let nextId = 1;
  const alive = new WeakMap<WebSocket, boolean>();

  server.on("upgrade", (req, socket, head) => {
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
      .then((who) => {
        if (!who) {
          socket.write("HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n");
          socket.destroy();
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          const client: WsClient = {
            id: nextId++,
            visitorId: who.visitorId,
            ip: who.ip,
            socket: ws,
            state: new Map(),
            send(message) {
              if (ws.readyState !== WebSocket.OPEN) return false;
              if (ws.bufferedAmount > MAX_BUFFERED) {
                log.warn("ws: closing a client that stopped reading", { client: client.id });
                ws.terminate();
                return false;
              }
              ws.send(JSON.stringify(message));
              return true;
            },
          };
          alive.set(ws, true);
          ws.on("pong", () => alive.set(ws, true));
          ws.on("message", (data: RawData, isBinary: boolean) => {
            if (isBinary) {
              client.send({ type: options.router.errorType, data: { message: "Binary frames are not supported." } });
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
  });

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
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pinger);
        for (const ws of wss.clients) ws.close(1001, "server shutting down");
        const force = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
        }, 2000);
        force.unref();
        wss.close(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
