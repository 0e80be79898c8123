import { Form, useLocation, useNavigate } from "@remix-run/react";
import { Link, NavLink } from "~/components/shared/link";
import { useEffect, useRef, type MouseEvent } from "react";
import { DESKTOP_NAV, GROUP_LABELS, OPERATOR_HOME, OPERATOR_PAGES, ROUTES, type RouteInfo } from "~/lib/routes";
import { Prerendered } from "../shared/prerendered";
import { cx } from "../ui/card";

const MENU_GROUPS = (Object.keys(GROUP_LABELS) as RouteInfo["group"][]).map((group) => ({
  group,
  label: GROUP_LABELS[group],
  routes: ROUTES.filter((r) => r.group === group && r.path !== "/developer"),
}));

const linkClass = "block rounded-md px-2 py-2 text-sm no-underline hover:bg-mesh-panel";

/** The "All screens" menu's links by group: plain <a> links, no state, so made once per process. */
function ScreenLinks() {
  return (
    <div className="lg:grid lg:grid-cols-5 lg:gap-4">
      {MENU_GROUPS.map(({ group, label, routes }) => (
        <div key={group} className="mt-3">
          <p className="text-xs font-semibold uppercase tracking-wider text-mesh-muted">{label}</p>
          <ul className="mt-1 grid grid-cols-2 gap-1 lg:grid-cols-1">
            {routes.map((r) => (
              <li key={r.path}>
                <a href={r.path} className={linkClass}>
                  {r.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The "All screens" menu, one for every width: on a phone it is the only menu ("Menu"), on a
 * desktop it sits after the header's buttons ("All screens"). A <details> disclosure, so it opens
 * without JavaScript; with it, it closes after a navigation, on Escape and on a click outside.
 */
function ScreensMenu({ operatorEmail }: { operatorEmail: string | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // Plain <a> links (cheap to render on every page) with one delegated handler for client-side navigation;
  // links marked data-document (the job console, served by Express) load as documents.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    if (!link || link.origin !== window.location.origin || "document" in link.dataset) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
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
  // Escape closes it (focus back on its button); so does a click or tap outside it.
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
  return (
    <details ref={ref} className="group" data-screens-menu="">
      <summary className="btn-outline btn-sm cursor-pointer list-none select-none">
        <span aria-hidden="true">☰</span> <span className="lg:hidden">Menu</span>
        <span className="hidden lg:inline">All screens</span>
      </summary>
      {/* Above the page's own fixed bars (the chat's question bar), scrolling inside the viewport. */}
      <nav
        onClick={onClick}
        aria-label="All screens"
        className="absolute inset-x-0 top-full z-10 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-mesh-line bg-mesh-bg px-4 pb-6 pt-2 shadow-xl lg:rounded-b-lg lg:border-x"
      >
        {/* The screens' links are the same on every page: their markup is made once (see Prerendered). */}
        <Prerendered data={MENU_GROUPS} name="screens-menu">
          {() => <ScreenLinks />}
        </Prerendered>
        <div className="mt-4 border-t border-mesh-line pt-3">
          <p className="text-xs font-semibold uppercase tracking-wider text-mesh-muted">Operator</p>
          {operatorEmail ? (
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap">
                {OPERATOR_PAGES.map((p) => (
                  <li key={p.path}>
                    <a href={p.path} className={linkClass} data-document={p.document ? "" : undefined}>
                      {p.label}
                    </a>
                  </li>
                ))}
              </ul>
              <Form method="post" action="/logout">
                <button className="btn-outline btn-sm" type="submit" title={`Signed in as ${operatorEmail}`}>
                  Sign out
                </button>
              </Form>
            </div>
          ) : (
            <ul className="mt-1">
              <li>
                <a href="/login" className={cx(linkClass, "inline-block")}>
                  Operator sign-in
                </a>
              </li>
            </ul>
          )}
        </div>
      </nav>
    </details>
  );
}

export function SiteHeader({ operatorEmail }: { operatorEmail: string | null }) {
  return (
    // Raised above the page's fixed bars while the menu is open, so each of its links can be tapped.
    <header data-site-header="" className="sticky top-0 z-40 border-b border-mesh-line bg-mesh-bg/95 backdrop-blur has-[details[open]]:z-[60]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-solace focus:px-3 focus:py-2 focus:text-mesh-bg">
        Skip to content
      </a>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold no-underline" aria-label="Trinity Mesh home">
          <span aria-hidden="true" className="text-2xl text-ignith">
            ⟁
          </span>
          <span>Trinity Mesh</span>
        </Link>
        <div className="flex items-center gap-1">
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {DESKTOP_NAV.map((item) => {
              const primary = item.path === "/swarm";
              return (
                <NavLink
                  key={item.path}
                  to={item.path}
                  className={({ isActive }) =>
                    cx(primary ? "btn-fire btn-sm mx-2" : "btn-ghost btn-sm", "no-underline", isActive && !primary && "bg-mesh-panel text-solace")
                  }
                >
                  {item.label}
                </NavLink>
              );
            })}
            {operatorEmail ? (
              <NavLink
                to={OPERATOR_HOME}
                end
                title={`Signed in as ${operatorEmail}`}
                className={({ isActive }) => cx("btn-ghost btn-sm no-underline", isActive && "bg-mesh-panel text-solace")}
              >
                Operator
              </NavLink>
            ) : null}
          </nav>
          <ScreensMenu operatorEmail={operatorEmail} />
        </div>
      </div>
    </header>
  );
}
