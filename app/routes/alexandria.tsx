import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AlexandriaScreen, type AlexandriaData } from "~/components/alexandria/alexandria-screen";
import { RECALL_COPY } from "~/content/alexandria";
import { archiveCounts, listMemories, recallArchive } from "~/domain/alexandria.server";
import { settle } from "~/infra/log.server";
import { ARCHIVE_FETCH_LIMIT, normalizeRecallTerm, parseArchiveTab } from "~/lib/alexandria";

/**
 * ?source= picks the tab, ?q= the applied search term (the Recall form is a GET form). The same
 * domain calls as /api/alexandria/recall, /archive and /source/{sourceType}.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const tab = parseArchiveTab(params.get("source"));
  const term = normalizeRecallTerm(params.get("q"));
  const source = tab === "all" ? undefined : tab;
  const [memories, counts] = await Promise.all([
    settle("alexandria: memories", term ? recallArchive(context.services.recallDb, term, ARCHIVE_FETCH_LIMIT, source) : listMemories(db, ARCHIVE_FETCH_LIMIT, source)),
    settle("alexandria: counts", archiveCounts(db)),
  ]);
  return data<AlexandriaData>({ tab, term, memories, counts, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
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

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl py-20 text-center" role="alert">
      <p aria-hidden="true" className="text-5xl text-[#c084fc]">
        ∞
      </p>
      <h1 className="mt-4 text-2xl font-bold">{RECALL_COPY.failed}</h1>
      <p className="mt-3 text-mesh-muted">{RECALL_COPY.failedHint}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/alexandria" className="btn-primary no-underline">
          Open the archive again
        </a>
        <Link to="/" className="btn-outline no-underline">
          Home
        </Link>
      </div>
    </section>
  );
}
