/** The continuity endpoints (spec "Continuity and Harmony"): AI task focus, Alexandria sync snapshots, harmony scans, the guest wallet demo. */
import { z } from "zod";
import { getScan, guestWalletDemo, latestModules, latestScan, listSnapshots, listTaskFocus, scanModules, snapshotSchema } from "../../domain/continuity.server";
import {
  alexandriaSyncSchema,
  continuityHistorySchema,
  guestWalletDemoSchema,
  harmonyModuleSchema,
  harmonyScanQueuedSchema,
  harmonyScanSchema,
  harmonyScanWithModulesSchema,
  taskFocusSchema,
} from "../../lib/continuity.schema";
import { endpoint } from "../endpoint.server";
import { json, jsonError, or503 } from "../http.server";
import { rotateTaskFocusAudited, startHarmonyScan, takeSnapshotAudited } from "../operator-writes.server";
import { limitQuery, pathParam, rangeQuery } from "./params.server";
import { cachedHistory } from "../history-cache.server";

export const continuityEndpoints = [
  // Read by /continuity's charts every 10 s; a 5 s cache shared with the page's loader, dropped when a scan completes.
  endpoint({
    method: "get",
    path: "/api/continuity/history",
    summary: "The harmony scans' mean overall score and the scans completed and failed per period over a range.",
    tag: "continuity",
    query: rangeQuery,
    response: continuityHistorySchema,
    handler: ({ services, query }) => cachedHistory(services, "continuity", query.range),
  }),
  endpoint({
    method: "get",
    path: "/api/continuity/ai-task-focus",
    summary: "Each node's task domain.",
    tag: "continuity",
    response: z.array(taskFocusSchema),
    handler: async ({ services }) => listTaskFocus(services.db),
  }),
  endpoint({
    method: "post",
    path: "/api/continuity/ai-task-focus/{nodeId}/rotate",
    summary: "Operators move a node to its next task domain.",
    tag: "continuity",
    access: "operator",
    params: pathParam("nodeId", "node-observer-wellington", "A mesh node id."),
    response: taskFocusSchema,
    errors: [404],
    // analysis → creation → maintenance → teaching → analysis
    handler: async ({ services, params, operator }) => {
      const focus = await rotateTaskFocusAudited(services, operator!, params.nodeId);
      if (!focus) return jsonError("not_found", "There is no node with this id in the task rotation.");
      return focus;
    },
  }),
  endpoint({
    method: "get",
    path: "/api/continuity/alexandria-sync",
    summary: "Archive snapshots, newest first.",
    tag: "continuity",
    query: limitQuery(20),
    response: z.array(alexandriaSyncSchema),
    handler: async ({ services, query }) => listSnapshots(services.db, query.limit),
  }),
  endpoint({
    method: "post",
    path: "/api/continuity/alexandria-sync",
    summary: "Operators take an archive snapshot.",
    tag: "continuity",
    access: "operator",
    body: snapshotSchema,
    example: { projectName: "Fuzz snapshot" },
    status: 201,
    response: alexandriaSyncSchema,
    // The snapshot's summaryHash is the SHA-256 of the archive's content.
    handler: async ({ services, body, operator }) => takeSnapshotAudited(services, operator!, body.projectName),
  }),
  endpoint({
    method: "get",
    path: "/api/continuity/guest-wallet/demo",
    summary: "What a guest wallet is.",
    tag: "continuity",
    response: guestWalletDemoSchema,
    handler: async ({ visitorId }) => guestWalletDemo(visitorId),
  }),
  endpoint({
    method: "get",
    path: "/api/continuity/harmony-modules",
    summary: "The modules of the newest completed harmony scan.",
    tag: "continuity",
    response: z.array(harmonyModuleSchema),
    handler: async ({ services }) => latestModules(services.db),
  }),
  endpoint({
    method: "get",
    path: "/api/continuity/harmony-scan/latest",
    summary: "The newest harmony scan, or null before the first.",
    tag: "continuity",
    response: harmonyScanSchema.nullable(),
    handler: async ({ services }) => latestScan(services.db),
  }),
  endpoint({
    method: "get",
    path: "/api/continuity/harmony-scan/{id}",
    summary: "One harmony scan with its modules.",
    tag: "continuity",
    params: pathParam("id", "00000000-0000-4000-8000-000000000000", "A harmony scan id."),
    response: harmonyScanWithModulesSchema,
    errors: [404],
    handler: async ({ services, params }) => {
      const scan = await getScan(services.db, params.id);
      if (!scan) return jsonError("not_found", "There is no harmony scan with this id.");
      return { ...scan, modules: await scanModules(services.db, scan.id) };
    },
  }),
  endpoint({
    method: "post",
    path: "/api/continuity/harmony-scan",
    summary: "Operators run a harmony scan (a `harmony` job).",
    tag: "continuity",
    access: "operator",
    status: 202,
    response: harmonyScanQueuedSchema,
    errors: [503],
    // Its own Response: the Location header names the scan.
    handler: async ({ services, operator }) => {
      const scan = await or503(startHarmonyScan(services, operator!));
      return json({ id: scan.id, status: scan.status }, { status: 202, headers: { "Cache-Control": "no-store", Location: `/api/continuity/harmony-scan/${scan.id}` } });
    },
  }),
];
