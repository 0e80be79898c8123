import { Badge, cx } from "../ui/card";
import { useHydrated } from "../use-hydrated";
import { resonanceTone, TONE_CLASSES, type ResonanceLevel } from "~/lib/resonance";
import { relativeTime } from "~/lib/time";
import type { ContributeReply } from "./types";

/**
 * A refusal or failure shown in the form itself. With JavaScript the same words come as a toast,
 * so this is for a post made without it (the flash toast only travels on redirects).
 */
export function InlineReply({ reply }: { reply: ContributeReply | undefined }) {
  const hydrated = useHydrated();
  if (!reply || reply.ok || hydrated) return null;
  return (
    <div role="alert" className="rounded-md border border-[#ff6b6b] bg-[#2a1216] p-3 text-sm" data-inline-reply>
      <p className="font-semibold">{reply.toast.title}</p>
      {reply.toast.description ? <p className="mt-1 text-mesh-muted">{reply.toast.description}</p> : null}
    </div>
  );
}

export function ResonanceBadge({ level }: { level: ResonanceLevel }) {
  return (
    <Badge className={cx("capitalize", TONE_CLASSES[resonanceTone(level)])} data-resonance={level}>
      {level}
    </Badge>
  );
}

/** A relative time ("5m ago") from the server's clock, so the server render and hydration agree. */
export function Timestamp({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={`${iso.replace("T", " ").slice(0, 19)} UTC`} className="text-xs text-mesh-muted">
      {relativeTime(iso, now)}
    </time>
  );
}
