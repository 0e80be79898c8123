import type { LoaderFunctionArgs } from "@remix-run/node";
import { archiveStats, recentArchiveEvents } from "~/domain/recursive-archive.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** The newest recursive-archive events (a map of id → event) with the archive's stats. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 10);
  const { db } = context.services;
  const [events, stats] = await Promise.all([recentArchiveEvents(db, limit), archiveStats(db)]);
  return json({ events, stats }, { headers: { "Cache-Control": "no-store" } });
}
