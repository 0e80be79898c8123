import type { AgentSovereignty, Cycle, CycleEvent, EngineStatus } from "~/domain/velocity.server";

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
}

export const VELOCITY_INTENT = { start: "start", stop: "stop", sovereignty: "sovereignty" } as const;
