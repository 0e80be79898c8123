import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { ExpressAdapter } from "@bull-board/express";
import express, { type RequestHandler } from "express";
import type { OperatorIdentity } from "../domain/auth.server";
import { consoleWrite, JOB_CONSOLE_PATH, SCHEDULES_PATH } from "../lib/job-console";
import { QUEUE_NAMES } from "../lib/queues";
import { audit } from "./audit.server";
import { operatorFrom } from "./auth-guard.server";
import { errorBody } from "./http.server";
import { isReady } from "./redis.server";
import type { Services } from "./services.server";

/**
 * Operators only, checked as requireOperator does (session cookie or `Authorization: Bearer` API
 * token): a visitor's page request is sent to /login and comes back afterwards; the console's JSON
 * API (and any other method) answers 401 in the JSON error format.
 */
function operatorOnly(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const operator = await operatorFrom(services.db, req.get("authorization"), req.get("cookie"));
      res.setHeader("Cache-Control", "no-store");
      if (operator) {
        res.locals.operator = operator;
        // Redis down: the console's JSON answers 503 at once instead of waiting on (or failing in) bull-board.
        if (req.path.startsWith("/api/") && !isReady(services.redis)) {
          res.setHeader("Retry-After", "5");
          return res.status(503).json(errorBody("service_unavailable", "The job queues are unavailable right now (Redis is down). Please try again shortly."));
        }
        return next();
      }
      const api = req.path.startsWith("/api/");
      if (!api && (req.method === "GET" || req.method === "HEAD")) {
        return res.redirect(302, `/login?redirectTo=${encodeURIComponent(req.originalUrl)}`);
      }
      res.status(401).json(errorBody("unauthorized", "Sign in as an operator (or send an API token) to use the job console."));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Every write through the console (retry, remove, promote, pause, resume, other changes) goes into the
 * operator audit log once it is answered: ok, refused (4xx, with the status) or failed (5xx).
 */
function auditWrites(services: Services): RequestHandler {
  return (req, res, next) => {
    const write = consoleWrite(req.method, req.path);
    const operator = res.locals.operator as OperatorIdentity | undefined;
    if (write && operator) {
      res.once("finish", () => {
        const status = res.statusCode;
        const target = write.jobId ? { type: "job", id: `${write.queue}/${write.jobId}` } : { type: "queue", id: write.queue };
        void audit(services.db, operator, write.action, target, {
          result: status < 400 ? "ok" : status < 500 ? "refused" : "failed",
          message: status < 400 ? null : `Answered ${status}.`,
          detail: { method: req.method, verb: write.verb, ...(write.queue ? { queue: write.queue } : {}), ...(write.jobId ? { jobId: write.jobId } : {}) },
        });
      });
    }
    next();
  };
}

/**
 * The job console at /operator/jobs: bull-board over every BullMQ queue of this deployment (counts,
 * jobs in each state with data, progress, attempts, failure reason and stack; retry, remove, promote,
 * pause/resume), behind the operator check, its writes in the audit log. Mounted by createMiddleware ahead of Remix; server.ts gives
 * these paths the Content-Security-Policy bull-board's UI needs.
 */
export function createJobConsole(services: Services): express.Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(JOB_CONSOLE_PATH);
  createBullBoard({
    queues: QUEUE_NAMES.map((name) => new BullMQAdapter(services.queues[name])),
    serverAdapter,
    options: {
      uiConfig: {
        boardTitle: "Trinity Mesh jobs",
        hideDocsLink: true,
        miscLinks: [
          { text: "Schedules", url: SCHEDULES_PATH },
          { text: "Back to the site", url: "/" },
        ],
      },
    },
  });
  const router = express.Router();
  router.use(JOB_CONSOLE_PATH, operatorOnly(services), auditWrites(services), serverAdapter.getRouter() as RequestHandler);
  return router;
}
