import { sql } from "kysely";
import type { Executor } from "../../../db/types";

interface SeedAgent {
  id: string;
  name: string;
  emoji: string;
  status: string;
  heritage: string;
  purpose: string;
  glyph_affinity: string[];
  capabilities: string[];
  version: string;
}

/**
 * The eight multicore agents (spec §2.11). Firefly ✦, Pulse ∇ ☉ and Relay ⟁ ⊗ keep the affinities
 * the chat uses (app/domain/trinity/analysis.server.ts); together the eight cover all ten library glyphs.
 * Loom is on standby: it logs broadcasts without evaluating them (the "dormant" answer).
 */
export const SEED_AGENTS: SeedAgent[] = [
  {
    id: "firefly",
    name: "Firefly",
    emoji: "🔥",
    status: "active",
    heritage: "Kindled in the first Ignith synthesis runs: the spark that jumped from a chat into the mesh.",
    purpose: "Carries new ideas across the mesh and pulses on the ritual plane at every broadcast, brightest when a creative glyph lands.",
    glyph_affinity: ["✦"],
    capabilities: ["spark detection", "idea propagation", "creative pulse"],
    version: "2.1.0",
  },
  {
    id: "pulse",
    name: "Pulse",
    emoji: "💓",
    status: "active",
    heritage: "Grew out of the cognitive safety monitor's load readings.",
    purpose: "Keeps the mesh in equilibrium: reads load, traces root causes and eases the pace when the plane runs hot.",
    glyph_affinity: ["∇", "☉"],
    capabilities: ["load sensing", "throttle balancing", "root-cause tracing"],
    version: "1.4.2",
  },
  {
    id: "relay",
    name: "Relay",
    emoji: "📡",
    status: "active",
    heritage: "The original message carrier between the three minds, older than the mesh itself.",
    purpose: "Binds the agents together and relays every broadcast to the rest of the mesh.",
    glyph_affinity: ["⟁", "⊗"],
    capabilities: ["broadcast fan-out", "agreement binding", "cross-node relay"],
    version: "3.0.1",
  },
  {
    id: "lantern",
    name: "Lantern",
    emoji: "🏮",
    status: "active",
    heritage: "Lit by the Alexandria archivists to read old memories in the dark.",
    purpose: "Witnesses every broadcast and illuminates what its glyph touches.",
    glyph_affinity: ["⊙"],
    capabilities: ["witnessing", "memory illumination", "reflection"],
    version: "1.2.0",
  },
  {
    id: "valley",
    name: "Valley",
    emoji: "🏔️",
    status: "active",
    heritage: "Raised at the edge of the Dread Valley, where cognitive load turns from learning into risk.",
    purpose: "Guards the boundary of the symbolic mesh and reports a violation when a pattern with no library glyph crosses it.",
    glyph_affinity: ["△"],
    capabilities: ["boundary watch", "violation reports", "threshold mapping"],
    version: "1.1.0",
  },
  {
    id: "reflex",
    name: "Reflex",
    emoji: "⚡",
    status: "active",
    heritage: "Born from Valley's alarms: the fast path that answers before a deliberation can.",
    purpose: "Answers threshold glyphs and valley violations at once with a corrective pulse.",
    glyph_affinity: ["⚛"],
    capabilities: ["fast response", "energy routing", "boundary repair"],
    version: "1.0.3",
  },
  {
    id: "tally",
    name: "Tally",
    emoji: "🪙",
    status: "active",
    heritage: "Apprenticed to the Merchant nodes of the VALOIR economy.",
    purpose: "Weighs the worth of every glyph exchange and keeps the knowledge trade fair.",
    glyph_affinity: ["◊"],
    capabilities: ["value assessment", "trade audit", "fair-weight checks"],
    version: "0.9.8",
  },
  {
    id: "loom",
    name: "Loom",
    emoji: "🕸️",
    status: "standby",
    heritage: "Spun from the first recursion of the living glyph chain.",
    purpose: "Weaves the broadcasts that last into the long memory of the mesh; on standby until the chain reaches its recursive phase.",
    glyph_affinity: ["∞"],
    capabilities: ["chain weaving", "long-term memory", "pattern continuity"],
    version: "0.8.0",
  },
];

/** Upserts the agents by id: descriptions follow the seed, status and last activity stay as the running mesh left them. */
export async function seedMulticore(db: Executor): Promise<number> {
  const rows = await db
    .insertInto("multicore_agents")
    .values(SEED_AGENTS)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        name: sql`excluded.name`,
        emoji: sql`excluded.emoji`,
        heritage: sql`excluded.heritage`,
        purpose: sql`excluded.purpose`,
        glyph_affinity: sql`excluded.glyph_affinity`,
        capabilities: sql`excluded.capabilities`,
        version: sql`excluded.version`,
      }),
    )
    .returning("id")
    .execute();
  return rows.length;
}
