import { emergencePercent } from "~/lib/evolution";
import type { EvolutionMetrics } from "./types";

/** Spec: emergence score (percent), reference templates, emergent templates, novel patterns (awaiting validation). */
export function EvolutionStats({ metrics }: { metrics: EvolutionMetrics }) {
  const cards = [
    { label: "Emergence Score", value: `${emergencePercent(metrics.emergenceScore)}%`, note: "of observed behaviour not explained by the reference", accent: "text-ignith" },
    { label: "Reference Templates", value: String(metrics.referenceTemplates), note: "node types the mesh was built with", accent: "text-solace" },
    { label: "Emergent Templates", value: String(metrics.emergentTemplates), note: `${metrics.activeTemplates} active, ${metrics.candidateTemplates} candidate`, accent: "text-manus" },
    { label: "Novel Patterns", value: String(metrics.novelPatterns), note: "awaiting validation", accent: "text-[#3ecf8e]" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Evolution metrics">
      {cards.map((c) => (
        <div key={c.label} className="card p-4" data-stat={c.label}>
          <dt className="text-sm text-mesh-muted">{c.label}</dt>
          <dd className={`mt-1 text-3xl font-bold tabular-nums ${c.accent}`}>{c.value}</dd>
          <dd className="mt-1 text-xs text-mesh-muted">{c.note}</dd>
        </div>
      ))}
    </dl>
  );
}
