import { redirect } from "@remix-run/node";

/**
 * Browsers still ask for /favicon.ico on their own (a page without its icon link, e.g. while React
 * re-renders the document): the site's icon is /favicon.svg, so send them there instead of a 404
 * that shows up as a console error.
 */
export function loader() {
  return redirect("/favicon.svg", { status: 301, headers: { "Cache-Control": "public, max-age=86400" } });
}
