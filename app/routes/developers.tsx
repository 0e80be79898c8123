import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { endpointInfo, parseEndpoint, parseTab, type ApiEndpointId, type ApiTestResult } from "~/components/developers/endpoints";
import { OverviewScreen } from "~/components/developers/overview-screen";
import { listEvents, listNodes } from "~/domain/mesh.server";
import { listGlyphWeights } from "~/domain/glyphs.server";
import { listConversations, type Viewer } from "~/domain/conversations.server";
import { getOperator } from "~/infra/auth-guard.server";
import type { Services } from "~/infra/services.server";
import { errorFields, log } from "~/lib/log.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

/** The same domain calls, with the same limits, as the /api routes the tester names (conversations: the viewer's own; an operator's, everyone's). */
function readEndpoint(db: Services["db"], endpoint: ApiEndpointId, viewer: () => Promise<Viewer>): Promise<unknown> {
  switch (endpoint) {
    case "nodes":
      return listNodes(db);
    case "events":
      return listEvents(db, 50);
    case "conversations":
      return viewer().then((v) => listConversations(db, v, 50));
    case "glyphweights":
      return listGlyphWeights(db, 100);
  }
}

/** ?tab=quick-start|deploy|api, ?endpoint=nodes|events|conversations|glyphweights, ?run=1 (the API tester without JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tab = parseTab(params.get("tab"));
  const endpoint = parseEndpoint(params.get("endpoint"));
  let result: ApiTestResult | null = null;
  if (tab === "api" && params.get("run") === "1") {
    const { path } = endpointInfo(endpoint);
    try {
      const viewer = async (): Promise<Viewer> => ({ visitorId: context.visitorId, operator: (await getOperator(request, context)) !== null });
      const data = await readEndpoint(context.services.db, endpoint, viewer);
      result = { endpoint, path, body: JSON.stringify(data, null, 2), error: null };
    } catch (error) {
      log.error("api tester read failed", { endpoint, ...errorFields(error) });
      result = { endpoint, path, body: null, error: "500: Something went wrong on our side. Please try again." };
    }
  }
  return { tab, endpoint, result };
}

export default function DevelopersRoute() {
  const { tab, endpoint, result } = useLoaderData<typeof loader>();
  return <OverviewScreen tab={tab} endpoint={endpoint} result={result} />;
}

export const meta: MetaFunction = () => [
  { title: "Framework Overview · Trinity Mesh" },
  {
    name: "description",
    content: "Run Trinity Mesh in one command, deploy mesh nodes, and test the live JSON API: web app, model loader and sovereign nodes.",
  },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
