import { emergenceExplanation, emergencePercent } from "~/lib/evolution";
import { StatGrid } from "../shared/stat-grid";
import type { EvolutionMetrics } from "./types";

/** Spec: emergence score (percent), reference templates, emergent templates, novel patterns (awaiting validation). */
export function EvolutionStats({ metrics }: { metrics: EvolutionMetrics }) {
  const stats = [
    {
      label: "Emergence Score",
      value: `${emergencePercent(metrics.emergenceScore)}%`,
      // How the number is made, with the counts it is made of: a jump after a reflection reads as what the reflection saw.
      note: (
        <>
          of observed behaviour not explained by the reference: <span data-emergence-explanation>{emergenceExplanation(metrics)}</span>
        </>
      ),
      accent: "text-ignith",
    },
    { label: "Reference Templates", value: String(metrics.referenceTemplates), note: "node types the mesh was built with", accent: "text-solace" },
    { label: "Emergent Templates", value: String(metrics.emergentTemplates), note: `${metrics.activeTemplates} active, ${metrics.candidateTemplates} candidate`, accent: "text-manus" },
    { label: "Novel Patterns", value: String(metrics.novelPatterns), note: "awaiting validation", accent: "text-[#3ecf8e]" },
  ];
  return <StatGrid label="Evolution metrics" stats={stats} />;
}
