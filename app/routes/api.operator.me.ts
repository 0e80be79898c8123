import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireOperator } from "~/infra/auth-guard.server";
import { json } from "~/infra/http.server";

/** Who am I? Lets scripts check an API token; 401 for visitors. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await requireOperator(request, context);
  return json({ id: operator.id, email: operator.email }, { headers: { "Cache-Control": "no-store" } });
}
