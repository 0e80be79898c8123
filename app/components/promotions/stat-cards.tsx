import { ACTIVITY_TONE_CLASSES, activityTone, type PromotionStats } from "~/lib/promotions";
import { cx } from "../ui/card";

/** Total, pending, approved, rejected and the average activity (rounded mean). */
export function StatCards({ stats }: { stats: PromotionStats }) {
  const cards = [
    { label: "Total", value: stats.total, accent: "text-solace" },
    { label: "Pending", value: stats.pending, accent: "text-manus" },
    { label: "Approved", value: stats.approved, accent: "text-[#3ecf8e]" },
    { label: "Rejected", value: stats.rejected, accent: "text-ignith" },
    { label: "Average Activity", value: stats.averageActivity, accent: ACTIVITY_TONE_CLASSES[activityTone(stats.averageActivity)] },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Promotion statistics">
      {cards.map((c) => (
        <div key={c.label} className="card p-4" data-stat={c.label}>
          <dt className="text-sm text-mesh-muted">{c.label}</dt>
          <dd className={cx("mt-1 text-3xl font-bold tabular-nums", c.accent)} data-stat-value>
            {c.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
