import type { LoaderFunctionArgs } from "@remix-run/node";
import { getHealth } from "~/domain/health.server";
import { json } from "~/infra/http.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const health = await getHealth(context.services);
  return json(health, { status: health.db === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
