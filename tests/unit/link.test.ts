/**
 * The site's <Link> (app/components/shared/link.tsx) writes a plain path's <a> itself on the server; it
 * must be the <a> Remix's Link writes, rendered inside a real RemixServer, for every prop a link here takes.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { Link, NavLink, isPlainPath } from "~/components/shared/link";
import { REMIX_REACT, tinyBuild } from "./fixtures/tiny-remix-build";

const require = createRequire(import.meta.url);
const { createRequestHandler } = require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");
const remix = require(REMIX_REACT) as typeof import("@remix-run/react");
const { createElement } = require("react") as typeof import("react");
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

type Props = import("@remix-run/react").LinkProps;
const plain: Props[] = [
  { to: "/" },
  { to: "/learn", children: "Learn" },
  { to: "/learn/", className: "btn-ghost btn-sm" },
  { to: "/learn?tab=path&q=a%20b", "aria-label": "Paths" },
  { to: "/docs/api.md#top", target: "_blank", rel: "noreferrer" },
  { to: "/swarm", prefetch: "intent", onClick: () => undefined, id: "ask" },
  { to: "/swarm", prefetch: "render" },
  { to: "/login", reloadDocument: true, replace: true, state: { from: "/" } },
  { to: "/valoir-mesh", discover: "none", preventScrollReset: true, viewTransition: true },
  { to: "/operator/audit.csv", download: "audit.csv", style: { color: "red" } },
];
const other: Props[] = [{ to: "learn" }, { to: "../x" }, { to: "/a/../b" }, { to: "/a//b" }, { to: "//evil.example" }, { to: "/a b" }, { to: "/x?" }, { to: "/x'y" }, { to: { pathname: "/x", search: "?a=1" } }, { to: "https://example.org/" }];

type NavProps = import("@remix-run/react").NavLinkProps;
const nav: NavProps[] = [
  { to: "/learn", children: "Learn" },
  { to: "/learn?tab=path", className: "btn" },
  { to: "/", className: ({ isActive }) => (isActive ? "on" : "off") },
  { to: "/", end: true },
  { to: "/le" },
  { to: "/LEARN", "aria-current": "step" },
  { to: "/LEARN", caseSensitive: true },
  { to: "/learn/", style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }) },
  { to: "/learn", end: true, title: "Signed in", children: ({ isActive }) => (isActive ? "here" : "there") },
  { to: "/learn/more", prefetch: "intent" },
  { to: "learn" },
];

/**
 * Each case's <a> as Remix's component and as ours, in one page at /learn: its attributes by name (their
 * order is not HTML's concern) and its text.
 */
async function anchors<P extends object>(cases: P[], theirs: import("react").ComponentType<P>, ours: import("react").ComponentType<P>) {
  const page = () =>
    createElement(
      "main",
      null,
      cases.flatMap((props, i) => [createElement(theirs, { key: `r${i}`, ...props }), createElement(ours, { key: `o${i}`, ...props })]),
    );
  const handler = createRequestHandler(tinyBuild(remix.RemixServer, createElement, renderToString, { page }), "production");
  const html = await (await handler(new Request("http://mesh.test/learn"))).text();
  const tags = [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/g)].map(([, attrs, text]) => ({
    attributes: Object.fromEntries([...attrs!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? ""]).sort()),
    text,
  }));
  expect(tags).toHaveLength(cases.length * 2);
  return cases.map((_, i) => ({ remix: tags[2 * i], ours: tags[2 * i + 1] }));
}

describe("the site's <Link> on the server", () => {
  it("takes the short way for plain paths from the root, and only for them", () => {
    expect(plain.map((p) => isPlainPath(p.to))).toEqual(plain.map(() => true));
    expect(other.map((p) => isPlainPath(p.to))).toEqual(other.map(() => false));
    // A long path that fails at its end is refused at once (a pattern that backtracks would not return).
    expect(isPlainPath(`/${"a".repeat(64)} `)).toBe(false);
    expect(isPlainPath(`/${"ab/".repeat(40)}?${"q".repeat(40)}#`)).toBe(false);
  });

  it("writes the <a> Remix's Link writes, for plain paths with every kind of prop", async () => {
    for (const { remix: theirs, ours } of await anchors(plain, remix.Link, Link)) expect(ours).toEqual(theirs);
  });

  it("and for every other `to`, which it leaves to Remix's Link", async () => {
    for (const { remix: theirs, ours } of await anchors(other, remix.Link, Link)) expect(ours).toEqual(theirs);
  });
});

describe("the site's <NavLink> on the server", () => {
  it("marks the same links active, with the same class, style, text and aria-current, as Remix's", async () => {
    const pairs = await anchors(nav, remix.NavLink, NavLink);
    for (const { remix: theirs, ours } of pairs) expect(ours).toEqual(theirs);
    // The cases cover both answers: at /learn, /learn (any case, with a query) is active; /, /le, /learn/,
    // /learn/more, the case-sensitive /LEARN and the relative learn (/learn/learn) are not.
    expect(pairs.map(({ ours }) => ours!.attributes["aria-current"] ?? null)).toEqual(["page", "page", null, null, null, "step", null, null, "page", null, null]);
  });
});
