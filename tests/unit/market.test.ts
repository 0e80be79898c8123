import { describe, expect, it } from "vitest";
import { offerSchema, onboardSchema } from "~/domain/merchant.server";
import {
  MESSAGES,
  offerFormErrors,
  onboardingFormErrors,
  meaningfulWords,
  ONBOARDING_BASE,
  onboardedDescription,
  onboardingReward,
  parseResonanceTags,
  PROOF_BONUS_CAP,
  type AgentType,
} from "~/lib/merchant";

describe("meaningfulWords", () => {
  it.each([
    [null, []],
    ["", []],
    ["a an the of to", []],
    ["this that with from would", []],
    ["Consent before collection", ["consent", "collection"]],
    ["Mesh mesh MESH meshes", ["mesh", "meshes"]],
    ["don't stop: résumé, naïve Übersetzung", ["don't", "stop", "résumé", "naïve", "übersetzung"]],
    ["1234 5678 ab9 abc9", ["abc9"]],
    ["trailing-- words' here’", ["trailing", "words"]],
  ] as const)("meaningfulWords(%j) = %j", (text, expected) => {
    expect(meaningfulWords(text)).toEqual(expected);
  });
});

describe("onboardingReward: a base per agent type plus a bounded bonus for a substantive proof of thought", () => {
  const twentyFive = Array.from({ length: 25 }, (_, i) => `concept${String.fromCharCode(97 + i)}word`).join(" ");
  it.each<[AgentType, string | null, number, number]>([
    ["user", null, 10, 1],
    ["user", "", 10, 1],
    ["autonomous_agent", null, 25, 4],
    ["sovereign_node", null, 50, 10],
    // 3 meaningful words (the fillers and short words count for nothing)
    ["user", "I map the consent of every archive node", 13, 1],
    // 4 distinct words → one more capacity unit
    ["user", "ledger ledger settlement idempotency ordering", 14, 2],
    ["autonomous_agent", "Maps consent flows across federated archives before any transfer.", 32, 5],
    ["sovereign_node", "Keeps river sensor history sovereign; lends forecasts, never raw readings.", 59, 12],
    // the bonus is capped at 20 words
    ["user", twentyFive, 10 + PROOF_BONUS_CAP, 1 + PROOF_BONUS_CAP / 4],
    ["sovereign_node", twentyFive, 50 + PROOF_BONUS_CAP, 10 + PROOF_BONUS_CAP / 4],
  ])("%s with %j → %i VAL, %i capacity", (type, proof, val, capacity) => {
    const reward = onboardingReward(type, proof);
    expect(reward.valEarned).toBe(val);
    expect(reward.capacityGenerated).toBe(capacity);
    expect(Number.isInteger(reward.valEarned)).toBe(true);
    expect(Number.isInteger(reward.capacityGenerated)).toBe(true);
  });

  it("never pays less than the type's base, never more than base + cap", () => {
    for (const type of Object.keys(ONBOARDING_BASE) as AgentType[]) {
      for (const proof of [null, "x", "word ".repeat(1000), "a b c d e f g h i j k l m n o p q r s t u v w x y z ".repeat(50)]) {
        const { valEarned } = onboardingReward(type, proof);
        expect(valEarned).toBeGreaterThanOrEqual(ONBOARDING_BASE[type].val);
        expect(valEarned).toBeLessThanOrEqual(ONBOARDING_BASE[type].val + PROOF_BONUS_CAP);
      }
    }
  });

  it("a repeated word counts once", () => {
    expect(onboardingReward("user", "resonance ".repeat(200)).valEarned).toBe(11);
  });
});

describe("parseResonanceTags (spec §5: trimmed, split, empty items dropped, omitted if none left)", () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ["", undefined],
    [" , ,, ", undefined],
    ["ethics", ["ethics"]],
    [" ethics , consent,,  onboarding ", ["ethics", "consent", "onboarding"]],
    ["a,a, a", ["a"]],
    [["ethics", " consent "], ["ethics", "consent"]],
    [["a,b", "c"], ["a", "b", "c"]],
    [[" ", ""], undefined],
  ] as const)("parseResonanceTags(%j) = %j", (value, expected) => {
    expect(parseResonanceTags(value)).toEqual(expected);
  });
});

describe("onboarding input (spec §5)", () => {
  const messages = (input: unknown) => {
    const r = onboardSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it.each([
    [{ agentId: "a" }, [MESSAGES.merchantRequired]],
    [{ merchantNodeId: "  ", agentId: "a" }, [MESSAGES.merchantRequired]],
    [{ merchantNodeId: "m" }, [MESSAGES.agentIdRequired]],
    [{ merchantNodeId: "m", agentId: "   " }, [MESSAGES.agentIdRequired]],
    [{}, [MESSAGES.merchantRequired, MESSAGES.agentIdRequired]],
  ])("%j → %j", (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it("defaults the agent type to user and drops an empty proof", () => {
    expect(onboardSchema.parse({ merchantNodeId: " m ", agentId: " a ", initialProofOfThought: "  " })).toEqual({ merchantNodeId: "m", agentId: "a", agentType: "user" });
    expect(onboardSchema.parse({ merchantNodeId: "m", agentId: "a", agentType: "" }).agentType).toBe("user");
  });

  it("refuses an unknown agent type", () => {
    expect(onboardSchema.safeParse({ merchantNodeId: "m", agentId: "a", agentType: "robot" }).success).toBe(false);
  });
});

describe("offer input (spec §5)", () => {
  const base = { merchantNodeId: "m", glyphType: "◊", knowledgeCargo: "cargo" };
  const messages = (input: unknown) => {
    const r = offerSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it.each([
    [{ ...base, merchantNodeId: "" }, [MESSAGES.merchantRequired]],
    [{ ...base, glyphType: " " }, [MESSAGES.glyphTypeRequired]],
    [{ ...base, knowledgeCargo: undefined }, [MESSAGES.cargoRequired]],
    [{ ...base, valPrice: 0 }, [MESSAGES.priceMin]],
    [{ ...base, valPrice: "0" }, [MESSAGES.priceMin]],
    [{ ...base, valPrice: -5 }, [MESSAGES.priceMin]],
    [{ ...base, valPrice: 1.5 }, ["Price must be a whole number of VAL"]],
    [{ ...base, valPrice: "abc" }, ["Price must be a number of VAL"]],
  ])("%j → %j", (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it.each([
    [{}, 1, undefined],
    [{ valPrice: "" }, 1, undefined],
    [{ valPrice: "7", resonanceTags: " a, b ,," }, 7, ["a", "b"]],
    [{ valPrice: 3, resonanceTags: ["x", " "] }, 3, ["x"]],
    [{ resonanceTags: " , " }, 1, undefined],
  ])("%j → price %i, tags %j", (extra, price, tags) => {
    const parsed = offerSchema.parse({ ...base, ...extra });
    expect(parsed.valPrice).toBe(price);
    expect(parsed.resonanceTags).toEqual(tags);
  });
});

describe("onboardedDescription (spec §8)", () => {
  it("uses the server's message, or 'VAL earned: X, Capacity: Y'", () => {
    expect(onboardedDescription({ message: "Welcome", valEarned: 3, capacityGenerated: 1 })).toBe("Welcome");
    expect(onboardedDescription({ valEarned: 13, capacityGenerated: 2 })).toBe("VAL earned: 13, Capacity: 2");
  });
});

describe("the forms' own checks (before sending)", () => {
  it.each([
    [{}, { merchantNodeId: [MESSAGES.merchantRequired], agentId: [MESSAGES.agentIdRequired] }],
    [{ merchantNodeId: "m", agentId: " " }, { agentId: [MESSAGES.agentIdRequired] }],
    [{ merchantNodeId: "m", agentId: "a" }, {}],
  ])("onboarding %j → %j", (values, expected) => {
    expect(onboardingFormErrors(values)).toEqual(expected);
  });

  const ok = { merchantNodeId: "m", glyphType: "◊", knowledgeCargo: "c" };
  it.each([
    [{}, { merchantNodeId: [MESSAGES.merchantRequired], glyphType: [MESSAGES.glyphTypeRequired], knowledgeCargo: [MESSAGES.cargoRequired] }],
    [{ ...ok, valPrice: "0" }, { valPrice: [MESSAGES.priceMin] }],
    [{ ...ok, valPrice: "1.5" }, { valPrice: ["Price must be a whole number of VAL"] }],
    [{ ...ok, valPrice: "x" }, { valPrice: ["Price must be a number of VAL"] }],
    [{ ...ok, valPrice: "" }, {}],
    [{ ...ok, valPrice: "3" }, {}],
  ])("offer %j → %j", (values, expected) => {
    expect(offerFormErrors(values)).toEqual(expected);
  });
});
