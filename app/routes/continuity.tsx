import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContinuityScreen } from "~/components/continuity/continuity-screen";
import { CONTINUITY_INTENT, type ContinuityData } from "~/components/continuity/types";
import type { ActionReply } from "~/components/shared/intent-form";
import { isEnhanced } from "~/components/ui/enhanced-field";
import {
  countSnapshots,
  latestCompletedScan,
  latestScan,
  listSnapshots,
  listTaskFocus,
  scanModules,
  snapshotSchema,
  } from "~/domain/continuity.server";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { cachedHistory } from "~/infra/history-cache.server";
import { parseHistoryRange } from "~/lib/history";
import { ServiceUnavailableError } from "~/infra/http.server";
import { errorFields, log } from "~/lib/log.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { redirectWithToast } from "~/infra/toast.server";
import { shortHash } from "~/lib/continuity";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError, type ScreenToast } from "~/lib/form";
import { rotateTaskFocusAudited, startHarmonyScan, takeSnapshotAudited } from "~/infra/operator-writes.server";

const SNAPSHOTS_SHOWN = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Shared by every visitor: the operators' rotations and snapshots and the completed scans announce `continuity`.
  const shared = pageReads(cache, "/continuity", "continuity");
  const range = parseHistoryRange(new URL(request.url).searchParams.get("range"));
  const now = Date.now();
  const [taskFocus, syncs, syncCount, latest, lastCompleted, history, operator] = await Promise.all([
    settle("continuity: task focus", shared("focus", () => listTaskFocus(db))),
    settle("continuity: snapshots", shared("snapshots", () => listSnapshots(db, SNAPSHOTS_SHOWN))),
    settle("continuity: snapshot count", shared("snapshot-count", () => countSnapshots(db))),
    settle("continuity: latest scan", shared("latest-scan", () => latestScan(db))),
    settle("continuity: last completed scan", shared("last-completed", () => latestCompletedScan(db))),
    settle("continuity: history", cachedHistory(context.services, "continuity", range, now)),
    getOperator(request, context),
  ]);
  const modules = lastCompleted ? await settle("continuity: modules", shared(`modules:${lastCompleted.id}`, () => scanModules(db, lastCompleted.id))) : [];
  return data<ContinuityData>(
    { canAct: operator !== null, now, taskFocus, syncs, syncCount, latestScan: latest, lastCompleted, modules, range, history },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Rotate a node's task, take a snapshot, run a scan (operators; a visitor is sent to sign in). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const enhanced = isEnhanced(formData);
  const reply = (toast: ScreenToast, status = 200) => (enhanced ? data<ActionReply>({ ok: toast.type !== "error", toast }, { status }) : redirectWithToast(request, "/continuity", toast));

  try {
    switch (formData.get("intent")) {
      case CONTINUITY_INTENT.rotate: {
        const nodeId = String(formData.get("nodeId") ?? "").slice(0, 200);
        const focus = await rotateTaskFocusAudited(context.services, operator, nodeId);
        if (!focus) return reply({ title: "Node not found", description: "This node is not in the task rotation.", type: "error" }, 404);
        return reply({ title: "Task rotated", description: `${focus.nodeName} now works on ${focus.currentDomain} (${focus.tasksCompleted} tasks completed).`, type: "success" });
      }
      case CONTINUITY_INTENT.snapshot: {
        const submission = parseForm(formData, snapshotSchema);
        if (submission.status !== "success") return reply({ title: "Snapshot not taken", description: firstError(submission.error) ?? "Check the project name.", type: "error" }, 400);
        const snap = await takeSnapshotAudited(context.services, operator, submission.value.projectName);
        return reply({ title: "Snapshot taken", description: `${snap.projectName}: ${shortHash(snap.summaryHash)} over ${snap.memoryCount} memories.`, type: "success" });
      }
      case CONTINUITY_INTENT.scan: {
        await startHarmonyScan(context.services, operator);
        return reply({ title: "Harmony scan queued", description: "The scan runs in the background; its result appears here.", type: "success" }, enhanced ? 202 : 200);
      }
      default:
        return reply({ title: "Unknown action", description: "Please use the buttons on this page.", type: "error" }, 400);
    }
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return reply({ title: "Queue unavailable", description: error.message, type: "error" }, 503);
    log.error("continuity: action failed", errorFields(error));
    return reply({ title: "Action failed", description: "Something went wrong; please try again.", type: "error" }, 500);
  }
}

export default function ContinuityRoute() {
  return <ContinuityScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [
  { title: "Continuity and Harmony · Trinity Mesh" },
  { name: "description", content: "AI task rotation across the mesh nodes, Alexandria archive sync snapshots and the harmony scanner of every module." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
