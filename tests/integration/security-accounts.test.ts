/**
 * Issue 30, finding 10: a glyphseed whose node was revoked or rejected reveals nothing on
 * re-registration (10b); visitors earn points only for the spec's challenges, at their own points
 * (10c); a password change ends the operator's sessions (10d).
 */
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createSession, ensureOperator, getSessionOperator } from "../../app/domain/auth.server";
import { BEGINNER_CHALLENGES, KIDS_CHALLENGES } from "../../app/lib/challenges";
import { testDb } from "./helpers/db";
import { Jar, signIn } from "./helpers/http";

const db = testDb();
afterAll(() => db.destroy());

let operatorJar: Promise<Jar> | undefined;
const operator = () => (operatorJar ??= signIn());

const newSeed = () => `⟁∇ glyphseed ${randomBytes(24).toString("hex")}`;
const register = (glyphseed: string) =>
  new Jar().sendJson("/api/mesh/nodes/register", { name: `Security Node ${randomBytes(3).toString("hex")}`, nodeType: "Observer", location: "Tartu, Estonia", version: "1.2.0", glyphseed });

async function registered(seed: string) {
  const res = await register(seed);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** What a glyphseed that cannot be used answers: validation_failed on the glyphseed, nothing of any node. */
async function expectUnusable(res: Response, id: string) {
  const text = await res.text();
  expect(res.status).toBe(400);
  expect(text).not.toContain(id);
  const error = (JSON.parse(text) as { error: { code: string; issues: { path: string }[] } }).error;
  expect(error.code).toBe("validation_failed");
  expect(error.issues.map((i) => i.path)).toEqual(["glyphseed"]);
}

describe("10b: re-registering with the glyphseed of a revoked or rejected node", () => {
  it("reveals nothing of a decommissioned node, a node whose secret was revoked, or a rejected node", async () => {
    const op = await operator();

    const decommissionedSeed = newSeed();
    const decommissioned = await registered(decommissionedSeed);
    expect((await op.sendJson(`/api/mesh/nodes/${decommissioned}/review`, { decision: "approve" })).status).toBe(200);
    expect((await op.sendJson(`/api/mesh/nodes/${decommissioned}/decommission`, {})).status).toBe(200);
    await expectUnusable(await register(decommissionedSeed), decommissioned);

    const revokedSeed = newSeed();
    const revoked = await registered(revokedSeed);
    expect((await op.sendJson(`/api/mesh/nodes/${revoked}/review`, { decision: "approve" })).status).toBe(200);
    expect((await op.sendJson(`/api/mesh/nodes/${revoked}/secret/revoke`, {})).status).toBe(200);
    await expectUnusable(await register(revokedSeed), revoked);

    const rejectedSeed = newSeed();
    const rejected = await registered(rejectedSeed);
    expect((await op.sendJson(`/api/mesh/nodes/${rejected}/review`, { decision: "reject" })).status).toBe(200);
    await expectUnusable(await register(rejectedSeed), rejected);

    // Nothing new was created for them either.
    const fingerprints = await db.selectFrom("mesh_nodes").select("id").where("name", "like", "Security Node %").where("id", "in", [decommissioned, revoked, rejected]).execute();
    expect(fingerprints).toHaveLength(3);
  });

  it("still answers a pending or approved node's own glyphseed with its id (idempotent registration)", async () => {
    const seed = newSeed();
    const id = await registered(seed);
    const again = await register(seed);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id, status: "pending" });
    expect((await (await operator()).sendJson(`/api/mesh/nodes/${id}/review`, { decision: "approve" })).status).toBe(200);
    const approved = await register(seed);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id, status: "active" });
  });
});

describe("10c: points only for a known challenge, at its own points", () => {
  async function visitor(): Promise<Jar> {
    const jar = new Jar();
    await jar.fetch("/learn");
    expect(jar.has("tm_visitor")).toBe(true);
    return jar;
  }
  const pointsOf = async (jar: Jar) => ((await (await jar.fetch("/api/engagement/status")).json()) as { points: number }).points;

  it.each([
    [{ amount: 500, description: "I am great" }, "description"],
    [{ amount: 5, description: "Read the operator guide" }, "description"],
    [{ amount: 500, description: `Completed mesh challenge: ${KIDS_CHALLENGES[0]!.title}` }, "amount"],
    [{ amount: 1, description: `Completed mesh exploration: ${BEGINNER_CHALLENGES[0]!.title}` }, "amount"],
    [{ amount: KIDS_CHALLENGES[0]!.points, description: `Completed mesh exploration: ${KIDS_CHALLENGES[0]!.title}` }, "description"],
    [{ amount: 50, description: "Completed initiation challenge: First Contact" }, "description"],
    [{ amount: 10, description: "Completed interactive challenge: First Deliberation" }, "description"],
  ])("refuses %j with 400 on %s and awards nothing", async (body, field) => {
    const jar = await visitor();
    const res = await jar.sendJson("/api/engagement/award-points", body);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { code: string; issues: { path: string }[] } }).error;
    expect(error.code).toBe("validation_failed");
    expect(error.issues.map((i) => i.path)).toEqual([field]);
    expect(await pointsOf(jar)).toBe(0);
  });

  it("awards a kids' and a beginners' challenge its own points, once each; 100 repeats add nothing", async () => {
    const jar = await visitor();
    const kid = KIDS_CHALLENGES[1]!;
    const beginner = BEGINNER_CHALLENGES[2]!;
    const first = await jar.sendJson("/api/engagement/award-points", { amount: kid.points, description: `Completed mesh challenge: ${kid.title}` });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ awarded: true, points: kid.points });
    const second = await jar.sendJson("/api/engagement/award-points", { amount: beginner.points, description: `Completed mesh exploration: ${beginner.title}` });
    expect(await second.json()).toMatchObject({ awarded: true, points: kid.points + beginner.points });
    const repeats = await Promise.all(Array.from({ length: 100 }, () => jar.sendJson("/api/engagement/award-points", { amount: kid.points, description: `Completed mesh challenge: ${kid.title}` })));
    expect(repeats.map((r) => r.status)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(await pointsOf(jar)).toBe(kid.points + beginner.points);
  });
});

describe("10d: a password change ends the operator's sessions", () => {
  it("ensureOperator with a new password deletes the operator's sessions; the same password keeps them", async () => {
    const email = `security-${randomBytes(4).toString("hex")}@trinity.test`;
    expect(await ensureOperator(db, { email, password: "first password 0123456789" })).toEqual({ created: true });
    const { id } = await db.selectFrom("operators").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const laptop = await createSession(db, id);
    const phone = await createSession(db, id);
    expect(await getSessionOperator(db, laptop.secret)).toMatchObject({ id, email });

    // Restarting with the same password changes nothing.
    expect(await ensureOperator(db, { email, password: "first password 0123456789" })).toEqual({ created: false });
    expect(await getSessionOperator(db, phone.secret)).toMatchObject({ id });

    // A new password: every session signed in with the old one ends.
    expect(await ensureOperator(db, { email, password: "second password 0123456789" })).toEqual({ created: false });
    expect(await getSessionOperator(db, laptop.secret)).toBeNull();
    expect(await getSessionOperator(db, phone.secret)).toBeNull();
    expect(await db.selectFrom("operator_sessions").select("id").where("operator_id", "=", id).execute()).toEqual([]);

    // Other operators' sessions are untouched.
    const other = await db.selectFrom("operators").select("id").where("email", "=", "operator@trinity.test").executeTakeFirstOrThrow();
    const theirs = await createSession(db, other.id);
    expect(await ensureOperator(db, { email, password: "third password 0123456789" })).toEqual({ created: false });
    expect(await getSessionOperator(db, theirs.secret)).toMatchObject({ id: other.id });
  });
});
