/**
 * The demo nodes sign with the hub's TypeScript module (signedNodeHeaders); the Python observer
 * node (app/content/observer/observer_node.py) stays the reference implementation. Same inputs →
 * same signature, including non-ASCII glyphseeds and bodies, checked by running python3.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { signedNodeHeaders } from "~/lib/node-signature.server";

const OBSERVER_DIR = fileURLToPath(new URL("../../app/content/observer", import.meta.url));

const CASES: [string, string, string][] = [
  ["k7Qm2xVz9pLr4TbW8nYc3HfJ6sDg5aEu", "1764100000000", '{"version":"1.0.0","metrics":{"cpu":0.2}}'],
  ["⟁∇ glyphseed 9f8e7d6c5b4a39281706f5e4d3c2b1a0", "2026-11-25T21:00:00.000Z", '{"version":"1.0.1","metrics":{"cpu":0.31,"uptime_s":120,"demo":true}}'],
  ["Zr_4Hb-Qx9wV0mKs3LtYpE2uNc8aFgDj7oIi6eR1Sh5", "1764100000123", JSON.stringify({ version: "1.0.0", metrics: { note: "∞ resonance ✦" } })],
  ["a glyphseed with spaces and ünïcödé ✦✦✦", "0", ""],
];

/** observer_node.py's own `sign`, imported from the file itself. */
function pythonSignatures(cases: [string, string, string][]): string[] {
  const script = [
    "import json, sys",
    `sys.path.insert(0, ${JSON.stringify(OBSERVER_DIR)})`,
    "import observer_node",
    "cases = json.loads(sys.stdin.read())",
    "print(json.dumps([observer_node.sign(seed, ts, body) for seed, ts, body in cases]))",
  ].join("\n");
  const out = execFileSync("python3", ["-c", script], { input: JSON.stringify(cases), encoding: "utf8", cwd: path.dirname(OBSERVER_DIR), timeout: 20_000 });
  return JSON.parse(out) as string[];
}

describe("the demo nodes' signing (TypeScript) against observer_node.py (Python)", () => {
  it("gives the same X-Node-Signature for the same glyphseed, timestamp and body", () => {
    const python = pythonSignatures(CASES);
    const typescript = CASES.map(([seed, ts, body]) => signedNodeHeaders("node-x", seed, body, ts)["X-Node-Signature"]);
    expect(python).toHaveLength(CASES.length);
    for (const s of python) expect(s).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(typescript).toEqual(python);
  });

  it("sends the headers observer_node.py sends", () => {
    const headers = signedNodeHeaders("node-capacity-helsinki", CASES[0][0], CASES[0][2], CASES[0][1]);
    expect(headers["X-Node-Id"]).toBe("node-capacity-helsinki");
    expect(headers["X-Node-Timestamp"]).toBe(CASES[0][1]);
    expect(headers["Content-Type"]).toBe("application/json");
  });
});
