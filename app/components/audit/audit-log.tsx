import { Form } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_RESULTS, auditActionLabel, auditActorLabel, type AuditResult } from "~/lib/audit";
import type { AuditEntry } from "~/lib/audit.schema";
import { cx } from "~/components/ui/card";
import { DataTable } from "~/components/shared/data-table";

const COLUMNS = ["When (UTC)", "Who", "What", "Target", "Result"] as const;

/** The raw filter fields as typed (so the form and the links keep them as they were). */
export interface AuditFilterFields {
  action: string;
  actor: string;
  result: string;
  from: string;
  to: string;
}

const RESULT_STYLE: Record<AuditResult, string> = {
  ok: "border-[#3ecf8e] text-[#3ecf8e]",
  refused: "border-amber-400 text-amber-300",
  failed: "border-red-400 text-red-300",
};

/** The filters as a GET form: they live in the URL query, so they work without JavaScript and can be shared. */
export function AuditFilters({ fields, ignored }: { fields: AuditFilterFields; ignored: string[] }) {
  return (
    <Form method="get" className="card mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" aria-label="Filter the audit log">
      <label className="flex flex-col gap-1 text-sm lg:col-span-2">
        <span>Action</span>
        <select name="action" defaultValue={fields.action} className="input">
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]} ({a})
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Actor</span>
        <input name="actor" type="search" defaultValue={fields.actor} maxLength={200} placeholder="email or token" className="input" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Result</span>
        <select name="result" defaultValue={fields.result} className="input">
          <option value="">Any result</option>
          {AUDIT_RESULTS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>From</span>
        <input name="from" type="date" defaultValue={fields.from} className="input" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>To (inclusive)</span>
        <input name="to" type="date" defaultValue={fields.to} className="input" />
      </label>
      <div className="flex flex-wrap gap-2 lg:col-span-6">
        <button type="submit" className="btn-primary btn-sm">
          Filter
        </button>
        <Link to="/operator/audit" className="btn-outline btn-sm no-underline">
          Clear
        </Link>
        {ignored.length ? (
          <p role="status" className="text-sm text-amber-300">
            Not understood, ignored: {ignored.join(", ")}.
          </p>
        ) : null}
      </div>
    </Form>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  return (
    <span>
      <span className="text-mesh-muted">{entry.targetType}</span>
      {entry.targetId ? <span className="ml-1 break-all font-mono text-xs">{entry.targetId}</span> : null}
    </span>
  );
}

function Detail({ detail }: { detail: Record<string, unknown> }) {
  const keys = Object.keys(detail);
  if (!keys.length) return null;
  return (
    <details className="mt-1 text-xs text-mesh-muted">
      <summary className="cursor-pointer">details</summary>
      <pre className="mt-1 max-w-md overflow-x-auto whitespace-pre-wrap break-all">{JSON.stringify(detail, null, 2)}</pre>
    </details>
  );
}

/** Who, when, what, target and result, newest first. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  if (!entries.length) return <p className="mt-6 text-mesh-muted">No operator action matches these filters.</p>;
  return (
    <DataTable columns={COLUMNS} minWidth="min-w-[48rem]" tableProps={{ "data-audit-table": "" }}>
      {entries.map((e) => (
        <tr key={e.id} data-audit-entry={e.action} className="align-top">
          <td className="whitespace-nowrap p-3 font-mono text-xs">
            <time dateTime={e.at}>{e.at.slice(0, 19).replace("T", " ")}</time>
          </td>
          <td className="p-3">{auditActorLabel(e)}</td>
          <td className="p-3">
            {auditActionLabel(e.action)}
            <span className="block font-mono text-xs text-mesh-muted">{e.action}</span>
            <Detail detail={e.detail} />
          </td>
          <td className="p-3">
            <Target entry={e} />
          </td>
          <td className="p-3">
            <span className={cx("inline-block rounded-full border px-2 py-0.5 text-xs", RESULT_STYLE[e.result])}>{e.result}</span>
            {e.message ? <span className="mt-1 block text-xs text-mesh-muted">{e.message}</span> : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Previous / next links (page size 50), keeping the filters. */
export function AuditPager({ page, pageCount, total, hrefFor }: { page: number; pageCount: number; total: number; hrefFor: (page: number) => string }) {
  return (
    <nav aria-label="Audit log pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-mesh-muted">
        Page {page} of {pageCount} · {total} {total === 1 ? "entry" : "entries"}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} rel="prev" className="btn-outline btn-sm no-underline">
            ← Newer
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={hrefFor(page + 1)} rel="next" className="btn-outline btn-sm no-underline">
            Older →
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
