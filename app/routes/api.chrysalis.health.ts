import type { LoaderFunctionArgs } from "@remix-run/node";
import { chrysalisHealth } from "~/domain/chrysalis.server";
import { json } from "~/infra/http.server";

/** {typescript_healthy, typescript_port, database, redis, python_available, python_port, python_version, python_error, checked_at}; polled every 5 s by /chrysalis. */
export async function loader({ context }: LoaderFunctionArgs) {
  return json(await chrysalisHealth(context.services), { headers: { "Cache-Control": "no-store" } });
}
