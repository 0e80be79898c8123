import type { LoaderFunctionArgs } from "@remix-run/node";
import { listNodes } from "~/domain/mesh.server";
import { json } from "~/infra/http.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json(await listNodes(context.services.db));
}
