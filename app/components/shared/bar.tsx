import { cx } from "../ui/card";

const clampPct = (v: number) => (Number.isFinite(v) ? Math.min(100, Math.max(0, v * 100)) : 0);

/** A thin horizontal bar (decorative: the value is always written next to it); `value` is 0..1. */
export function Bar({ value, className, label }: { value: number; className: string; label?: string }) {
  return (
    <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-mesh-bg ring-1 ring-inset ring-mesh-line" title={label}>
      <div className={cx("h-full rounded-full transition-[width] duration-500", className)} style={{ width: `${clampPct(value)}%` }} />
    </div>
  );
}
