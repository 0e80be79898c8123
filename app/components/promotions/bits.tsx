import { ACTIVITY_TONE_CLASSES, activityTone } from "~/lib/promotions";
import { cx } from "../ui/card";

/** The activity score, coloured: 90+ green, 85+ yellow. */
export function ActivityScore({ score }: { score: number }) {
  const tone = activityTone(score);
  return (
    <span className={cx("font-semibold tabular-nums", ACTIVITY_TONE_CLASSES[tone])} data-activity={score} data-tone={tone}>
      {score}
    </span>
  );
}

const STATUS_CLASSES: Record<string, string> = {
  pending: "border-manus/60 text-manus",
  approved: "border-[#3ecf8e] text-[#3ecf8e]",
  rejected: "border-[#ff6b6b] text-[#ff8a8a]",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={cx("badge", STATUS_CLASSES[status] ?? "")} data-status={status}>
      {status}
    </span>
  );
}
