/** What the conversation endpoints answer (client-safe). */
import { z } from "zod";
import { timestamp } from "./api.schema";

export const conversationSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    protocol: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
    messageCount: z.number().int(),
    turnCount: z.number().int(),
    private: z.boolean(),
  })
  .meta({ id: "ConversationSummary" });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

const sourceSchema = z.object({ title: z.string(), href: z.string() });

/** A turn also carries what the archive recalled for it (memoriesRecalled, memoryPatterns): the domain type has them. */
export const conversationDetailSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    private: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    turns: z.array(
      z.object({
        question: z.string(),
        askedAt: timestamp,
        thoughts: z.array(z.object({ agent: z.string(), glyph: z.string(), content: z.string(), sources: z.array(sourceSchema) })),
      }),
    ),
  })
  .meta({ id: "ConversationDetail" });
