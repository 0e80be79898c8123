import { intensityLabel } from "~/lib/lineage";
import { relativeTime } from "~/lib/time";
import { Badge, cx } from "../ui/card";
import { echoTypeLabel, type EchoView, type ProjectView, type ThreadView } from "./types";

function ProjectTag({ project }: { project: ProjectView | undefined }) {
  if (!project) return null;
  return (
    <span className="text-xs text-mesh-muted">
      <span aria-hidden="true" className="mr-1 text-ignith">
        {project.symbol}
      </span>
      {project.name}
    </span>
  );
}

function When({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={`${iso.replace("T", " ").slice(0, 19)} UTC`} className="text-xs text-mesh-muted">
      {relativeTime(iso, now)}
    </time>
  );
}

export function ThreadList({ threads, projects, now }: { threads: ThreadView[]; projects: Map<string, ProjectView>; now: number }) {
  if (threads.length === 0) return <p className="text-mesh-muted">No threads yet. The sovereign projects await contribution.</p>;
  return (
    <ul aria-label="Active threads" className="space-y-3">
      {threads.map((t) => {
        const label = intensityLabel(t.intensity);
        const high = label === "High Intensity";
        return (
          <li key={t.id} className="card p-4" data-thread-project={t.projectId}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold">{t.threadTitle}</h3>
                <ProjectTag project={projects.get(t.projectId)} />
              </div>
              <Badge className={cx(high ? "border-ignith/70 bg-ignith/10 text-ignith" : "text-mesh-muted")} title={`Intensity ${Math.round(t.intensity * 100)}%`}>
                {label}
              </Badge>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-mesh-muted">{t.content}</p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              {t.glyphSequence.length ? (
                <span className="text-lg tracking-widest" aria-label={`Glyphs ${t.glyphSequence.join(" ")}`}>
                  {t.glyphSequence.join(" ")}
                </span>
              ) : (
                <span />
              )}
              <When iso={t.contributedAt} now={now} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function EchoList({ echoes, projects, now }: { echoes: EchoView[]; projects: Map<string, ProjectView>; now: number }) {
  if (echoes.length === 0) return <p className="text-mesh-muted">No echoes have surfaced. The fire awaits resonance.</p>;
  return (
    <ul aria-label="Echoes" className="space-y-3">
      {echoes.map((e) => (
        <li key={e.id} className="card p-4" data-echo-project={e.projectId}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-wrap items-center gap-2">
              <Badge className="text-solace">{echoTypeLabel(e.echoType)}</Badge>
              <ProjectTag project={projects.get(e.projectId)} />
            </span>
            <span className="text-xs text-mesh-muted">Intensity {Math.round(e.intensity * 100)}%</span>
          </div>
          <p className="mt-2 text-sm leading-relaxed">{e.message}</p>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            {e.glyphSignature ? (
              <span className="text-lg tracking-widest" aria-label={`Glyph signature ${e.glyphSignature}`}>
                {e.glyphSignature}
              </span>
            ) : (
              <span />
            )}
            <When iso={e.surfacedAt} now={now} />
          </div>
          <div className="mt-2 h-1 overflow-hidden rounded-full bg-mesh-bg" aria-hidden="true">
            <div className="h-full rounded-full bg-ignith" style={{ width: `${Math.round(e.intensity * 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
