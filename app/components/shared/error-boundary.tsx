import { isRouteErrorResponse, useParams, useRouteError, type ErrorResponse } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useState, type ReactElement, type ReactNode } from "react";
import { useFaultId } from "~/components/fault-id";
import { failureRequestId } from "~/lib/errors";

type StatusHandler = (info: { error: ErrorResponse; params: Record<string, string | undefined> }) => ReactElement | null;

/** "Page Not Found" (404): unknown paths (routes/$.tsx) and every page's thrown 404. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-xl py-20 text-center">
      <p aria-hidden="true" className="text-6xl text-ignith">
        ∅
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-mesh-muted">This path is not part of the mesh. The thread you followed may have moved or never existed.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary no-underline">
          Back to home
        </Link>
        <Link to="/swarm" className="btn-outline no-underline">
          Ask the Trinity Mesh
        </Link>
      </div>
    </section>
  );
}

/** The frame of an error page: a heading, a sentence, the request's id when a fault has one, and the way back. */
export function ErrorNotice({
  title,
  message,
  mark,
  requestId,
  children,
}: {
  title: string;
  message: string;
  mark?: ReactNode;
  requestId?: string | null;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl py-20 text-center" role="alert">
      {mark}
      <h1 className={mark ? "mt-4 text-2xl font-bold" : "text-3xl font-bold"}>{title}</h1>
      <p className="mt-3 text-mesh-muted">{message}</p>
      {requestId ? (
        <p className="mt-3 text-sm text-mesh-muted">
          Request id:{" "}
          <code className="select-all break-all" data-fault-id>
            {requestId}
          </code>
        </p>
      ) : null}
      {children ?? (
        <Link to="/" className="btn-primary mt-8 no-underline">
          Back to home
        </Link>
      )}
    </section>
  );
}

const UNEXPECTED = "Something went wrong while rendering this page. Please try again in a moment.";

/** The sentence a thrown response carries: its text, or a ReadFailure's message (app/infra/settle.server.ts). */
function messageOf(data: unknown): string {
  if (typeof data === "string" && data) return data;
  const message = typeof data === "object" && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? message : UNEXPECTED;
}

/** The request id a page's fault carries (a read that failed for a bug: a 500 with a ReadFailure), for the person to quote. */
export function errorRequestId(error: unknown): string | null {
  return isRouteErrorResponse(error) ? failureRequestId(error.data) : null;
}

const defaultStatus: StatusHandler = ({ error }) => (
  <ErrorNotice title={error.status === 500 ? "The mesh stumbled" : `Error ${error.status}`} message={messageOf(error.data)} requestId={errorRequestId(error)} />
);

/**
 * A fault Remix answered as "Unexpected Server Error": the request id comes from the server's render
 * (useFaultId); the browser, which is not told it, reads it back from that render's HTML while it
 * hydrates, so both agree. A fault met in a client navigation has no id to show.
 */
function UnexpectedNotice() {
  const serverId = useFaultId();
  const [faultId] = useState(() => serverId ?? (typeof document === "undefined" ? null : document.querySelector("[data-fault-id]")?.textContent || null));
  return <ErrorNotice title="The mesh stumbled" message={UNEXPECTED} requestId={faultId} />;
}

const defaultUnexpected = () => <UnexpectedNotice />;

/**
 * The one error boundary of every page (epic-stack's GeneralErrorBoundary): a thrown Response
 * goes to its status's handler (404 → "Page Not Found" unless the page says otherwise), anything
 * else to `unexpectedErrorHandler`. Each route's `ErrorBoundary` export renders this.
 */
export function GeneralErrorBoundary({
  defaultStatusHandler = defaultStatus,
  statusHandlers,
  unexpectedErrorHandler = defaultUnexpected,
}: {
  defaultStatusHandler?: StatusHandler;
  statusHandlers?: Record<number, StatusHandler>;
  unexpectedErrorHandler?: (error: unknown) => ReactElement | null;
}) {
  const error = useRouteError();
  const params = useParams();
  // An unexpected error is logged in the browser for whoever debugs it; a thrown Response (a 404, a
  // 403…) is an answer the page renders, not a fault: logging it made every 404 page a console error.
  if (typeof document !== "undefined" && !isRouteErrorResponse(error)) console.error(error);
  if (!isRouteErrorResponse(error)) return unexpectedErrorHandler(error);
  const handler = statusHandlers?.[error.status] ?? (error.status === 404 ? () => <NotFound /> : defaultStatusHandler);
  return handler({ error, params });
}
