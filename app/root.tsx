import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { SiteHeader } from "./components/layout/site-header";
import { GeneralErrorBoundary } from "./components/shared/error-boundary";
import { useNonce } from "./components/nonce";
import { ToastProvider } from "./components/ui/toaster";
import { getOperator } from "./infra/auth-guard.server";
import { PRIVATE_NO_STORE, rootHeaders } from "./infra/page-headers.server";
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
  // A page for a signed-in operator, or one carrying a toast, is theirs alone (rootHeaders passes this on).
  if (operator || toast) {
    const own = headers ?? new Headers();
    own.set("Cache-Control", PRIVATE_NO_STORE);
    return data({ toast, operatorEmail: operator?.email ?? null }, { headers: own });
  }
  return data({ toast, operatorEmail: null }, headers ? { headers } : undefined);
}

export const headers = rootHeaders;

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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
