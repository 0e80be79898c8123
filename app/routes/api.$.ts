import { jsonError } from "~/infra/http.server";

function notFound({ request }: { request: Request }) {
  const path = new URL(request.url).pathname;
  return jsonError("not_found", `No API endpoint at ${request.method} ${path.slice(0, 200)}.`);
}

export const loader = notFound;
export const action = notFound;
