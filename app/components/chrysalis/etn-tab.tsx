import { useState } from "react";
import { createResonanceMap, degreeOf, ETN_TICK_MS, MAX_FLOWS, MAX_HOPS, MIN_RESONANCE, tickResonanceMap, type MapNode, type ResonanceMap } from "~/lib/chrysalis";
import { SnapshotNote } from "./snapshot-note";
import { useSimulation } from "./use-simulation";

function NodeDetails({ map, node }: { map: ResonanceMap; node: MapNode | null }) {
  if (!node) return <p className="text-sm text-mesh-muted">Hover over or focus a node to see its details.</p>;
  const links = map.links.filter((l) => l.source === node.id || l.target === node.id);
  const carrying = map.flows.filter((f) => f.path[f.hop] === node.id).length;
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm" data-node-details={node.id}>
      <dt className="text-mesh-muted">Node</dt>
      <dd className="font-mono">{node.id}</dd>
      <dt className="text-mesh-muted">Glyph affinity</dt>
      <dd>{node.glyph}</dd>
      <dt className="text-mesh-muted">Resonance</dt>
      <dd className="tabular-nums">{node.resonanceScore.toFixed(2)}</dd>
      <dt className="text-mesh-muted">Links</dt>
      <dd className="tabular-nums">{degreeOf(map.links, node.id)}</dd>
      <dt className="text-mesh-muted">Carrying links</dt>
      <dd className="tabular-nums">{links.filter((l) => l.resonance >= MIN_RESONANCE).length}</dd>
      <dt className="text-mesh-muted">Flows here now</dt>
      <dd className="tabular-nums">{carrying}</dd>
    </dl>
  );
}

/** ETN: the animated resonance map (12 nodes, 2-4 links each, at most 5 flows, 1 s ticks). */
export function EtnTab() {
  const map = useSimulation(createResonanceMap, tickResonanceMap, ETN_TICK_MS);
  const [hovered, setHovered] = useState<string | null>(null);
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const active = new Set(map.flows.map((f) => f.path[f.hop]));
  const node = hovered ? (byId.get(hovered) ?? null) : null;
  return (
    <div className="space-y-4">
      <SnapshotNote what="resonance map" every={ETN_TICK_MS} />
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div data-etn-stat="max-hops">
          <dt className="text-mesh-muted">Max hops</dt>
          <dd className="text-lg font-semibold">{MAX_HOPS}</dd>
        </div>
        <div data-etn-stat="min-resonance">
          <dt className="text-mesh-muted">Min resonance</dt>
          <dd className="text-lg font-semibold">{MIN_RESONANCE}</dd>
        </div>
        <div data-etn-stat="flows">
          <dt className="text-mesh-muted">Active flows</dt>
          <dd className="text-lg font-semibold tabular-nums">
            {map.flows.length} / {MAX_FLOWS}
          </dd>
        </div>
        <div data-etn-stat="nodes">
          <dt className="text-mesh-muted">Nodes</dt>
          <dd className="text-lg font-semibold tabular-nums">{map.nodes.length}</dd>
        </div>
      </dl>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="card p-2">
          <svg viewBox="0 0 100 100" className="mx-auto block h-auto w-full max-w-[32rem]" role="group" aria-label="Resonance map" data-resonance-map data-tick={map.tick}>
            {map.links.map((l) => {
              const a = byId.get(l.source)!;
              const b = byId.get(l.target)!;
              const carries = l.resonance >= MIN_RESONANCE;
              return (
                <line
                  key={`${l.source}-${l.target}`}
                  x1={a.x}
                  y1={a.y}
                  x2={b.x}
                  y2={b.y}
                  stroke={carries ? "#7c9cff" : "#3a4066"}
                  strokeOpacity={0.25 + l.resonance * 0.6}
                  strokeWidth={0.3 + l.resonance * 0.6}
                  strokeDasharray={carries ? undefined : "1 1"}
                />
              );
            })}
            {map.flows.map((f) => {
              const points = f.path.slice(0, f.hop + 1).map((id) => byId.get(id)!);
              return (
                <polyline
                  key={f.id}
                  points={points.map((p) => `${p.x},${p.y}`).join(" ")}
                  fill="none"
                  stroke="#ff6b4a"
                  strokeOpacity={0.8}
                  strokeWidth={0.9}
                  data-flow={f.id}
                />
              );
            })}
            {map.nodes.map((n) => (
              <g
                key={n.id}
                tabIndex={0}
                role="img"
                aria-label={`${n.id}, glyph ${n.glyph}, resonance ${n.resonanceScore.toFixed(2)}`}
                onMouseEnter={() => setHovered(n.id)}
                onMouseLeave={() => setHovered((h) => (h === n.id ? null : h))}
                onFocus={() => setHovered(n.id)}
                onBlur={() => setHovered((h) => (h === n.id ? null : h))}
                data-map-node={n.id}
                className="cursor-pointer outline-none"
              >
                <circle cx={n.x} cy={n.y} r={2.4 + n.resonanceScore * 2} fill={active.has(n.id) ? "#ff6b4a" : "#131728"} stroke={hovered === n.id ? "#f5a524" : "#7c9cff"} strokeWidth={0.6} />
                <text x={n.x} y={n.y + 1.2} textAnchor="middle" fontSize={3.2} fill="#e6e8f2" aria-hidden="true">
                  {n.glyph}
                </text>
              </g>
            ))}
          </svg>
        </div>
        <section aria-labelledby="etn-details-heading" className="card">
          <h3 id="etn-details-heading" className="mb-2 font-semibold">
            Node details
          </h3>
          <NodeDetails map={map} node={node} />
          <p className="mt-4 text-xs text-mesh-muted">
            Solid links carry resonance (at least {MIN_RESONANCE}); dashed ones are too weak. Flows travel at most {MAX_HOPS} hops.
          </p>
        </section>
      </div>
    </div>
  );
}
