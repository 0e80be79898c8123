/**
 * Issue 30, finding 3: after sign-in the browser goes only to a path on this site. `redirectTo` is
 * sent through the real /login form (query and hidden field) with the right password; the Location
 * must resolve, as a browser's URL parser resolves it, to this origin, and nothing may answer 500
 * (CR, LF and non-Latin-1 characters used to make the Location header throw).
 */
import { describe, expect, it } from "vitest";
import { baseUrl, form, Jar, OPERATOR } from "./helpers/http";

const FALLBACK = "/operator"; // the operator home (app/lib/routes.ts OPERATOR_HOME)

/** Each value and where the sign-in must land: its own path, or the fallback. */
const REDIRECTS: [string, string][] = [
  ["/velocity?tab=cycles", "/velocity?tab=cycles"],
  ["/ok?next=//evil", "/ok?next=//evil"],
  ["/ok#frag", "/ok#frag"],
  ["/%09/evil.example", FALLBACK],
  ["/\t/evil", FALLBACK],
  ["/\\evil", FALLBACK],
  ["\\/evil", FALLBACK],
  ["//evil", FALLBACK],
  ["/%2F/evil", FALLBACK],
  ["/%5C/evil", FALLBACK],
  ["%2F%2Fevil", FALLBACK],
  ["/%252F/evil", FALLBACK],
  ["https://evil.example", FALLBACK],
  ["javascript:alert(1)", FALLBACK],
  ["/\r\nSet-Cookie:x", FALLBACK],
  ["/%0d%0aX:y", FALLBACK],
  ["/\n/evil.example", FALLBACK],
  ["/é", "/%C3%A9"],
  ["/日本", "/%E6%97%A5%E6%9C%AC"],
  [" /x", FALLBACK],
  ["/x y", FALLBACK],
  ["/%FF", FALLBACK],
  ["", FALLBACK],
];

/** Where a browser goes given this Location (the WHATWG URL parser drops tabs and newlines, reads "\" as "/"). */
function landing(location: string | null): URL {
  expect(location).not.toBeNull();
  // Only printable ASCII can be in a header a browser reads as the server meant it.
  expect(location).toMatch(/^[\x21-\x7e]+$/);
  return new URL(location!, baseUrl());
}

describe("redirectTo after sign-in stays on this site", () => {
  it("has a table of at least 20 values", () => {
    expect(REDIRECTS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(REDIRECTS)("sign-in with redirectTo %j lands on %s", async (to, expected) => {
    const jar = new Jar();
    const query = `/login?redirectTo=${encodeURIComponent(to)}`;

    // The form page carries the value it will post back: on this site, or the fallback.
    const page = await jar.fetch(query, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    const hidden = /name="redirectTo" value="([^"]*)"/.exec(await page.text());
    expect(hidden).not.toBeNull();
    expect(new URL(hidden![1].replace(/&amp;/g, "&"), baseUrl()).origin).toBe(new URL(baseUrl()).origin);

    // The form posted with the raw value (an attacker's own form) and the right password.
    const res = await jar.fetch(query, { method: "POST", ...form({ email: OPERATOR.email, password: OPERATOR.password, redirectTo: to }) });
    expect(res.status).toBe(302);
    const url = landing(res.headers.get("location"));
    expect(url.origin).toBe(new URL(baseUrl()).origin);
    expect(`${url.pathname}${url.search}${url.hash}`).toBe(expected);
    expect(jar.has("tm_session")).toBe(true);

    // Signed in, the form page redirects at once: also on this site, also never a 500.
    const again = await jar.fetch(query);
    expect(again.status).toBe(302);
    expect(landing(again.headers.get("location")).origin).toBe(new URL(baseUrl()).origin);
  });
});
