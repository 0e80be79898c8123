import { MINDS } from "~/lib/agents";
import { cx } from "../ui/card";
import { isMulticore, type ChatThought } from "./types";

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
      {multicore ? <span className="badge border-[#e879f9]/60 bg-[#e879f9]/10 py-0 text-[#f0abfc]">Multicore</span> : null}
    </p>
  );
}

export interface StreamPreview {
  agent: string;
  glyph: string;
  text: string;
}

/**
 * The Live Thought Stream. Final thoughts append to an aria-live="polite" list (announced once
 * each); streaming previews sit outside it so screen readers are not flooded with tokens.
 */
export function ThoughtStream({
  question,
  thoughts,
  previews,
  thinking,
  error,
}: {
  question: string | null;
  thoughts: ChatThought[];
  previews: StreamPreview[];
  thinking: boolean;
  error: string | null;
}) {
  const empty = thoughts.length === 0 && previews.length === 0;
  return (
    <section id="live-thought-stream" aria-labelledby="stream-title" className="card scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="stream-title" className="text-xl font-semibold">
          Live Thought Stream
        </h2>
        <div role="status" className="min-h-[1.5rem] text-sm">
          {thinking ? (
            <span className="inline-flex items-center gap-2 text-manus">
              <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-manus" />
              Mesh thinking...
            </span>
          ) : null}
        </div>
      </div>

      {question ? (
        <p className="mt-4 rounded-lg border border-mesh-line bg-mesh-bg px-4 py-3 text-sm">
          <span className="text-mesh-muted">You asked: </span>
          <span className="break-words">{question}</span>
        </p>
      ) : null}

      {error ? (
        <div role="alert" className="mt-4 rounded-md border border-[#ff6b6b] bg-[#2a1216] p-3 text-sm">
          {error}
        </div>
      ) : null}

      {empty && !thinking ? <p className="mt-6 py-8 text-center text-mesh-muted">Ask a question to activate the Trinity Mesh...</p> : null}

      <ol aria-live="polite" aria-relevant="additions" aria-label="Thoughts" className="mt-4 space-y-3">
        {thoughts.map((t, i) => (
          <li key={`${i}-${t.agent}`} data-agent={t.agent} className={cx("rounded-lg border-l-4 bg-mesh-bg p-4", toneOf(t).border)}>
            <AgentLabel thought={t} />
            <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">{t.content}</p>
          </li>
        ))}
      </ol>

      {previews.length > 0 ? (
        <ul className="mt-3 space-y-3" aria-hidden="true">
          {previews.map((p) => (
            <li key={p.agent} className={cx("rounded-lg border-l-4 border-dashed bg-mesh-bg/60 p-4 opacity-80", toneOf(p).border)} data-preview={p.agent}>
              <AgentLabel thought={p} />
              <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed">
                {p.text}
                <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-mesh-muted align-middle" />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
