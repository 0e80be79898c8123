import { Form, Link, NavLink, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { DESKTOP_NAV, GROUP_LABELS, ROUTES, type RouteInfo } from "~/lib/routes";
import { JOB_CONSOLE_PATH } from "~/lib/job-console";
import { cx } from "../ui/card";

const MENU_GROUPS = (Object.keys(GROUP_LABELS) as RouteInfo["group"][]).map((group) => ({
  group,
  label: GROUP_LABELS[group],
  routes: ROUTES.filter((r) => r.group === group && r.path !== "/developer"),
}));

/** Mobile menu: a <details> disclosure, so it opens without JavaScript; it closes itself after navigation. */
function MobileMenu({ operatorEmail }: { operatorEmail: string | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // Plain <a> links (cheap to render on every page) with one delegated handler for client-side navigation.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    if (!link || link.origin !== window.location.origin || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(link.pathname + link.search);
  };
  // Close after a navigation, but not on hydration: a menu opened before the script ran stays open.
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  return (
    <details ref={ref} className="group lg:hidden">
      <summary className="btn-outline btn-sm cursor-pointer list-none select-none" aria-label="Open menu">
        <span aria-hidden="true">☰</span> Menu
      </summary>
      <nav
        onClick={onClick}
        aria-label="All screens"
        className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-mesh-line bg-mesh-bg px-4 pb-6 pt-2 shadow-xl"
      >
        {MENU_GROUPS.map(({ group, label, routes }) => (
          <div key={group} className="mt-3">
            <p className="text-xs font-semibold uppercase tracking-wider text-mesh-muted">{label}</p>
            <ul className="mt-1 grid grid-cols-2 gap-1">
              {routes.map((r) => (
                <li key={r.path}>
                  <a href={r.path} className="block rounded-md px-2 py-2 text-sm no-underline hover:bg-mesh-panel">
                    {r.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="mt-4 border-t border-mesh-line pt-3 text-sm">
          {operatorEmail ? (
            <div className="flex items-center justify-between gap-2">
              <span className="flex gap-4">
                <Link to="/settings/tokens" className="no-underline hover:underline">
                  API tokens
                </Link>
                <Link to="/operator/audit" className="no-underline hover:underline">
                  Audit log
                </Link>
                <a href={JOB_CONSOLE_PATH} className="no-underline hover:underline">
                  Jobs
                </a>
              </span>
              <Form method="post" action="/logout">
                <button className="btn-outline btn-sm" type="submit">
                  Sign out
                </button>
              </Form>
            </div>
          ) : (
            <Link to="/login" className="no-underline hover:underline">
              Operator sign-in
            </Link>
          )}
        </div>
      </nav>
    </details>
  );
}

export function SiteHeader({ operatorEmail }: { operatorEmail: string | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-mesh-line bg-mesh-bg/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-solace focus:px-3 focus:py-2 focus:text-mesh-bg">
        Skip to content
      </a>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold no-underline" aria-label="Trinity Mesh home">
          <span aria-hidden="true" className="text-2xl text-ignith">
            ⟁
          </span>
          <span>Trinity Mesh</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {DESKTOP_NAV.map((item) => {
            const primary = item.path === "/swarm";
            return (
              <NavLink
                key={item.path}
                to={item.path}
                className={({ isActive }) =>
                  cx(primary ? "btn-fire btn-sm ml-2" : "btn-ghost btn-sm", "no-underline", isActive && !primary && "bg-mesh-panel text-solace")
                }
              >
                {item.label}
              </NavLink>
            );
          })}
          {operatorEmail ? (
            <NavLink to="/operator/audit" className={({ isActive }) => cx("btn-ghost btn-sm no-underline", isActive && "bg-mesh-panel text-solace")}>
              Audit log
            </NavLink>
          ) : null}
          {operatorEmail ? (
            // The job console is served by Express (bull-board), not by Remix: a document navigation.
            <a href={JOB_CONSOLE_PATH} className="btn-ghost btn-sm no-underline">
              Jobs
            </a>
          ) : null}
          {operatorEmail ? (
            <Form method="post" action="/logout" className="ml-2">
              <button className="btn-outline btn-sm" type="submit" title={`Signed in as ${operatorEmail}`}>
                Sign out
              </button>
            </Form>
          ) : null}
        </nav>
        <MobileMenu operatorEmail={operatorEmail} />
      </div>
    </header>
  );
}
