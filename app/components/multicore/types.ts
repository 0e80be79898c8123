import type { SubmissionResult } from "@conform-to/react";
import type { ActivationLogEntry, MulticoreAgent } from "~/lib/multicore";

export type MulticoreTab = "agents" | "broadcast" | "logs";

export function parseMulticoreTab(raw: string | null): MulticoreTab {
  return raw === "broadcast" || raw === "logs" ? raw : "agents";
}

export interface MulticoreData {
  /** null when the server could not read them: the browser reads /api/multicore/agents instead. */
  agents: MulticoreAgent[] | null;
  logs: ActivationLogEntry[] | null;
  /** The broadcast just made (?broadcast=<id>): its entries, one per agent. */
  lastBroadcast: { id: string; entries: ActivationLogEntry[] } | null;
  now: number;
}

export interface BroadcastReply {
  result: SubmissionResult<string[]>;
}
