/** docs/BENCHMARKS.md: each scenario owns the text between its two markers; everything else is kept. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Check } from "./types";

export const startMarker = (name: string) => `<!-- bench:${name}:start -->`;
export const endMarker = (name: string) => `<!-- bench:${name}:end -->`;

const HEADER = `# Benchmarks

Written by \`npm run bench\` (tests/bench/run.ts). The harness builds the app when a source is newer than
the build, starts the real server (\`node --v8-pool-size=0 build/server.js\`, as \`npm start\` does, NODE_ENV=production) on a throwaway
PostgreSQL database and Redis key prefix, runs the scenarios, writes the results here, then stops
everything and drops the database and the Redis keys.

- Run every scenario: \`npm run bench\`; one or more: \`npm run bench -- http\`.
- Each scenario rewrites only its own section, between \`<!-- bench:<name>:start -->\` and
  \`<!-- bench:<name>:end -->\`; text outside the markers is kept, so notes can be added around them.
- A new scenario (chat, SSE, recall, …) is a module in \`tests/bench/scenarios/\` exporting a
  \`Scenario\` (tests/bench/lib/types.ts), added to the list in \`tests/bench/scenarios/index.ts\`.
- Absolute numbers depend on the machine and on whatever else runs on it: compare the ratios to
  the bare-Express baseline measured in the same run, and re-run on a quiet machine before
  drawing conclusions.
`;

export function upsertSection(file: string, name: string, body: string): void {
  const section = `${startMarker(name)}\n${body.trim()}\n${endMarker(name)}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  let next: string;
  const start = current.indexOf(startMarker(name));
  const end = start >= 0 ? current.indexOf(endMarker(name), start) : -1;
  if (start >= 0 && end >= 0) {
    next = current.slice(0, start) + section + current.slice(end + endMarker(name).length);
  } else if (current.trim() === "") {
    next = `${HEADER}\n${section}\n`;
  } else {
    next = `${current.replace(/\s*$/, "")}\n\n${section}\n`;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, next);
}

export function markdownTable(header: string[], rows: string[][], align?: ("l" | "r")[]): string {
  const sep = header.map((_, i) => ((align?.[i] ?? "l") === "r" ? "---:" : "---"));
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, "\\|")).join(" | ")} |`;
  return [line(header), line(sep), ...rows.map(line)].join("\n");
}

export function checksMarkdown(checks: Check[]): string {
  return markdownTable(
    ["target", "measured", "result"],
    checks.map((c) => [c.name, c.detail, c.pass ? "PASS" : `**FAIL**${c.why ? ` — ${c.why}` : ""}`]),
  );
}

export const fmt = {
  int: (n: number) => Math.round(n).toLocaleString("en-US"),
  ms: (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1)),
  pct: (r: number) => `${(r * 100).toFixed(1)}%`,
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
};
