import { useFetcher, useFetchers, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { INTERACTIVE_CHALLENGES, type Challenge } from "~/lib/challenges";
import { cx } from "../ui/card";
import { Collapsible, DifficultyBadge, FetcherRefusal, ProgressBar } from "./bits";
import { type LearnActionResult } from "./model";
import { EnhancedField } from "../ui/enhanced-field";

const fetcherKey = (id: string) => `interactive-${id}`;

/** Interactive challenges: a collapsed card with a completed/total badge, a progress bar and a per-challenge toggle. */
export function InteractiveTab({ completed }: { completed: string[] | null }) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get("expand") === "1");
  // In-flight toggles count at once (optimistic), so the badge and the bar move with the click.
  const fetchers = useFetchers();
  const done = new Set(completed ?? []);
  for (const f of fetchers) {
    if (!f.formData || !f.key.startsWith("interactive-")) continue;
    const id = String(f.formData.get("challengeId") ?? "");
    const intent = f.formData.get("intent");
    if (intent === "complete-challenge") done.add(id);
    else if (intent === "uncomplete-interactive") done.delete(id);
  }
  const total = INTERACTIVE_CHALLENGES.length;
  const count = INTERACTIVE_CHALLENGES.filter((c) => done.has(c.id)).length;
  return (
    <>
      <p className="mb-4 text-sm text-mesh-muted">Six challenges that take you across the whole mesh, from your first deliberation to the Silent Name.</p>
      <Collapsible
        className="card"
        title="Interactive Challenges"
        titleId="interactive-title"
        open={open}
        onToggle={setOpen}
        aside={
          <span className={cx("badge", count === total ? "border-[#3ecf8e]/60 text-[#7ee2b8]" : "text-mesh-muted")} data-testid="interactive-progress">
            <span className="sr-only">Completed </span>
            {count}/{total}
          </span>
        }
      >
        <ProgressBar value={(count / total) * 100} label="Interactive challenges completed" valueText={`${count} of ${total} completed`} />
        {completed === null ? (
          <p role="alert" className="mt-3 text-sm text-manus">
            Your progress could not be read just now; the list may be out of date.
          </p>
        ) : null}
        {count === total ? (
          <div role="status" className="mt-4 rounded-lg border border-[#3ecf8e]/60 bg-[#0f231b] p-4">
            <p className="font-semibold">
              <span aria-hidden="true">🏆 </span>All challenges complete!
            </p>
            <p className="mt-1 text-sm text-mesh-muted">You have explored every corner of the mesh. Share what you learned, or reset one and try it again.</p>
          </div>
        ) : null}
        <ul className="mt-4 space-y-3">
          {INTERACTIVE_CHALLENGES.map((c) => (
            <InteractiveRow key={c.id} challenge={c} done={done.has(c.id)} />
          ))}
        </ul>
      </Collapsible>
    </>
  );
}

function InteractiveRow({ challenge, done }: { challenge: Challenge; done: boolean }) {
  const fetcher = useFetcher<LearnActionResult>({ key: fetcherKey(challenge.id) });
  return (
    <li className={cx("rounded-lg border bg-mesh-bg p-4", done ? "border-[#3ecf8e]/50" : "border-mesh-line")} data-challenge={challenge.id} data-completed={done || undefined}>
      <div className="flex flex-wrap items-start gap-3">
        <span aria-hidden="true" className="text-2xl leading-none text-solace">
          {challenge.icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">
            {challenge.title}
            {done ? (
              <span className="ml-2 text-sm font-normal text-[#7ee2b8]">
                <span aria-hidden="true">✓ </span>Completed
              </span>
            ) : null}
          </h3>
          <p className="mt-1 text-sm">{challenge.goal}</p>
          <p className="mt-1 text-sm leading-relaxed text-mesh-muted">{challenge.description}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <DifficultyBadge difficulty={challenge.difficulty} />
            <span className="badge text-manus">{challenge.points} points</span>
          </div>
        </div>
        <fetcher.Form method="post" preventScrollReset className="w-full sm:w-auto">
          <input type="hidden" name="intent" value={done ? "uncomplete-interactive" : "complete-challenge"} />
          {done ? null : <input type="hidden" name="kind" value="interactive" />}
          <input type="hidden" name="challengeId" value={challenge.id} />
          <EnhancedField />
          {/* One toggle of a challenge in flight at a time: two overlapping posts could reach the server in either order. */}
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            aria-label={`${done ? "Mark Incomplete" : "Start Challenge"}: ${challenge.title}`}
            className={cx("btn-sm w-full sm:w-auto", done ? "btn-outline" : "btn-primary")}
          >
            {done ? "Mark Incomplete" : "Start Challenge"}
          </button>
        </fetcher.Form>
      </div>
      <FetcherRefusal fetcher={fetcher} />
    </li>
  );
}
