import { deliberate, type DeliberationHooks, type DeliberationInput, type DeliberationResult } from "../domain/trinity.server";
import { limitWait } from "./rate-limit.server";
import type { Services } from "./services.server";

export const DELIBERATION_FAILED = "The mesh could not finish this deliberation. Please try again.";

export type AskOutcome = { status: "answered"; result: DeliberationResult } | { status: "limited"; waitSeconds: number; message: string };

/**
 * A visitor's question, the same way from the WebSocket and from the no-JS form: the per-visitor
 * limit (CHAT_QUESTIONS_PER_MIN), then the deliberation, queued below the pool size.
 */
export async function askTrinity(services: Services, input: DeliberationInput, hooks?: DeliberationHooks): Promise<AskOutcome> {
  const wait = await limitWait(services.limiters.chat, input.visitorId);
  if (wait > 0) {
    const n = services.env.CHAT_QUESTIONS_PER_MIN;
    return { status: "limited", waitSeconds: wait, message: `You have asked ${n} questions in the last minute. Please wait ${wait} second${wait === 1 ? "" : "s"}.` };
  }
  const { db, recallDb, minds, announcer, metrics, analysis } = services;
  // Counted here, the one caller of the domain's deliberation (the domain knows no metrics).
  const source = minds.name === "composer" ? "composer" : "model";
  const result = await services.deliberations.run(async () => {
    const started = performance.now();
    try {
      const done = await deliberate({ db, recallDb, minds, announcer, analyze: (text) => analysis.analyze(text) }, input, hooks);
      metrics.deliberation(source, (performance.now() - started) / 1000, done.thoughts.some((t) => t.fellBack));
      return done;
    } catch (error) {
      metrics.deliberationFailed(source);
      throw error;
    }
  });
  return { status: "answered", result };
}
