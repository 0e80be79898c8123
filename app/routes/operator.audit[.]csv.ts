import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOperatorActions } from "~/domain/audit.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { auditActorLabel, parseAuditQuery, toCsv } from "~/lib/audit";

const AUDIT_CSV_HEADER = ["at", "actor", "actor_kind", "actor_id", "operator_email", "action", "target_type", "target_id", "result", "message", "detail"] as const;

/** The audit log as CSV (operators only): the screen's filters, every matching entry, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireOperator(request, context);
  const { filter } = parseAuditQuery(new URL(request.url).searchParams);
  const entries = await exportOperatorActions(context.services.db, filter);
  const csv = toCsv(
    AUDIT_CSV_HEADER,
    entries.map((e) => [e.at, auditActorLabel(e), e.actorKind, e.actorId, e.operatorEmail, e.action, e.targetType, e.targetId, e.result, e.message, JSON.stringify(e.detail)]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="operator-audit-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
