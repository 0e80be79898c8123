import type { LoaderFunctionArgs } from "@remix-run/node";
import { guestWalletDemo } from "~/domain/continuity.server";
import { json } from "~/infra/http.server";

/** What a guest wallet is (ephemeral; the screen shows the card disabled). */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(guestWalletDemo(context.visitorId), { headers: { "Cache-Control": "no-store" } });
}
