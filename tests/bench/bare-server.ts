/**
 * Baseline for the HTTP benchmark: a bare Express app with no middleware, answering one fixed JSON
 * object on GET /. It runs in its own process so it never shares an event loop with the real app
 * or with the load generator. Started by tests/bench/scenarios/http.ts; PORT comes from the env.
 */
import http from "node:http";
import express from "express";

const BODY = { status: "ok", service: "bare-express", version: "0.0.0", note: "benchmark baseline" };

const app = express();
app.get("/", (_req, res) => {
  res.json(BODY);
});

const server = http.createServer(app);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? "127.0.0.1");

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
