import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { DataTable } from "~/components/shared/data-table";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { Screen } from "~/components/shared/screen";
import { requireOperator } from "~/infra/auth-guard.server";
import { listSchedules } from "~/infra/schedules.server";
import { describeRepeat, JOB_CONSOLE_PATH, nextRunLabel } from "~/lib/job-console";
import { privatePageHeaders } from "~/infra/page-headers.server";

/** Every repeatable schedule of every queue with its next run (operators only; visitors are sent to sign in). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await requireOperator(request, context);
  const schedules = await listSchedules(context.services);
  return { email: operator.email, schedules, now: Date.now() };
}

const COLUMNS = ["Queue", "Schedule", "Job", "Repeats", "Next run", "Runs so far"] as const;

export default function OperatorSchedules() {
  const { email, schedules, now } = useLoaderData<typeof loader>();
  return (
    <Screen
      marker="operator-schedules"
      title="Repeatable schedules"
      intro={`The pulses the workers keep scheduled on each queue, and when each adds its next job. Signed in as ${email}.`}
    >
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        {/* The console is served by Express (bull-board), not Remix: a document navigation. */}
        <a href={JOB_CONSOLE_PATH} className="btn-outline btn-sm no-underline">
          Open the job console
        </a>
        <span className="text-mesh-muted">Waiting, delayed, failed and finished jobs of every queue, with retry, remove, promote and pause.</span>
        <Link to="/operator/audit" className="ml-auto">
          Audit log
        </Link>
      </div>
      {schedules.length === 0 ? (
        <p className="mt-6 text-mesh-muted">No repeatable schedule yet: the workers add theirs when they start.</p>
      ) : (
        <DataTable columns={COLUMNS} caption="Repeatable schedules, soonest next run first" minWidth="min-w-[44rem]" tableProps={{ "data-schedules-table": "" }}>
          {schedules.map((s) => (
            <tr key={`${s.queue}:${s.id}`} data-schedule={s.id} className="align-top">
              <td className="p-3">
                <a href={`${JOB_CONSOLE_PATH}/queue/${encodeURIComponent(s.queue)}`}>{s.queue}</a>
              </td>
              <td className="p-3 font-mono text-xs">{s.id}</td>
              <td className="p-3 font-mono text-xs">{s.name}</td>
              <td className="p-3">{describeRepeat(s)}</td>
              <td className="whitespace-nowrap p-3">
                {s.next ? (
                  <>
                    <time dateTime={new Date(s.next).toISOString()} className="font-mono text-xs">
                      {`${new Date(s.next).toISOString().slice(0, 19).replace("T", " ")} UTC`}
                    </time>
                    <span className="block text-xs text-mesh-muted">{nextRunLabel(s.next, now)}</span>
                  </>
                ) : (
                  nextRunLabel(null, now)
                )}
              </td>
              <td className="p-3">{s.iterations ?? 0}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Screen>
  );
}

// Operators only: never cached.
export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [{ title: "Repeatable schedules · Trinity Mesh" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
