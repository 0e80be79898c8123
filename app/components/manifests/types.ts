/** Views of the manifest viewer: the JSON shapes of /api/manifest/*, as the domain answers them (type-only imports). */
import type { CascadeNode, CascadeStatus, ManifestSummary } from "~/domain/manifests.server";
import type { ScreenToast } from "~/lib/form";

export type ManifestView = ManifestSummary;
export type CascadeNodeView = CascadeNode;
export type CascadeStatusView = CascadeStatus;

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

/** What the action answers when it does not redirect (an enhanced post, or a refusal). */
export interface ManifestReply {
  ok: boolean;
  intent: ManifestIntent | null;
  toast: ScreenToast;
  /** The manifest text sent, given back on a refusal so nothing typed is lost. */
  manifestText?: string;
  cascadeId?: string;
}
