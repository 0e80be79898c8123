import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPatterns } from "~/domain/evolution.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

/** {all, novel}: patterns most recently seen first (patternType, description, isNovel, impact, frequency, participantTypes, glyphSignature). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 100);
  return json(await listPatterns(context.services.db, limit), { headers: { "Cache-Control": "no-store" } });
}
