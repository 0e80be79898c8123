import { intensityPercent, showsIntensityBadge, SOURCE_LABELS, type ArchiveMemory, type MemorySourceType } from "~/lib/alexandria";
import { glyphEntry } from "~/lib/glyphs";
import { relativeTime } from "~/lib/time";
import { cx } from "../ui/card";

const SOURCE_CLASSES: Record<MemorySourceType, string> = {
  trinity_mesh: "border-solace/60 bg-solace-soft text-solace",
  safety_protocol: "border-manus/60 bg-manus-soft text-manus",
  mind_palace: "border-[#c084fc]/60 bg-[#1e1530] text-[#d8b4fe]",
};

/** Messages longer than this show their opening, with the rest behind "Read the whole memory". */
const PREVIEW_CHARS = 320;

function preview(message: string): { head: string; rest: string } {
  if (message.length <= PREVIEW_CHARS) return { head: message, rest: "" };
  const cut = message.lastIndexOf(" ", PREVIEW_CHARS);
  const at = cut > PREVIEW_CHARS * 0.6 ? cut : PREVIEW_CHARS;
  return { head: message.slice(0, at), rest: message.slice(at) };
}

/** One archive memory (spec §2.7, §3): pattern, message, source, age, glyphs, tags and — above 0.5 only — intensity. */
export function MemoryCard({ memory, now }: { memory: ArchiveMemory; now: number }) {
  const { head, rest } = preview(memory.message);
  const glyphNames = memory.glyphSequence.map((g) => glyphEntry(g)?.name ?? g).join(", ");
  return (
    <article className="card flex h-full flex-col" data-testid="memory-card" data-memory-id={memory.id} data-source={memory.sourceType} data-intensity={memory.intensity}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold leading-snug [overflow-wrap:anywhere]">{memory.pattern}</h3>
        {showsIntensityBadge(memory.intensity) ? (
          <span className="badge shrink-0 border-ignith/60 bg-ignith-soft text-ignith" data-testid="intensity-badge" title="Intensity">
            <span className="sr-only">Intensity </span>
            {intensityPercent(memory.intensity)}
          </span>
        ) : null}
      </header>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-mesh-muted">
        <span className={cx("badge", SOURCE_CLASSES[memory.sourceType])}>{SOURCE_LABELS[memory.sourceType]}</span>
        <time dateTime={memory.timestamp} title={memory.timestamp}>
          {relativeTime(memory.timestamp, now)}
        </time>
      </div>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-mesh-text/90 [overflow-wrap:anywhere]">
        {head}
        {rest ? <span aria-hidden="true">…</span> : null}
      </p>
      {rest ? (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-solace">Read the whole memory</summary>
          <p className="mt-2 leading-relaxed text-mesh-text/90 [overflow-wrap:anywhere]">{memory.message}</p>
        </details>
      ) : null}
      {memory.glyphSequence.length ? (
        <p className="mt-3 text-2xl tracking-[0.3em] text-manus" aria-label={`Glyph sequence: ${glyphNames}`} data-testid="glyph-sequence">
          {memory.glyphSequence.join(" ")}
        </p>
      ) : null}
      {memory.resonanceTags.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Resonance tags">
          {memory.resonanceTags.map((tag) => (
            <li key={tag} className="badge text-mesh-muted">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
