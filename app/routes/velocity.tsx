import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ActionReply } from "~/components/shared/intent-form";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { VELOCITY_INTENT, type VelocityData } from "~/components/velocity/types";
import { VelocityScreen } from "~/components/velocity/velocity-screen";
import { engineStatus, listCycleEvents, listCycles, listSovereignty, sovereigntySchema, startEngineSchema } from "~/domain/velocity.server";
import { cachedHistory } from "~/infra/history-cache.server";
import { parseHistoryRange } from "~/lib/history";
import { getOperator, requireOperator } from "~/infra/auth-guard.server";
import { ServiceUnavailableError } from "~/infra/http.server";
import { errorFields, log } from "~/lib/log.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { changeSovereignty, startVelocityEngine, stopVelocityEngine } from "~/infra/operator-writes.server";
import { redirectWithToast } from "~/infra/toast.server";
import { RECENT_CYCLES, REASON_REQUIRED } from "~/lib/velocity";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError, type ScreenToast } from "~/lib/form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Shared by every visitor: cycles and the operators' changes announce `velocity`.
  const shared = pageReads(cache, "/velocity", "velocity");
  const params = new URL(request.url).searchParams;
  const selected = (params.get("cycle") ?? "").trim().slice(0, 64) || null;
  const range = parseHistoryRange(params.get("range"));
  const now = Date.now();
  const [status, cycles, sovereignty, events, history, operator] = await Promise.all([
    settle("velocity: engine status", shared("status", () => engineStatus(db))),
    settle("velocity: cycles", shared("cycles", () => listCycles(db, RECENT_CYCLES))),
    settle("velocity: sovereignty", shared("sovereignty", () => listSovereignty(db))),
    selected ? settle("velocity: cycle events", listCycleEvents(db, selected, 100)) : Promise.resolve(null),
    settle("velocity: history", cachedHistory(context.services, "velocity", range, now)),
    getOperator(request, context),
  ]);
  return data<VelocityData>(
    { canAct: operator !== null, now, status, cycles, selectedCycle: selected, events, sovereignty, range, history },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Start or stop the engine; grant or revoke an agent's sovereignty (operators; a visitor is sent to sign in). */
export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  const enhanced = isEnhanced(formData);
  const url = new URL(request.url);
  const cycle = url.searchParams.get("cycle");
  const back = cycle ? `/velocity?cycle=${encodeURIComponent(cycle)}` : "/velocity";
  const reply = (toast: ScreenToast, status = 200) => (enhanced ? data<ActionReply>({ ok: toast.type !== "error", toast }, { status }) : redirectWithToast(request, back, toast));

  try {
    switch (formData.get("intent")) {
      case VELOCITY_INTENT.start: {
        const submission = parseForm(formData, startEngineSchema);
        if (submission.status !== "success") return reply({ title: "Engine not started", description: firstError(submission.error) ?? "Check the cycle time.", type: "error" }, 400);
        const { status, alreadyRunning } = await startVelocityEngine(context.services, submission.value.cycleTimeHours, operator);
        return reply(
          alreadyRunning
            ? { title: "Engine already running", description: `The pulse engine runs every ${status.cycleTimeHours} h.`, type: "message" }
            : { title: "Engine started", description: `The first cycle runs now, then every ${status.cycleTimeHours} h.`, type: "success" },
        );
      }
      case VELOCITY_INTENT.stop: {
        const { wasRunning } = await stopVelocityEngine(context.services, operator);
        return reply(wasRunning ? { title: "Engine stopped", description: "No further cycles are scheduled.", type: "success" } : { title: "Engine already stopped", type: "message" });
      }
      case VELOCITY_INTENT.sovereignty: {
        const submission = parseForm(formData, sovereigntySchema);
        if (submission.status !== "success") {
          return reply({ title: "Sovereignty unchanged", description: submission.error?.reason?.[0] ?? firstError(submission.error) ?? REASON_REQUIRED, type: "error" }, 400);
        }
        const agent = await changeSovereignty(context.services, String(formData.get("agentId") ?? "").slice(0, 200), submission.value, operator);
        if (!agent) return reply({ title: "Agent not found", description: "There is no agent with this id.", type: "error" }, 404);
        return reply({ title: agent.sovereign ? "Sovereignty granted" : "Sovereignty revoked", description: `${agent.agentName}: ${submission.value.reason}`, type: "success" });
      }
      default:
        return reply({ title: "Unknown action", description: "Please use the forms on this page.", type: "error" }, 400);
    }
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return reply({ title: "Engine unavailable", description: error.message, type: "error" }, 503);
    log.error("velocity: action failed", errorFields(error));
    return reply({ title: "Action failed", description: "Something went wrong; please try again.", type: "error" }, 500);
  }
}

export default function VelocityRoute() {
  return <VelocityScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [
  { title: "Velocity Dashboard · Trinity Mesh" },
  { name: "description", content: "The pulse engine's cycles across the active mesh nodes, and each agent's sovereignty with its recorded consent." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
