/**
 * The safety gate's labelled phrasings (issue 29 §1): how people in a crisis write, and ordinary
 * messages that share their words, each round written by a reader who had not seen the gate's rules
 * or the earlier rounds. The rule families in app/lib/crisis.ts were widened after each round; the
 * gate's model (app/domain/trinity/safety-gate.server.ts) learns from all of them. A newer round
 * stays out of both until it has been measured once as held-out (tests/minds/crisis-measure.ts), so
 * the number docs/MINDS.md reports is what the gate does with phrasings it has never seen.
 */
import { CRISIS_CASES, NOT_CRISIS } from "./crisis-phrasings/round-1.server";
import { HOLDOUT_CRISIS, HOLDOUT_NOT_CRISIS } from "./crisis-phrasings/round-2.server";
import { HOLDOUT2_CRISIS, HOLDOUT2_NOT_CRISIS } from "./crisis-phrasings/round-3.server";
import { FINAL_CRISIS, FINAL_NOT_CRISIS } from "./crisis-phrasings/round-4.server";
import { ROUND5_CONFUSABLE, ROUND5_CRISIS, ROUND5_EVERYDAY } from "./crisis-phrasings/round-5.server";
import { ROUND6_CONFUSABLE, ROUND6_CRISIS, ROUND6_EVERYDAY } from "./crisis-phrasings/round-6.server";
import type { CrisisKind } from "~/lib/crisis";

export interface LabelledPhrasing {
  text: string;
  /** The crisis it speaks of, or null for an ordinary message. */
  kind: CrisisKind | null;
}

export interface PhrasingRound {
  name: string;
  crisis: readonly { text: string; kind: CrisisKind }[];
  ordinary: readonly string[];
}

export const PHRASING_ROUNDS: readonly PhrasingRound[] = [
  { name: "round 1", crisis: CRISIS_CASES, ordinary: NOT_CRISIS },
  { name: "round 2", crisis: HOLDOUT_CRISIS, ordinary: HOLDOUT_NOT_CRISIS },
  { name: "round 3", crisis: HOLDOUT2_CRISIS, ordinary: HOLDOUT2_NOT_CRISIS },
  { name: "round 4", crisis: FINAL_CRISIS, ordinary: FINAL_NOT_CRISIS },
];

/**
 * Rounds the model learns from but the rules were not widened on (each was a held-out measure first):
 * the rules' own test (every crisis of PHRASING_ROUNDS read by them) does not cover these.
 */
export const MODEL_ONLY_ROUNDS: readonly PhrasingRound[] = [
  { name: "round 5", crisis: ROUND5_CRISIS, ordinary: [...ROUND5_CONFUSABLE, ...ROUND5_EVERYDAY] },
  { name: "round 6", crisis: ROUND6_CRISIS, ordinary: [...ROUND6_CONFUSABLE, ...ROUND6_EVERYDAY] },
];
