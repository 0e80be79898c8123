/** How a guide's steps are said in a thought: in order, or the ones that speak to a follow-up. Pure. */
import { terms } from "../knowledge/text";
import { lowerFirst } from "./grammar.server";

const ORDINALS = ["First", "Second", "Third", "Fourth", "Fifth", "Sixth"];

/** "First, keep …. Second, write …." */
export function stepsText(steps: readonly string[]): string {
  return steps.map((s, i) => `${ORDINALS[i] ?? "Then"}, ${lowerFirst(s.trim())}`).join(" ");
}

/** The steps that speak to a follow-up's own words ("what should I wear?" → the step about clothes), best first. */
export function stepsFor(question: string, steps: readonly string[]): string[] {
  const asked = new Set(terms(question));
  const scored = steps.map((s, i) => ({ s, i, n: terms(s).filter((t) => asked.has(t)).length })).filter((x) => x.n > 0);
  return scored.sort((a, b) => b.n - a.n || a.i - b.i).map((x) => x.s);
}
