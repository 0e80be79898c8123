import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { AuditTable } from "~/components/audit/audit-log";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { Screen } from "~/components/shared/screen";
import { listOperatorActions } from "~/domain/audit.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { cachedHistory } from "~/infra/history-cache.server";
import { parseHistoryRange } from "~/lib/history";
import { errorFields, log } from "~/lib/log.server";
import { OperatorHistoryCharts } from "~/components/operator/operator-history";
import { privatePageHeaders } from "~/infra/page-headers.server";
import { GROUP_LABELS, OPERATOR_HOME, OPERATOR_PAGES, OPERATOR_TASKS, routeInfo } from "~/lib/routes";

/** How many of the newest audit entries the home shows (the audit log has the rest). */
const RECENT_AUDIT_ENTRIES = 10;

/**
 * The operator home (operators only; visitors are sent to sign in): where signing in lands. Its
 * History charts (?range=) are the same read as /api/operator/history, cached 5 s.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await requireOperator(request, context);
  const range = parseHistoryRange(new URL(request.url).searchParams.get("range"));
  const now = Date.now();
  const [recent, history] = await Promise.all([
    listOperatorActions(context.services.db, {}, 1, RECENT_AUDIT_ENTRIES),
    cachedHistory(context.services, "operator", range, now).catch((error: unknown) => {
      log.error("operator home: history read failed", errorFields(error));
      return null;
    }),
  ]);
  return { email: operator.email, recent: recent.entries, total: recent.total, range, history, now };
}

const OWN_PAGES = OPERATOR_PAGES.filter((p) => p.path !== OPERATOR_HOME);

/** The screens of the route table where operators act, by the menu's groups (labels from the route table). */
const TASKS = OPERATOR_TASKS.map((t) => {
  const info = routeInfo(t.path);
  if (!info) throw new Error(`OPERATOR_TASKS names ${t.path}, which is not in the route table`);
  return { ...t, label: info.label, group: GROUP_LABELS[info.group] };
});

export default function OperatorHome() {
  const { email, recent, total, range, history, now } = useLoaderData<typeof loader>();
  return (
    <Screen marker="operator-home" title="Operator home" intro={`What an operator does on the mesh, and what was done last. Signed in as ${email}.`}>
      <OperatorHistoryCharts initial={history} range={range} now={now} />

      <section aria-labelledby="operator-pages" className="mt-8">
        <h2 id="operator-pages" className="text-xl font-semibold">
          Your pages
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {OWN_PAGES.map((p) => (
            <li key={p.path} className="card">
              {/* The job console is served by Express (bull-board), not Remix: a document navigation. */}
              <Link to={p.path} reloadDocument={p.document} className="font-semibold">
                {p.label}
              </Link>
              <p className="mt-1 text-sm text-mesh-muted">{p.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="operator-tasks" className="mt-10">
        <h2 id="operator-tasks" className="text-xl font-semibold">
          Act on the mesh
        </h2>
        <p className="mt-1 text-sm text-mesh-muted">Signed in, these screens show their operator controls in place of the sign-in prompts.</p>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {TASKS.map((t) => (
            <li key={t.path} className="card" data-operator-task={t.path}>
              <Link to={t.path} className="font-semibold">
                {t.label}
              </Link>
              <span className="ml-2 text-xs uppercase tracking-wider text-mesh-muted">{t.group}</span>
              <p className="mt-1 text-sm text-mesh-muted">{t.task}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="operator-recent" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="operator-recent" className="text-xl font-semibold">
            Recent audit entries
          </h2>
          <Link to="/operator/audit" className="text-sm">
            The whole audit log ({total} {total === 1 ? "entry" : "entries"})
          </Link>
        </div>
        {recent.length ? <AuditTable entries={recent} /> : <p className="mt-4 text-mesh-muted">No operator action yet.</p>}
      </section>

      <Form method="post" action="/logout" className="mt-10">
        <button className="btn-outline btn-sm" type="submit">
          Sign out
        </button>
      </Form>
    </Screen>
  );
}

// Operators only: never cached.
export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Operator home · Trinity Mesh" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
