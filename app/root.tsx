import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { SiteHeader } from "./components/layout/site-header";
import { useNonce } from "./components/nonce";
import { ToastProvider } from "./components/ui/toaster";
import { getOperator } from "./infra/auth-guard.server";
import { takeToast } from "./infra/toast.server";
import stylesheet from "./tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Trinity Mesh — watch multiple AIs think together" },
  { name: "description", content: "Ask a question and watch Solace, Manus and Ignith deliberate live on a sovereign AI mesh." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ toast, headers }, operator] = await Promise.all([takeToast(request), getOperator(request, context)]);
  return data(
    { toast, operatorEmail: operator?.email ?? null },
    headers ? { headers } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  // Marks the document once React has hydrated (also under the error boundary, e.g. the 404 page):
  // browser tests wait on it before using enhanced controls.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d17" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-full">
        <ToastProvider initial={root?.toast ?? null}>
          <SiteHeader operatorEmail={root?.operatorEmail ?? null} />
          <main id="main" className="mx-auto max-w-7xl px-4 pb-24 pt-6">
            {children}
          </main>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function NotFound() {
  return (
    <section className="mx-auto max-w-xl py-20 text-center">
      <p aria-hidden="true" className="text-6xl text-ignith">
        ∅
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-mesh-muted">This path is not part of the mesh. The thread you followed may have moved or never existed.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary no-underline">
          Back to home
        </Link>
        <Link to="/swarm" className="btn-outline no-underline">
          Ask the Trinity Mesh
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Something went wrong while rendering this page. Please try again in a moment.";
  return (
    <section className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-3xl font-bold">{status === 500 ? "The mesh stumbled" : `Error ${status}`}</h1>
      <p className="mt-3 text-mesh-muted">{message}</p>
      <Link to="/" className="btn-primary mt-8 no-underline">
        Back to home
      </Link>
    </section>
  );
}
