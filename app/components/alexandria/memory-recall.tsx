import { Form, useNavigation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { RECALL_COPY } from "~/content/alexandria";
import { ARCHIVE_FETCH_LIMIT, ARCHIVE_TABS, RECALL_TERM_MAX, SOURCE_LABELS, type ArchiveMemory, type ArchiveTab } from "~/lib/alexandria";
import { pageHref, type PageWindow } from "~/lib/pagination";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { MemoryCard } from "./memory-card";

export interface RecallState {
  tab: ArchiveTab;
  /** The applied search term (null: newest memories). */
  term: string | null;
  /** Null when the archive could not be read. */
  memories: ArchiveMemory[] | null;
  /** Which page of the list (or of the search's results) `memories` is. */
  pager: PageWindow | null;
  now: number;
}

const plural = (n: number) => (n === 1 ? "memory" : "memories");

/** What the list shows, in one sentence. */
function summaryOf(pager: PageWindow, term: string | null, scope: string): string {
  const range = pager.pages > 1 ? ` Showing ${pager.first}–${pager.last}.` : "";
  if (term) {
    const count = pager.total >= ARCHIVE_FETCH_LIMIT ? `The ${pager.total} closest memories` : `${pager.total} ${plural(pager.total)}`;
    return `${count} from ${scope} resonating with “${term}”, closest first.${range}`;
  }
  return pager.pages > 1
    ? `Memories ${pager.first}–${pager.last} of ${pager.total} from ${scope}, newest first.`
    : `The ${pager.total} newest ${plural(pager.total)} from ${scope}.`;
}

/** Previous / Page n of m / Next: plain links (?page=), landing on the list, with or without JavaScript. */
function Pager({ pager, tab, term }: { pager: PageWindow; tab: ArchiveTab; term: string | null }) {
  if (pager.pages <= 1) return null;
  const params = new URLSearchParams();
  if (tab !== "all") params.set("source", tab);
  if (term) params.set("q", term);
  const href = (page: number) => `${pageHref("/alexandria", params, page)}#recall`;
  const off = "btn-outline btn-sm pointer-events-none opacity-40";
  return (
    <nav aria-label="Memory pages" className="mt-6 flex flex-wrap items-center justify-between gap-3" data-testid="memory-pager">
      {pager.hasPrevious ? (
        <Link to={href(pager.page - 1)} rel="prev" className="btn-outline btn-sm no-underline">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          <span aria-hidden="true">←</span> Previous
        </span>
      )}
      <p className="text-sm text-mesh-muted" data-testid="memory-page">
        Page {pager.page} of {pager.pages}
      </p>
      {pager.hasNext ? (
        <Link to={href(pager.page + 1)} rel="next" className="btn-outline btn-sm no-underline">
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={off}>
          Next <span aria-hidden="true">→</span>
        </span>
      )}
    </nav>
  );
}

/** True while a JavaScript navigation to this screen (a tab or a Recall) is loading. */
function useRecallPending(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.location?.pathname === "/alexandria";
}

/**
 * Memory Recall (spec §2.7, §4): URL tabs (?source=), and in each tab a GET search form, so the
 * term lives in the URL (?source=…&q=…), works without JavaScript and is applied only on Recall.
 */
export function MemoryRecall({ state }: { state: RecallState }) {
  const pending = useRecallPending();
  const { tab, term, memories, pager, now } = state;
  const scope = tab === "all" ? "every source" : SOURCE_LABELS[tab];
  return (
    <section id="recall" aria-labelledby="recall-title" className="card scroll-mt-20 border-[#c084fc]/40">
      <h2 id="recall-title" className="text-2xl font-bold">
        {RECALL_COPY.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-mesh-muted">{RECALL_COPY.intro}</p>

      <div className="mt-4">
        <UrlTabs tabs={[...ARCHIVE_TABS]} current={tab} param="source" label="Memory sources" idPrefix="archive" />
      </div>

      <TabPanel current={tab} idPrefix="archive">
        <Form method="get" action="/alexandria" role="search" aria-label={`Recall from ${scope}`} preventScrollReset className="flex flex-col gap-2 sm:flex-row">
          <input type="hidden" name="source" value={tab} />
          <label htmlFor="recall-q" className="sr-only">
            {RECALL_COPY.inputLabel}
          </label>
          <input
            // A new tab or a new applied term resets the box to what the URL says.
            key={`${tab}:${term ?? ""}`}
            id="recall-q"
            name="q"
            type="search"
            className="input sm:flex-1"
            placeholder={RECALL_COPY.placeholder}
            defaultValue={term ?? ""}
            maxLength={RECALL_TERM_MAX}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="btn-primary sm:w-32">
            <span aria-hidden="true">∞</span> {RECALL_COPY.button}
          </button>
        </Form>

        <div className="mt-5" aria-live="polite" aria-busy={pending || undefined}>
          {pending ? (
            <p role="status" className="py-10 text-center text-mesh-muted" data-testid="recall-loading">
              <span aria-hidden="true" className="mr-2 inline-block animate-pulse text-ignith">
                ✦
              </span>
              {RECALL_COPY.loading}
            </p>
          ) : memories === null ? (
            <div role="alert" className="rounded-md border border-[#ff6b6b] bg-[#2a1216] p-4 text-sm">
              <p className="font-semibold">{RECALL_COPY.failed}</p>
              <p className="mt-1 text-mesh-muted">{RECALL_COPY.failedHint}</p>
            </div>
          ) : memories.length === 0 ? (
            <div className="rounded-lg border border-dashed border-mesh-line py-10 text-center" data-testid="recall-empty">
              <p aria-hidden="true" className="text-3xl text-mesh-muted">
                ∅
              </p>
              <p className="mt-2 font-semibold">{RECALL_COPY.emptyTitle}</p>
              <p className="mt-1 text-sm text-mesh-muted">{RECALL_COPY.emptyText}</p>
              {term ? (
                <p className="mt-3 text-xs text-mesh-muted">
                  Nothing in {scope} resonates with “{term}” yet. Try another word, or look at the newest memories with an empty search.
                </p>
              ) : null}
            </div>
          ) : (
            <>
              <p className="text-sm text-mesh-muted" data-testid="recall-summary">
                {pager ? summaryOf(pager, term, scope) : null}
              </p>
              <ul className="mt-3 grid gap-4 md:grid-cols-2" aria-label="Recalled memories">
                {memories.map((m) => (
                  <li key={m.id}>
                    <MemoryCard memory={m} now={now} />
                  </li>
                ))}
              </ul>
              {pager ? <Pager pager={pager} tab={tab} term={term} /> : null}
            </>
          )}
        </div>
      </TabPanel>
    </section>
  );
}
