/** Views of the manifest viewer (the JSON shapes of /api/manifest/*). */
export interface ManifestView {
  id: string;
  manifestType: string;
  manifestVersion: string;
  uploadedAt: string;
  rootRepo: string | null;
  nodeCount: number;
  deployedNodes: number;
  failedNodes: number;
  status: string;
  cascadeDeploymentId: string | null;
}

export interface CascadeNodeView {
  id: string;
  nodeName: string;
  nodeType: string;
  nodeStatus: string;
  meshNodeId: string | null;
  failureReason: string | null;
}

export interface CascadeStatusView {
  cascade: {
    id: string;
    status: string;
    currentPhase: string;
    symbolicSync: boolean;
    resonanceVerified: boolean;
    failureReason: string | null;
  };
  nodes: CascadeNodeView[];
}

export interface ManifestViewerData {
  /** null when the server's read failed. */
  manifests: ManifestView[] | null;
  /** The cascade opened with ?details=…, null when none is open or it is unknown. */
  details: CascadeStatusView | null;
  detailsId: string | null;
  canAct: boolean;
  now: number;
}

export const INTENT = { upload: "upload", deploy: "deploy" } as const;
export type ManifestIntent = (typeof INTENT)[keyof typeof INTENT];

export interface ScreenToast {
  title: string;
  description?: string;
  type: "message" | "success" | "error";
}

/** What the action answers when it does not redirect (an enhanced post, or a refusal). */
export interface ManifestReply {
  ok: boolean;
  intent: ManifestIntent | null;
  toast: ScreenToast;
  /** The manifest text sent, given back on a refusal so nothing typed is lost. */
  manifestText?: string;
  cascadeId?: string;
}
