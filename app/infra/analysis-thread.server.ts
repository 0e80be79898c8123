import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { errorFields } from "../lib/errors";
import { log } from "../lib/log.server";
import { analyzeQuestion } from "../domain/trinity/analysis.server";
import type { QuestionAnalysis } from "../domain/trinity/types";

/**
 * The worker's entry, from the project's root (the web process runs there, as it finds build/ there):
 * compiled by the same `npm run build` as the code calling it when that code is compiled (this module
 * inside build/index.js or build/worker.js), the TypeScript source when it runs from source (tests,
 * scripts, and `npm run dev`, whose compiler rebuilds only build/index.js).
 */
const FROM_SOURCE = import.meta.url.endsWith(".ts") || process.env.NODE_ENV === "development";
export const ANALYSIS_WORKER_FILE = path.resolve(FROM_SOURCE ? "app/domain/trinity/analysis.worker.ts" : "build/analysis.worker.js");

/** Where a question was analysed. */
export type AnalysisThreadName = "worker" | "main";

type FromWorker = { ready: true } | { id: number; analysis: QuestionAnalysis };

interface Pending {
  text: string;
  /** Counted in onAnalysed (a visitor's question; not the warm-up's). */
  counted: boolean;
  resolve(analysis: QuestionAnalysis): void;
}

/**
 * analyzeQuestion on one worker thread, so the tagging (~1.5 ms a question) runs beside the event
 * loop that serves the sockets, the reads and the saves. The web process starts the thread when it
 * starts; elsewhere it starts with the first question (a process that never deliberates never has
 * it). Until it has loaded (tsx compiles the source, compromise builds its model: ~0.4 s; then the
 * web process's warm-up questions, ~1.5 s), and for good if it fails or exits, questions are analysed
 * on the calling thread: the same analysis either way, questions in flight included. Only the question and its small analysis cross between threads
 * (the composer stays on the event loop: copying its contexts across cost more than composing them).
 */
export class AnalysisThread {
  private worker: Worker | null = null;
  private started = false;
  private ready = false;
  private readonly pending = new Map<number, Pending>();
  /** Resolved once questions go to the thread, or once they never will (it failed or was closed). */
  private readonly settled: Promise<void>;
  private settle: () => void = () => {};
  private nextId = 0;
  private readonly file: string;
  private readonly onAnalysed: (thread: AnalysisThreadName) => void;

  constructor(options: { file?: string; onAnalysed?: (thread: AnalysisThreadName) => void } = {}) {
    this.file = options.file ?? ANALYSIS_WORKER_FILE;
    this.onAnalysed = options.onAnalysed ?? (() => {});
    this.settled = new Promise((resolve) => (this.settle = resolve));
  }

  /** analyzeQuestion here, counted as the main thread's. */
  private here(text: string, counted: boolean): QuestionAnalysis {
    if (counted) this.onAnalysed("main");
    return analyzeQuestion(text);
  }

  /**
   * Starts the thread now (the web process, at start) instead of with the first question; once. The
   * thread analyses `warmUp` (warmup.server.ts) before it takes questions.
   */
  start(warmUp: readonly string[] = []): void {
    if (this.started) return;
    this.started = true;
    // Compiled JavaScript as it is; the TypeScript source through tsx's require hook.
    const worker = this.file.endsWith(".ts")
      ? new Worker(`require("tsx/cjs"); require(${JSON.stringify(this.file)});`, { eval: true, workerData: { warmUp } })
      : new Worker(pathToFileURL(this.file), { workerData: { warmUp } });
    this.worker = worker;
    worker.unref();
    worker.on("message", (message: FromWorker) => {
      if ("ready" in message) {
        this.ready = true;
        this.settle();
        return;
      }
      const p = this.pending.get(message.id);
      if (!p) return;
      this.pending.delete(message.id);
      if (p.counted) this.onAnalysed("worker");
      p.resolve(message.analysis);
    });
    worker.on("error", (error) => this.fallBack("failed", error));
    worker.on("exit", (code) => this.fallBack(`exited (code ${code})`));
  }

  /** True while questions go to the thread (it has loaded and not failed). */
  get threaded(): boolean {
    return this.worker !== null && this.ready;
  }

  /** Waits (at most `timeoutMs`) until questions go to the thread, or never will; true if they do. */
  async whenReady(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([this.settled, timeout]).finally(() => clearTimeout(timer));
    return this.threaded;
  }

  /** The question's analysis; `counted: false` (the warm-up) keeps it out of onAnalysed. */
  analyze(text: string, { counted = true }: { counted?: boolean } = {}): Promise<QuestionAnalysis> {
    this.start();
    const worker = this.worker;
    if (!worker || !this.ready) return Promise.resolve(this.here(text, counted));
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, { text, counted, resolve });
      worker.postMessage({ id, text });
    });
  }

  private fallBack(what: string, error?: unknown) {
    if (!this.worker) return;
    this.worker = null;
    this.settle();
    log.error(`the question analysis thread ${what}: questions are analysed on the main thread from now on`, error ? errorFields(error) : {});
    this.answerPendingHere();
  }

  /** The questions sent to a thread that is gone: analysed here instead. */
  private answerPendingHere() {
    for (const p of this.pending.values()) p.resolve(this.here(p.text, p.counted));
    this.pending.clear();
  }

  async close(): Promise<void> {
    this.started = true;
    const worker = this.worker;
    this.worker = null;
    this.settle();
    if (worker) await worker.terminate();
    this.answerPendingHere();
  }
}
