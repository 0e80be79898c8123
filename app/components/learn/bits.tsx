import type { ReactNode } from "react";
import { difficultyTone } from "~/lib/challenges";
import { TONE_CLASSES } from "~/lib/resonance";
import { cx } from "../ui/card";
import type { LearnActionResult } from "./model";

/** Paragraphs of written content. */
export function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={cx("space-y-3 leading-relaxed text-mesh-text/90", className)}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** A horizontal bar with role=progressbar; `value` is a percentage 0..100. */
export function ProgressBar({ value, label, valueText, className }: { value: number; label: string; valueText?: string; className?: string }) {
  const v = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      aria-valuetext={valueText}
      className={cx("h-3 w-full overflow-hidden rounded-full border border-mesh-line bg-mesh-bg", className)}
    >
      <div className="h-full rounded-full bg-gradient-to-r from-solace via-manus to-ignith transition-[width] duration-500" style={{ width: `${v}%` }} />
    </div>
  );
}

export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <span className={cx("badge", TONE_CLASSES[difficultyTone(difficulty)])}>
      <span className="sr-only">Difficulty: </span>
      {difficulty}
    </span>
  );
}

/**
 * A collapsible section: a <details> whose summary carries the section heading, so it works
 * without JavaScript. `open` is only the initial state; the visitor's toggling is kept.
 */
export function Collapsible({
  title,
  titleId,
  open,
  onToggle,
  aside,
  children,
  className,
}: {
  title: ReactNode;
  titleId: string;
  open: boolean;
  onToggle?: (open: boolean) => void;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <details open={open} onToggle={(e) => onToggle?.(e.currentTarget.open)} className={cx("group", className)}>
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg py-1 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-block text-mesh-muted transition-transform group-open:rotate-90">
          ▶
        </span>
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {aside ? <span className="ml-auto flex shrink-0 items-center gap-2">{aside}</span> : null}
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}

/** The server's refusal of a learn action posted by `fetcher`, once the post is over; nothing otherwise. */
export function FetcherRefusal({ fetcher }: { fetcher: { state: string; data?: LearnActionResult } }) {
  const error = fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data.error : null;
  if (!error) return null;
  return (
    <p role="alert" className="field-error">
      {error}
    </p>
  );
}
