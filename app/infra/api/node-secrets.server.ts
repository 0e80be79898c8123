/** Node secrets (issue 17 item 4): a cascade's issued secrets revealed once; rotate, revoke, decommission (operators). */
import { z } from "zod";
import { hubUrlFor } from "../../domain/deploy.server";
import { revealIssuedSecrets } from "../../domain/manifests.server";
import { nodeConfigFile } from "../../lib/node-secret.server";
import { decommissionedNodeSchema, revealedSecretsSchema, revokedSecretSchema, rotatedSecretSchema } from "../../lib/node-secrets.schema";
import { endpoint } from "../endpoint.server";
import { json, jsonError } from "../http.server";
import { decommissionMeshNode, revokeSecretOfNode, rotateSecretOfNode } from "../operator-writes.server";
import { pathParam } from "./params.server";

const nodeIdParam = pathParam("id", "node-observer-0a1b2c3d4e5f", "A mesh node id (a registered node: node-<type>-<12 hex>).");
const noStore = { headers: { "Cache-Control": "no-store" } };

export const nodeSecretEndpoints = [
  endpoint({
    method: "post",
    path: "/api/manifest/{cascadeId}/secrets",
    summary: "Operators take, once, the secrets a finished cascade issued to its nodes (with each node's configuration file).",
    tag: "manifest",
    access: "operator",
    params: pathParam("cascadeId", "cascade-seed-echo-genesis", "An Echo Manifest cascade id."),
    body: z.object({}),
    example: {},
    response: revealedSecretsSchema,
    errors: [404, 409],
    // 409 while the cascade runs, and once the secrets were taken: they cannot be fetched again.
    handler: async ({ services, params, request }) => {
      const result = await revealIssuedSecrets(services.db, params.cascadeId.slice(0, 100), services.env.SESSION_SECRET);
      if (result.outcome === "not_found") return jsonError("not_found", "There is no cascade with this id.");
      if (result.outcome === "not_finished") return jsonError("conflict", `This cascade is ${result.status}; its secrets can be taken once it has finished.`);
      if (result.outcome === "already_revealed") return jsonError("conflict", "This cascade's secrets were already shown once and cannot be fetched again; rotate a node's secret to issue a new one.");
      const hubUrl = hubUrlFor(request, services.env);
      const nodes = result.secrets.map((s) => {
        const node = { id: s.meshNodeId, name: s.nodeName, nodeType: s.nodeType };
        return { nodeId: s.meshNodeId, name: s.nodeName, nodeType: s.nodeType, glyphseed: s.glyphseed, config: nodeConfigFile(node, hubUrl, s.glyphseed) };
      });
      return json({ cascadeId: result.cascadeId, hubUrl, nodes }, noStore);
    },
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/nodes/{id}/secret/rotate",
    summary: "Operators issue a node a new secret (shown once); the old one stops verifying.",
    tag: "mesh",
    access: "operator",
    params: nodeIdParam,
    body: z.object({}),
    example: {},
    response: rotatedSecretSchema,
    errors: [404, 409],
    handler: async ({ services, params, request, operator }) => {
      const result = await rotateSecretOfNode(services, params.id, operator!);
      if (result.outcome === "not_found") return jsonError("not_found", "There is no node with this id.");
      if (result.outcome === "not_allowed") return jsonError("conflict", `This node is ${result.status}; it cannot be issued a secret.`);
      const hubUrl = hubUrlFor(request, services.env);
      const { node, glyphseed, fingerprint } = result;
      return json({ nodeId: node.id, name: node.name, nodeType: node.nodeType, glyphseed, fingerprint, config: nodeConfigFile(node, hubUrl, glyphseed) }, noStore);
    },
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/nodes/{id}/secret/revoke",
    summary: "Operators revoke a node's secret: its heartbeats are refused until a rotation.",
    tag: "mesh",
    access: "operator",
    params: nodeIdParam,
    body: z.object({}),
    example: {},
    response: revokedSecretSchema,
    errors: [404, 409],
    handler: async ({ services, params, operator }) => {
      const result = await revokeSecretOfNode(services, params.id, operator!);
      if (result.outcome === "not_found") return jsonError("not_found", "There is no node with this id.");
      if (result.outcome === "already_revoked") return jsonError("conflict", "This node has no secret to revoke.");
      return { nodeId: result.node.id, secretRevoked: true as const };
    },
  }),
  endpoint({
    method: "post",
    path: "/api/mesh/nodes/{id}/decommission",
    summary: "Operators decommission a node: status revoked, its calls refused, out of every active count.",
    tag: "mesh",
    access: "operator",
    params: nodeIdParam,
    body: z.object({}),
    example: {},
    response: decommissionedNodeSchema,
    errors: [404, 409],
    handler: async ({ services, params, operator }) => {
      const result = await decommissionMeshNode(services, params.id, operator!);
      if (result.outcome === "not_found") return jsonError("not_found", "There is no node with this id.");
      if (result.outcome === "already_decommissioned") return jsonError("conflict", "This node is already decommissioned.");
      return { nodeId: result.node.id, status: "revoked" as const };
    },
  }),
];
