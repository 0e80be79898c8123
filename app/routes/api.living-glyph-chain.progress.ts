import type { ActionFunctionArgs } from "@remix-run/node";
import { progressChain } from "~/domain/chain.server";
import { json, postOnly } from "~/infra/http.server";

/** Advances the visitor's chain one phase, never past 4. The body, if any, is ignored. */
export async function action({ context }: ActionFunctionArgs) {
  return json(await progressChain(context.services.db, context.visitorId), { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
