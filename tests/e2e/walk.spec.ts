import { expect, test, type Page } from "@playwright/test";
import { OPERATOR_PAGES, ROUTES } from "../../app/lib/routes";
import { signInAsOperator, waitHydrated } from "./helpers";

/**
 * A walk over every screen as a person meets it (issue 31): each screen of the route table, the
 * sign-in page and the operator's own pages, as a visitor and as an operator, at desktop and at
 * phone width. It fails on a console error or page error, a page wider than the viewport, a link
 * of the header or of the open "All screens" menu that something else covers (it could not be
 * clicked or tapped there), and a screen that no link leads to from / (the walk follows the links
 * it meets breadth-first, menus open, and names the screens it had to type in).
 *
 * One test per role and width: the screens of one pass share a page, so the four tests load each
 * screen once.
 */
// In a browser whose time zone is far from the server's (UTC+14 against the server's UTC): a date or
// time the server renders in its own zone and the browser again in its own fails hydration here.
test.use({ timezoneId: "Pacific/Kiritimati" });

const WIDTHS = [
  { name: "desktop", size: { width: 1366, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

const SCREEN_PATHS = ROUTES.map((r) => r.path);
/** The operator's own pages that are Remix screens (the job console is bull-board's: tests/e2e/job-console.spec.ts). */
const OPERATOR_SCREENS = OPERATOR_PAGES.filter((p) => !p.document).map((p) => p.path);

const ROLES = [
  // A visitor also meets the sign-in page; the operator pages send a visitor there.
  { role: "visitor", screens: [...SCREEN_PATHS, "/login"] },
  // An operator asking for /login is sent on to the operator home, which the walk visits anyway.
  { role: "operator", screens: [...SCREEN_PATHS, ...OPERATOR_SCREENS] },
] as const;


interface Problem {
  url: string;
  kind: "console" | "pageerror" | "overflow" | "covered" | "status";
  detail: string;
}

/** Console errors and uncaught page errors, with the page they happened on. */
function watchErrors(page: Page, problems: Problem[]) {
  page.on("console", (m) => {
    if (m.type() === "error") problems.push({ url: new URL(page.url()).pathname, kind: "console", detail: `${m.text().slice(0, 400)} (at ${m.location().url})` });
  });
  page.on("pageerror", (e) => problems.push({ url: new URL(page.url()).pathname, kind: "pageerror", detail: e.message.slice(0, 400) }));
}

/**
 * Every visible link of the header and of the open menu, scrolled into view the way a person would
 * reach it: the element at its centre must be the link or inside it. Returns the covered ones and
 * how many links were checked.
 */
function hitTestLinks(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element | null) =>
      el ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : ""}>` : "nothing";
    const covered: string[] = [];
    let checked = 0;
    for (const link of document.querySelectorAll<HTMLElement>("[data-site-header] :is(a[href], summary, button)")) {
      if (!link.checkVisibility({ checkVisibilityCSS: true })) continue;
      const box = link.getBoundingClientRect();
      // The skip link stays a 1 px box until it has focus.
      if (box.width < 3 || box.height < 3) continue;
      link.scrollIntoView({ block: "nearest", inline: "nearest" });
      const r = link.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      checked++;
      if (!hit || !(hit === link || link.contains(hit))) covered.push(`"${link.textContent?.trim()}" (${link.getAttribute("href") ?? link.tagName}) under ${describe(hit)}`);
    }
    return { covered, checked };
  });
}

/** Same-origin paths of the links a person can see now (menus open), without query or hash. */
function visibleLinkPaths(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((a) => a.origin === location.origin && a.checkVisibility({ checkVisibilityCSS: true }))
      .map((a) => a.pathname),
  );
}

for (const { role, screens } of ROLES) {
  for (const { name, size } of WIDTHS) {
    test(`walk: every screen as a ${role} at ${name} width`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize(size);
      if (role === "operator") await signInAsOperator(page, "/");
      const seen: Problem[] = [];
      watchErrors(page, seen);

      // Breadth-first from /: the next screen is one a link has led to; a screen no link led to is
      // walked too (it must still be sound) and named as unreachable.
      const wanted = new Set<string>(screens);
      const found = new Set<string>(["/"]);
      const queue: string[] = ["/"];
      const visited: string[] = [];
      let menuLinksChecked = 0;
      while (visited.length < wanted.size) {
        const url = queue.shift() ?? [...wanted].find((p) => !visited.includes(p))!;
        if (visited.includes(url)) continue;
        visited.push(url);
        const started = Date.now();

        const response = await page.goto(url);
        if ((response?.status() ?? 0) >= 400) seen.push({ url, kind: "status", detail: `HTTP ${response?.status()}` });
        await waitHydrated(page);
        await expect(page.locator("main#main")).toBeVisible();
        expect(new URL(page.url()).pathname, `${url} stays where it was asked for`).toBe(url);

        // Open the "All screens" menu (the phone's only menu, the desktop's last header button).
        await page.locator("details[data-screens-menu] > summary").click();
        const menu = page.getByRole("navigation", { name: "All screens" });
        await expect(menu).toBeVisible();

        const overflow = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
        if (overflow.scroll > overflow.inner) seen.push({ url, kind: "overflow", detail: `scrollWidth ${overflow.scroll} > innerWidth ${overflow.inner}` });

        const { covered, checked } = await hitTestLinks(page);
        menuLinksChecked += checked;
        for (const detail of covered) seen.push({ url, kind: "covered", detail });

        for (const path of await visibleLinkPaths(page)) {
          if (wanted.has(path) && !found.has(path)) {
            found.add(path);
            queue.push(path);
          }
        }
        if (process.env.WALK_TIMES) console.log(`${role} ${name} ${url} ${Date.now() - started} ms`);
      }

      // Every screen was walked, each with the menu's links hit-tested (the menu alone holds more links than screens).
      expect(visited.sort()).toEqual([...wanted].sort());
      expect(menuLinksChecked).toBeGreaterThan(visited.length * SCREEN_PATHS.length);
      expect({ problems: seen, unreachable: [...wanted].filter((p) => !found.has(p)) }).toEqual({ problems: [], unreachable: [] });
    });
  }
}
