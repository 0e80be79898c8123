import { sql } from "kysely";
import type { Executor } from "../../db/types";
import { AUDIT_CSV_MAX_ROWS, AUDIT_PAGE_SIZE, type AuditAction, type AuditFilter, type AuditResult } from "../lib/audit";
import type { AuditEntry, AuditPage } from "../lib/audit.schema";
import type { OperatorIdentity } from "./auth.server";

/**
 * The operator audit log (issue 17 item 6): one row per operator action, whoever took it (a signed-in
 * operator or an API token), on which target, with which result. Written by recordOperatorAction,
 * read newest first, filtered and paged, by /operator/audit, its CSV export and GET /api/operator/audit.
 */

export interface AuditTarget {
  /** What kind of thing was acted on: "node", "cascade", "token", "agent"… */
  type: string;
  id?: string | null;
}

export interface OperatorActionEntry {
  operator: OperatorIdentity;
  action: AuditAction;
  target: AuditTarget;
  detail?: Record<string, unknown>;
  result: AuditResult;
  /** Why it was refused or how it failed (or a short note on success). */
  message?: string | null;
  at?: Date;
}

/** Records one operator action; returns its id. */
export async function recordOperatorAction(db: Executor, entry: OperatorActionEntry): Promise<string> {
  const { operator } = entry;
  const row = await db
    .insertInto("operator_audit")
    .values({
      at: entry.at ?? new Date(),
      actor_kind: operator.token ? "token" : "session",
      actor_id: operator.token?.id ?? operator.id,
      actor_name: operator.token?.name ?? operator.email,
      operator_id: operator.id,
      operator_email: operator.email,
      action: entry.action,
      target_type: entry.target.type.slice(0, 100),
      target_id: entry.target.id == null ? null : String(entry.target.id).slice(0, 300),
      detail: JSON.stringify(entry.detail ?? {}),
      result: entry.result,
      message: entry.message ? entry.message.slice(0, 1000) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom("operator_audit");
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.result) query = query.where("result", "=", filter.result);
  if (filter.from) query = query.where("at", ">=", filter.from);
  if (filter.to) query = query.where("at", "<", filter.to);
  if (filter.actor) {
    const pattern = likeText(filter.actor);
    query = query.where((eb) => eb.or([eb("operator_email", "ilike", pattern), eb("actor_name", "ilike", pattern), eb("actor_id", "=", filter.actor!)]));
  }
  return query;
}

const COLUMNS = ["id", "at", "actor_kind", "actor_id", "actor_name", "operator_email", "action", "target_type", "target_id", "detail", "result", "message"] as const;

function toEntry(row: {
  id: string;
  at: Date;
  actor_kind: "session" | "token";
  actor_id: string;
  actor_name: string;
  operator_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: Record<string, unknown> | string;
  result: AuditResult;
  message: string | null;
}): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    actorName: row.actor_name,
    operatorEmail: row.operator_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    detail: typeof row.detail === "string" ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail,
    result: row.result,
    message: row.message,
  };
}

/** One page of the log, newest first (`page` from 1; a page past the end is empty). */
export async function listOperatorActions(db: Executor, filter: AuditFilter, page = 1, pageSize = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const size = Math.min(Math.max(Math.trunc(pageSize), 1), 200);
  const at = Math.max(Math.trunc(page), 1);
  const [{ total }, rows] = await Promise.all([
    filtered(db, filter).select(sql<string>`count(*)`.as("total")).executeTakeFirstOrThrow(),
    filtered(db, filter)
      .select(COLUMNS)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(size)
      .offset((at - 1) * size)
      .execute(),
  ]);
  const count = Number(total);
  return { entries: rows.map(toEntry), total: count, page: at, pageSize: size, pageCount: Math.max(1, Math.ceil(count / size)) };
}

/** Every entry the filter selects for the CSV export, newest first, at most AUDIT_CSV_MAX_ROWS. */
export async function exportOperatorActions(db: Executor, filter: AuditFilter, max = AUDIT_CSV_MAX_ROWS): Promise<AuditEntry[]> {
  const rows = await filtered(db, filter).select(COLUMNS).orderBy("at", "desc").orderBy("id", "desc").limit(max).execute();
  return rows.map(toEntry);
}
