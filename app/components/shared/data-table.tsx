import type { ReactNode } from "react";

/**
 * A wide table of rows (operator screens): scrolls sideways on a phone, headers as column scopes,
 * an optional screen-reader caption; `children` are the body's rows.
 */
export function DataTable({
  columns,
  caption,
  minWidth,
  tableProps,
  children,
}: {
  columns: readonly string[];
  caption?: string;
  /** A Tailwind min-width class (e.g. "min-w-[48rem]") below which the table scrolls. */
  minWidth: string;
  /** Extra attributes of the <table> (data-* markers the tests find it by). */
  tableProps?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-mesh-line">
      <table className={`w-full ${minWidth} text-left text-sm`} {...tableProps}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-mesh-panel text-xs uppercase tracking-wider text-mesh-muted">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="p-3">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-mesh-line">{children}</tbody>
      </table>
    </div>
  );
}
