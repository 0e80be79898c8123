/**
 * A confirmation step is URL state, so it works without JavaScript and can be linked:
 * `?confirm=<action>&<subject>=<id>` opens it, the same URL without those two parameters closes
 * it. The destructive form post itself lives inside the confirmation; the page's other query
 * parameters (a tab, a filter) are kept on both links.
 */
export interface ConfirmStep {
  /** The value of `?confirm=` (e.g. "revoke"). */
  action: string;
  /** The parameter that names what is acted on (e.g. "token" for `&token=<id>`). */
  subject: string;
}

/** Longest id read from the URL; a longer value opens nothing. */
const MAX_ID = 100;

/** The id the URL asks to confirm `step` for, or null when it asks for nothing (or something else). */
export function confirmingId(search: string | URLSearchParams, step: ConfirmStep): string | null {
  const params = new URLSearchParams(search);
  if (params.get("confirm") !== step.action) return null;
  const id = (params.get(step.subject) ?? "").trim();
  return id && id.length <= MAX_ID ? id : null;
}

function href(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The link that opens the confirmation of `step` for `id`, keeping the page's other parameters. */
export function confirmHref(pathname: string, search: string | URLSearchParams, step: ConfirmStep, id: string): string {
  const params = new URLSearchParams(search);
  params.set("confirm", step.action);
  params.set(step.subject, id);
  return href(pathname, params);
}

/** The link that closes the confirmation (Cancel): the same page without the confirmation's parameters. */
export function cancelHref(pathname: string, search: string | URLSearchParams, step: ConfirmStep): string {
  const params = new URLSearchParams(search);
  params.delete("confirm");
  params.delete(step.subject);
  return href(pathname, params);
}
