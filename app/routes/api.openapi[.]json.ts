import { openApiJson } from "~/infra/openapi.server";

/** GET /api/openapi.json — the API description (OpenAPI 3.1), generated once per process from the routes' zod schemas. */
export function loader() {
  return new Response(openApiJson(), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
