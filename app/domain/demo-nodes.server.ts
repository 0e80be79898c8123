/**
 * Demo nodes (issue 17 item 2): the founding nodes of the seed, run by the worker as simulated
 * observer nodes on the real protocol (worker/demo-nodes.ts). Here is what the database keeps of
 * them: each is issued a glyphseed exactly as a registering node's is kept (sealed under
 * SESSION_SECRET, bound to the node id, plus its sha256 fingerprint) and marked `demo`.
 *
 * A founding node already holding a glyphseed that is not a demo one belongs to a real node and
 * is left alone; a demo node's sealed glyphseed is opened again on the next start (the worker is
 * part of the hub and holds SESSION_SECRET), or re-issued when it no longer opens.
 */
import { randomBytes } from "node:crypto";
import { fromJson } from "../../db/json";
import type { Executor, NodeType } from "../../db/types";
import { glyphseedFingerprint, sealGlyphseed, unsealGlyphseed } from "../lib/node-signature.server";
import { SEED_NODES } from "./seed.server";

export interface DemoNodeIdentity {
  id: string;
  name: string;
  nodeType: NodeType;
  version: string;
  glyphs: string[];
  /** The node's own secret: kept by the simulated node only, never returned by the hub. */
  glyphseed: string;
}

/** A fresh glyphseed: 32 random bytes, base64url (43 characters, passes glyphseedProblem). */
export function newGlyphseed(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Claims the founding nodes (those still present, not rejected or revoked) as demo nodes and answers
 * each one's identity and glyphseed. Nodes in `ids` only (default: every founding node).
 */
export async function claimDemoNodes(db: Executor, sessionSecret: string, ids: string[] = SEED_NODES.map((n) => n.id)): Promise<DemoNodeIdentity[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("mesh_nodes")
    .select(["id", "name", "node_type", "version", "glyph_profile", "glyphseed_sealed", "demo"])
    .where("id", "in", ids)
    .where("status", "in", ["active", "inactive"])
    .orderBy("id")
    .execute();
  const claimed: DemoNodeIdentity[] = [];
  for (const r of rows) {
    if (r.glyphseed_sealed && !r.demo) continue; // a real node owns this id's secret
    let glyphseed = r.glyphseed_sealed ? unsealGlyphseed(r.glyphseed_sealed, sessionSecret, r.id) : null;
    if (glyphseed === null) {
      glyphseed = newGlyphseed();
      const updated = await db
        .updateTable("mesh_nodes")
        .set({ demo: true, glyphseed_sealed: sealGlyphseed(glyphseed, sessionSecret, r.id), glyphseed_fingerprint: glyphseedFingerprint(glyphseed) })
        .where("id", "=", r.id)
        .where((eb) => eb.or([eb("demo", "=", true), eb("glyphseed_sealed", "is", null)]))
        .returning("id")
        .executeTakeFirst();
      if (!updated) continue;
    }
    const profile = fromJson<Record<string, number>>(r.glyph_profile) ?? {};
    const glyphs = Object.entries(profile)
      .filter(([, w]) => typeof w === "number")
      .sort(([, a], [, b]) => b - a)
      .map(([g]) => g);
    claimed.push({ id: r.id, name: r.name, nodeType: r.node_type, version: r.version ?? "1.0.0", glyphs: glyphs.length ? glyphs : ["⟁"], glyphseed });
  }
  return claimed;
}
