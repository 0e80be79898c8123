import { useLocation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { HISTORY_RANGES, RANGE_BUCKETS, type HistoryRange } from "~/lib/history";
import { cx } from "../ui/card";

/**
 * The charts' range (24 h · 7 d · 30 d) as links that set `?range=` and keep the rest of the query
 * (a tab, a filter): linkable, and it works without JavaScript. The chosen one is `aria-current`.
 */
export function RangeChoice({ current, label = "History range" }: { current: HistoryRange; label?: string }) {
  const location = useLocation();
  const hrefFor = (range: HistoryRange) => {
    const params = new URLSearchParams(location.search);
    params.set("range", range);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 text-sm">
        {HISTORY_RANGES.map((range) => (
          <li key={range}>
            <Link
              to={hrefFor(range)}
              preventScrollReset
              replace
              aria-current={range === current ? "true" : undefined}
              className={cx(
                "inline-block rounded-md border px-2.5 py-1 tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-solace",
                range === current ? "border-solace bg-solace-soft text-mesh-text" : "border-mesh-line text-mesh-muted hover:text-mesh-text",
              )}
              data-range={range}
            >
              {RANGE_BUCKETS[range].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
