import type { LoaderFunctionArgs } from "@remix-run/node";
import { archiveStats } from "~/domain/recursive-archive.server";
import { json } from "~/infra/http.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json(await archiveStats(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
