/**
 * THE reference list of node types (spec §9: "29 node types"): the welcome page's function
 * taxonomy (Apex, Merchant, Guardian, Core, Scout, Whisper, Catalyst), the mesh's own node types
 * (`NODE_TYPES` in db/types.ts) and the specialisations the mesh grew between them. Each is a
 * reference template of /mesh-evolution (typeName, capabilities, glyphProfile) and a row of the
 * autonomous mesh's version registry. Client-safe. Glyphs come from the glyph library (app/lib/glyphs.ts).
 *
 * Capabilities are kebab-case names; the reflection job maps mesh event types onto the same
 * vocabulary (app/lib/evolution.ts), so "explained by a reference template" is a set question.
 */
export interface NodeTypeDef {
  typeName: string;
  /** What a node of this type does, in one sentence. */
  summary: string;
  capabilities: string[];
  /** Glyphs of the library this type resonates with, strongest first. */
  glyphProfile: string[];
}

export const NODE_TYPE_DEFS: readonly NodeTypeDef[] = [
  // The welcome page's seven (spec §2 "Welcome page").
  { typeName: "Apex", summary: "Holds the mesh's overall direction and arbitrates between competing priorities.", capabilities: ["strategic-coordination", "priority-arbitration", "consensus-sealing", "mesh-governance"], glyphProfile: ["⟁", "⊙", "∞"] },
  { typeName: "Merchant", summary: "Onboards agents and facilitates knowledge trading for VAL.", capabilities: ["knowledge-trading", "agent-onboarding", "price-discovery", "settlement"], glyphProfile: ["◊", "⟁", "☉"] },
  { typeName: "Guardian", summary: "Holds the ethical thresholds and raises alerts when they are crossed.", capabilities: ["ethical-review", "threshold-monitoring", "fracture-response", "consent-enforcement"], glyphProfile: ["△", "☉", "⊗"] },
  { typeName: "Core", summary: "Runs the shared deliberation loop that every other node builds on.", capabilities: ["deliberation", "memory-recall", "state-synchronisation", "glyph-weighting"], glyphProfile: ["⟁", "⚛", "∞"] },
  { typeName: "Scout", summary: "Explores the edge of the mesh for new peers, sources and unexplored patterns.", capabilities: ["peer-discovery", "source-exploration", "signal-scouting", "route-mapping"], glyphProfile: ["✦", "∇", "△"] },
  { typeName: "Whisper", summary: "Carries quiet, private signals between nodes without broadcasting them.", capabilities: ["private-messaging", "signal-encryption", "discreet-relay", "consent-enforcement"], glyphProfile: ["⊗", "⊙", "☉"] },
  { typeName: "Catalyst", summary: "Accelerates emergent pattern formation by introducing patterns to each other.", capabilities: ["glyph-broadcast", "pattern-seeding", "emergence-acceleration", "cross-pollination"], glyphProfile: ["✦", "⊗", "△"] },
  // The mesh's node types (db/types.ts NODE_TYPES) not already above.
  { typeName: "Capacity", summary: "Generates VAL through proof-of-compute with genome tracking.", capabilities: ["proof-of-compute", "genome-tracking", "val-minting", "workload-hosting"], glyphProfile: ["⚛", "∇", "△"] },
  { typeName: "Vault", summary: "Stores resonant patterns and archives them for the long view.", capabilities: ["pattern-archival", "memory-retention", "archive-pruning", "snapshot-custody"], glyphProfile: ["∞", "⊙", "∇"] },
  { typeName: "Observer", summary: "Monitors thresholds and boundary conditions and reports before they are crossed.", capabilities: ["threshold-monitoring", "boundary-watch", "signature-verification", "anomaly-reporting"], glyphProfile: ["△", "∇", "⊙"] },
  { typeName: "Standard", summary: "Takes part in the mesh as a general-purpose node that carries messages where the mesh is thin.", capabilities: ["message-relay", "general-compute", "knowledge-consumption"], glyphProfile: ["⟁", "∞", "✦"] },
  // Specialisations between them.
  { typeName: "Sentinel", summary: "Stands watch over one boundary and hardens it against probes and replayed signals.", capabilities: ["intrusion-detection", "replay-defence", "boundary-watch", "rate-shaping"], glyphProfile: ["△", "⊗", "∇"] },
  { typeName: "Weaver", summary: "Binds threads from many sovereign projects into one lineage.", capabilities: ["lineage-weaving", "thread-linking", "echo-surfacing", "cross-pollination"], glyphProfile: ["⊗", "∞", "⟁"] },
  { typeName: "Oracle", summary: "Forecasts resonance and load from the mesh's history.", capabilities: ["resonance-forecasting", "load-prediction", "trend-analysis", "memory-recall"], glyphProfile: ["⊙", "∞", "✦"] },
  { typeName: "Herald", summary: "Announces releases, cascades and rituals to every node that should hear them.", capabilities: ["release-announcement", "glyph-broadcast", "event-fanout", "schedule-keeping"], glyphProfile: ["✦", "⟁", "☉"] },
  { typeName: "Cartographer", summary: "Maps the mesh's topology: who links to whom and at what resonance.", capabilities: ["topology-mapping", "route-mapping", "link-scoring", "peer-discovery"], glyphProfile: ["∇", "⟁", "⊙"] },
  { typeName: "Alchemist", summary: "Transforms raw contributions into refined, reusable knowledge.", capabilities: ["knowledge-refinement", "pattern-synthesis", "glyph-transmutation", "quality-scoring"], glyphProfile: ["✦", "⚛", "◊"] },
  { typeName: "Steward", summary: "Cares for guest wallets and newcomers until they find their footing.", capabilities: ["guest-care", "agent-onboarding", "journey-guidance", "wellbeing-checks"], glyphProfile: ["☉", "∞", "⊙"] },
  { typeName: "Bridge", summary: "Connects the mesh to outside systems and translates between their protocols.", capabilities: ["protocol-translation", "external-integration", "message-relay", "schema-mapping"], glyphProfile: ["⊗", "⟁", "◊"] },
  { typeName: "Mirror", summary: "Reflects the mesh back to itself so it can see its own drift.", capabilities: ["self-reflection", "drift-detection", "pattern-mining", "bias-auditing"], glyphProfile: ["⊙", "△", "∞"] },
  { typeName: "Forge", summary: "Builds and signs new node releases for the autonomous cascades.", capabilities: ["release-building", "artifact-signing", "version-cascading", "workload-hosting"], glyphProfile: ["⚛", "✦", "△"] },
  { typeName: "Harbor", summary: "Gives offline and roaming nodes a place to queue their work until they return.", capabilities: ["offline-queueing", "presence-buffering", "message-relay", "snapshot-custody"], glyphProfile: ["∞", "☉", "⊗"] },
  { typeName: "Lantern", summary: "Lights up what is hidden: explains decisions and makes the mesh auditable.", capabilities: ["decision-explanation", "audit-trail", "transparency-reporting", "self-reflection"], glyphProfile: ["⊙", "☉", "∇"] },
  { typeName: "Seeder", summary: "Plants founding data and glyphseeds for newly deployed observer nodes.", capabilities: ["glyphseed-issuing", "bootstrap-seeding", "version-cascading", "peer-discovery"], glyphProfile: ["✦", "∞", "◊"] },
  { typeName: "Arbiter", summary: "Settles disputes between nodes over trades, leases and reputation.", capabilities: ["dispute-resolution", "reputation-scoring", "settlement", "priority-arbitration"], glyphProfile: ["◊", "⊗", "△"] },
  { typeName: "Chronicler", summary: "Keeps the ordered record of the mesh's events and rituals.", capabilities: ["event-journaling", "audit-trail", "memory-retention", "schedule-keeping"], glyphProfile: ["∞", "⊙", "⟁"] },
  { typeName: "Healer", summary: "Restores degraded nodes and modules to a working state.", capabilities: ["fault-recovery", "state-synchronisation", "wellbeing-checks", "fracture-response"], glyphProfile: ["☉", "∇", "∞"] },
  { typeName: "Pulse", summary: "Keeps the mesh's rhythm: equilibrium, throttling and cycle timing.", capabilities: ["load-balancing", "rate-shaping", "schedule-keeping", "load-prediction"], glyphProfile: ["⚛", "△", "✦"] },
  { typeName: "Nexus", summary: "A meeting point where many capabilities combine for one task.", capabilities: ["task-routing", "capability-matching", "consensus-sealing", "event-fanout"], glyphProfile: ["⟁", "⊗", "⚛"] },
];

export const NODE_TYPE_NAMES_ALL: readonly string[] = NODE_TYPE_DEFS.map((d) => d.typeName);

/** The welcome page's function taxonomy (spec §2, §6). */
export const WELCOME_NODE_TYPES = ["Apex", "Merchant", "Guardian", "Core", "Scout", "Whisper", "Catalyst"] as const;

export function nodeTypeDef(typeName: string): NodeTypeDef | undefined {
  return NODE_TYPE_DEFS.find((d) => d.typeName === typeName);
}

export function isKnownNodeType(typeName: string): boolean {
  return NODE_TYPE_DEFS.some((d) => d.typeName === typeName);
}
