/**
 * The question analysis on a worker thread (app/infra/analysis-thread.server.ts): compromise's tagging is
 * the largest single cost of a deliberation, and here it runs beside the web process's event loop
 * instead of on it. Analyses the warm-up questions it was started with (workerData.warmUp: see
 * warmup.server.ts), then says "ready", then answers { id, analysis } for each { id, text }.
 */
import { parentPort, workerData } from "node:worker_threads";
import { analyzeQuestion } from "./analysis.server";

const warmUp: unknown = (workerData as { warmUp?: unknown } | null)?.warmUp;
if (Array.isArray(warmUp)) for (const question of warmUp) if (typeof question === "string") analyzeQuestion(question);

parentPort?.on("message", (message: { id: number; text: string }) => {
  parentPort?.postMessage({ id: message.id, analysis: analyzeQuestion(message.text) });
});
parentPort?.postMessage({ ready: true });
