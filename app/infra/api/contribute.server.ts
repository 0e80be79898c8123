/** The contribution and symbolic feedback endpoints (spec §2.8): visitors read and write both. */
import { listContributions, listFeedback } from "../../domain/contributions.server";
import { contributionRecordSchema, contributionSchema, feedbackSchema, symbolicFeedbackSchema } from "../../lib/resonance.schema";
import { endpoint } from "../endpoint.server";
import { submitContribution, submitFeedback } from "../mesh-writes.server";
import { limitQuery } from "./params.server";

export const contributeEndpoints = [
  endpoint({
    method: "get",
    path: "/api/mesh-contributions",
    summary: "Contributions, newest first.",
    tag: "contribute",
    query: limitQuery(100),
    response: contributionRecordSchema.array(),
    handler: async ({ services, query }) => listContributions(services.db, query.limit),
  }),
  endpoint({
    method: "post",
    path: "/api/mesh-contributions",
    summary: "Submit a contribution (the score is clamped 0..10).",
    tag: "contribute",
    body: contributionSchema,
    example: { contributorName: "Ada", glyphType: "⟁", impactDescription: "Mapped the river sensors.", score: 7 },
    status: 201,
    response: contributionRecordSchema,
    handler: async ({ services, visitorId, body }) => (await submitContribution(services, visitorId, body)).contribution,
  }),
  endpoint({
    method: "get",
    path: "/api/symbolic-feedback",
    summary: "Symbolic feedback, newest first.",
    tag: "contribute",
    query: limitQuery(50),
    response: symbolicFeedbackSchema.array(),
    handler: async ({ services, query }) => listFeedback(services.db, query.limit),
  }),
  endpoint({
    method: "post",
    path: "/api/symbolic-feedback",
    summary: "Send a glyph; the server computes the response and resonance level.",
    tag: "contribute",
    body: feedbackSchema,
    example: { glyphInput: "⟁∞" },
    status: 201,
    response: symbolicFeedbackSchema,
    // A claimed response or resonanceLevel is ignored: the server computes both.
    handler: async ({ services, visitorId, body }) => submitFeedback(services, visitorId, body),
  }),
];
