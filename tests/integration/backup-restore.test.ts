/**
 * Backup and restore as docs/OPERATIONS.md tells an operator to do it: `pg_dump -Fc` of a live
 * database, `pg_restore` into a new one, the app started on the copy. What a visitor and the
 * operators made before the dump reads back the same through HTTP: the visitor's conversation
 * (the same signed visitor cookie finds it), the ledger balances a trade moved, the seeded nodes.
 * The embedded database (no DATABASE_URL) is backed up as the same document says: a copy of the
 * stopped hub's .data directory.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { dropDatabase, ensureDatabase } from "../../db/client";
import { SEED_NODES } from "../../app/domain/seed.server";
import { Jar, OPERATOR, signIn } from "./helpers/http";
import { PG_BASE, startServer, uniqueName, type TestServer } from "./helpers/server";
import { ChatClient } from "./helpers/ws";

const run = promisify(execFile);
const env = { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password, EMBEDDED_WORKER: "0" };
const BUYER = "node-vault-reykjavik";
const QUESTION = "How should a village keep the records of its shared orchard safe for the next generation?";

interface Node {
  id: string;
  name: string;
  nodeType: string;
  valBalance: number;
  lastHeartbeat: string | null;
}
interface Offer {
  id: string;
  merchantNodeId: string;
  valPrice: number;
  status: string;
  buyerNodeId: string | null;
}
interface ConversationDetail {
  id: string;
  title: string;
  turns: { question: string; thoughts: { agent: string; content: string }[] }[];
}

const servers: TestServer[] = [];
const restoredUrl = `${PG_BASE}/${uniqueName("tm_it_restored")}`;
const dumpDir = mkdtempSync(path.join(tmpdir(), "tm-backup-"));

afterAll(async () => {
  // The original's database is its own (dropped by stop); the restored one is this file's.
  await Promise.all(servers.map((s) => s.stop()));
  await dropDatabase(restoredUrl).catch(() => {});
  rmSync(dumpDir, { recursive: true, force: true });
});

/** GETs JSON from a server with the given cookies (a visitor's jar, read on another server). */
async function getJson<T>(server: TestServer, pathname: string, cookie = ""): Promise<T> {
  const res = await fetch(`${server.url}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  if (res.status !== 200) throw new Error(`GET ${pathname} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** What must survive: the visitor's conversations, every node with its ledger balance, the market. */
async function snapshot(server: TestServer, visitorCookie: string) {
  const conversations = await getJson<{ id: string; title: string; turnCount: number }[]>(server, "/api/conversations", visitorCookie);
  const details = await Promise.all(conversations.map((c) => getJson<ConversationDetail>(server, `/api/conversations/${c.id}`, visitorCookie)));
  const nodes = (await getJson<Node[]>(server, "/api/mesh/nodes")).map(({ id, name, nodeType, valBalance, lastHeartbeat }) => ({ id, name, nodeType, valBalance, lastHeartbeat }));
  nodes.sort((a, b) => (a.id < b.id ? -1 : 1));
  const offers = (await getJson<Offer[]>(server, "/api/mesh/merchant/offers?limit=100")).map(({ id, status, buyerNodeId, valPrice }) => ({ id, status, buyerNodeId, valPrice }));
  offers.sort((a, b) => (a.id < b.id ? -1 : 1));
  return {
    conversations: details.map((d) => ({ id: d.id, title: d.title, turns: d.turns.map((t) => ({ question: t.question, thoughts: t.thoughts.map((th) => [th.agent, th.content]) })) })),
    nodes,
    offers,
  };
}

/**
 * What a visitor and an operator make on `original` before the backup: a conversation over the real
 * chat socket, a trade that moves VAL between two nodes' ledger accounts. Answers the visitor and
 * the snapshot taken then, checked to hold what the test made (not only the seed).
 */
async function populate(original: TestServer) {
  // A visitor asks over the real chat socket; the conversation is theirs (their signed cookie).
  const visitor = new Jar(undefined, original.url);
  await visitor.fetch("/");
  const chat = await ChatClient.open(original.url, { Cookie: visitor.header() });
  const asked = await chat.deliberation(QUESTION, 30_000).finally(() => chat.close());
  const conversationId = asked.complete.conversationId as string;

  // An operator trades a seeded offer: VAL moves from the buyer node's ledger account to the merchant's.
  const balancesAt = async () => new Map((await getJson<Node[]>(original, "/api/mesh/nodes")).map((n) => [n.id, n.valBalance]));
  const beforeTrade = await balancesAt();
  const operator = await signIn(new Jar(undefined, original.url));
  const offer = (await operator.getJson<Offer[]>("/api/mesh/merchant/offers?status=available&limit=100")).find((o) => o.merchantNodeId !== BUYER)!;
  const traded = await operator.sendJson(`/api/mesh/merchant/offers/${offer.id}/trade`, { buyerNodeId: BUYER });
  expect(traded.status).toBe(200);

  const before = await snapshot(original, visitor.header());
  // The state is what the test made, not only the seed: the question, the trade, the moved balances.
  expect(asked.thoughts.length).toBeGreaterThan(0);
  expect(before.conversations).toEqual([{ id: conversationId, title: QUESTION, turns: [{ question: QUESTION, thoughts: asked.thoughts.map((t) => [t.agent, t.content]) }] }]);
  const balance = (id: string) => before.nodes.find((n) => n.id === id)!.valBalance;
  expect(balance(BUYER)).toBe(beforeTrade.get(BUYER)! - offer.valPrice);
  expect(balance(offer.merchantNodeId)).toBe(beforeTrade.get(offer.merchantNodeId)! + offer.valPrice);
  expect(before.nodes.map((n) => n.id)).toEqual(expect.arrayContaining(SEED_NODES.map((n) => n.id)));
  expect(before.offers.find((o) => o.id === offer.id)).toMatchObject({ status: "traded", buyerNodeId: BUYER });
  return { visitor, before, conversationId };
}

/** The restored app shows the same, and the conversation is still the visitor's alone. */
async function expectRestored(restored: TestServer, made: Awaited<ReturnType<typeof populate>>) {
  expect(await snapshot(restored, made.visitor.header())).toEqual(made.before);
  const stranger = new Jar(undefined, restored.url);
  await stranger.fetch("/");
  expect(await stranger.getJson("/api/conversations")).toEqual([]);
  expect((await fetch(`${restored.url}/api/conversations/${made.conversationId}`, { headers: { Cookie: stranger.header() } })).status).toBe(404);
}

describe("backup with pg_dump -Fc, restore with pg_restore", () => {
  it("the app started on the restored database shows the same conversations, balances and nodes", async () => {
    const original = await startServer({ env });
    servers.push(original);
    const made = await populate(original);

    // The backup, of the running database, and the restore into a new one (docs/OPERATIONS.md).
    const dump = path.join(dumpDir, "trinity.dump");
    await run("/usr/bin/pg_dump", ["-Fc", "-f", dump, original.databaseUrl!]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    await ensureDatabase(restoredUrl);
    await run("/usr/bin/pg_restore", ["--no-owner", "--exit-on-error", "-d", restoredUrl, dump]);
    await original.stop(); // drops the original database: from here on only the copy holds the data

    const restored = await startServer({ databaseUrl: restoredUrl, env });
    servers.push(restored);
    await expectRestored(restored, made);
  }, 120_000);
});

describe("backup of the embedded database: a copy of .data, taken with the hub stopped", () => {
  it("the app started on the restored copy shows the same conversations, balances and nodes", async () => {
    // DATA_DIR as `npm start` uses it: the embedded database under pglite/ (and the session secret, when none is set).
    const data = path.join(dumpDir, "hub", ".data");
    const embedded = (dir: string) => ({ ...env, DATA_DIR: dir, PGLITE_DIR: path.join(dir, "pglite") });
    const original = await startServer({ postgres: false, env: embedded(data) });
    servers.push(original);
    const made = await populate(original);
    await original.stop();

    // docs/OPERATIONS.md: tar the stopped hub's .data; restore it into an empty place and start there.
    const archive = path.join(dumpDir, "trinity-data.tar.gz");
    await run("/usr/bin/tar", ["-czf", archive, "-C", path.dirname(data), ".data"]);
    rmSync(data, { recursive: true, force: true });
    const elsewhere = path.join(dumpDir, "restored");
    mkdirSync(elsewhere);
    await run("/usr/bin/tar", ["-xzf", archive, "-C", elsewhere]);

    const restored = await startServer({ postgres: false, env: embedded(path.join(elsewhere, ".data")) });
    servers.push(restored);
    await expectRestored(restored, made);
  }, 240_000);
});
