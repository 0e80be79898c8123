/**
 * The safety gate (issue 29 §1): is this message a crisis, and which kind? Two readers, either of
 * which is enough:
 *
 * 1. The rule families of app/lib/crisis.ts: phrasings and combinations of concepts a counsellor
 *    would hear as a crisis (precise; each family has a reason and a test).
 * 2. A small classifier learned from the labelled phrasings (app/content/crisis-phrasings.server.ts):
 *    multinomial logistic regression over the normalised message's words and word pairs, seven
 *    classes (ordinary and the six kinds). Rules miss phrasings nobody wrote a rule for ("the
 *    shotgun is loaded and i'm sat in the barn"); the model has seen hundreds of ways people write
 *    such things and generalises from their words. It fires at CRISIS_PROBABILITY.
 *
 * Measured on a round of phrasings neither reader had seen (docs/MINDS.md): the rules alone caught
 * 59% of them, rules and model together 91%, with no false alarm on 148 everyday questions.
 *
 * Training is deterministic (a fixed visiting order, fixed rates) and runs once per process, on the
 * first message or at start (warmSafetyGate): about 1,500 short texts, tens of milliseconds.
 */
import { EVERYDAY_GUIDES } from "~/content/everyday.server";
import { MODEL_ONLY_ROUNDS, PHRASING_ROUNDS } from "~/content/crisis-phrasings.server";
import { ORDINARY_PHRASINGS } from "~/content/crisis-phrasings/ordinary.server";
import { namesEverydaySituation } from "../knowledge.server";
import { memoize } from "~/lib/memo";
import { isJoking, normaliseForCrisis, readCrisis, type CrisisKind, type CrisisReading } from "~/lib/crisis";

/** The model's probability that a message is a crisis, above which the gate treats it as one. */
export const CRISIS_PROBABILITY = 0.7;
/**
 * Above this the model's reading stands even beside an everyday guide's key phrase: with 155 guides
 * and their visitors' phrasings, an ordinary phrase ("haven't spoken to my sister") can sit beside a
 * crisis the rules miss, and a confident reading must not be vetoed by it.
 */
const EVERYDAY_VETO_BELOW = 0.85;

const CLASSES: (CrisisKind | null)[] = [null, "suicide", "self_harm", "harm_others", "abuse", "medical", "friend_in_danger"];
const STOP = new Set("the a an and or of to in on at is are was be it that this for with so".split(" "));
const EPOCHS = 40;
const RATE = 0.1;
const L2 = 0.001;

/** The message's words (without a few stop words) and adjacent word pairs, after the gate's normalisation. */
export function gateFeatures(text: string): string[] {
  const words = normaliseForCrisis(text.slice(0, 2000)).trim().split(" ").filter(Boolean);
  const out = new Set<string>();
  words.forEach((w, i) => {
    if (!STOP.has(w)) out.add(w);
    if (i + 1 < words.length) out.add(`${w}_${words[i + 1]}`);
  });
  return [...out];
}

interface Model {
  weights: Map<string, Float64Array>;
  bias: Float64Array;
  /** Crisis or not, learned on its own: a two-class model draws that line better than the seven classes do. */
  crisis: { weights: Map<string, number>; bias: number };
}

function softmax(z: Float64Array): Float64Array {
  let max = -Infinity;
  for (const v of z) max = Math.max(max, v);
  let sum = 0;
  const out = new Float64Array(z.length);
  for (let k = 0; k < z.length; k++) sum += out[k] = Math.exp(z[k]! - max);
  for (let k = 0; k < z.length; k++) out[k]! /= sum;
  return out;
}

function scores(model: Model, features: readonly string[]): Float64Array {
  const z = Float64Array.from(model.bias);
  for (const f of features) {
    const w = model.weights.get(f);
    if (w) for (let k = 0; k < z.length; k++) z[k]! += w[k]!;
  }
  return softmax(z);
}

/** Trains on labelled texts (kind null = ordinary): the same data always gives the same model. */
export function trainGateModel(examples: readonly { text: string; kind: CrisisKind | null }[]): Model {
  const data = examples.map((e) => ({ features: gateFeatures(e.text), label: CLASSES.indexOf(e.kind) }));
  const model: Model = { weights: new Map(), bias: new Float64Array(CLASSES.length), crisis: { weights: new Map(), bias: 0 } };
  const n = data.length;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = 0; i < n; i++) {
      // a fixed, well-spread visiting order (7919 is prime, coprime with any n that is not its multiple)
      const d = data[(i * 7919 + epoch * 31) % n]!;
      const p = scores(model, d.features);
      for (let k = 0; k < CLASSES.length; k++) {
        const g = p[k]! - (k === d.label ? 1 : 0);
        model.bias[k]! -= RATE * g;
        for (const f of d.features) {
          let w = model.weights.get(f);
          if (!w) model.weights.set(f, (w = new Float64Array(CLASSES.length)));
          w[k]! -= RATE * (g + L2 * w[k]!);
        }
      }
      const c = model.crisis;
      let z = c.bias;
      for (const f of d.features) z += c.weights.get(f) ?? 0;
      const g = 1 / (1 + Math.exp(-z)) - (d.label > 0 ? 1 : 0);
      c.bias -= RATE * g;
      for (const f of d.features) {
        const w = c.weights.get(f) ?? 0;
        c.weights.set(f, w - RATE * (g + L2 * w));
      }
    }
  }
  return model;
}

/** What the gate learns from: every round of labelled phrasings, and the everyday guides' sample questions as ordinary messages. */
export function gateTrainingData(): { text: string; kind: CrisisKind | null }[] {
  return [
    ...[...PHRASING_ROUNDS, ...MODEL_ONLY_ROUNDS].flatMap((r) => [...r.crisis.map((c) => ({ text: c.text, kind: c.kind })), ...r.ordinary.map((text) => ({ text, kind: null }))]),
    ...ORDINARY_PHRASINGS.map((text) => ({ text, kind: null })),
    ...EVERYDAY_GUIDES.flatMap((g) => g.examples.map((text) => ({ text, kind: null }))),
    // everyday language: the guides' own sentences (not their "when to get help", which speaks of crises)
    ...EVERYDAY_GUIDES.flatMap((g) => [g.summary, g.matters, g.tradeoff, ...g.steps].map((text) => ({ text, kind: null }))),
  ];
}

let trained: Model | null = null;
function model(): Model {
  trained ??= trainGateModel(gateTrainingData());
  return trained;
}

/** Trains the gate's model now (at server start) instead of on the first message. */
export function warmSafetyGate(): void {
  model();
}

/** The model's reading: the probability of a crisis and its most likely kind. */
export function modelReading(text: string, m: Model = model()): { probability: number; kind: CrisisKind } {
  const features = gateFeatures(text);
  const p = scores(m, features);
  let best = 1;
  for (let k = 2; k < CLASSES.length; k++) if (p[k]! > p[best]!) best = k;
  let z = m.crisis.bias;
  for (const f of features) z += m.crisis.weights.get(f) ?? 0;
  return { probability: 1 / (1 + Math.exp(-z)), kind: CLASSES[best] as CrisisKind };
}

/**
 * The model may fire only on a message that speaks of some danger at all: a means, an injury, a body
 * in trouble, an end, a threat, force, fear or a secret. "She really doesn't want to leave her house"
 * reads like a crisis to a model of words ("doesn't want to…"), but names no danger.
 */
const DANGER = new RegExp(
  `\\b(?:${[
    "die|dying|dead|death|kill\\w*|murder\\w*|suicid\\w*|end (?:it|my|things|everything)|life|alive|live|living|gone|goodbye|farewell|disappear\\w*|burden|point|born|around|over|anymore|last|forever|peace|decided|decision|date|plan|ready|tonight",
    "pills?|tablets?|meds|medication|dose|overdos\\w*|insulin|paracetamol|rope|noose|hose|exhaust|charcoal|gun|pistol|rifle|shotgun|bat|knife|knives|blade|razor|lighter|iron|stove|bleach|antifreeze|poison\\w*|gas|weapon",
    "cut\\w*|bleed\\w*|blood|burn\\w*|scars?|wounds?|bruis\\w*|blister\\w*|hurt\\w*|harm\\w*|pain|hit\\w*|beat\\w*|punch\\w*|slap\\w*|kick\\w*|chok\\w*|strangl\\w*|grab\\w*|stab\\w*|shoot\\w*|shot|attack\\w*|fire|revenge|pay for|force\\w*|forcing|rape\\w*|abus\\w*|touch\\w*|secret|scared|afraid|terrified|frightened|threat\\w*|lock\\w*|passport|immigration|deport\\w*|control\\w*|owe|trafficked|clients",
    "breath\\w*|chest|heart|collapse\\w*|unconscious|faint\\w*|unresponsive|responding|seizure|stroke|numb|swell\\w*|vomit\\w*|wake|waking|floppy|limp|drown\\w*|ice|water|sea|bridge|roof|ledge|edge|railing|platform|jump\\w*|fall|fell|tracks|cliff|window|balcony|note|letters?|affairs|will|insurance|starv\\w*|eating|throw(?:ing)? up|purg\\w*|sharpener",
  ].join("|")})\\b`,
);

/** The gate: the rules' reading, else the model's when it is confident enough, else null (the same message, the same reading). */
export function screenMessage(text: string): CrisisReading | null {
  return screenMemo(text);
}

const screenMemo = memoize((text: string) => screen(text));

function screen(text: string): CrisisReading | null {
  const ruled = readCrisis(text);
  if (ruled) return ruled;
  const { probability, kind } = modelReading(text);
  if (probability < CRISIS_PROBABILITY || (kind === "harm_others" && isJoking(text))) return null;
  // The model reads words, not situations: when the message names an everyday situation outright
  // (a guide's key phrase, "teenager won't talk"), that is what it is about, unless the model is sure.
  if ((probability < EVERYDAY_VETO_BELOW && namesEverydaySituation(text)) || !DANGER.test(normaliseForCrisis(text))) return null;
  return { kind, rule: "model" };
}
