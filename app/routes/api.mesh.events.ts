import type { LoaderFunctionArgs } from "@remix-run/node";
import { listEvents } from "~/domain/mesh.server";
import { json } from "~/infra/http.server";
import { clampLimit } from "~/lib/limits";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = clampLimit(new URL(request.url).searchParams.get("limit"), 50);
  return json(await listEvents(context.services.db, limit));
}
