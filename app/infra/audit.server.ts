import type { OperatorIdentity } from "../domain/auth.server";
import { recordOperatorAction, type AuditTarget } from "../domain/audit.server";
import type { Executor } from "../../db/types";
import type { AuditAction, AuditResult } from "../lib/audit";
import { ServiceUnavailableError } from "../lib/errors";
import { errorFields, log } from "../lib/log.server";

/** How an action's outcome reads in the audit log. */
export interface AuditVerdict {
  result: AuditResult;
  message?: string | null;
  detail?: Record<string, unknown>;
  /** The target's id when only the outcome knows it (a created token, a started cascade). */
  targetId?: string | null;
}

export const OK: AuditVerdict = { result: "ok" };

/** Records an operator action; a failure to record is logged, never the action's failure. */
export async function audit(db: Executor, operator: OperatorIdentity, action: AuditAction, target: AuditTarget, verdict: AuditVerdict): Promise<void> {
  try {
    await recordOperatorAction(db, {
      operator,
      action,
      target: verdict.targetId === undefined ? target : { ...target, id: verdict.targetId },
      detail: verdict.detail,
      result: verdict.result,
      message: verdict.message ?? null,
    });
  } catch (error) {
    log.error("operator audit: entry not recorded", { action, ...errorFields(error) });
  }
}

/** The message of a thrown failure, as the audit log keeps it. */
function failureMessage(error: unknown): string {
  if (error instanceof ServiceUnavailableError) return error.message;
  if (error instanceof Response) return `Answered ${error.status}.`;
  if (error instanceof Error) return error.message || error.name;
  return "The action failed.";
}

/**
 * Runs an operator action and records it: `judge` reads the outcome (ok, or refused with the reason);
 * a thrown error is recorded as "failed" with its message, then thrown on.
 */
export async function audited<T>(
  db: Executor,
  operator: OperatorIdentity,
  action: AuditAction,
  target: AuditTarget,
  run: () => Promise<T>,
  judge: (outcome: T) => AuditVerdict = () => OK,
): Promise<T> {
  let outcome: T;
  try {
    outcome = await run();
  } catch (error) {
    await audit(db, operator, action, target, { result: "failed", message: failureMessage(error) });
    throw error;
  }
  await audit(db, operator, action, target, judge(outcome));
  return outcome;
}
