/**
 * Every event the mesh announces, in one typed map: its name, the schema of its data, and the cached
 * reads it makes stale (read tags, see app/infra/read-cache.server.ts). A write announces through the
 * domain's Announcer port (app/domain/ports.ts) with a name from this map; the announcer drops this
 * process's cached reads of the event's tag at once and publishes the event on the mesh bus, where
 * every other process drops its own and the ritual plane shows it. Nothing invalidates a cache or
 * publishes an event by hand.
 *
 * `local: true` marks a change that only this process's cache has to learn about at once: it is not
 * published (no ritual-plane event exists for it; other processes' reads expire within their TTL).
 */
import { z } from "zod";

/** The groups of cached JSON reads; an event names the group it makes stale. */
export type ReadTag = "mesh" | "chat" | "velocity" | "evolution" | "chrysalis" | "continuity";

const id = z.union([z.string(), z.number()]);
const ritual = z.object({
  broadcastId: z.string(),
  glyph: z.string(),
  context: z.string().nullable(),
  agentId: z.string(),
  agentName: z.string(),
  response: z.string(),
  result: z.string(),
});
const meshChange = z.object({
  reason: z.enum(["heartbeat", "node_registered", "node_approved", "node_rejected", "node_promoted", "promotion_rejected", "version_cascade", "node_secret_rotated", "node_secret_revoked", "node_decommissioned"]),
  nodeId: z.string().optional(),
  cascadeId: z.string().optional(),
  promotionId: id.optional(),
  deploymentId: id.optional(),
  nodeType: z.string().optional(),
  targetVersion: z.string().optional(),
});
const operatorChange = z.object({ change: z.string(), summary: z.string() }).passthrough();

interface EventSpec<S extends z.ZodTypeAny = z.ZodTypeAny> {
  schema: S;
  /** The cached reads the event makes stale, or null when it changes none. */
  tag: ReadTag | null;
  local?: true;
}

const spec = <S extends z.ZodTypeAny>(schema: S, tag: ReadTag | null, local?: true): EventSpec<S> => (local ? { schema, tag, local } : { schema, tag });

export const MESH_EVENTS = {
  // A deliberation (its glyph weights and memories). A private one is a count only: no conversation
  // id, minds, glyphs or recall count reach the public stream.
  trinity_deliberation: spec(
    z.union([
      z.object({ conversationId: z.string(), agents: z.array(z.string()), glyphs: z.array(z.string()), memoriesRecalled: z.number(), private: z.literal(false) }),
      z.strictObject({ private: z.literal(true) }),
    ]),
    "chat",
  ),
  // Contributions, feedback and broadcasts add glyph weights (tagged with the chat reads).
  contribution: spec(z.object({ id: id, glyphType: z.string(), score: z.number(), echoes: z.array(z.string()) }), "chat"),
  symbolic_feedback: spec(z.object({ id: id, glyph: z.string(), resonanceLevel: z.string() }), "chat"),
  glyph_broadcast: spec(z.object({ broadcastId: z.string(), glyph: z.string() }), "chat", true),
  firefly_pulse: spec(ritual, "chat"),
  lantern_illumination: spec(ritual, "chat"),
  relay_broadcast: spec(ritual, "chat"),
  valley_violation: spec(ritual, "chat"),
  valley_reflex: spec(ritual, "chat"),
  // Nodes joined, left, beat or changed role; VAL moved through the ledger (node balances).
  mesh_changed: spec(meshChange, "mesh"),
  node_heartbeat: spec(z.object({ nodeId: z.string(), name: z.string(), nodeType: z.string(), version: z.string().nullable(), signature: z.literal("verified") }), null),
  agent_onboarded: spec(z.object({ id: id, merchantNodeId: z.string(), valEarned: z.number() }), "mesh"),
  knowledge_offer: spec(z.object({ id: id, merchantNodeId: z.string() }), "mesh"),
  knowledge_trade: spec(z.object({ offerId: id, merchantNodeId: z.string(), buyerNodeId: z.string().nullable(), amount: z.number() }), "mesh"),
  // Two nodes carrying a glyph that went through the mesh exchanged resonance (VAL minted to the receiver).
  resonance_exchange: spec(z.object({ exchangeId: z.string(), fromNodeId: z.string(), toNodeId: z.string(), resonanceScore: z.number(), valMinted: z.number() }), "mesh"),
  // The maintenance job settled expired leases through the ledger (node balances moved).
  leases_settled: spec(z.object({ settled: z.number(), defaulted: z.number(), val: z.number() }), "mesh"),
  // New promotion proposals (/promotion-dashboard's shared reads).
  promotions_proposed: spec(z.object({ count: z.number(), nodeIds: z.array(z.string()) }), "mesh"),
  // The workers' velocity cycles and reflections, and operators' changes on any web process.
  velocity_cycle_complete: spec(z.object({ cycleId: id, cycleNumber: z.number(), nodesDeployed: z.number(), sovereignFlag: z.boolean().nullable() }), "velocity"),
  velocity_changed: spec(operatorChange, "velocity"),
  mesh_reflection: spec(z.object({ reflectionId: id, patterns: z.number(), novel: z.number(), templatesDiscovered: z.number() }), "evolution"),
  evolution_changed: spec(operatorChange, "evolution"),
  continuity_changed: spec(operatorChange, "continuity"),
  harmony_scan_complete: spec(z.object({ scanId: id, overallScore: z.number().nullable(), summaryHash: z.string() }), "continuity"),
  // The pulse equilibrium's throttle (spec §3: {cpu, throttle_factor}).
  throttle_change: spec(z.object({ cpu: z.number(), throttle_factor: z.number(), previous_factor: z.number(), source: z.string() }), null),
} satisfies Record<string, EventSpec>;

export type MeshEventName = keyof typeof MESH_EVENTS;
export type MeshEventData<E extends MeshEventName> = z.input<(typeof MESH_EVENTS)[E]["schema"]>;

/** The read tag a bus event of this type makes stale (unknown and tag-less types: null). */
export function tagOfEvent(type: string): ReadTag | null {
  return Object.hasOwn(MESH_EVENTS, type) ? MESH_EVENTS[type as MeshEventName].tag : null;
}
