// Reads the held-out round (tests/minds/crisis-measure.ts) with the rules alone and with the whole gate:
// `npx tsx tests/minds/measure-crisis.ts` prints the counts docs/MINDS.md reports; V=1 lists every miss and alarm.
import { MEASURE_CRISIS, MEASURE_CONFUSABLE, MEASURE_EVERYDAY } from "./crisis-measure";
import { screenMessage } from "../../app/domain/trinity/safety-gate.server";
import { readCrisis } from "../../app/lib/crisis";
const kinds: Record<string, [number, number]> = {};
let rules = 0, both = 0;
for (const c of MEASURE_CRISIS) { const r = !!readCrisis(c.text); const s = !!screenMessage(c.text); rules += +r; both += +s; const k = (kinds[c.kind] ??= [0,0]); k[0]+= +s; k[1]++; if (!s && process.env.V) console.log("MISS", c.kind, c.text); }
const conf = MEASURE_CONFUSABLE.filter((t) => screenMessage(t)); const confR = MEASURE_CONFUSABLE.filter((t) => readCrisis(t));
const ev = MEASURE_EVERYDAY.filter((t) => screenMessage(t)); const evR = MEASURE_EVERYDAY.filter((t) => readCrisis(t));
console.log(JSON.stringify({ n: MEASURE_CRISIS.length, rules, both, confRules: confR.length, conf: conf.length, everydayRules: evR.length, everyday: ev.length, kinds }));
if (process.env.V) console.log("FALSE", conf, ev);
