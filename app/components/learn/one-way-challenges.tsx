import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { LOCAL_STORAGE_KEYS, totalPoints, type Challenge } from "~/lib/challenges";
import { cx } from "../ui/card";
import { DifficultyBadge, FetcherRefusal } from "./bits";
import { type LearnActionResult } from "./model";
import { EnhancedField, ENHANCED_FIELD } from "../ui/enhanced-field";
import { Panel } from "../ui/page-section";

type OneWayKind = "kids" | "beginners";

/** The ids the browser remembers for a list (spec §4, §9): a JSON array; anything else reads as empty. */
function readStored(kind: OneWayKind, known: ReadonlySet<string>): string[] {
  try {
    const raw = window.localStorage.getItem(LOCAL_STORAGE_KEYS[kind]);
    if (!raw) return [];
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string" && known.has(x)) : [];
  } catch {
    return [];
  }
}

function writeStored(kind: OneWayKind, ids: string[]) {
  try {
    window.localStorage.setItem(LOCAL_STORAGE_KEYS[kind], JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the server still remembers.
  }
}

/**
 * Kids and beginner challenges: one way, no undo. Completed = what the server recorded ∪ what
 * this browser's localStorage remembers; ids only the browser knows are sent to the server once.
 */
export function OneWayChallenges({
  kind,
  challenges,
  title,
  intro,
  serverCompleted,
  walletPoints,
}: {
  kind: OneWayKind;
  challenges: Challenge[];
  title: string;
  intro: string;
  serverCompleted: string[] | null;
  walletPoints: number | null;
}) {
  const known = useMemo(() => new Set(challenges.map((c) => c.id)), [challenges]);
  const [stored, setStored] = useState<string[] | null>(null);
  useEffect(() => setStored(readStored(kind, known)), [kind, known]);

  const completed = useMemo(() => new Set([...(serverCompleted ?? []), ...(stored ?? [])]), [serverCompleted, stored]);

  // Remember everything completed (server ∪ browser) in localStorage, once it has been read.
  useEffect(() => {
    if (stored === null) return;
    writeStored(
      kind,
      challenges.filter((c) => completed.has(c.id)).map((c) => c.id),
    );
  }, [kind, challenges, completed, stored]);

  // Ids only this browser knows are recorded on the server, once per visit.
  const sync = useFetcher<LearnActionResult>({ key: `sync-${kind}` });
  const synced = useRef(false);
  useEffect(() => {
    if (stored === null || serverCompleted === null || synced.current) return;
    synced.current = true;
    const missing = stored.filter((id) => !serverCompleted.includes(id));
    if (missing.length === 0) return;
    const form = new FormData();
    form.set("intent", "sync-challenges");
    form.set("kind", kind);
    for (const id of missing) form.append("ids", id);
    form.set(ENHANCED_FIELD, "1");
    sync.submit(form, { method: "post" });
  }, [stored, serverCompleted, kind, sync]);

  const doneCount = challenges.filter((c) => completed.has(c.id)).length;
  const earned = totalPoints(challenges, completed);
  const headingId = `${kind}-challenges-title`;

  return (
    <Panel headingId={headingId} title={title} className="mt-10">
      <p className="mt-1 text-sm text-mesh-muted">{intro}</p>
      {doneCount > 0 ? (
        <div role="status" className="card mt-4 border-[#3ecf8e]/60 bg-[#0f231b] p-4" data-testid={`${kind}-summary`}>
          <p className="font-semibold">
            <span aria-hidden="true">🎉 </span>
            {doneCount} of {challenges.length} challenges completed · {earned} points earned
          </p>
          {walletPoints !== null ? (
            <p className="mt-1 text-sm text-mesh-muted">
              Your guest wallet holds <strong className="text-mesh-text">{walletPoints}</strong> points in total.
            </p>
          ) : null}
        </div>
      ) : null}
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {challenges.map((c) => (
          <OneWayRow key={c.id} kind={kind} challenge={c} done={completed.has(c.id)} />
        ))}
      </ul>
    </Panel>
  );
}

function OneWayRow({ kind, challenge, done }: { kind: OneWayKind; challenge: Challenge; done: boolean }) {
  const fetcher = useFetcher<LearnActionResult>({ key: `complete-${kind}-${challenge.id}` });
  const showDone = done || (fetcher.state !== "idle" && fetcher.formData !== undefined) || (fetcher.state === "idle" && fetcher.data?.ok === true);
  const titleId = `${kind}-${challenge.id}-title`;
  return (
    <li aria-labelledby={titleId} className={cx("card flex flex-col p-4", showDone && "border-[#3ecf8e]/50")} data-challenge={challenge.id} data-completed={showDone || undefined}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="text-2xl leading-none">
          {challenge.icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold">
            {challenge.title}
          </h3>
          <p className="mt-1 text-sm text-mesh-text/90">{challenge.goal}</p>
        </div>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-mesh-muted">{challenge.description}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={challenge.difficulty} />
        <span className="badge text-manus">{challenge.points} points</span>
        {challenge.ageGroup ? <span className="badge text-mesh-muted">Grades {challenge.ageGroup}</span> : null}
        <span className="ml-auto">
          {showDone ? (
            <span className="badge border-[#3ecf8e]/60 bg-[#3ecf8e]/10 text-[#7ee2b8]">
              <span aria-hidden="true">✓&nbsp;</span>Completed
            </span>
          ) : (
            <fetcher.Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="complete-challenge" />
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="challengeId" value={challenge.id} />
              <EnhancedField />
              <button type="submit" className="btn-primary btn-sm">
                Complete<span className="sr-only"> challenge: {challenge.title}</span>
              </button>
            </fetcher.Form>
          )}
        </span>
      </div>
      <FetcherRefusal fetcher={fetcher} />
    </li>
  );
}
