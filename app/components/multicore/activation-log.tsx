import type { ActivationLogEntry, MulticoreAgent } from "~/lib/multicore";
import { relativeTime } from "~/lib/time";
import { cx } from "../ui/card";

const EVENT_TONE: Record<string, string> = {
  glyph_resonant: "border-emerald-500/60 text-emerald-300",
  glyph_harmonic: "border-solace/60 text-solace",
  glyph_observed: "border-mesh-line text-mesh-muted",
  glyph_dormant: "border-mesh-line text-mesh-muted opacity-70",
  valley_violation: "border-rose-500/60 bg-rose-500/10 text-rose-300",
  valley_reflex: "border-amber-400/60 bg-amber-400/10 text-amber-200",
};

/** One activation log entry (spec §2.11): agent (or "Unknown Agent"), event type, glyph, context, result. */
function LogEntry({ entry, agent, now }: { entry: ActivationLogEntry; agent: MulticoreAgent | undefined; now: number }) {
  return (
    <li className="rounded-lg border border-mesh-line bg-mesh-bg p-3" data-log-entry data-agent={entry.agentId} data-event-type={entry.eventType}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          {agent ? (
            <span aria-hidden="true" className="text-xl leading-none">
              {agent.emoji}
            </span>
          ) : null}
          <span data-agent-name>{agent?.name ?? "Unknown Agent"}</span>
        </p>
        <div className="flex items-center gap-2">
          <span className={cx("badge font-mono", EVENT_TONE[entry.eventType] ?? "border-ignith/60 text-ignith")}>
            <span className="sr-only">Event type: </span>
            {entry.eventType}
          </span>
          <time dateTime={entry.timestamp} className="text-xs text-mesh-muted">
            {relativeTime(entry.timestamp, now)}
          </time>
        </div>
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-mesh-muted">Glyph</dt>
        <dd className="break-all font-mono text-base">{entry.glyphInput}</dd>
        {entry.context ? (
          <>
            <dt className="text-mesh-muted">Context</dt>
            <dd className="break-words">{entry.context}</dd>
          </>
        ) : null}
        <dt className="text-mesh-muted">Result</dt>
        <dd className="break-words">{entry.result}</dd>
      </dl>
    </li>
  );
}

export function ActivationLogList({
  entries,
  agents,
  now,
  label,
}: {
  entries: ActivationLogEntry[];
  agents: Map<string, MulticoreAgent>;
  now: number;
  label: string;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {entries.map((e) => (
        <LogEntry key={e.id} entry={e} agent={agents.get(e.agentId)} now={now} />
      ))}
    </ul>
  );
}
