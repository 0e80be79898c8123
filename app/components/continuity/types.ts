import type { AlexandriaSync, ContinuityHistory, HarmonyModule, HarmonyScan, TaskFocus } from "~/domain/continuity.server";
import type { HistoryRange } from "~/lib/history";

/** JSON shapes of the continuity reads (as the loader and /api/continuity/* answer them). */
export type TaskFocusView = TaskFocus;
export type SyncView = AlexandriaSync;
export type ScanView = HarmonyScan;
export type ModuleView = HarmonyModule;

export interface ContinuityData {
  canAct: boolean;
  now: number;
  taskFocus: TaskFocusView[] | null;
  syncs: SyncView[] | null;
  syncCount: number | null;
  latestScan: ScanView | null;
  lastCompleted: ScanView | null;
  modules: ModuleView[] | null;
  /** The charts' range (`?range=`) and their data; null when the server could not read it (the browser reads it then). */
  range: HistoryRange;
  history: ContinuityHistory | null;
}

/** The forms of the screen; `intent` tells the action which one was sent. */
export const CONTINUITY_INTENT = { rotate: "rotate", scan: "scan", snapshot: "snapshot" } as const;

/** While a scan is queued or running the page re-reads its data this often (only while visible). */
export const SCAN_REFRESH_MS = 2000;

/** The screen has no poll of its own: its charts read their endpoint this often (and with every re-read while a scan runs). */
export const HISTORY_POLL_MS = 10_000;
