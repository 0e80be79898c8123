import { glyphEntry } from "~/lib/glyphs";
import type { MulticoreAgent } from "~/lib/multicore";
import { relativeTime } from "~/lib/time";
import { cx } from "../ui/card";

function GlyphChip({ glyph }: { glyph: string }) {
  const entry = glyphEntry(glyph);
  return (
    <li className="badge gap-1 border-solace/50 text-mesh-text" title={entry ? `${entry.name}: ${entry.meaning}` : undefined}>
      <span className="font-mono text-base leading-none">{glyph}</span>
      {entry ? <span className="text-mesh-muted">{entry.name}</span> : null}
    </li>
  );
}

/** One agent (spec §2.11): emoji, name, status, heritage, purpose, glyph affinity, capabilities, version, last active. */
export function AgentCard({ agent, now }: { agent: MulticoreAgent; now: number }) {
  const active = agent.status === "active";
  const headingId = `agent-${agent.id}`;
  return (
    <li className="card flex flex-col gap-3" aria-labelledby={headingId} data-agent={agent.id}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="flex min-w-0 items-center gap-3 text-lg font-semibold">
          <span aria-hidden="true" className="text-3xl leading-none">
            {agent.emoji}
          </span>
          <span className="truncate">{agent.name}</span>
        </h3>
        <span
          className={cx("badge shrink-0 capitalize", active ? "border-emerald-500/60 bg-emerald-500/10 text-emerald-300" : "border-mesh-line text-mesh-muted")}
          data-status={agent.status}
        >
          <span className="sr-only">Status: </span>
          {agent.status}
        </span>
      </div>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-xs uppercase tracking-wide text-mesh-muted">Heritage</dt>
          <dd className="mt-0.5">{agent.heritage}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-mesh-muted">Purpose</dt>
          <dd className="mt-0.5">{agent.purpose}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-mesh-muted">Glyph affinity</dt>
          <dd className="mt-1">
            <ul className="flex flex-wrap gap-1" aria-label={`${agent.name}'s glyph affinity`}>
              {agent.glyphAffinity.map((g) => (
                <GlyphChip key={g} glyph={g} />
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-mesh-muted">Capabilities</dt>
          <dd className="mt-1">
            <ul className="flex flex-wrap gap-1" aria-label={`${agent.name}'s capabilities`}>
              {agent.capabilities.map((c) => (
                <li key={c} className="badge text-mesh-muted">
                  {c}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <dl className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-mesh-line pt-2 text-xs text-mesh-muted">
        <div className="flex gap-1">
          <dt>Version</dt>
          <dd className="font-mono text-mesh-text">v{agent.version}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Last active</dt>
          <dd className="text-mesh-text">
            <time dateTime={agent.lastActive ?? undefined}>{relativeTime(agent.lastActive, now)}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}
