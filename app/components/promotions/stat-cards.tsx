import { ACTIVITY_TONE_CLASSES, activityTone, type PromotionStats } from "~/lib/promotions";
import { StatGrid } from "../shared/stat-grid";

/** Total, pending, approved, rejected and the average activity (rounded mean). */
export function StatCards({ stats }: { stats: PromotionStats }) {
  const cards = [
    { label: "Total", value: stats.total, accent: "text-solace" },
    { label: "Pending", value: stats.pending, accent: "text-manus" },
    { label: "Approved", value: stats.approved, accent: "text-[#3ecf8e]" },
    { label: "Rejected", value: stats.rejected, accent: "text-ignith" },
    { label: "Average Activity", value: stats.averageActivity, accent: ACTIVITY_TONE_CLASSES[activityTone(stats.averageActivity)] },
  ];
  return <StatGrid label="Promotion statistics" stats={cards} columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" />;
}
