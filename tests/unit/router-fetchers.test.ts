/**
 * The browser's router (the ESM build of @remix-run/router that the client bundle holds, patched by
 * patches/@remix-run+router+*.patch): a state handed to React is never changed afterwards.
 *
 * React renders router states in a transition, so it may render a state some time after the router
 * handed it over. Unpatched, the router marked a submitting fetcher done by writing into the fetchers
 * Map of the state it had already handed over, before its next update brought the revalidated loader
 * data (react-router#14506): a render in between showed the fetcher idle with the old data, and the
 * Learning Hub's "Mark Incomplete" flashed back to "Start Challenge" for a frame (the e2e flake in CI).
 */
import { describe, expect, it } from "vitest";
import type * as RouterModule from "@remix-run/router";
import type { Router, RouterState } from "@remix-run/router";

// The ESM build by its path: the one the browser bundle is made from (the server loads router.cjs.js).
const { createMemoryHistory, createRouter } = (await import("@remix-run/router/dist/router.js" as string)) as typeof RouterModule;

/** What an optimistic toggle shows for `id` from one router state: the server's list, or the toggle in flight. */
function shows(state: RouterState, id: string): boolean {
  const saved = (state.loaderData.root as { done: string[] } | undefined)?.done ?? [];
  for (const fetcher of state.fetchers.values()) {
    if (fetcher.formData?.get("id") === id) return fetcher.formData.get("intent") === "done";
  }
  return saved.includes(id);
}

function toggleRouter(): { router: Router; published: RouterState[] } {
  const saved = new Set<string>();
  const router = createRouter({
    history: createMemoryHistory({ initialEntries: ["/"] }),
    routes: [
      {
        id: "root",
        path: "/",
        loader: async () => ({ done: [...saved] }),
        action: async ({ request }) => {
          const form = await request.formData();
          const id = String(form.get("id"));
          if (form.get("intent") === "done") saved.add(id);
          else saved.delete(id);
          return { ok: true };
        },
      },
    ],
    future: { v7_fetcherPersist: true },
    // As in a browser (the router refuses fetcher calls where it finds no document).
    window: { document: { createElement: () => ({}) }, addEventListener() {}, removeEventListener() {} } as unknown as Window,
  });
  const published: RouterState[] = [];
  router.subscribe((state) => published.push(state));
  return { router, published };
}

/** Waits until no navigation or fetcher is under way (the loaders here answer at once). */
async function settled(router: Router): Promise<void> {
  const busy = () => router.state.navigation.state !== "idle" || [...router.state.fetchers.values()].some((f) => f.state !== "idle");
  for (let i = 0; i < 100 && busy(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(busy(), "the router settled within 0.5 s").toBe(false);
}

/** A toggle marking `id` done, posted as a fetcher (the Learning Hub's Start Challenge). */
function submitDone(router: Router, id: string): void {
  const form = new FormData();
  form.set("intent", "done");
  form.set("id", id);
  router.fetch(`toggle-${id}`, "root", "/", { formMethod: "post", formData: form });
}

describe("the browser router's states stay as handed to React (patched)", () => {
  it("every state from the click on shows the toggle done, also when rendered only after the router moved on", async () => {
    const { router, published } = toggleRouter();
    router.initialize();
    await settled(router);
    const before = published.length;
    submitDone(router, "safety-watch");
    await settled(router);

    const handed = published.slice(before);
    // Submitting, loading (the revalidation under way), done with the new loader data.
    expect(handed.length).toBeGreaterThanOrEqual(3);
    // Read now, after the router finished: what a late render of each state would show.
    expect(handed.map((s) => shows(s, "safety-watch"))).toEqual(handed.map(() => true));
    expect(shows(router.state, "safety-watch")).toBe(true);
    router.dispose();
  });

  it("a state's fetchers Map is not the router's working copy", async () => {
    const { router, published } = toggleRouter();
    router.initialize();
    await settled(router);
    submitDone(router, "glyph-reader");
    const handed = published.at(-1)!;
    const asHanded = [...handed.fetchers.entries()].map(([key, f]) => [key, f.state]);
    expect(asHanded).toEqual([["toggle-glyph-reader", "submitting"]]);
    await settled(router);
    expect([...handed.fetchers.entries()].map(([key, f]) => [key, f.state])).toEqual(asHanded);
    router.dispose();
  });
});
