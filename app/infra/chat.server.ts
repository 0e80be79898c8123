import { answeredAsk } from "../domain/conversations.server";
import { deliberate, type DeliberationHooks, type DeliberationInput, type DeliberationResult } from "../domain/trinity.server";
import { limitWait } from "./rate-limit.server";
import type { Services } from "./services.server";

export const DELIBERATION_FAILED = "The mesh could not finish this deliberation. Please try again.";

/** `answered`: deliberated now, or earlier under the same ask id (its saved answer, sent again). */
export type AskOutcome = { status: "answered"; result: DeliberationResult } | { status: "limited"; waitSeconds: number; message: string };

/** A question and who asks it: the visitor (wallet) and the client's address (the rate limits' keys). */
export type Ask = DeliberationInput & { clientIp: string };

const seconds = (n: number) => `${n} second${n === 1 ? "" : "s"}`;

/**
 * A visitor's question, the same way from the WebSocket and from the no-JS form: the per-visitor
 * limit (CHAT_QUESTIONS_PER_MIN), then the per-address one (CHAT_QUESTIONS_PER_MIN_PER_ADDRESS: a
 * cookieless socket is a new visitor each time, its address is not), then the deliberation, queued
 * below the pool size. The memory it may leave counts against the address's hourly share of the
 * archive (ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR); past it the question is answered all the same.
 * A question sent again with the ask id of one already answered (its connection dropped before the
 * answer arrived) gets that saved answer (it counts against the limits as a question; no deliberation,
 * nothing saved or published); one whose first save lost a race with
 * another process answering the same ask id gets the other's.
 */
export async function askTrinity(services: Services, ask: Ask, hooks?: DeliberationHooks): Promise<AskOutcome> {
  const { clientIp, ...input } = ask;
  const { env, limiters } = services;
  // Both counted at once (one round trip's wait): a question refused by either counts against both.
  const [wait, waitAddress] = await Promise.all([limitWait(limiters.chat, input.visitorId), limitWait(limiters.chatAddress, clientIp)]);
  if (wait > 0) {
    return { status: "limited", waitSeconds: wait, message: `You have asked ${env.CHAT_QUESTIONS_PER_MIN} questions in the last minute. Please wait ${seconds(wait)}.` };
  }
  if (waitAddress > 0) {
    const n = env.CHAT_QUESTIONS_PER_MIN_PER_ADDRESS;
    return { status: "limited", waitSeconds: waitAddress, message: `The mesh has answered ${n} questions from your address in the last minute. Please wait ${seconds(waitAddress)}.` };
  }
  // After the limits: a question sent again counts as one, so resending saved ids reads nothing unlimited.
  if (input.askId) {
    const saved = await answeredAsk(services.db, input.visitorId, input.askId);
    if (saved) {
      for (const thought of saved.thoughts) hooks?.onThought?.(thought);
      return { status: "answered", result: saved };
    }
  }
  const mayArchive = async () => env.ARCHIVE_MEMORIES_PER_ADDRESS_PER_HOUR > 0 && (await limitWait(limiters.archive, clientIp)) === 0;
  const { db, recallDb, minds, announcer, metrics, analysis } = services;
  // Counted here, the one caller of the domain's deliberation (the domain knows no metrics).
  const source = minds.name === "composer" ? "composer" : "model";
  const result = await services.deliberations.run(async (): Promise<DeliberationResult> => {
    const started = performance.now();
    try {
      const done = await deliberate({ db, recallDb, minds, announcer, analyze: (text) => analysis.analyze(text), mayArchive }, input, hooks);
      metrics.deliberation(source, (performance.now() - started) / 1000, done.thoughts.some((t) => t.fellBack));
      return done;
    } catch (error) {
      // Its save lost the race for the ask id: another process answered the same question; its
      // answer is the one saved (this one's thoughts were sent, the page reads the saved turn).
      const other = input.askId ? await answeredAsk(db, input.visitorId, input.askId).catch(() => null) : null;
      if (other) return other;
      metrics.deliberationFailed(source);
      throw error;
    }
  });
  return { status: "answered", result };
}
