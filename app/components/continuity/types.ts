import type { ModuleStatus, TaskDomain } from "~/lib/continuity";

/** JSON shapes of the continuity reads (as the loader and /api/continuity/* answer them). */
export interface TaskFocusView {
  nodeId: string;
  nodeName: string;
  nodeType: string;
  currentDomain: TaskDomain;
  tasksCompleted: number;
  lastRotation: string;
}

export interface SyncView {
  id: string;
  projectName: string;
  summaryHash: string;
  memoryCount: number;
  takenBy: string | null;
  syncedAt: string;
}

export interface ScanView {
  id: string;
  status: "queued" | "running" | "completed" | "failed";
  overallScore: number | null;
  scanTimestamp: string;
  recommendations: string[];
  requestedBy: string | null;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface ModuleView {
  moduleName: string;
  schemaVersion: string;
  status: ModuleStatus;
  compatibilityScore: number;
  details: string;
  checkedAt: string;
}

export interface ContinuityData {
  canAct: boolean;
  now: number;
  taskFocus: TaskFocusView[] | null;
  syncs: SyncView[] | null;
  syncCount: number | null;
  latestScan: ScanView | null;
  lastCompleted: ScanView | null;
  modules: ModuleView[] | null;
}

/** The forms of the screen; `intent` tells the action which one was sent. */
export const CONTINUITY_INTENT = { rotate: "rotate", scan: "scan", snapshot: "snapshot" } as const;

export interface ActionToast {
  title: string;
  description?: string;
  type: "message" | "success" | "error";
}

/** What an action answers an enhanced (JavaScript) post; a plain post is redirected with a flash toast. */
export interface ActionReply {
  ok: boolean;
  toast: ActionToast;
}

/** While a scan is queued or running the page re-reads its data this often (only while visible). */
export const SCAN_REFRESH_MS = 2000;
