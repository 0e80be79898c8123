import { GeneralErrorBoundary, NotFound } from "~/components/shared/error-boundary";
import { invariantResponse } from "~/lib/invariant";

/** Any path outside the route table: "Page Not Found" with HTTP 404. */
export async function loader() {
  invariantResponse(false, "Not Found");
}

export async function action() {
  invariantResponse(false, "Not Found");
}

export default function CatchAll() {
  return <NotFound />;
}

export const meta = () => [{ title: "Page Not Found · Trinity Mesh" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
