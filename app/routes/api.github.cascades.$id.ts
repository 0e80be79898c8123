import type { LoaderFunctionArgs } from "@remix-run/node";
import { cascadeReport } from "~/domain/deploy.server";
import { requireOperator } from "~/infra/auth-guard.server";
import { json, jsonError } from "~/infra/http.server";

/** A cascade's status, progress and per-node results (glyphseeds are never returned here: fingerprints only). Operator only. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireOperator(request, context);
  const report = await cascadeReport(context.services.db, String(params.id ?? ""));
  if (!report) return jsonError("not_found", "No such cascade.");
  return json(report, { headers: { "Cache-Control": "no-store" } });
}
