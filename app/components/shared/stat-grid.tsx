import type { ReactNode } from "react";
import { cx } from "../ui/card";

export interface Stat {
  label: string;
  value: ReactNode;
  /** A line under the value. */
  note?: ReactNode;
  /** The value's text colour class. */
  accent: string;
}

/**
 * A dashboard's row of statistics: a labelled list of cards, each found by `data-stat` (its label),
 * its value by `data-stat-value`. `columns` sets the grid's columns; `longValues` (words such as
 * "Ephemeral" or "1,234 VAL") sets the values a size smaller on phones and lets them wrap.
 */
export function StatGrid({ label, stats, columns = "grid-cols-2 lg:grid-cols-4", longValues = false }: { label: string; stats: Stat[]; columns?: string; longValues?: boolean }) {
  return (
    <dl className={cx("grid gap-3", columns)} aria-label={label}>
      {stats.map((s) => (
        <div key={s.label} className="card p-4" data-stat={s.label}>
          <dt className="text-sm text-mesh-muted">{s.label}</dt>
          <dd className={cx("mt-1 font-bold tabular-nums", longValues ? "break-words text-2xl sm:text-3xl" : "text-3xl", s.accent)} data-stat-value>
            {s.value}
          </dd>
          {s.note ? <dd className="mt-1 break-words text-xs text-mesh-muted">{s.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
