/** Who the caller is. (The document, the docs and the health check are still routes of their own.) */
import { z } from "zod";
import { endpoint } from "../endpoint.server";

export const metaEndpoints = [
  endpoint({
    method: "get",
    path: "/api/operator/me",
    summary: "Who the caller is (checks an API token).",
    tag: "meta",
    access: "operator",
    response: z.object({ id: z.string(), email: z.string() }),
    handler: async ({ operator }) => ({ id: operator!.id, email: operator!.email }),
  }),
];
