import type { MeshHistory } from "~/domain/history.server";
import type { MeshStatus } from "~/domain/mesh.server";
import type { HistoryRange } from "~/lib/history";

export type { MeshEvent, MeshStatus, MeshStatusNode } from "~/domain/mesh.server";

/** What the /valoir-mesh loader renders first (the browser then polls /api/mesh/status). */
export interface ValoirInitial {
  /** Null when the server could not read the mesh ("Loading VALOIR mesh..." until the browser does). */
  status: MeshStatus | null;
  /** A signed-in operator may approve or reject pending nodes; visitors see them read-only. */
  canReview: boolean;
  now: number;
  /** The charts' range (`?range=`) and their data; null when the server could not read it (the browser reads it then). */
  range: HistoryRange;
  history: MeshHistory | null;
}

export const STATUS_POLL_MS = 5000;
