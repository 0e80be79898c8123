import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "../types";

/** The operator audit log (issue 17 item 6). Created by db/migrations/20261125T110000_operator_audit.ts. */
export type AuditResultColumn = "ok" | "refused" | "failed";

export interface OperatorAuditTable {
  id: Generated<string>;
  at: Timestamp;
  /** "session" for a signed-in operator, "token" for an API token. */
  actor_kind: "session" | "token";
  /** The operator's id (session) or the token's id. */
  actor_id: string;
  /** The operator's email (session) or the token's name. */
  actor_name: string;
  operator_id: string | null;
  operator_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  result: AuditResultColumn;
  message: string | null;
}

export interface AuditTables {
  operator_audit: OperatorAuditTable;
}
