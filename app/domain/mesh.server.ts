import { fromJson } from "../../db/json";
import type { Executor, NodeStatus, NodeType } from "../../db/types";
import { toIso } from "../lib/time";

export interface MeshNode {
  id: string;
  nodeType: NodeType;
  status: NodeStatus;
  location: string | null;
  lastHeartbeat: string | null;
  valBalance: number;
  version: string | null;
  metadata: { name: string; personality: string | null; glyphProfile: Record<string, number> };
}

export interface MeshEvent {
  id: number;
  eventType: string;
  nodeId: string | null;
  summary: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

function parseProfile(value: unknown): Record<string, number> {
  const obj = fromJson<unknown>(value);
  if (!obj || typeof obj !== "object") return {};
  return Object.fromEntries(Object.entries(obj as Record<string, unknown>).filter(([, v]) => typeof v === "number")) as Record<string, number>;
}

/** Every node of the mesh, oldest first (the order they joined). */
export async function listNodes(db: Executor): Promise<MeshNode[]> {
  const rows = await db
    .selectFrom("mesh_nodes")
    .select(["id", "node_type", "status", "name", "location", "personality", "glyph_profile", "val_balance", "version", "last_heartbeat"])
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nodeType: r.node_type,
    status: r.status,
    location: r.location,
    lastHeartbeat: toIso(r.last_heartbeat),
    valBalance: Number(r.val_balance),
    version: r.version,
    metadata: { name: r.name, personality: r.personality, glyphProfile: parseProfile(r.glyph_profile) },
  }));
}

/** Newest first. */
export async function listEvents(db: Executor, limit: number): Promise<MeshEvent[]> {
  const rows = await db
    .selectFrom("mesh_events")
    .select(["id", "event_type", "node_id", "summary", "payload", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    eventType: r.event_type,
    nodeId: r.node_id,
    summary: r.summary,
    payload: fromJson<Record<string, unknown>>(r.payload),
    createdAt: toIso(r.created_at)!,
  }));
}
