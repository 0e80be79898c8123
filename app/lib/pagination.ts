/**
 * Page arithmetic for long server-rendered lists (?page= in the URL, so a page can be linked and
 * followed without JavaScript). Pure and client-safe.
 */

/** Highest page number a URL may ask for (beyond it the request is treated as the last page anyway). */
export const MAX_PAGE = 10_000;

/** `?page=` as a page number: a positive whole number, 1 when absent or not a number. */
export function parsePage(raw: string | null | undefined): number {
  const value = (raw ?? "").trim();
  if (!/^\d{1,6}$/.test(value)) return 1;
  const n = Number(value);
  return n < 1 ? 1 : Math.min(n, MAX_PAGE);
}

export interface PageWindow {
  /** The page shown, 1-based: the requested one, kept inside 1..pages. */
  page: number;
  /** How many pages there are (at least 1: an empty list is one empty page). */
  pages: number;
  size: number;
  total: number;
  /** Rows to skip to reach the page. */
  offset: number;
  /** 1-based positions of the first and last item shown (0 and 0 when the list is empty). */
  first: number;
  last: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Which slice of `total` items page `requested` shows, `size` a page; a page past the end shows the last one. */
export function pageWindow(total: number, requested: number, size: number): PageWindow {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`A page holds at least one item (got ${size}).`);
  const count = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const pages = Math.max(1, Math.ceil(count / size));
  const page = Math.min(pages, Math.max(1, Number.isFinite(requested) ? Math.floor(requested) : 1));
  const offset = (page - 1) * size;
  return {
    page,
    pages,
    size,
    total: count,
    offset,
    first: count === 0 ? 0 : offset + 1,
    last: Math.min(offset + size, count),
    hasPrevious: page > 1,
    hasNext: page < pages,
  };
}

/** The URL of another page of the same list: the other query parameters stay, page 1 drops `page`. */
export function pageHref(pathname: string, search: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
