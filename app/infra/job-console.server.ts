import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { ExpressAdapter } from "@bull-board/express";
import express, { type RequestHandler } from "express";
import type { OperatorIdentity } from "../domain/auth.server";
import { consoleWrite, JOB_CONSOLE_PATH, SCHEDULES_PATH } from "../lib/job-console";
import { QUEUE_NAMES } from "../lib/queues";
import { OPERATOR_HOME } from "../lib/routes";
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
 * The site's dark palette as bull-board design tokens (its documented `uiConfig.theme`), for its light
 * and its dark scheme alike: the console looks like the rest of the site whatever the system's theme.
 */
const SITE_THEME = {
  background: "#0b0d17",
  foreground: "#e6e8f2",
  card: "#131728",
  popover: "#181d33",
  primary: "#7c9cff",
  "primary-foreground": "#0b0d17",
  secondary: "#1d2547",
  "secondary-foreground": "#e6e8f2",
  muted: "#1a1f36",
  "muted-foreground": "#a3a9c7",
  accent: "#1d2547",
  "accent-foreground": "#e6e8f2",
  destructive: "#ff6b4a",
  "destructive-foreground": "#0b0d17",
  border: "#262b45",
  input: "#333a5c",
  sidebar: "#0e1120",
  "sidebar-foreground": "#c9cde0",
  "sidebar-accent": "#1d2547",
  "sidebar-border": "#262b45",
  "status-failed": "#ef6b6b",
  "status-completed": "#3ecf8e",
  "status-waiting": "#f5a524",
  "status-waiting-children": "#f0955a",
  "status-prioritized": "#d07be0",
  "status-active": "#7c9cff",
  "status-delayed": "#a58af0",
  "status-paused": "#a3a9c7",
} as const;

/**
 * What bull-board's own tokens do not cover (its code highlighting, set for a light page), and the
 * way back to the site: a bar above the console (its header and menu move down by the bar's height).
 */
const SITE_FRAME_CSS = `
:root,body.dark-mode{--hl-string:#ff8fa8;--hl-number:#4ec9b0;--hl-type:#9fb0da;--hl-keyword:#f294da;--hl-built_in:#56b6c2;--hl-attribute:#9bb3ff;--hl-meta:#a3a9c7;--json-edit-gutter-bg:#181d33;--json-edit-gutter-border-color:transparent;--json-edit-gutter-active-bg:#1d2547;--json-edit-selection-bg:#33415580}
.tm-site{position:fixed;z-index:2147483000;left:0;right:0;bottom:0;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem 1.25rem;padding:.5rem 1rem;background:#0b0d17f2;border-top:1px solid #262b45;font:500 .875rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#a3a9c7}
.tm-site a{color:#9bb3ff;text-underline-offset:3px}
.tm-site a:focus-visible{outline:2px solid #9bb3ff;outline-offset:2px}
body{padding-bottom:2.75rem}
`.replace(/\n/g, "");

const SITE_FRAME_BAR = `<nav class="tm-site" aria-label="Site"><a href="${OPERATOR_HOME}">← Operator home</a><a href="/">Trinity Mesh</a><a href="${SCHEDULES_PATH}">Schedules</a><a href="/operator/audit">Audit log</a></nav>`;

/**
 * bull-board's page with the site's frame: the extra styles in its head, the bar first in its body,
 * and without its web font from Google (the policy refuses it, a console error on every load; the
 * console's fonts fall back to the system's, as the site's do).
 */
export function frameJobConsolePage(html: string): string {
  return html
    .replace(/<link[^>]*href="https:\/\/fonts\.googleapis\.com[^>]*>\s*/g, "")
    .replace("</head>", `<style>${SITE_FRAME_CSS}</style></head>`)
    .replace(/<body[^>]*>/, (body) => `${body}${SITE_FRAME_BAR}`);
}

/** Renders bull-board's page (its `res.render`) through frameJobConsolePage. */
const framed: RequestHandler = (_req, res, next) => {
  const render = res.render.bind(res);
  res.render = ((view: string, options?: object) =>
    render(view, options ?? {}, (error, html) => (error ? next(error) : res.send(frameJobConsolePage(html))))) as typeof res.render;
  next();
};

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
        boardLogo: { path: "/favicon.svg", width: 28, height: 28 },
        favIcon: { default: "/favicon.svg", alternative: "/favicon.svg" },
        hideDocsLink: true,
        miscLinks: [
          { text: "Operator home", url: OPERATOR_HOME },
          { text: "Schedules", url: SCHEDULES_PATH },
          { text: "Back to the site", url: "/" },
        ],
        theme: { light: SITE_THEME, dark: SITE_THEME },
      },
    },
  });
  const router = express.Router();
  router.use(JOB_CONSOLE_PATH, operatorOnly(services), auditWrites(services), framed, serverAdapter.getRouter() as RequestHandler);
  return router;
}
