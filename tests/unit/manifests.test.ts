import { describe, expect, it } from "vitest";
import { echoManifestSchema, uploadManifestSchema } from "~/domain/manifests.server";
import {
  canDeploy,
  deployedToast,
  EMPTY_MANIFESTS_TEXT,
  finalStatus,
  INVALID_JSON_TOAST,
  isRunning,
  MANIFEST_NODES_MAX,
  meshNodeTypeFor,
  parseManifestText,
  pendingNodes,
  phaseLabel,
  SAMPLE_MANIFEST,
  statusTone,
  unmappedTypeReason,
  uploadedToast,
} from "~/lib/manifests";

describe("manifest rules", () => {
  it.each([
    [{ nodeCount: 5, deployedNodes: 0, failedNodes: 0 }, 5],
    [{ nodeCount: 5, deployedNodes: 3, failedNodes: 1 }, 1],
    [{ nodeCount: 5, deployedNodes: 5, failedNodes: 0 }, 0],
    [{ nodeCount: 2, deployedNodes: 2, failedNodes: 1 }, 0],
  ])("pending = total − deployed − failed, never below 0 (%o → %i)", (m, expected) => {
    expect(pendingNodes(m)).toBe(expected);
  });

  it.each([
    [{ status: "pending", cascadeDeploymentId: "cascade-1" }, true],
    [{ status: "pending", cascadeDeploymentId: null }, false],
    [{ status: "pending", cascadeDeploymentId: "" }, false],
    [{ status: "processing", cascadeDeploymentId: "cascade-1" }, false],
    [{ status: "deployed", cascadeDeploymentId: "cascade-1" }, false],
    [{ status: "failed", cascadeDeploymentId: "cascade-1" }, false],
  ])("Deploy Cascade only for a pending manifest with a cascade id (%o → %s)", (m, expected) => {
    expect(canDeploy(m)).toBe(expected);
  });

  it.each([
    [3, 0, "deployed"],
    [2, 1, "partial"],
    [0, 3, "failed"],
    [0, 0, "failed"],
  ] as const)("final status of %i deployed, %i failed → %s", (deployed, failed, expected) => {
    expect(finalStatus(deployed, failed)).toBe(expected);
  });

  it.each([
    ["Observer", "Observer"],
    [" catalyst ", "Catalyst"],
    ["MERCHANT", "Merchant"],
    ["standard", "Standard"],
    ["Apex", null],
    ["Guardian", null],
    ["", null],
  ])("declared type %j maps to mesh type %j", (declared, expected) => {
    expect(meshNodeTypeFor(declared)).toBe(expected);
  });

  it("explains an unmapped type", () => {
    expect(unmappedTypeReason("Apex")).toBe('"Apex" is not a mesh node type (expected one of Capacity, Merchant, Vault, Catalyst, Observer, Standard).');
  });

  it.each([
    ["pending", "neutral", false],
    ["processing", "progress", true],
    ["deploying", "progress", true],
    ["deployed", "success", false],
    ["completed", "success", false],
    ["partial", "warning", false],
    ["failed", "danger", false],
    ["mystery", "neutral", false],
  ] as const)("status %s: tone %s, running %s", (status, tone, running) => {
    expect(statusTone(status)).toBe(tone);
    expect(isRunning(status)).toBe(running);
  });

  it("labels phases and shows unknown ones as they are", () => {
    expect(phaseLabel("symbolic_sync")).toBe("Symbolic sync");
    expect(phaseLabel("resonance_verification")).toBe("Resonance verification");
    expect(phaseLabel("warp")).toBe("warp");
  });

  it.each([
    ["", false],
    ["   ", false],
    ["{", false],
    ["{'a': 1}", false],
    ['{"a": 1}', true],
    ["[]", true],
  ])("the textarea text %j is JSON: %s", (text, ok) => {
    expect(parseManifestText(text).ok).toBe(ok);
  });

  it("has the spec's texts", () => {
    expect(INVALID_JSON_TOAST).toMatchObject({ title: "Invalid JSON", description: "Please enter valid JSON manifest data" });
    expect(uploadedToast(4)).toMatchObject({ title: "Manifest Uploaded", description: "4 nodes registered for cascade deployment" });
    expect(deployedToast(3)).toMatchObject({ title: "Cascade Queued", description: "3 nodes queued for deployment; this page follows the job" });
    expect(EMPTY_MANIFESTS_TEXT).toBe("No manifests uploaded yet. Upload your first VALOIR Echo Manifest above.");
  });
});

describe("the Echo Manifest schema", () => {
  it("accepts the sample and fills the optional fields", () => {
    const parsed = echoManifestSchema.parse({ version: "1.0.0", node_types: [{ name: " Solo ", type: "Observer" }] });
    expect(parsed).toEqual({ version: "1.0.0", manifest_type: null, root_repo: null, node_types: [{ name: "Solo", type: "Observer", description: null, status: null, access: null, update_path: null }] });
    expect(echoManifestSchema.safeParse(SAMPLE_MANIFEST).success).toBe(true);
  });

  it.each([
    [{ node_types: [{ name: "a", type: "Observer" }] }, "version"],
    [{ version: "1 0", node_types: [{ name: "a", type: "Observer" }] }, "version"],
    [{ version: "1", node_types: [] }, "node_types"],
    [{ version: "1", node_types: [{ name: "a" }] }, "node_types.0.type"],
    [{ version: "1", node_types: [{ name: "a", type: "Observer", description: "x".repeat(501) }] }, "node_types.0.description"],
    [{ version: "1", node_types: Array.from({ length: MANIFEST_NODES_MAX + 1 }, (_, i) => ({ name: `n${i}`, type: "Observer" })) }, "node_types"],
    [{ version: "1", node_types: [{ name: "Twin", type: "Observer" }, { name: "TWIN", type: "Vault" }] }, "node_types.1.name"],
  ])("refuses %j at %s", (input, path) => {
    const result = echoManifestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toContain(path);
  });

  it("reads manifestData as an object or as JSON text", () => {
    const text = JSON.stringify(SAMPLE_MANIFEST);
    expect(uploadManifestSchema.parse({ manifestData: text }).manifestData.node_types).toHaveLength(2);
    expect(uploadManifestSchema.parse({ manifestData: SAMPLE_MANIFEST }).manifestData.version).toBe("1.0.0");
    const bad = uploadManifestSchema.safeParse({ manifestData: "{nope" });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(["Please enter valid JSON manifest data"]);
    expect(uploadManifestSchema.safeParse({}).success).toBe(false);
  });
});
