import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { AuditFilters, AuditPager, AuditTable, type AuditFilterFields } from "~/components/audit/audit-log";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { Screen } from "~/components/shared/screen";
import { listOperatorActions } from "~/domain/audit.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { AUDIT_CSV_MAX_ROWS, AUDIT_PAGE_SIZE, auditQueryString, parseAuditQuery } from "~/lib/audit";
import { privatePageHeaders } from "~/infra/page-headers.server";

/** The operator audit log (operators only; visitors are sent to sign in): filters in the URL query, 50 a page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await requireOperator(request, context);
  const params = new URL(request.url).searchParams;
  const { filter, page, ignored } = parseAuditQuery(params);
  const log = await listOperatorActions(context.services.db, filter, page, AUDIT_PAGE_SIZE);
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 200);
  const fields: AuditFilterFields = {
    action: filter.action ?? "",
    actor: filter.actor ?? "",
    result: filter.result ?? "",
    from: filter.from ? text("from") : "",
    to: filter.to ? text("to") : "",
  };
  return { email: operator.email, log, fields, ignored };
}

export default function OperatorAudit() {
  const { email, log, fields, ignored } = useLoaderData<typeof loader>();
  const csvHref = `/operator/audit.csv${auditQueryString(fields)}`;
  return (
    <Screen
      marker="operator-audit"
      title="Operator audit log"
      intro={`Every operator action: who, when, what, on which target and with which result. Signed in as ${email}.`}
    >
      <AuditFilters fields={fields} ignored={ignored} />
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        <a href={csvHref} className="btn-outline btn-sm no-underline" download>
          Export CSV
        </a>
        <span className="text-mesh-muted">The export holds every entry these filters select (at most {AUDIT_CSV_MAX_ROWS.toLocaleString("en")}, newest first).</span>
        <Link to="/settings/tokens" className="ml-auto">
          API tokens
        </Link>
      </div>
      <AuditTable entries={log.entries} />
      <AuditPager page={log.page} pageCount={log.pageCount} total={log.total} hrefFor={(page) => `/operator/audit${auditQueryString({ ...fields, page })}`} />
    </Screen>
  );
}

// Operators only: never cached.
export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Operator audit log · Trinity Mesh" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
