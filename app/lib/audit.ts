/**
 * The operator audit log's shared names and pure rules (issue 17 item 6): the actions an operator can
 * take (a typed union, so every caller of recordOperatorAction names one of them), their labels, the
 * results, the filter read from a URL query and the CSV export's escaping. Client-safe, no zod.
 */

/** Every operator action the audit log records, with its label on /operator/audit. */
export const AUDIT_ACTION_LABELS = {
  "node.approve": "Node approved",
  "node.reject": "Node rejected",
  "node.secret_rotate": "Node secret rotated",
  "node.secret_revoke": "Node secret revoked",
  "node.decommission": "Node decommissioned",
  "deploy.verify": "Repository verified",
  "deploy.quick": "Quick deploy",
  "deploy.push_observer": "Observer files pushed",
  "deploy.workflow": "Deploy workflow created",
  "deploy.cascade": "Cascade deploy",
  "manifest.upload": "Manifest uploaded",
  "manifest.deploy": "Manifest deployed",
  "version.update": "Version update (Deploy Update)",
  "version.rollback": "Version rolled back",
  "velocity.engine_start": "Pulse engine started",
  "velocity.engine_stop": "Pulse engine stopped",
  "velocity.sovereignty": "Sovereignty changed",
  "token.create": "API token created",
  "token.revoke": "API token revoked",
  "operator.handle": "Handle changed",
  "template.approve": "Template approved",
  "evolution.reflect": "Reflection requested",
  "merchant.onboard": "Agent onboarded",
  "market.offer_create": "Knowledge offer created",
  "market.trade": "Knowledge trade",
  "promotion.propose": "Promotions proposed",
  "promotion.approve": "Promotion approved",
  "promotion.reject": "Promotion rejected",
  "continuity.rotate": "Task focus rotated",
  "continuity.snapshot": "Archive snapshot taken",
  "continuity.harmony_scan": "Harmony scan requested",
  "jobs.retry": "Job retried (job console)",
  "jobs.remove": "Jobs removed (job console)",
  "jobs.promote": "Job promoted (job console)",
  "jobs.pause": "Queue paused (job console)",
  "jobs.resume": "Queue resumed (job console)",
  "jobs.change": "Queue or job changed (job console)",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

export const AUDIT_RESULTS = ["ok", "refused", "failed"] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds (newest first); narrow the filter for older ones. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(AUDIT_ACTION_LABELS, value);
}

export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
}

/** What the log is filtered by; every field optional. `to` is exclusive (a date-only `to` means the end of that day). */
export interface AuditFilter {
  action?: AuditAction;
  /** A part of the operator's email or the token's name (case-insensitive). */
  actor?: string;
  result?: AuditResult;
  from?: Date;
  to?: Date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * A date of the filter: `YYYY-MM-DD` (UTC; as an upper bound, the end of that day) or an ISO date-time
 * (without an offset: UTC). Null when it is not one.
 */
export function parseAuditDate(value: string | null | undefined, bound: "from" | "to"): Date | null {
  const text = value?.trim() ?? "";
  if (DATE_ONLY.test(text)) {
    const day = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return null;
    return bound === "to" ? new Date(day.getTime() + 86_400_000) : day;
  }
  if (DATE_TIME.test(text)) {
    const at = new Date(/Z|[+-]\d{2}:\d{2}$/.test(text) ? text : `${text}Z`);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  return null;
}

export interface ParsedAuditQuery {
  filter: AuditFilter;
  page: number;
  /** Query fields whose value was not understood (and ignored), for the screen to say so. */
  ignored: string[];
}

/**
 * The filter and page of a URL query (the screen's GET form and the CSV export): empty fields are no
 * filter, values that are not understood are ignored and named in `ignored`, never an error.
 */
export function parseAuditQuery(params: URLSearchParams): ParsedAuditQuery {
  const filter: AuditFilter = {};
  const ignored: string[] = [];
  const text = (name: string) => (params.get(name) ?? "").trim();

  const action = text("action");
  if (action) {
    if (isAuditAction(action)) filter.action = action;
    else ignored.push("action");
  }
  const actor = text("actor").slice(0, 200);
  if (actor) filter.actor = actor;
  const result = text("result");
  if (result) {
    if ((AUDIT_RESULTS as readonly string[]).includes(result)) filter.result = result as AuditResult;
    else ignored.push("result");
  }
  for (const bound of ["from", "to"] as const) {
    const value = text(bound);
    if (!value) continue;
    const at = parseAuditDate(value, bound);
    if (at) filter[bound] = at;
    else ignored.push(bound);
  }
  const pageText = text("page");
  let page = 1;
  if (pageText) {
    const n = Number(pageText);
    if (Number.isInteger(n) && n >= 1 && n <= 1_000_000) page = n;
    else ignored.push("page");
  }
  return { filter, page, ignored };
}

/** The URL query of the filter fields as typed (and the page): empty fields are left out. */
export function auditQueryString(fields: Partial<Record<"action" | "actor" | "result" | "from" | "to" | "page", string | number | undefined>>): string {
  const q = new URLSearchParams();
  for (const key of ["action", "actor", "result", "from", "to", "page"] as const) {
    const value = fields[key];
    if (value !== undefined && String(value).trim() !== "") q.set(key, String(value).trim());
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces, quotes
 * doubled. A text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe first (OWASP "CSV injection").
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header row, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Who did it, as the screen and the export show it. */
export function auditActorLabel(entry: { actorKind: "session" | "token"; actorName: string; operatorEmail: string }): string {
  return entry.actorKind === "token" ? `token “${entry.actorName}” (${entry.operatorEmail})` : entry.operatorEmail;
}
