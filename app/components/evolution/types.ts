import type { EmergentTemplate, EvolutionHistory, EvolutionMetrics, Pattern, ReferenceTemplate, Reflection } from "~/domain/evolution.server";
import type { HistoryRange } from "~/lib/history";

export type { EmergentTemplate, EvolutionMetrics, Pattern, ReferenceTemplate, Reflection } from "~/domain/evolution.server";

export const EVOLUTION_TABS = [
  { id: "templates", label: "Templates" },
  { id: "patterns", label: "Patterns" },
  { id: "reflections", label: "Reflections" },
] as const;
export type EvolutionTab = (typeof EVOLUTION_TABS)[number]["id"];

/** The two operator forms of the screen; `intent` tells the action which one was sent. */
export const EVOLUTION_INTENT = { reflect: "reflect", approve: "approve" } as const;

/** What the /mesh-evolution loader renders (the browser then polls the metrics every 10 s). */
export interface EvolutionInitial {
  metrics: EvolutionMetrics | null;
  reference: ReferenceTemplate[];
  emergent: EmergentTemplate[] | null;
  patterns: { all: Pattern[]; novel: Pattern[] } | null;
  reflections: Reflection[] | null;
  /** A signed-in operator may reflect and approve templates; visitors see a sign-in prompt. */
  canAct: boolean;
  /** The reflection job an operator just queued (from ?pending=…), until its reflection appears. */
  pendingJob: string | null;
  now: number;
  /** The charts' range (`?range=`) and their data; null when the server could not read it (the browser reads it then). */
  range: HistoryRange;
  history: EvolutionHistory | null;
}
