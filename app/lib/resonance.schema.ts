/** The zod schemas of contributions and feedback (server side: API routes and the page action). Kept apart from
 * ./resonance so the browser bundle, which imports the pure rules, never pulls zod in. */
import { z } from "zod";
import { CONTRIBUTION_GLYPHS, CONTRIBUTOR_NAME_MAX, FEEDBACK_GLYPH_MAX, IMPACT_DESCRIPTION_MAX, isContributionGlyph, parseScore } from "./resonance";

const required = (message: string) => ({ error: message, abort: true });

/**
 * A contribution (spec §2.8, §5): the API route, the screen's action and its form share it.
 * Name, glyph type and description are required; the score never fails (empty or invalid → 1).
 */
export const contributionSchema = z.object({
  contributorName: z
    .string({ error: "Contributor name is required." })
    .trim()
    .min(1, required("Contributor name is required."))
    .max(CONTRIBUTOR_NAME_MAX, `Contributor name must be at most ${CONTRIBUTOR_NAME_MAX} characters.`),
  glyphType: z
    .string({ error: "Glyph type is required." })
    .trim()
    .min(1, required("Glyph type is required."))
    .refine(isContributionGlyph, `Glyph type must be one of ${CONTRIBUTION_GLYPHS.join(" ")}.`),
  impactDescription: z
    .string({ error: "Impact description is required." })
    .trim()
    .min(1, required("Impact description is required."))
    .max(IMPACT_DESCRIPTION_MAX, `Impact description must be at most ${IMPACT_DESCRIPTION_MAX.toLocaleString("en-US")} characters.`),
  score: z.unknown().optional().transform(parseScore),
});
export type ContributionInput = z.infer<typeof contributionSchema>;

/** Symbolic feedback: only the glyph is read; resonance and response are the server's to compute. */
export const feedbackSchema = z.object({
  glyphInput: z
    .string({ error: "Please enter a symbolic glyph" })
    .trim()
    .min(1, required("Please enter a symbolic glyph"))
    .max(FEEDBACK_GLYPH_MAX, `A glyph is at most ${FEEDBACK_GLYPH_MAX} characters.`),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;
