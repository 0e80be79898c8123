import type { LoaderFunctionArgs } from "@remix-run/node";
import { engagementStatus } from "~/domain/engagement.server";
import { json } from "~/infra/http.server";

/** The visitor's guest wallet: {walletId, points, badges, history}. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await engagementStatus(context.services.db, context.visitorId), { headers: { "Cache-Control": "no-store" } });
}
