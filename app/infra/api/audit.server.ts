/** The operator audit log as JSON: the same filtered, paged read as /operator/audit. */
import { z } from "zod";
import { listOperatorActions } from "../../domain/audit.server";
import { AUDIT_PAGE_SIZE, parseAuditDate, type AuditFilter } from "../../lib/audit";
import { auditActionSchema, auditPageSchema, auditResultSchema } from "../../lib/audit.schema";
import { endpoint } from "../endpoint.server";

const DATE_MESSAGE = "Use a date (YYYY-MM-DD) or an ISO 8601 date-time.";
const auditDate = (bound: "from" | "to", example: string) =>
  z
    .string()
    .max(40)
    .refine((v) => parseAuditDate(v, bound) !== null, DATE_MESSAGE)
    .optional()
    .meta({ description: bound === "from" ? "Entries at or after this time." : "Entries before this time (a date means the end of that day).", example });

export const auditEndpoints = [
  endpoint({
    method: "get",
    path: "/api/operator/audit",
    summary: "The operator audit log, newest first: who did what, on which target, with which result (filtered, 50 a page).",
    tag: "operator",
    access: "operator",
    query: z.object({
      action: auditActionSchema.optional().meta({ description: "One action (e.g. node.approve)." }),
      actor: z.string().trim().max(200).optional().meta({ description: "A part of the operator's email or the token's name.", example: "operator@" }),
      result: auditResultSchema.optional(),
      from: auditDate("from", "2026-01-01"),
      to: auditDate("to", "2026-12-31"),
      page: z
        .string()
        .regex(/^\d{1,7}$/, "page is a whole number from 1.")
        .refine((v) => Number(v) >= 1, "page is a whole number from 1.")
        .optional()
        .meta({ description: "The page, from 1.", example: "1" }),
    }),
    response: auditPageSchema,
    handler: async ({ services, query }) => {
      const filter: AuditFilter = {
        action: query.action,
        actor: query.actor || undefined,
        result: query.result,
        from: query.from ? parseAuditDate(query.from, "from")! : undefined,
        to: query.to ? parseAuditDate(query.to, "to")! : undefined,
      };
      return listOperatorActions(services.db, filter, query.page ? Number(query.page) : 1, AUDIT_PAGE_SIZE);
    },
  }),
];
