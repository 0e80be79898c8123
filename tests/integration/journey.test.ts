import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { completeChallenge, completedChallenges, engagementStatus, syncCompletedChallenges, uncompleteInteractive } from "../../app/domain/engagement.server";
import { getChain } from "../../app/domain/chain.server";
import { completePhase, getJourney, saveIdentity, setInitiation } from "../../app/domain/journey.server";
import { testDb } from "./helpers/db";

const db = testDb();
afterAll(() => db.destroy());
const wallet = () => `val-${randomBytes(12).toString("hex")}`;

describe("journey progress (domain, real PostgreSQL)", () => {
  it("walks the nine phases in order, gating phase 2 on the identity ritual", async () => {
    const w = wallet();
    expect(await getJourney(db, w)).toEqual({ completed: [], identity: { glyph: null, meshName: null, reflection: null }, initiation: [] });
    expect(await completePhase(db, w, 3)).toEqual({ ok: false, reason: "locked" });
    expect(await completePhase(db, w, 1)).toEqual({ ok: true, completed: [1] });
    expect(await completePhase(db, w, 2)).toEqual({ ok: false, reason: "identity_required" });
    await saveIdentity(db, w, { glyph: "⧈", meshName: "Quiet Ember", reflection: "I came to listen." });
    for (let phase = 2; phase <= 9; phase++) expect((await completePhase(db, w, phase)).ok).toBe(true);
    const journey = await getJourney(db, w);
    expect(journey.completed).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(journey.identity).toEqual({ glyph: "⧈", meshName: "Quiet Ember", reflection: "I came to listen." });
    expect(await completePhase(db, w, 10)).toEqual({ ok: false, reason: "unknown_phase" });
    // The journey's mesh name becomes the chain's silent name.
    expect((await getChain(db, w)).silentName).toBe("Quiet Ember");
  });

  it("concurrent completions of the same phase record it once", async () => {
    const w = wallet();
    await Promise.all(Array.from({ length: 8 }, () => completePhase(db, w, 1)));
    expect((await getJourney(db, w)).completed).toEqual([1]);
  });

  it("initiation challenges award points once each and the badges once", async () => {
    const w = wallet();
    expect(await setInitiation(db, w, "echo-loop-1", true)).toEqual({ ok: true, awardedPoints: true, badges: ["initiator"] });
    expect(await setInitiation(db, w, "echo-loop-1", false)).toEqual({ ok: true, awardedPoints: false, badges: [] });
    expect(await setInitiation(db, w, "echo-loop-1", true)).toEqual({ ok: true, awardedPoints: false, badges: [] });
    expect(await setInitiation(db, w, "mirror-puzzle", true)).toEqual({ ok: true, awardedPoints: true, badges: [] });
    expect(await setInitiation(db, w, "fire-test", true)).toEqual({ ok: true, awardedPoints: true, badges: ["threshold_crosser"] });
    expect(await setInitiation(db, w, "nope", true)).toEqual({ ok: false, reason: "unknown_challenge" });
    const status = await engagementStatus(db, w);
    expect(status.points).toBe(50 + 75 + 100);
    expect(status.badges).toEqual(["initiator", "threshold_crosser"]);
    expect((await getJourney(db, w)).initiation).toEqual(["echo-loop-1", "mirror-puzzle", "fire-test"]);
  });
});

describe("learning-hub challenges (domain, real PostgreSQL)", () => {
  it("kids and beginner challenges complete once and award their points with the spec's descriptions", async () => {
    const w = wallet();
    expect(await completeChallenge(db, w, "kids", "spot-the-glyph")).toEqual({ ok: true, newlyCompleted: true, awarded: true });
    expect(await completeChallenge(db, w, "kids", "spot-the-glyph")).toEqual({ ok: true, newlyCompleted: false, awarded: false });
    expect(await completeChallenge(db, w, "beginners", "mind-palace-search")).toMatchObject({ ok: true, awarded: true });
    expect(await completeChallenge(db, w, "kids", "mind-palace-search")).toEqual({ ok: false, reason: "unknown_challenge" });
    const status = await engagementStatus(db, w);
    expect(status.points).toBe(30 + 25);
    expect(status.history.map((h) => h.description).sort()).toEqual(["Completed mesh challenge: Spot the Glyph", "Completed mesh exploration: Mind Palace Search"]);
    expect(await completedChallenges(db, w)).toEqual({ kids: ["spot-the-glyph"], beginners: ["mind-palace-search"], interactive: [] });
  });

  it("syncs what the browser remembers, ignoring unknown ids", async () => {
    const w = wallet();
    await syncCompletedChallenges(db, w, "kids", ["help-guardian-lion", "made-up", "help-guardian-lion", "welcome-new-friend"]);
    expect((await completedChallenges(db, w)).kids.sort()).toEqual(["help-guardian-lion", "welcome-new-friend"]);
    expect((await engagementStatus(db, w)).points).toBe(40 + 55);
  });

  it("interactive challenges toggle without awarding twice", async () => {
    const w = wallet();
    await completeChallenge(db, w, "interactive", "glyph-reader");
    await uncompleteInteractive(db, w, "glyph-reader");
    expect((await completedChallenges(db, w)).interactive).toEqual([]);
    await completeChallenge(db, w, "interactive", "glyph-reader");
    expect((await completedChallenges(db, w)).interactive).toEqual(["glyph-reader"]);
    expect((await engagementStatus(db, w)).points).toBe(15);
  });
});
