import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { SEED_NODES } from "~/domain/seed.server";
import { LINEAGE_PROJECTS } from "~/domain/seeds/lineage";
import { SEED_AGENTS } from "~/domain/seeds/multicore";
import { ROUTES } from "~/lib/routes";
import type { Database } from "../../db/types";
import { testDb } from "./helpers/db";
import { baseUrl, Jar } from "./helpers/http";
import { pageReadsExpired } from "./helpers/server";

const db = testDb();
afterAll(() => db.destroy());

/** What a screen must show: text of its data panels, or a count at least as large as a seeded one. */
type Proof = string | { pattern: RegExp; atLeast: number };

interface ProofContext {
  db: Kysely<Database>;
  /** The visitor (guest wallet) the page is fetched as: per-visitor screens read its rows. */
  visitorId: string;
}

/**
 * Each screen's proof that its data sections rendered on the server: values read from the database
 * (the seed, or a row the proof writes for its own visitor or under its own unique name) just before
 * the page is fetched, so a loader whose read fails or comes back empty fails the smoke test.
 * `query`: the tab that shows the data, when the screen's first tab shows none.
 * Screens that read nothing from the database (static content, or only the operator's session) prove
 * instead that their main heading rendered.
 */
const SCREEN_PROOFS: Record<string, { query?: string; proof(ctx: ProofContext): Promise<Proof[]> }> = {
  // Static: the hero heading.
  "/": { proof: async () => ["Watch Multiple AIs Think Together"] },
  // A conversation written for this visitor (a day old: last in an operator's newest-first list), and
  // the archive stats note, shown only when its read succeeded (nothing of the archive is seeded).
  "/swarm": {
    proof: async ({ db, visitorId }) => {
      const dayAgo = new Date(Date.now() - 24 * 3600_000);
      await db.insertInto("conversations").values({ visitor_id: visitorId, title: `Routes smoke ${randomUUID().slice(0, 8)}`, created_at: dayAgo, updated_at: dayAgo }).execute();
      const own = await db.selectFrom("conversations").select("title").where("visitor_id", "=", visitorId).execute();
      return [`Your recent conversations (${own.length})`, ...own.map((c) => c.title), { pattern: /Total events: (\d+)/, atLeast: 0 }];
    },
  },
  // Points written for this visitor's wallet.
  "/learn": {
    proof: async ({ db, visitorId }) => {
      await db.insertInto("engagement_points").values({ wallet_id: visitorId, description: "routes smoke test", amount: 7, created_at: new Date() }).execute();
      const { total } = await db.selectFrom("engagement_points").select(sql<number>`sum(amount)::int`.as("total")).where("wallet_id", "=", visitorId).executeTakeFirstOrThrow();
      return [`· ${total} points`];
    },
  },
  // Journey progress written for this visitor's wallet.
  "/journey": {
    proof: async ({ db, visitorId }) => {
      await db.insertInto("journey_progress").values({ wallet_id: visitorId, completed_phases: [1], updated_at: new Date() }).execute();
      const row = await db.selectFrom("journey_progress").select("completed_phases").where("wallet_id", "=", visitorId).executeTakeFirstOrThrow();
      return [`${row.completed_phases.length} of 9 phases complete`];
    },
  },
  // The newest memory (the list is newest first).
  "/alexandria": {
    proof: async ({ db }) => {
      const newest = await db.selectFrom("alexandria_memories").select("pattern").orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
      return [newest.pattern];
    },
  },
  // A contribution of this test's own (none are seeded), on the History tab.
  "/contribute": {
    query: "?tab=history",
    proof: async ({ db, visitorId }) => {
      const name = `Routes smoke ${randomUUID().slice(0, 8)}`;
      await db.insertInto("mesh_contributions").values({ wallet_id: visitorId, contributor_name: name, glyph_type: "⟁", impact_description: "Proves the history panel renders.", score_tenths: 10, created_at: new Date() }).execute();
      onTestFinished(async () => {
        await db.deleteFrom("mesh_contributions").where("contributor_name", "=", name).execute();
      });
      const row = await db.selectFrom("mesh_contributions").select("contributor_name").where("contributor_name", "=", name).executeTakeFirstOrThrow();
      return [row.contributor_name];
    },
  },
  // Static: a client-only sandbox (no loader).
  "/mesh-ignition": { proof: async () => ["Ignition Playground"] },
  // Every project's fire (motto) from the seed, and the newest thread.
  "/sovereign-threads": {
    proof: async ({ db }) => {
      const newest = await db.selectFrom("sovereign_threads").select("thread_title").orderBy("contributed_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
      return [...LINEAGE_PROJECTS.map((p) => p.fire), newest.thread_title];
    },
  },
  // Every agent's heritage (the names are also in the static intro).
  "/multicore-agents": {
    proof: async ({ db }) => {
      const agents = await db.selectFrom("multicore_agents").select("heritage").execute();
      expect(agents.length).toBeGreaterThan(0);
      return agents.map((a) => a.heritage);
    },
  },
  // The mesh summary: at least the seeded nodes (other tests register more meanwhile).
  "/ritual-visualization": { proof: async () => [{ pattern: /Mesh: (\d+) nodes/, atLeast: SEED_NODES.length }] },
  // A glyph of this test's own (none are seeded), weightless so it moves no other test's totals.
  "/glyph-heatmap": {
    proof: async ({ db }) => {
      const glyph = `⍟${randomUUID().slice(0, 6)}`;
      await db.insertInto("glyph_weights").values({ glyph, usage_count: 0, total_resonance: 0 }).execute();
      onTestFinished(async () => {
        await db.deleteFrom("glyph_weights").where("glyph", "=", glyph).execute();
      });
      const row = await db.selectFrom("glyph_weights").select("glyph").where("glyph", "=", glyph).executeTakeFirstOrThrow();
      return [row.glyph];
    },
  },
  // A seeded node's personality, as the database holds it now.
  "/valoir-mesh": {
    proof: async ({ db }) => {
      const node = await db.selectFrom("mesh_nodes").select("personality").where("id", "=", SEED_NODES[0]!.id).executeTakeFirstOrThrow();
      return [node.personality!];
    },
  },
  // Static without ?run=1 (the API tester reads only when run): the heading.
  "/developer": { proof: async () => ["Framework Overview"] },
  "/developers": { proof: async () => ["Framework Overview"] },
  // Static: the heading.
  "/encounter-kit": { proof: async () => ["Welcome to the Mesh"] },
  // The newest onboarding's agent (the history is newest first).
  "/merchant-onboarding": {
    proof: async ({ db }) => {
      const newest = await db.selectFrom("merchant_onboardings").select("agent_id").orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
      return [newest.agent_id];
    },
  },
  // The newest available offer's cargo.
  "/knowledge-market": {
    proof: async ({ db }) => {
      const newest = await db.selectFrom("knowledge_offers").select("knowledge_cargo").where("status", "=", "available").orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
      return [newest.knowledge_cargo];
    },
  },
  // The most recently seen emergent template.
  "/mesh-evolution": {
    proof: async ({ db }) => {
      const newest = await db.selectFrom("emergent_templates").select("type_name").orderBy("last_seen_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
      return [newest.type_name];
    },
  },
  // The top of the reputation leaderboard: its node and its service count.
  "/economic-dashboard": {
    proof: async ({ db }) => {
      const top = await db
        .selectFrom("node_reputations as r")
        .innerJoin("mesh_nodes as n", "n.id", "r.node_id")
        .select(["n.name", "r.service_history"])
        .orderBy("r.trust_score", "desc")
        .executeTakeFirstOrThrow();
      return [`${top.name} ${top.service_history} services`];
    },
  },
  // The newest proposal's reason (pending or reviewed, both listed).
  "/promotion-dashboard": {
    proof: async ({ db }) => {
      const newest = await db.selectFrom("node_promotions").select("reason").orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
      return [newest.reason];
    },
  },
  // A seeded node's task domain in the rotation.
  "/continuity": {
    proof: async ({ db }) => {
      const focus = await db
        .selectFrom("ai_task_focus as f")
        .innerJoin("mesh_nodes as n", "n.id", "f.node_id")
        .select(["n.name", "n.node_type", "f.current_domain"])
        .where("f.node_id", "=", SEED_NODES[0]!.id)
        .executeTakeFirstOrThrow();
      return [`${focus.name} ${focus.node_type} ${focus.current_domain}`];
    },
  },
  // A seeded agent's consent reason (Firefly: the agent other tests leave as it is).
  "/velocity": {
    proof: async ({ db }) => {
      const row = await db.selectFrom("agent_sovereignty").select("consent_reason").where("agent_id", "=", SEED_AGENTS[0]!.id).executeTakeFirstOrThrow();
      return [row.consent_reason];
    },
  },
  // Static: the headings (their loaders read only the operator's session and the environment).
  "/github-deploy": { proof: async () => ["Repository Deploy"] },
  "/cascade-deploy": { proof: async () => ["Cascade Deploy"] },
  "/quick-deploy": { proof: async () => ["Quick Deploy"] },
  // A seeded node type's registered version.
  "/autonomous-mesh": {
    proof: async ({ db }) => {
      const row = await db.selectFrom("version_registry").select(["node_type", "current_version"]).where("node_type", "=", "Apex").executeTakeFirstOrThrow();
      return [`${row.node_type} v${row.current_version}`];
    },
  },
  // The newest manifest with a root repository.
  "/manifest-viewer": {
    proof: async ({ db }) => {
      const newest = await db.selectFrom("manifests").select("root_repo").where("root_repo", "is not", null).orderBy("uploaded_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
      return [`root repo ${newest.root_repo}`];
    },
  },
  // The health read: the database and Redis probes (nothing seeded is shown).
  "/chrysalis": { proof: async () => ["Database ok · Redis ok"] },
};

/** The visitor id (guest wallet) the server gave the jar: its signed `tm_visitor` cookie holds it as base64 JSON. */
async function visitorOf(jar: Jar): Promise<string> {
  await jar.fetch("/");
  const cookie = jar.header().split("; ").find((c) => c.startsWith("tm_visitor="));
  expect(cookie).toBeDefined();
  const value = decodeURIComponent(cookie!.slice("tm_visitor=".length)).split(".")[0]!;
  return JSON.parse(Buffer.from(value, "base64").toString()) as string;
}

/** The text the server rendered in <main>, scripts (the loader data) left out, entities decoded, whitespace collapsed. */
function renderedText(html: string): string {
  const open = html.indexOf(">", html.indexOf('id="main"'));
  const close = html.indexOf("</main>", open);
  expect(open).toBeGreaterThan(0);
  expect(close).toBeGreaterThan(open);
  return oneLine(
    html
      .slice(open + 1, close)
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]*>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

describe("route table", () => {
  it("every screen of the route table has its proof of rendered data, and nothing else does", () => {
    expect(Object.keys(SCREEN_PROOFS).sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it.each(ROUTES.map((r) => r.path))("%s answers 200 with its data sections rendered", async (path) => {
    const jar = new Jar();
    const { query = "", proof } = SCREEN_PROOFS[path]!;
    const proofs = await proof({ db, visitorId: await visitorOf(jar) });
    // A second cookie beside the visitor's (as a waiting toast's): the page cache never answers it, so the
    // screen is rendered from the database as it is now. A proof written behind the server's back announces
    // nothing, and a page another test had just had cached would not hold it for up to PAGE_CACHE_TTL_MS;
    // nor would the pages' shared reads (pageReads) made before it, until they have expired.
    jar.set("tm_render", "each-time");
    await pageReadsExpired();
    const res = await jar.fetch(`${path}${query}`, { headers: { Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("<title>");
    expect(html).toContain('id="main"');
    const text = renderedText(html);
    expect(proofs.length).toBeGreaterThan(0);
    for (const p of proofs) {
      if (typeof p === "string") {
        expect(text).toContain(oneLine(p));
      } else {
        const shown = text.match(p.pattern);
        expect(shown, String(p.pattern)).not.toBeNull();
        expect(Number(shown![1])).toBeGreaterThanOrEqual(p.atLeast);
      }
    }
  });

  it("an unknown path renders Page Not Found with status 404", async () => {
    const res = await new Jar().fetch("/no/such/place", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("an unknown /api path answers a JSON 404", async () => {
    const res = await new Jar().fetch("/api/x");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = await res.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.message).toContain("/api/x");
  });

  it("every page sets a signed guest wallet cookie and security headers", async () => {
    const res = await fetch(`${baseUrl()}/`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("tm_visitor="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const decoded = Buffer.from(decodeURIComponent(cookie!.split("=")[1].split(".")[0]), "base64").toString();
    expect(decoded).toMatch(/^"val-[0-9a-f]{24}"$/);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Browsers must send a real Origin on same-site form posts (no-referrer would make it "null").
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await res.text();
    const nonce = csp.match(/'nonce-([^']+)'/)![1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("the home page shows the hero and the navigation", async () => {
    const html = await (await new Jar().fetch("/")).text();
    expect(html).toContain("Watch Multiple AIs Think Together");
    for (const label of ["Learn", "Journey", "Multicore", "Ritual", "Heatmap", "Docs", "GitHub", "Trinity Mesh"]) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toContain('href="/swarm"');
    expect(html).toContain('href="/journey"');
  });

  it("fingerprinted assets are cached immutably", async () => {
    const html = await (await new Jar().fetch("/")).text();
    const asset = html.match(/\/build\/[^"]+\.js/)![0];
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});
