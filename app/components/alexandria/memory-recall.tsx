import { Form, useNavigation } from "@remix-run/react";
import { RECALL_COPY } from "~/content/alexandria";
import { ARCHIVE_TABS, RECALL_TERM_MAX, SOURCE_LABELS, type ArchiveMemory, type ArchiveTab } from "~/lib/alexandria";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { MemoryCard } from "./memory-card";

export interface RecallState {
  tab: ArchiveTab;
  /** The applied search term (null: newest memories). */
  term: string | null;
  /** Null when the archive could not be read. */
  memories: ArchiveMemory[] | null;
  now: number;
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
  const { tab, term, memories, now } = state;
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
                {term
                  ? `${memories.length} ${memories.length === 1 ? "memory" : "memories"} from ${scope} resonating with “${term}”, closest first.`
                  : `The ${memories.length} newest ${memories.length === 1 ? "memory" : "memories"} from ${scope}.`}
              </p>
              <ul className="mt-3 grid gap-4 md:grid-cols-2" aria-label="Recalled memories">
                {memories.map((m) => (
                  <li key={m.id}>
                    <MemoryCard memory={m} now={now} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </TabPanel>
    </section>
  );
}
