import { NotFound } from "~/root";

/** Any path outside the route table: "Page Not Found" with HTTP 404. */
export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export const meta = () => [{ title: "Page Not Found · Trinity Mesh" }];
