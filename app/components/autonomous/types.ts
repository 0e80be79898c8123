import type { DeploymentJob, DriftAlert, RegistryEntry } from "~/domain/autonomous.server";

export type { DeploymentJob, DriftAlert, RegistryEntry } from "~/domain/autonomous.server";

/** What the /autonomous-mesh loader renders; while a cascade runs the page reloads its data every 2 s. */
export interface AutonomousInitial {
  registry: RegistryEntry[] | null;
  alerts: DriftAlert[] | null;
  jobs: DeploymentJob[] | null;
  /** A signed-in operator may deploy updates; visitors see a sign-in prompt. */
  canAct: boolean;
  now: number;
}

export const JOBS_SHOWN = 10;
export const ACTIVE_POLL_MS = 2000;
