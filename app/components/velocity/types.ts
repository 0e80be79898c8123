import type { CyclePhase } from "~/lib/velocity";

/** JSON shapes of the velocity reads (as the loader and /api/velocity/* answer them). */
export interface EngineStatusView {
  running: boolean;
  cycleNumber: number;
  sovereignFlag: boolean;
  currentCycle: { phase: CyclePhase; cycleTimeHours: number } | null;
  cycleTimeHours: number;
  startedAt: string | null;
  startedBy: string | null;
  stoppedAt: string | null;
  stoppedBy: string | null;
}

export interface CycleView {
  id: string;
  cycleNumber: number;
  phase: CyclePhase;
  cycleTimeHours: number;
  nodesDeployed: number;
  sovereignFlag: boolean | null;
  startedAt: string;
  completedAt: string | null;
}

export interface CycleEventView {
  id: number;
  eventType: string;
  nodeId: string | null;
  success: boolean;
  timestamp: string;
  details: Record<string, unknown>;
}

export interface SovereigntyView {
  agentId: string;
  agentName: string;
  emoji: string;
  sovereign: boolean;
  consentReason: string | null;
  lastConsentCheck: string | null;
}

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
