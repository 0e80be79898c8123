import type { LoaderFunctionArgs } from "@remix-run/node";
import { readEntropyAlerts } from "~/domain/entropy.server";
import { json } from "~/infra/http.server";

/** One alert per core, and one for the whole glyph set, whose redundancy is above the threshold. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await readEntropyAlerts(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
