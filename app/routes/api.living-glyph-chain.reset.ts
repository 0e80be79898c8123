import type { ActionFunctionArgs } from "@remix-run/node";
import { resetChain } from "~/domain/chain.server";
import { json, postOnly } from "~/infra/http.server";

/** Takes the visitor's chain back to phase 1. The body, if any, is ignored. */
export async function action({ context }: ActionFunctionArgs) {
  return json(await resetChain(context.services.db, context.visitorId), { headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;
