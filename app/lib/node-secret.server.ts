import { randomBytes } from "node:crypto";
import { glyphseedProblem } from "./node-signature";

/**
 * A node's secret (its glyphseed) as the hub issues it: 32 random bytes, 43 URL-safe characters,
 * drawn again in the rare case it is too uniform for the protocol's check. Issued by a cascade
 * or manifest deploy and by a rotation; shown to the operator once.
 */
export function newNodeSecret(): string {
  for (;;) {
    const seed = randomBytes(32).toString("base64url");
    if (glyphseedProblem(seed) === null) return seed;
  }
}

/** A node's configuration file (config/node.json): what observer_node.py needs to sign as this node. */
export interface NodeConfigFile {
  node_id: string;
  name: string;
  node_type: string;
  hub_url: string;
  glyphseed: string;
}

export function nodeConfigFile(node: { id: string; name: string; nodeType: string }, hubUrl: string, glyphseed: string): NodeConfigFile {
  return { node_id: node.id, name: node.name, node_type: node.nodeType, hub_url: hubUrl, glyphseed };
}

/** The same as environment lines (.env) for the observer's systemd unit or a shell. */
export function nodeEnvFile(config: NodeConfigFile): string {
  return [`NODE_ID=${config.node_id}`, `HUB_URL=${config.hub_url}`, `GLYPHSEED=${config.glyphseed}`, ""].join("\n");
}
