import { describe, expect, it } from "vitest";
import { analyzeQuestion } from "../../app/domain/trinity/analysis.server";
import { planAnswer } from "../../app/domain/trinity/plan.server";

const published = (question: string) => planAnswer(question, analyzeQuestion(question)).publish;

/**
 * Issue 31: a question about the asker's own life never reaches the public archive, whatever the
 * conversation's choice; questions about the mesh, and choices of taste with no guide, still do.
 */
describe("questions about the asker's own life leave nothing public behind", () => {
  it.each([
    "I've been burned out for months and I dread every Monday. What can I do?",
    "My elderly mother keeps falling at home. How do I help her?",
    "I was diagnosed with type 2 diabetes last week, what should I eat?",
    "I feel so lonely since my divorce",
    "Should I quit my job to start an art studio with my sister Maria?",
    "How do I tell my landlord I can't pay this month's rent?",
    "I have a sharp pain in my lower right side since this morning",
    "My son is being bullied at school, what do I do?",
    "Should I sue my employer for unpaid overtime?",
  ])("%s", (question) => {
    const plan = planAnswer(question, analyzeQuestion(question));
    expect(plan.personal).toBe(true);
    expect(plan.publish).toBe(false);
  });

  it.each([
    "What does the Glyph Heatmap show?",
    "How do observer nodes prove they are alive?",
    "How is VAL minted in the mesh?",
    "Should our village share the well water equally during the long drought?",
    "Should our choir rehearse on Tuesdays or on Thursdays?",
    "How should our small team plan a community garden that the whole neighbourhood can share?",
  ])("%s: about the mesh or a group's plan, still published", (question) => {
    expect(published(question)).toBe(true);
  });
});
