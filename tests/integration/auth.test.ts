import { describe, expect, it } from "vitest";
import { baseUrl, form, Jar, OPERATOR, signIn } from "./helpers/http";

describe("operators: sign-in, sessions and API tokens", () => {
  it("a wrong password is refused with a clear message and no session", async () => {
    const jar = new Jar();
    const res = await jar.fetch("/login", { method: "POST", ...form({ email: OPERATOR.email, password: "not the password" }) });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("That email and password do not match an operator account.");
    expect(html).not.toContain("not the password");
    expect(jar.has("tm_session")).toBe(false);
  });

  it("a missing email is a validation error, not a crash", async () => {
    const res = await new Jar().fetch("/login", { method: "POST", ...form({ password: "x" }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Email is required");
  });

  it("the right password starts a session that opens operator pages", async () => {
    const jar = await signIn();
    expect(jar.has("tm_session")).toBe(true);
    const page = await jar.fetch("/settings/tokens");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(OPERATOR.email);
    expect(html).toContain("Signed in"); // the flash toast, rendered without JavaScript
  });

  it("a visitor is sent to /login from an operator page and gets 401 JSON from an operator API", async () => {
    const page = await new Jar().fetch("/settings/tokens");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/login?redirectTo=%2Fsettings%2Ftokens");
    const api = await new Jar().fetch("/api/operator/me");
    expect(api.status).toBe(401);
    expect((await api.json()).error.code).toBe("unauthorized");
  });

  it("an API token authenticates API calls until it is revoked", async () => {
    const jar = await signIn();
    const created = await jar.fetch("/settings/tokens", { method: "POST", ...form({ intent: "create", name: "ci deploy" }) });
    expect(created.status).toBe(200);
    const token = (await created.text()).match(/tm_[A-Za-z0-9_-]{40,}/)?.[0];
    expect(token).toBeDefined();

    const me = await new Jar().fetch("/api/operator/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(OPERATOR.email);

    const bad = await new Jar().fetch("/api/operator/me", { headers: { Authorization: `Bearer ${token}x` } });
    expect(bad.status).toBe(401);

    const list = await (await jar.fetch("/settings/tokens")).text();
    // Revoke asks first: the token's Revoke link opens ?confirm=revoke&token=<id>, whose form posts the id.
    const link = list.match(/<a [^>]*aria-label="Revoke ci deploy"[^>]*>/)?.[0] ?? "";
    const tokenId = link.match(/confirm=revoke&(?:amp;)?token=([0-9a-f-]{36})/)?.[1];
    expect(tokenId).toBeDefined();
    expect(list).toContain("ci deploy");
    const revoke = await jar.fetch("/settings/tokens", { method: "POST", ...form({ intent: "revoke", tokenId: tokenId! }) });
    expect(revoke.status).toBe(302);
    const after = await new Jar().fetch("/api/operator/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it("signing out ends the session", async () => {
    const jar = await signIn();
    const before = jar.header();
    const out = await jar.fetch("/logout", { method: "POST" });
    expect(out.status).toBe(302);
    // Replaying the old cookie must not work either: the session is gone from the database.
    const replay = await fetch(`${baseUrl()}/settings/tokens`, { headers: { Cookie: before }, redirect: "manual" });
    expect(replay.status).toBe(302);
  });

  it("sign-in attempts are rate limited with 429 and Retry-After", async () => {
    const jar = new Jar();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await jar.fetch("/login", { method: "POST", ...form({ email: OPERATOR.email, password: `wrong-${i}` }) });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
