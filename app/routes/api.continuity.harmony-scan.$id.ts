import type { LoaderFunctionArgs } from "@remix-run/node";
import { getScan, scanModules } from "~/domain/continuity.server";
import { json, jsonError } from "~/infra/http.server";

/** One scan with its modules (what POST /api/continuity/harmony-scan's Location points at). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const scan = await getScan(context.services.db, params.id ?? "");
  if (!scan) return jsonError("not_found", "There is no harmony scan with this id.");
  return json({ ...scan, modules: await scanModules(context.services.db, scan.id) }, { headers: { "Cache-Control": "no-store" } });
}
