import type { LoaderFunctionArgs } from "@remix-run/node";
import { readEntropySummary } from "~/domain/entropy.server";
import { json } from "~/infra/http.server";

/** Shannon entropy of glyph usage over the mesh and its 8 cores, with the 60% redundancy threshold. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await readEntropySummary(context.services.db), { headers: { "Cache-Control": "no-store" } });
}
