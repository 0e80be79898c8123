/**
 * The question analysis on a worker thread (app/infra/analysis-thread.server.ts): compromise's tagging is
 * the largest single cost of a deliberation, and here it runs beside the web process's event loop
 * instead of on it. Says "ready" once loaded, then answers { id, analysis } for each { id, text }.
 */
import { parentPort } from "node:worker_threads";
import { analyzeQuestion } from "./analysis.server";

parentPort?.on("message", (message: { id: number; text: string }) => {
  parentPort?.postMessage({ id: message.id, analysis: analyzeQuestion(message.text) });
});
parentPort?.postMessage({ ready: true });
