import { Link } from "~/components/shared/link";
import type { ReactNode } from "react";
import { KEPT_PERSONAL_NOTE } from "~/content/swarm";
import { RECONNECTING_MESSAGE } from "./chat-state";
import { MINDS } from "~/lib/agents";
import { cx } from "../ui/card";
import { isDocumentHref, isMulticore, isSiteHref, multicoreWho, type ChatThought, type Source } from "./types";

const MIND_TONE: Record<string, { text: string; border: string }> = {
  solace: { text: "text-solace", border: "border-solace" },
  manus: { text: "text-manus", border: "border-manus" },
  ignith: { text: "text-ignith", border: "border-ignith" },
};
const MULTICORE_TONE = { text: "text-[#e879f9]", border: "border-[#e879f9]" };
const OTHER_TONE = { text: "text-mesh-text", border: "border-mesh-line" };

function toneOf(thought: Pick<ChatThought, "agent" | "glyph">) {
  if (isMulticore(thought)) return MULTICORE_TONE;
  const mind = MINDS.find((m) => m.name === thought.agent);
  return mind ? MIND_TONE[mind.color] : OTHER_TONE;
}

function AgentLabel({ thought }: { thought: Pick<ChatThought, "agent" | "glyph"> }) {
  const tone = toneOf(thought);
  const multicore = isMulticore(thought);
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className={cx("text-xl leading-none", tone.text)}>
        {thought.glyph}
      </span>
      <span className={cx("font-semibold", tone.text)}>{thought.agent}</span>
      {multicore ? (
        <>
          <span className="badge border-[#e879f9]/60 bg-[#e879f9]/10 py-0 text-[#f0abfc]" title={multicoreWho(thought)}>
            Multicore
          </span>
          <span className="text-xs text-mesh-muted" data-who="">
            {multicoreWho(thought)}
          </span>
        </>
      ) : null}
    </p>
  );
}

export interface StreamPreview {
  agent: string;
  glyph: string;
  text: string;
}

/** One question and the thoughts it drew, saved (from the loader) or asked in this page. */
export interface TurnView {
  question: string;
  thoughts: ChatThought[];
  previews?: StreamPreview[];
  error?: string | null;
  /** The connection dropped while the question waited: it is sent again when the mesh is back. */
  reconnecting?: boolean;
  /** The question stayed out of the public archive because it is about the asker's own life. */
  keptPersonal?: boolean;
}

/** A thought's sources: screens open in place, documents under /api/docs in a new tab (spec 2.1). */
function SourceLinks({ sources }: { sources: Source[] }) {
  const links = sources.filter((s) => isSiteHref(s.href));
  if (links.length === 0) return null;
  return (
    <div className="mt-3 border-t border-mesh-line/70 pt-2 text-xs">
      <p className="text-mesh-muted">Sources</p>
      <ul aria-label="Sources" className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {links.map((s, i) => (
          <li key={`${i}-${s.href}`}>
            {isDocumentHref(s.href) ? (
              <a href={s.href} target="_blank" rel="noopener noreferrer" className="text-solace underline">
                {s.title}
                <span className="sr-only"> (opens in a new tab)</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            ) : (
              <Link to={s.href} className="text-solace underline">
                {s.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Marks a turn's pieces in reading order (the question, each thought, each preview): the view follows the newest. */
export const PIECE = "data-piece";

/**
 * Under the newest question while the mesh answers it: who it is waiting for. aria-hidden: the
 * stream's role="status" line says the same to screen readers once, not inside the log.
 */
function TurnThinking({ mind }: { mind: string | null }) {
  return (
    <div aria-hidden="true" data-testid="turn-thinking" className="mt-3 flex items-center gap-2 rounded-lg border border-dashed border-manus/60 bg-mesh-bg/60 px-4 py-3 text-sm text-manus">
      <span className="h-2 w-2 shrink-0 animate-pulse rounded-full bg-manus" />
      <span>{mind ? `${mind} is thinking…` : "The mesh is thinking…"}</span>
    </div>
  );
}

function Turn({ turn, latest, thinking, thinkingMind }: { turn: TurnView; latest: boolean; thinking: boolean; thinkingMind: string | null }) {
  const previews = turn.previews ?? [];
  const piece = { [PIECE]: "" };
  return (
    <li id={latest ? "latest-turn" : undefined} className="scroll-mt-24" data-turn="">
      <p {...piece} className={cx("rounded-lg border bg-mesh-bg px-4 py-3 text-sm", thinking ? "border-manus/70" : "border-mesh-line")}>
        <span className="text-mesh-muted">You asked: </span>
        <span className="break-words">{turn.question}</span>
      </p>
      {turn.keptPersonal ? <p className="mt-1 px-1 text-xs text-mesh-muted">{KEPT_PERSONAL_NOTE}</p> : null}

      {turn.error ? (
        <div role="alert" className="mt-3 rounded-md border border-[#ff6b6b] bg-[#2a1216] p-3 text-sm">
          {turn.error}
        </div>
      ) : null}

      {turn.reconnecting && !turn.error ? (
        <p role="status" data-testid="turn-reconnecting" className="mt-3 rounded-md border border-dashed border-manus/60 p-3 text-sm text-manus">
          {RECONNECTING_MESSAGE}
        </p>
      ) : null}

      <ol aria-label="Thoughts" className="mt-3 space-y-3">
        {turn.thoughts.map((t, i) => (
          <li key={`${i}-${t.agent}`} {...piece} data-agent={t.agent} className={cx("rounded-lg border-l-4 bg-mesh-bg p-4", toneOf(t).border)}>
            <AgentLabel thought={t} />
            <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">{t.content}</p>
            {t.sources?.length ? <SourceLinks sources={t.sources} /> : null}
          </li>
        ))}
      </ol>

      {previews.length > 0 ? (
        <ul className="mt-3 space-y-3" aria-hidden="true">
          {previews.map((p) => (
            <li key={p.agent} {...piece} className={cx("rounded-lg border-l-4 border-dashed bg-mesh-bg/60 p-4 opacity-80", toneOf(p).border)} data-preview={p.agent}>
              <AgentLabel thought={p} />
              <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">
                {p.text}
                <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-mesh-muted align-middle" />
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      {thinking && !turn.error && !turn.reconnecting ? <TurnThinking mind={thinkingMind} /> : null}
    </li>
  );
}

/**
 * The Live Thought Stream: the conversation's turns, oldest first, in a role="log" live region that
 * is rendered from the start: each new question and final thought is announced once; streaming
 * previews are aria-hidden so screen readers are not flooded with tokens.
 */
export function ThoughtStream({
  turns,
  thinking,
  thinkingMind,
  notice,
}: {
  turns: TurnView[];
  thinking: boolean;
  /** Who the mesh is waiting for (named next to "Mesh thinking..."). */
  thinkingMind: string | null;
  /** Shown above the thread (e.g. a conversation that was not found). */
  notice?: ReactNode;
}) {
  const empty = turns.length === 0;
  return (
    <section id="live-thought-stream" aria-labelledby="stream-title" className="card scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="stream-title" className="text-xl font-semibold">
          Live Thought Stream
        </h2>
        <div role="status" className="min-h-[1.5rem] text-sm">
          {thinking ? (
            <span className="inline-flex flex-wrap items-center gap-x-2 text-manus">
              <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-manus" />
              <span>Mesh thinking...</span>
              {thinkingMind ? <span className="text-mesh-muted">{thinkingMind} is thinking</span> : null}
            </span>
          ) : null}
        </div>
      </div>

      {notice}

      {empty && !thinking ? <p className="mt-6 py-8 text-center text-mesh-muted">Ask a question to activate the Trinity Mesh...</p> : null}

      {/* The live region is on the page from the start (one added later is not announced), empty or not. */}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation">
        {empty ? null : (
          <ol aria-label="Turns" className="mt-4 space-y-6">
            {turns.map((turn, i) => (
              <Turn
                key={`turn-${i}`}
                turn={turn}
                latest={i === turns.length - 1}
                thinking={thinking && i === turns.length - 1}
                thinkingMind={thinkingMind}
              />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
