import { statusTone, type StatusTone } from "~/lib/manifests";
import { cx } from "../ui/card";

const TONES: Record<StatusTone, string> = {
  neutral: "border-mesh-line text-mesh-muted",
  progress: "border-solace/70 text-solace",
  success: "border-[#3ecf8e]/70 text-[#3ecf8e]",
  warning: "border-manus/70 text-manus",
  danger: "border-[#ff6b6b]/70 text-[#ff6b6b]",
};

/** A manifest or node status; values the screen does not know are shown as they are (spec §4). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span className={cx("badge border", TONES[statusTone(status)], className)} data-status={status}>
      {status}
    </span>
  );
}
