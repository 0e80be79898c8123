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

/**
 * A node's configuration file, in the keys observer_node.py reads from its configuration
 * (OBSERVER_CONFIG=node.json): the hub URL and the secret, with the node's id, name and type.
 * Registering with this secret answers the node the hub already knows (registration is
 * idempotent for a glyphseed), so the observer signs as this node.
 */
export interface NodeConfigFile {
  nodeId: string;
  name: string;
  nodeType: string;
  hubUrl: string;
  glyphseed: string;
}

export function nodeConfigFile(node: { id: string; name: string; nodeType: string }, hubUrl: string, glyphseed: string): NodeConfigFile {
  return { nodeId: node.id, name: node.name, nodeType: node.nodeType, hubUrl, glyphseed };
}
