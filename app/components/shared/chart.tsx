/**
 * The chart family (issue 34): line, area and bar charts over time, a strip (one row of cells per
 * subject), and a sparkline — all drawn as SVG on the server (a visitor without JavaScript sees them),
 * all reading one shape (`History`, app/lib/history.ts). Each chart is a `<figure>`: a title, an SVG
 * with an accessible name and description, axis labels with units, and a "Show as table" `<details>`
 * holding the same numbers. With JavaScript, hovering or focusing the chart (arrow keys move) shows
 * the value at a point.
 *
 * Scales come from d3-array (app/lib/chart-scale.ts: the rules of d3-scale's scaleLinear without its
 * interpolators), shapes from d3-shape; React writes the SVG.
 */
import { area as areaShape, line as lineShape } from "d3-shape";
import { useId, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { linearScale, type LinearScale } from "~/lib/chart-scale";
import { bucketLabel, bucketTime, formatValue, RANGE_BUCKETS, tickLabel, type History } from "~/lib/history";
import { cx } from "../ui/card";

const WIDTH = 640;
const HEIGHT = 200;
const M = { top: 12, right: 12, bottom: 30, left: 48 };
const INNER_W = WIDTH - M.left - M.right;
const INNER_H = HEIGHT - M.top - M.bottom;

/** Series colours, in order: each a stroke and a fill class (Tailwind's theme colours of the three minds first). */
const PALETTE = [
  { stroke: "stroke-solace", fill: "fill-solace", swatch: "bg-solace" },
  { stroke: "stroke-manus", fill: "fill-manus", swatch: "bg-manus" },
  { stroke: "stroke-ignith", fill: "fill-ignith", swatch: "bg-ignith" },
  { stroke: "stroke-emerald-400", fill: "fill-emerald-400", swatch: "bg-emerald-400" },
];

export type ChartKind = "line" | "area" | "bar";

interface ChartProps {
  /** What the chart shows: its visible title and the SVG's accessible name. */
  title: string;
  /** The y axis: what is counted, with its unit ("questions per hour", "VAL"). */
  yLabel: string;
  history: History;
  kind?: ChartKind;
  /** A sentence before the generated summary (what the numbers mean); the summary says the range and extremes. */
  note?: string;
  className?: string;
}

/** The y axis of the time and category charts: four round values with their grid lines, and the axis label (unit). */
function YAxis({ y, label }: { y: LinearScale; label: string }) {
  return (
    <>
      {y.ticks(4).map((t) => (
        <g key={t}>
          <line x1={M.left} x2={WIDTH - M.right} y1={y(t)} y2={y(t)} className="stroke-mesh-line" />
          <text x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="fill-mesh-muted">
            {formatValue(t)}
          </text>
        </g>
      ))}
      <text transform={`translate(11 ${M.top + INNER_H / 2}) rotate(-90)`} textAnchor="middle" className="fill-mesh-muted">
        {label}
      </text>
    </>
  );
}

/** Bucket `i` kept within the `n` buckets of a chart (the pointer past an edge, an arrow key at the end). */
const clampIndex = (i: number, n: number) => Math.min(n - 1, Math.max(0, i));

/** The x position of bucket `i` of `n`: the middle of its band, so bars and lines line up. */
const bandX = (i: number, n: number) => M.left + ((i + 0.5) * INNER_W) / n;

/** The summary a screen reader hears and the figure shows under the title: range, step, last value and peak of each series. */
export function describeHistory(history: History): string {
  const { label, step } = RANGE_BUCKETS[history.range];
  const parts = history.series.map((s) => {
    const values = s.values;
    const last = values.at(-1) ?? 0;
    const peak = values.length ? Math.max(...values) : 0;
    return `${s.label}: now ${formatValue(last)}, peak ${formatValue(peak)} ${history.unit}`;
  });
  return `Last ${label}, one point per ${step} (UTC). ${parts.join("; ")}.`;
}

/** A line, area or bar chart of one or more series over the buckets of a range. */
export function TimeChart({ title, yLabel, history, kind = "line", note, className }: ChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const [active, setActive] = useState<number | null>(null);
  const n = history.series[0]?.values.length ?? 0;
  const max = Math.max(1, ...history.series.flatMap((s) => s.values));
  const y = linearScale([0, max], [M.top + INNER_H, M.top], { nice: true });
  const xTickEvery = Math.max(1, Math.ceil(n / 6));
  const x = (i: number) => bandX(i, n);
  const bandW = INNER_W / Math.max(1, n);

  const indexAt = (clientX: number, box: DOMRect) => {
    const svgX = ((clientX - box.left) / box.width) * WIDTH;
    return clampIndex(Math.floor(((svgX - M.left) / INNER_W) * n), n);
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => setActive(indexAt(e.clientX, e.currentTarget.getBoundingClientRect()));
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -n, End: n };
    const move = moves[e.key];
    if (move === undefined || n === 0) return;
    e.preventDefault();
    setActive((i) => clampIndex((i ?? n - 1) + move, n));
  };

  return (
    <ChartFigure title={title} titleId={titleId} descId={descId} description={[note, describeHistory(history)].filter(Boolean).join(" ")} className={className} legend={history.series.length > 1 ? history.series.map((s) => s.label) : null}>
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full touch-none select-none rounded-md outline-none focus-visible:ring-2 focus-visible:ring-solace"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          tabIndex={0}
          data-chart={kind}
          data-points={n}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
          onFocus={() => setActive((i) => i ?? n - 1)}
          onBlur={() => setActive(null)}
          onKeyDown={onKeyDown}
        >
          <g className="text-[11px]" aria-hidden="true">
            <YAxis y={y} label={yLabel} />
            {Array.from({ length: n }, (_, i) =>
              i % xTickEvery === (n - 1) % xTickEvery ? (
                <text key={i} x={x(i)} y={HEIGHT - 14} textAnchor="middle" className="fill-mesh-muted">
                  {tickLabel(bucketTime(history, i), history.stepMs)}
                </text>
              ) : null,
            )}
            <text x={M.left} y={HEIGHT - 1} className="fill-mesh-muted">
              Time (UTC) →
            </text>
          </g>
          {history.series.map((s, si) => (
            <SeriesMarks key={s.label} kind={kind} values={s.values} index={si} count={history.series.length} x={x} y={y} bandW={bandW} />
          ))}
          {active !== null && n > 0 ? <line x1={x(active)} x2={x(active)} y1={M.top} y2={M.top + INNER_H} className="stroke-mesh-text" strokeDasharray="3 3" aria-hidden="true" /> : null}
        </svg>
        {active !== null && n > 0 ? (
          <div
            className="pointer-events-none absolute top-0 z-10 -translate-x-1/2 whitespace-nowrap rounded-md border border-mesh-line bg-mesh-bg px-2 py-1 text-xs shadow-lg"
            style={{ left: `${(x(active) / WIDTH) * 100}%` }}
            data-chart-tooltip=""
          >
            <div className="text-mesh-muted">{bucketLabel(bucketTime(history, active), history.stepMs)} UTC</div>
            {history.series.map((s) => (
              <div key={s.label}>
                {s.label}: <strong>{formatValue(s.values[active] ?? 0)}</strong> {history.unit}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <HistoryTable history={history} caption={title} />
    </ChartFigure>
  );
}

function SeriesMarks({ kind, values, index, count, x, y, bandW }: { kind: ChartKind; values: number[]; index: number; count: number; x: (i: number) => number; y: (v: number) => number; bandW: number }) {
  const colour = PALETTE[index % PALETTE.length]!;
  const base = y(0);
  if (kind === "bar") {
    const w = Math.max(1, (bandW * 0.8) / count);
    const left = (i: number) => x(i) - (bandW * 0.8) / 2 + index * w;
    return (
      <g className={colour.fill}>
        {values.map((v, i) => (
          <rect key={i} x={left(i)} y={Math.min(base, y(v))} width={w} height={Math.abs(base - y(v))} data-point="" data-v={v} />
        ))}
      </g>
    );
  }
  const path = lineShape<number>()
    .x((_, i) => x(i))
    .y((v) => y(v))(values);
  const fill =
    kind === "area"
      ? areaShape<number>()
          .x((_, i) => x(i))
          .y0(base)
          .y1((v) => y(v))(values)
      : null;
  return (
    <g>
      {fill ? <path d={fill} className={cx(colour.fill, "opacity-20")} /> : null}
      <path d={path ?? ""} fill="none" strokeWidth={2} className={colour.stroke} />
      <g className={colour.fill}>
        {values.map((v, i) => (
          <circle key={i} cx={x(i)} cy={y(v)} r={values.length > 60 ? 1.25 : 2.5} data-point="" data-v={v} />
        ))}
      </g>
    </g>
  );
}

/** The figure every chart sits in: title, summary, an optional legend, the drawing, then its table. */
function ChartFigure({ title, titleId, descId, description, legend, className, children }: { title: string; titleId: string; descId: string; description: string; legend: string[] | null; className?: string; children: ReactNode }) {
  return (
    <figure className={cx("min-w-0 rounded-lg border border-mesh-line bg-mesh-panel p-3", className)} data-chart-figure="">
      <figcaption>
        <span id={titleId} className="block text-sm font-semibold">
          {title}
        </span>
        <span id={descId} className="block text-xs text-mesh-muted">
          {description}
        </span>
      </figcaption>
      {legend ? (
        <ul className="mt-1 flex flex-wrap gap-3 text-xs text-mesh-muted" aria-label="Legend">
          {legend.map((label, i) => (
            <li key={label} className="flex items-center gap-1">
              <span aria-hidden="true" className={cx("inline-block h-2 w-3 rounded-sm", PALETTE[i % PALETTE.length]!.swatch)} />
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2">{children}</div>
    </figure>
  );
}

/**
 * "Show as table": a chart's numbers as a table (a `<details>`, closed): one header row (`columns`,
 * the first naming the row labels), then one row per label with its cells.
 */
export function ChartTable({ caption, columns, rows, className = "w-full" }: { caption: string; columns: string[]; rows: { key: string | number; label: string; cells: string[] }[]; className?: string }) {
  return (
    <details className="mt-2 text-xs" data-chart-table="">
      <summary className="cursor-pointer text-mesh-muted hover:text-mesh-text">Show as table</summary>
      <div className="mt-1 max-h-64 overflow-auto">
        <table className={cx("text-left tabular-nums", className)}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={i} scope="col" className="pr-3 font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-mesh-line">
                <th scope="row" className="pr-3 font-normal">
                  {row.label}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={i} className="pr-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** "Show as table" of a time chart: one row per bucket (oldest first), one column per series. */
export function HistoryTable({ history, caption }: { history: History; caption: string }) {
  return (
    <ChartTable
      caption={caption}
      columns={["Time (UTC)", ...history.series.map((s) => `${s.label} (${history.unit})`)]}
      rows={Array.from({ length: history.series[0]?.values.length ?? 0 }, (_, i) => ({
        key: i,
        label: bucketLabel(bucketTime(history, i), history.stepMs),
        cells: history.series.map((s) => formatValue(s.values[i] ?? 0)),
      }))}
    />
  );
}

/** One row of a strip: a subject (a node) and its value per bucket, oldest first. */
export interface StripRow {
  label: string;
  values: number[];
}

/**
 * A strip chart: one row of cells per subject, a cell's shade its value against `full` (an hour
 * with every expected heartbeat is solid). Each row is its own image with a summary; one table holds all
 * rows. A cell carries only its value (hundreds of cells: no `<title>` each); with JavaScript, hovering a
 * row shows the cell's time and value, as the time charts do.
 */
export function StripChart({ title, note, rows, start, stepMs, unit, full, cellLabel }: { title: string; note: string; rows: StripRow[]; start: number; stepMs: number; unit: string; full: number; cellLabel: (v: number) => string }) {
  const id = useId();
  const [active, setActive] = useState<{ row: number; i: number } | null>(null);
  const cols = rows[0]?.values.length ?? 0;
  const w = 24 * Math.max(1, cols);
  const onPointerMove = (row: number, e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const n = rows[row]?.values.length ?? 0;
    setActive({ row, i: clampIndex(Math.floor(((e.clientX - box.left) / box.width) * n), n) });
  };
  return (
    <ChartFigure title={title} titleId={`${id}-title`} descId={`${id}-desc`} description={note} legend={null}>
      <ul className="space-y-1">
        {rows.map((row, r) => {
          const covered = row.values.filter((v) => v > 0).length;
          const cell = active?.row === r ? active.i : undefined;
          return (
            <li key={row.label} className="relative grid grid-cols-[8rem_1fr] items-center gap-2 text-xs">
              <span className="truncate" title={row.label}>
                {row.label}
              </span>
              <svg
                viewBox={`0 0 ${w} 12`}
                preserveAspectRatio="none"
                className="h-3 w-full"
                role="img"
                aria-label={`${row.label}: ${covered} of ${row.values.length} hours with ${unit}`}
                data-chart="strip"
                data-points={row.values.length}
                onPointerMove={(e) => onPointerMove(r, e)}
                onPointerLeave={() => setActive(null)}
              >
                {row.values.map((v, i) => (
                  <rect key={i} x={i * 24 + 1} width={22} height={12} className={v > 0 ? "fill-emerald-400" : "fill-mesh-line"} opacity={v > 0 ? Math.round(Math.max(0.25, Math.min(1, v / full)) * 100) / 100 : undefined} data-point="" data-v={v} />
                ))}
              </svg>
              {cell !== undefined ? (
                <div
                  className="pointer-events-none absolute bottom-full z-10 mb-1 -translate-x-1/2 whitespace-nowrap rounded-md border border-mesh-line bg-mesh-bg px-2 py-1 shadow-lg"
                  style={{ left: `calc(8rem + 0.5rem + (100% - 8.5rem) * ${(cell + 0.5) / row.values.length})` }}
                  data-chart-tooltip=""
                >
                  {`${row.label}, ${bucketLabel(bucketTime({ start, stepMs }, cell), stepMs)} UTC: ${cellLabel(row.values[cell] ?? 0)}`}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ChartTable
        caption={title}
        className=""
        columns={["Node", ...Array.from({ length: cols }, (_, i) => tickLabel(bucketTime({ start, stepMs }, i), stepMs))]}
        rows={rows.map((row) => ({ key: row.label, label: row.label, cells: row.values.map((v) => formatValue(v)) }))}
      />
    </ChartFigure>
  );
}

/**
 * A small line without axes (a glyph's heat over the range), named by `label` with its latest value and
 * peak; its values, oldest first, in `data-values` (the figure's table shows them).
 */
export function Sparkline({ label, values, unit, className }: { label: string; values: number[]; unit: string; className?: string }) {
  const w = 96;
  const h = 24;
  const peak = values.length ? Math.max(...values) : 0;
  const max = Math.max(1, peak);
  const x = linearScale([0, Math.max(1, values.length - 1)], [1, w - 1]);
  const y = linearScale([0, max], [h - 2, 2]);
  const d = lineShape<number>()
    .x((_, i) => x(i))
    .y((v) => y(v))(values);
  const last = values.at(-1) ?? 0;
  const name = `${label}: now ${formatValue(last)}, peak ${formatValue(peak)} ${unit}`;
  return (
    <svg
      viewBox={`0 0 ${w} ${h}`}
      className={cx("h-6 w-24", className)}
      role="img"
      aria-label={name}
      data-chart="sparkline"
      data-points={values.length}
      data-values={values.join(" ")}
    >
      <title>{name}</title>
      <path d={d ?? ""} fill="none" strokeWidth={1.5} className="stroke-solace" />
    </svg>
  );
}

/** One bar of a chart over categories (a band of trust scores): its label and value. */
export interface CategoryBar {
  label: string;
  v: number;
}

/**
 * Bars over categories rather than time (a distribution: nodes per band of trust), in the same
 * figure as the time charts: a title, an accessible name and summary, axis labels with units, a
 * "Show as table" fallback. Each bar's value is written above it (and in its `<title>`).
 */
export function CategoryBars({ title, xLabel, yLabel, unit, bars, note, className }: { title: string; xLabel: string; yLabel: string; unit: string; bars: CategoryBar[]; note?: string; className?: string }) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const n = bars.length;
  const total = bars.reduce((sum, b) => sum + b.v, 0);
  const peak = bars.reduce<CategoryBar | null>((best, b) => (best === null || b.v > best.v ? b : best), null);
  const summary = `${formatValue(total)} ${unit} in all${peak && peak.v > 0 ? `; most in ${peak.label} (${formatValue(peak.v)})` : ""}.`;
  const y = linearScale([0, Math.max(1, ...bars.map((b) => b.v))], [M.top + INNER_H, M.top], { nice: true });
  const bandW = INNER_W / Math.max(1, n);
  const w = Math.max(1, bandW * 0.8);
  return (
    <ChartFigure title={title} titleId={titleId} descId={descId} description={[note, summary].filter(Boolean).join(" ")} className={className} legend={null}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full select-none" role="img" aria-labelledby={titleId} aria-describedby={descId} data-chart="categories" data-points={n}>
        <g className="text-[11px]" aria-hidden="true">
          <YAxis y={y} label={yLabel} />
          {bars.map((b, i) => (
            <text key={b.label} x={bandX(i, n)} y={HEIGHT - 14} textAnchor="middle" className="fill-mesh-muted">
              {b.label}
            </text>
          ))}
          {/* Each bar's value above it: a distribution of a few bands is read at a glance, without a hover. */}
          {bars.map((b, i) => (
            <text key={b.label} x={bandX(i, n)} y={y(b.v) - 4} textAnchor="middle" className="fill-mesh-text" data-bar-value="">
              {formatValue(b.v)}
            </text>
          ))}
          <text x={M.left} y={HEIGHT - 1} className="fill-mesh-muted">
            {xLabel} →
          </text>
        </g>
        <g className={PALETTE[0]!.fill}>
          {bars.map((b, i) => (
            <rect key={b.label} x={bandX(i, n) - w / 2} y={y(b.v)} width={w} height={y(0) - y(b.v)} data-point="" data-v={b.v}>
              <title>{`${b.label}: ${formatValue(b.v)} ${unit}`}</title>
            </rect>
          ))}
        </g>
      </svg>
      <ChartTable caption={title} columns={[xLabel, yLabel]} rows={bars.map((b) => ({ key: b.label, label: b.label, cells: [formatValue(b.v)] }))} />
    </ChartFigure>
  );
}
