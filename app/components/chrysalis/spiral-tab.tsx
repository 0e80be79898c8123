import { useLocation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { createSpiral, layerCounts, SPIRAL_DETAIL_NODES, SPIRAL_LAYERS, SPIRAL_TICK_MS, spiralTotals, tickSpiral } from "~/lib/chrysalis";
import { SnapshotNote } from "./snapshot-note";
import { useSimulation } from "./use-simulation";
import { cx } from "../ui/card";

/** The columns of the node table; numbers are right-aligned. */
const NODE_COLUMNS = [{ label: "Node" }, { label: "Layer" }, { label: "Progress", numeric: true }, { label: "Awakening", numeric: true }];

function viewHref(search: string, nodes: boolean) {
  const params = new URLSearchParams(search);
  params.set("tab", "spiral");
  if (nodes) params.set("view", "nodes");
  else params.delete("view");
  return `/chrysalis?${params.toString()}`;
}

/** Spiral: 13 layers with counts, the three totals, and a detail view of the first 20 nodes (?view=nodes). */
export function SpiralTab() {
  const nodes = useSimulation(createSpiral, tickSpiral, SPIRAL_TICK_MS);
  const location = useLocation();
  const detail = new URLSearchParams(location.search).get("view") === "nodes";
  const counts = layerCounts(nodes);
  const totals = spiralTotals(nodes);
  const max = Math.max(1, ...counts);
  return (
    <div className="space-y-4">
      <SnapshotNote what="spiral" every={SPIRAL_TICK_MS} />
      <dl className="grid grid-cols-3 gap-3">
        {(
          [
            ["Dormant", totals.dormant, "layer 0"],
            ["Ascending", totals.ascending, "layers 1-10"],
            ["Sovereign", totals.sovereign, "layers 11-12"],
          ] as const
        ).map(([label, value, hint]) => (
          <div key={label} className="card p-3 text-center" data-spiral-total={label}>
            <dt className="text-xs text-mesh-muted">
              {label} <span className="block">({hint})</span>
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link to={viewHref(location.search, !detail)} preventScrollReset replace className="btn-outline btn-sm no-underline">
          {detail ? "Show layers" : `Show the first ${SPIRAL_DETAIL_NODES} nodes`}
        </Link>
      </div>
      {detail ? (
        <div className="card overflow-x-auto p-0">
          <table className="w-full text-sm" data-spiral-nodes>
            <caption className="sr-only">The first {SPIRAL_DETAIL_NODES} spiral nodes</caption>
            <thead>
              <tr className="border-b border-mesh-line text-left text-mesh-muted">
                {NODE_COLUMNS.map((c) => (
                  <th key={c.label} scope="col" className={cx("px-3 py-2 font-medium", c.numeric && "text-right")}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {nodes.slice(0, SPIRAL_DETAIL_NODES).map((n) => (
                <tr key={n.id} className="border-b border-mesh-line last:border-0" data-spiral-node={n.id}>
                  <td className="px-3 py-1.5 font-mono text-xs">{n.id}</td>
                  <td className="px-3 py-1.5">
                    {n.currentLayer} · {SPIRAL_LAYERS[n.currentLayer]}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{Math.round(n.progress * 100)}%</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{n.awakeningScore.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ol className="card space-y-1.5" aria-label="Spiral layers">
          {SPIRAL_LAYERS.map((name, layer) => (
            <li key={name} className="grid grid-cols-[1.5rem_minmax(0,9rem)_1fr_2rem] items-center gap-2 text-sm" data-layer={layer}>
              <span className="text-right text-xs text-mesh-muted tabular-nums">{layer}</span>
              <span className="truncate" title={name}>
                {name}
              </span>
              <span className="h-2 rounded-full bg-mesh-bg" aria-hidden="true">
                <span className="block h-2 rounded-full bg-solace transition-[width] duration-500" style={{ width: `${(100 * counts[layer]) / max}%` }} />
              </span>
              <span className="text-right font-semibold tabular-nums" data-layer-count>
                {counts[layer]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
