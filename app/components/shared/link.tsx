import { Link as RemixLink, NavLink as RemixNavLink, useLocation, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { forwardRef } from "react";

/**
 * A path from this site's root that React Router would write into `href` unchanged: only characters the
 * URL parser leaves as they are in a path, query and fragment, a `?` or `#` only with something after it
 * (React Router drops a bare one), and no empty or dot segments (checked apart: one pattern with nested
 * repetition would backtrack on a long odd path).
 */
const PLAIN_PATH = /^\/[\w\-.~!$&()*+,;=:@%/]*(?:\?[\w\-.~!$&()*+,;=:@%/?]+)?(?:#[\w\-.~!$&()*+,;=:@%/?]+)?$/;
const EMPTY_OR_DOT_SEGMENT = /\/\/|\/\.\.?(?:[/?#]|$)/;

export function isPlainPath(to: LinkProps["to"]): to is string {
  return typeof to === "string" && PLAIN_PATH.test(to) && !EMPTY_OR_DOT_SEGMENT.test(to);
}

/**
 * Remix's `<Link>`, written on the server as the `<a>` it renders when `to` is a plain path from the root
 * (nearly every link here): the same attributes, without resolving the path through the router's hooks
 * and a URL parse per link (~6% of a rendered page's server CPU). The browser always gets Remix's Link,
 * which hydrates that `<a>` and navigates; any other `to` (relative, an object) takes Remix's Link on
 * the server too. Use it instead of Remix's (an ESLint rule says so, for NavLink too).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  // Everything React Router and Remix read themselves; the rest goes to the <a>, as they pass it.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  const { to, prefetch, discover = "render", relative, reloadDocument, replace, state, preventScrollReset, viewTransition, unstable_viewTransition, ...rest } =
    props as LinkProps & { unstable_viewTransition?: boolean };
  /* eslint-enable @typescript-eslint/no-unused-vars */
  if (typeof document !== "undefined" || !isPlainPath(to)) return <RemixLink ref={ref} {...props} />;
  return <a {...rest} ref={ref} data-discover={discover === "render" && !reloadDocument ? "true" : undefined} href={to} />;
});

/**
 * Remix's `<NavLink>`, the same way: for a plain path the server decides "active" as React Router does
 * (the location's path is the link's, or below it unless `end`; case-insensitive unless `caseSensitive`;
 * nothing is pending or in a view transition on the server) and writes the <a> through the Link above.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const location = useLocation();
  const { "aria-current": ariaCurrent = "page", caseSensitive = false, className = "", end = false, style, to, viewTransition, children, ...rest } = props;
  if (typeof document !== "undefined" || !isPlainPath(to)) return <RemixNavLink ref={ref} {...props} />;
  const fold = (path: string) => (caseSensitive ? path : path.toLowerCase());
  const toPath = fold(to.replace(/[?#].*$/, ""));
  const here = fold(location.pathname);
  const slashAt = toPath !== "/" && toPath.endsWith("/") ? toPath.length - 1 : toPath.length;
  const isActive = here === toPath || (!end && here.startsWith(toPath) && here.charAt(slashAt) === "/");
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ")}
      style={typeof style === "function" ? style(state) : style}
      to={to}
      viewTransition={viewTransition}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
});
