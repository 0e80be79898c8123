import type { LoaderFunctionArgs } from "@remix-run/node";
import { DOC_NAMES, loadDoc } from "~/domain/docs.server";
import { jsonError } from "~/infra/http.server";

/** GET /api/docs/:name — the product's documents as an HTML page, or the markdown source (?format=md or Accept: text/markdown). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const doc = await loadDoc(name);
  if (!doc) {
    return jsonError("not_found", `No document named "${name.slice(0, 80)}". Documents: ${DOC_NAMES.join(", ")}.`);
  }
  const url = new URL(request.url);
  const markdown = url.searchParams.get("format") === "md" || (request.headers.get("Accept") ?? "").includes("text/markdown");
  return new Response(markdown ? doc.markdown : doc.html, {
    status: 200,
    headers: {
      "Content-Type": markdown ? "text/markdown; charset=utf-8" : "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      Vary: "Accept",
    },
  });
}
