/**
 * The contract between the harness (tests/bench/run.ts) and a benchmark scenario.
 *
 * A scenario is one module in tests/bench/scenarios/ exporting a `Scenario`, listed in
 * tests/bench/scenarios/index.ts. `npm run bench` runs them all; `npm run bench -- <name>` runs some.
 * Each one owns a section of docs/BENCHMARKS.md between `<!-- bench:<name>:start -->` and
 * `<!-- bench:<name>:end -->`; the harness rewrites only that section.
 */
import type { ChildHandle } from "./processes";
import type { LoadSettings } from "./load";
import type { MachineInfo } from "./machine";

/** One pass/fail line: printed to the console and written to the report. */
export interface Check {
  name: string;
  pass: boolean;
  /** The measured value against the limit, e.g. "41.2% (limit ≥ 35%)". */
  detail: string;
  /** Why it failed, in a sentence, when it failed. */
  why?: string;
}

export interface ScenarioReport {
  /** Markdown for the scenario's section of docs/BENCHMARKS.md (without the markers). */
  markdown: string;
  checks: Check[];
}

/** The real app started once per run and shared by every scenario that needs it. */
export interface AppHandle {
  baseUrl: string;
  databaseUrl: string;
  redisPrefix: string;
  process: ChildHandle;
}

export interface BenchContext {
  /** Present when the scenario declared `needsApp`. */
  app: AppHandle | undefined;
  machine: MachineInfo;
  /** Load settings for this run (defaults: 50 connections, 2 s warm-up, 10 s measurement). */
  load: LoadSettings;
  /** Starts a TypeScript file as a child process (`node --import tsx <script>`) on a free port and waits until GET readyPath answers 200; stopped by the harness's cleanup. */
  startScript(options: { name: string; script: string; env?: Record<string, string>; readyPath?: string; timeoutMs?: number }): Promise<ChildHandle & { baseUrl: string }>;
  /** Starts a TypeScript file without a port (a worker) and waits until a line of its output matches readyLine; stopped by the harness's cleanup. */
  startProcess(options: { name: string; script: string; env?: Record<string, string>; readyLine: RegExp; timeoutMs?: number }): Promise<ChildHandle>;
  log(message: string): void;
}

export interface Scenario {
  /** CLI name and report-marker id: lowercase letters, digits and dashes. */
  name: string;
  title: string;
  needsApp: boolean;
  run(ctx: BenchContext): Promise<ScenarioReport>;
}
