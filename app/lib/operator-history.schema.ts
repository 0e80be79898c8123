/** What /api/operator/history answers (client-safe): the operator home's charts. */
import { z } from "zod";
import { historySchema } from "./history.schema";

export const operatorHistorySchema = z.object({
  questions: historySchema,
  answerTime: historySchema.describe("Series p50 and p99: the answer time's percentiles per bucket, in ms (0 where none was answered)."),
  jobs: historySchema.nullable().describe("Series Completed and Failed, every queue together; null while the queues' Redis does not answer."),
  keptDays: z.number().int().positive().nullable().describe("CONVERSATIONS_RETENTION_DAYS: conversations idle longer are deleted, so questions older than this are not counted; null: kept forever."),
});
