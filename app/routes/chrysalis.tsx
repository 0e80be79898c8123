import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ChrysalisScreen } from "~/components/chrysalis/chrysalis-screen";
import { chrysalisHealth } from "~/infra/chrysalis.server";
import { getOperator } from "~/infra/auth-guard.server";
import { settle } from "~/infra/settle.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

/**
 * The planes' health, checked once on the server (the browser then polls /api/chrysalis/health
 * every 5 s). Why the Python plane is unavailable (a configuration detail) is for operators: a
 * visitor's page neither shows nor carries it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [health, operator] = await Promise.all([settle("chrysalis: health", chrysalisHealth(context.services)), getOperator(request, context)]);
  const showOperatorDetails = operator !== null;
  return data(
    { health: health && !showOperatorDetails ? { ...health, python_error: null } : health, serverPort: context.services.env.PORT, showOperatorDetails },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Tabs and views are URL state over browser-side simulations: switching them does not reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

export default function ChrysalisRoute() {
  const { health, serverPort, showOperatorDetails } = useLoaderData<typeof loader>();
  return <ChrysalisScreen initialHealth={health} serverPort={serverPort} showOperatorDetails={showOperatorDetails} />;
}

export const meta: MetaFunction = () => [
  { title: "Chrysalis Console · Trinity Mesh" },
  { name: "description", content: "The symbolic-intelligence console: plane health, resonance map, spiral awakening, paradox probes, mythic fragments and the burn reclaimer." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
