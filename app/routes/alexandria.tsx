import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { AlexandriaScreen, type AlexandriaData } from "~/components/alexandria/alexandria-screen";
import { errorRequestId, ErrorNotice, GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { RECALL_COPY } from "~/content/alexandria";
import { archiveCounts, listMemoryPage, recallArchivePage } from "~/domain/alexandria.server";
import { cachedHistory } from "~/infra/history-cache.server";
import { parseHistoryRange } from "~/lib/history";
import { errorFields, log } from "~/lib/log.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { ARCHIVE_FETCH_LIMIT, ARCHIVE_PAGE_SIZE, normalizeRecallTerm, parseArchiveTab } from "~/lib/alexandria";
import { parsePage } from "~/lib/pagination";

/**
 * ?source= picks the tab, ?q= the applied search term (the Recall form is a GET form), ?page= the
 * page (20 memories each). Without a term: the newest memories of the whole archive, page by page;
 * with one: the closest memories of the whole archive (the same ranked recall as
 * /api/alexandria/recall, at most 100), page by page. ?range= picks the History chart's range
 * (the same read as /api/alexandria/history, cached 5 s).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Shared by every visitor: memories are stored with announced deliberations (`chat`).
  const shared = pageReads(cache, "/alexandria", "chat");
  const params = new URL(request.url).searchParams;
  const tab = parseArchiveTab(params.get("source"));
  const term = normalizeRecallTerm(params.get("q"));
  const page = parsePage(params.get("page"));
  const source = tab === "all" ? undefined : tab;
  const range = parseHistoryRange(params.get("range"));
  const now = Date.now();
  const [found, counts, history] = await Promise.all([
    settle(
      "alexandria: memories",
      term ? recallArchivePage(context.services.recallDb, term, page, ARCHIVE_PAGE_SIZE, ARCHIVE_FETCH_LIMIT, source) : shared(`memories:${source ?? "all"}:${page}`, () => listMemoryPage(db, page, ARCHIVE_PAGE_SIZE, source)),
    ),
    settle("alexandria: counts", shared("counts", () => archiveCounts(db))),
    // The chart is an extra: a failed read leaves its section saying so, not the archive's error page.
    cachedHistory(context.services, "alexandria", range, now).catch((error: unknown) => {
      log.error("alexandria: history read failed", errorFields(error));
      return null;
    }),
  ]);
  return data<AlexandriaData>(
    { tab, term, memories: found?.memories ?? null, pager: found?.window ?? null, counts, range, history, now },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function AlexandriaRoute() {
  return <AlexandriaScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [
  { title: "Alexandria Archive · Trinity Mesh" },
  {
    name: "description",
    content: "Search the mesh's symbolic memories by meaning or spelling: Trinity Mesh deliberations, safety protocol events and the Mind Palace, up to 1,000 memories ranked by intensity.",
  },
];

/** A read that failed for a fault (the recall, the counts) gets the archive's own message, the request's id and a retry link; a 404 is "Page Not Found". */
export function ErrorBoundary() {
  return <GeneralErrorBoundary defaultStatusHandler={({ error }) => <RecallFailed requestId={errorRequestId(error)} />} unexpectedErrorHandler={() => <RecallFailed requestId={null} />} />;
}

function RecallFailed({ requestId }: { requestId: string | null }) {
  return (
    <ErrorNotice
      title={RECALL_COPY.failed}
      message={RECALL_COPY.failedHint}
      requestId={requestId}
      mark={
        <p aria-hidden="true" className="text-5xl text-[#c084fc]">
          ∞
        </p>
      }
    >
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/alexandria" className="btn-primary no-underline">
          Open the archive again
        </a>
        <Link to="/" className="btn-outline no-underline">
          Home
        </Link>
      </div>
    </ErrorNotice>
  );
}
