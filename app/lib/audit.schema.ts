/** What the operator audit endpoint answers (client-safe; the domain's types are inferred from these). */
import { z } from "zod";
import { timestamp } from "./api.schema";
import { AUDIT_ACTIONS, AUDIT_RESULTS } from "./audit";

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: timestamp,
    actorKind: z.enum(["session", "token"]),
    actorId: z.string(),
    actorName: z.string(),
    operatorEmail: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
    result: z.enum(AUDIT_RESULTS),
    message: z.string().nullable(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: "AuditPage" });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export const auditResultSchema = z.enum(AUDIT_RESULTS);
