/** The zod schemas of contributions and feedback (server side: API routes and the page action). Kept apart from
 * ./resonance so the browser bundle, which imports the pure rules, never pulls zod in. */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { CONTRIBUTION_GLYPHS, CONTRIBUTION_RULES as C, FEEDBACK_RULES as F, isContributionGlyph, parseScore } from "./resonance";

const required = (message: string) => ({ error: message, abort: true });

/**
 * A contribution (spec §2.8, §5): the API route, the screen's action and its form share it.
 * Name, glyph type and description are required; the score never fails (empty or invalid → 1).
 */
export const contributionSchema = z.object({
  contributorName: z
    .string({ error: C.contributorName.required })
    .trim()
    .min(1, required(C.contributorName.required))
    .max(C.contributorName.maxLength, C.contributorName.tooLong),
  glyphType: z
    .string({ error: C.glyphType.required })
    .trim()
    .min(1, required(C.glyphType.required))
    .refine(isContributionGlyph, `Glyph type must be one of ${CONTRIBUTION_GLYPHS.join(" ")}.`),
  impactDescription: z
    .string({ error: C.impactDescription.required })
    .trim()
    .min(1, required(C.impactDescription.required))
    .max(C.impactDescription.maxLength, C.impactDescription.tooLong),
  score: z.unknown().optional().transform(parseScore),
});
export type ContributionInput = z.infer<typeof contributionSchema>;

/** Symbolic feedback: only the glyph is read; resonance and response are the server's to compute. */
export const feedbackSchema = z.object({
  glyphInput: z
    .string({ error: F.glyphInput.required })
    .trim()
    .min(1, required(F.glyphInput.required))
    .max(F.glyphInput.maxLength, F.glyphInput.tooLong),
});
export type FeedbackInput = z.infer<typeof feedbackSchema>;

// What the contribution and feedback endpoints answer (the domain's Contribution and SymbolicFeedback are inferred from these).

export const contributionRecordSchema = z
  .object({
    id: z.string(),
    contributorName: z.string(),
    glyphType: z.string(),
    impactDescription: z.string(),
    /** 0..10, one decimal. */
    score: z.number().min(0).max(10),
    timestamp,
  })
  .meta({ id: "Contribution" });
export type Contribution = z.infer<typeof contributionRecordSchema>;

export const symbolicFeedbackSchema = z
  .object({ id: z.string(), glyphInput: z.string(), response: z.string(), resonanceLevel: z.enum(["high", "medium", "low"]), timestamp })
  .meta({ id: "SymbolicFeedback" });
export type SymbolicFeedback = z.infer<typeof symbolicFeedbackSchema>;
