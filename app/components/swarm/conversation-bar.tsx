import { Link } from "~/components/shared/link";
import { relativeTime } from "~/lib/time";
import type { ConversationSummary } from "./types";

const turnsLabel = (n: number) => `${n} ${n === 1 ? "turn" : "turns"}`;

export function PrivateBadge() {
  return <span className="badge shrink-0 border-[#c084fc]/60 py-0 text-[#e9d5ff]">Private</span>;
}

/** Newest activity first (the server's order, kept when the list is refreshed). */
export function byActivity(list: ConversationSummary[]): ConversationSummary[] {
  return [...list].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/**
 * Above the stream: the conversation shown (its title, Private badge, Markdown export), a link to
 * start a new one, and the visitor's recent conversations in a disclosure (closed by default, so a
 * phone keeps the stream in view; <details> opens without JavaScript).
 */
export function ConversationBar({
  current,
  recent,
  now,
}: {
  /** The conversation shown, once it exists on the server. */
  current: { id: string; title: string; private: boolean; turns: number } | null;
  recent: ConversationSummary[] | null;
  now: number;
}) {
  const list = recent ? byActivity(recent) : null;
  return (
    <section aria-labelledby="conversation-title" className="card py-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id="conversation-title" className="text-xs font-medium uppercase tracking-wider text-mesh-muted">
            Conversation
          </h2>
          <p className="mt-0.5 flex min-w-0 items-center gap-2">
            <span className="truncate font-semibold" data-testid="conversation-name">
              {current ? current.title : "New conversation"}
            </span>
            {current?.private ? <PrivateBadge /> : null}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {current ? (
            <a href={`/api/conversations/${current.id}/export`} download className="btn-outline btn-sm no-underline">
              <span aria-hidden="true">⇩</span> Export as Markdown
            </a>
          ) : null}
          <Link to="/swarm" className="btn-outline btn-sm no-underline">
            <span aria-hidden="true">+</span> New conversation
          </Link>
        </div>
      </div>

      <details className="group mt-3 border-t border-mesh-line pt-3">
        <summary className="cursor-pointer select-none text-sm font-medium text-mesh-text marker:text-mesh-muted">
          Your recent conversations{list ? ` (${list.length})` : ""}
        </summary>
        {list === null ? (
          <p className="mt-2 text-sm text-mesh-muted">Your conversations could not be loaded just now.</p>
        ) : list.length === 0 ? (
          <p className="mt-2 text-sm text-mesh-muted">No conversations yet. Ask a question to start one.</p>
        ) : (
          <ul aria-label="Your recent conversations" className="mt-2 max-h-72 space-y-1 overflow-y-auto overscroll-contain pr-1">
            {list.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/swarm?c=${c.id}`}
                  preventScrollReset
                  aria-current={c.id === current?.id ? "page" : undefined}
                  className="flex items-center gap-2 rounded-md px-2 py-2 text-sm no-underline hover:bg-mesh-bg aria-[current=page]:bg-mesh-bg aria-[current=page]:ring-1 aria-[current=page]:ring-mesh-line"
                >
                  <span className="min-w-0 flex-1 truncate text-mesh-text">{c.title}</span>
                  {c.private ? <PrivateBadge /> : null}
                  <span className="shrink-0 text-xs text-mesh-muted">
                    {turnsLabel(c.turnCount)} · <time dateTime={c.updatedAt}>{relativeTime(c.updatedAt, now)}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
