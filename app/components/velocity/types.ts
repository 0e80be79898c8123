import type { AgentSovereignty, Cycle, CycleEvent, EngineStatus, VelocityHistory } from "~/domain/velocity.server";
import type { HistoryRange } from "~/lib/history";

/** JSON shapes of the velocity reads (as the loader and /api/velocity/* answer them). */
export type EngineStatusView = EngineStatus;
export type CycleView = Cycle;
export type CycleEventView = CycleEvent;
export type SovereigntyView = AgentSovereignty;

export interface VelocityData {
  canAct: boolean;
  now: number;
  status: EngineStatusView | null;
  cycles: CycleView[] | null;
  selectedCycle: string | null;
  events: CycleEventView[] | null;
  sovereignty: SovereigntyView[] | null;
  /** The charts' range (`?range=`) and their data; null when the server could not read it (the browser reads it then). */
  range: HistoryRange;
  history: VelocityHistory | null;
}

export const VELOCITY_INTENT = { start: "start", stop: "stop", sovereignty: "sovereignty" } as const;
