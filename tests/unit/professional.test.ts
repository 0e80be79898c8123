import { describe, expect, it } from "vitest";
import { professionalDomain } from "../../app/lib/professional";

describe("where a professional's judgement matters", () => {
  it.each([
    ["I've had a dull headache most afternoons for two weeks", "medical"],
    ["My back hurts after sitting at my desk all day", "medical"],
    ["My son has a rash on his arm", "medical"],
    ["I turned my ankle and it's bruised", "medical"],
    ["I burnt my finger on the oven", "medical"],
    ["my mum's speech went slurred suddenly", "medical"],
    ["my son bumped his head at school and now he's sleepy", "medical"],
    ["My landlord won't give my deposit back, can I sue him?", "legal"],
    ["Do I need a lawyer for my divorce?", "legal"],
    ["Should I put my savings into crypto?", "financial"],
    ["How do I pay off my credit card debt?", "financial"],
  ])("%j → %s", (text, domain) => {
    expect(professionalDomain(text)).toBe(domain);
  });

  it.each(["How do I sleep better?", "What's the capital of France?", "Should I learn Spanish or Japanese?", "How do I make friends in a new city?", "I burned the toast again"])("%j needs no professional", (text) => {
    expect(professionalDomain(text)).toBeNull();
  });
});
