import type { ReactNode } from "react";
import type { HistoryRange } from "~/lib/history";
import { cx } from "../ui/card";
import { RangeChoice } from "./range-choice";

/**
 * A screen's "History" section (issue 34): the heading, the range choice (?range=) beside it, then the
 * charts. `marker` names the section for tests (`data-<marker>-history`) and its heading's id.
 */
export function HistorySection({
  marker,
  range,
  className = "mt-6",
  headingClassName = "text-lg font-semibold",
  children,
}: {
  marker: string;
  range: HistoryRange;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const headingId = `${marker}-history-heading`;
  return (
    <section className={cx(className)} aria-labelledby={headingId} {...{ [`data-${marker}-history`]: "" }}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className={headingClassName}>
          History
        </h2>
        <RangeChoice current={range} />
      </div>
      {children}
    </section>
  );
}
