import { describe, expect, it } from "vitest";
import { weighChoice } from "../../app/domain/trinity/choice.server";

describe("weighing a choice: a cue decides, and the reason names it", () => {
  it.each([
    // [options, the conversation's words, the option picked, the cue the reason must name]
    [["Spanish", "Japanese"], "Spanish or Japanese first? I travel to Mexico twice a year", 0, /Mexico/],
    [["Spanish", "Japanese"], "My partner is Japanese. Which should I learn, Spanish or Japanese?", 1, /partner/],
    [["French", "German"], "We're moving to Vienna next spring. French or German?", 1, /Vienna/],
    [["Slack", "Teams"], "Should we use Slack or Teams? We already use Teams for meetings", 1, /already use Teams/],
    [["Python", "JavaScript"], "Python or JavaScript? I already know JavaScript a little", 1, /already know JavaScript/],
    [["renting", "buying a home"], "rent or buy a home in my thirties, I want to settle", 1, /your thirties/],
    [["renting", "buying a flat"], "rent or buy a flat? I'm only here for a year", 0, /a year/],
    [["a cat", "a dog"], "a cat or a dog? we have two small kids", 0, /young children/],
    [["taking the train", "flying"], "train or fly to Vienna? It's about 4 hours by rail", 0, /4 hours/],
    [["taking the train", "flying"], "train or fly to Lisbon? about 20 hours by rail", 1, /20 hours/],
    [["a used car", "a new car"], "Should I buy a used car or a new car? money is tight", 0, /money is tight/],
    [["repairing your laptop", "buying a new one"], "repair my laptop or buy a new one, I'm on a student budget", 0, /budget/],
    [["paying off your student loan faster", "putting the money into investments"], "Pay off my loan or invest? The loan is at 6.8% interest.", 0, /6\.8% interest/],
    [["paying off your student loan faster", "putting the money into investments"], "Pay off my loan or invest? The loan is at 6.8% interest. What if the interest rate were 2% instead?", 1, /2% interest/],
  ])("%j in %j → option %i", (options, text, pick, cue) => {
    const weighed = weighChoice(options, text);
    expect(weighed.pick).toBe(pick);
    expect(weighed.reason).toMatch(cue);
    expect(weighed.deciders).toEqual([]);
  });
});

describe("weighing a choice: nothing decides, nothing is picked", () => {
  it.each([
    [["React", "Vue"], "React or Vue?"],
    [["Spanish", "Japanese"], "Spanish or Japanese first?"],
    [["coffee", "tea"], "Coffee or tea in the morning?"],
    [["paying off your loan", "investing the money"], "pay off my loan early or invest the money?"],
    [["medicine", "law"], "Should I study medicine or law?"],
    [["Lisbon", "Berlin"], "Lisbon or Berlin for our office?"],
  ])("%j in %j: no pick, one or two deciding questions naming the options", (options, text) => {
    const weighed = weighChoice(options, text);
    expect(weighed.pick).toBeNull();
    expect(weighed.reason).toBeNull();
    expect(weighed.deciders.length).toBeGreaterThanOrEqual(1);
    const said = weighed.deciders.join(" ");
    for (const o of options) expect(said).toContain(o);
  });
});
