import { describe, expect, it } from "vitest";
import { createLog, formatLine, isSecretKey, redact, REDACTED, scrubText } from "~/lib/log.server";

describe("log redaction: secret-named fields", () => {
  it.each([
    ["password", true],
    ["newPassword", true],
    ["OPERATOR_PASSWORD", true],
    ["passwd", true],
    ["token", true],
    ["accessToken", true],
    ["api_token", true],
    ["GITHUB_TOKEN", true],
    ["glyphseed", true],
    ["glyphSeed", true],
    ["authorization", true],
    ["Authorization", true],
    ["secret", true],
    ["SESSION_SECRET", true],
    ["clientSecret", true],
    ["cookie", true],
    ["set-cookie", true],
    ["apiKey", true],
    ["api_key", true],
    ["privateKey", true],
    ["sshPrivateKey", true],
    // Safe: digests, counts, ordinary fields.
    ["glyphseedFingerprint", false],
    ["glyphseed_fingerprint", false],
    ["passwordHash", false],
    ["tokenCount", false],
    ["email", false],
    ["nodeId", false],
    ["path", false],
    ["error", false],
  ])("%s → secret %s", (key, secret) => {
    expect(isSecretKey(key)).toBe(secret);
  });

  it("redacts secret fields at any depth, in arrays and maps, and leaves the rest", () => {
    const out = redact({
      email: "operator@trinity.test",
      password: "correct horse battery staple",
      request: { headers: { authorization: "Bearer abc", cookie: "tm_session=xyz", accept: "text/html" } },
      nodes: [{ name: "n1", glyphseed: "s3cr3t-seed-value", glyphseedFingerprint: "ab12cd34" }],
      env: new Map([["GITHUB_TOKEN", "ghp_x"]]),
      ok: true,
      tokenCount: 3,
    });
    expect(out).toEqual({
      email: "operator@trinity.test",
      password: REDACTED,
      request: { headers: { authorization: REDACTED, cookie: REDACTED, accept: "text/html" } },
      nodes: [{ name: "n1", glyphseed: REDACTED, glyphseedFingerprint: "ab12cd34" }],
      env: { GITHUB_TOKEN: REDACTED },
      ok: true,
      tokenCount: 3,
    });
  });

  it("redacts a whole object under a secret key (e.g. a secrets map)", () => {
    expect(redact({ secrets: { glyphseed: "x", sshHost: "h" } })).toEqual({ secrets: REDACTED });
  });

  it("survives cycles and deep nesting", () => {
    const a: Record<string, unknown> = { name: "a" };
    a.self = a;
    expect(redact(a)).toEqual({ name: "a", self: "[…]" });
    let deep: Record<string, unknown> = { token: "t" };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(redact(deep))).not.toContain('"t"');
  });
});

describe("log redaction: credentials inside text", () => {
  it.each([
    ["connect ECONNREFUSED postgres://app:hunter2@db:5432/mesh", "postgres://app:[redacted]@db:5432/mesh"],
    ["redis://:s3cret@127.0.0.1:6379 unreachable", "redis://:[redacted]@127.0.0.1:6379 unreachable"],
    ["GitHub said 401 for Authorization: Bearer ghs_abcdefghijklmnopqrstuvwx", "Bearer [redacted]"],
    ["token ghp_abcdefghijklmnopqrstuvwxyz0123456789 was refused", "token [redacted] was refused"],
    ["github_pat_11ABCDEFG0123456789_abcdefghijklmnop leaked", "[redacted] leaked"],
    ["GET /x?access_token=abc123&page=2", "access_token=[redacted]&page=2"],
    ["password=hunter2; other", "password=[redacted]; other"],
  ])("%s", (text, expected) => {
    const out = scrubText(text);
    expect(out).toContain(expected);
    expect(out).not.toMatch(/hunter2|s3cret|ghs_abc|ghp_abc|github_pat_11|abc123/);
  });

  it.each(["postgres://postgres@127.0.0.1:5432/tm", "https://example.com:8080/path", "the token verification failed", "basic workflow created"])(
    "leaves %s as it is",
    (text) => {
      expect(scrubText(text)).toBe(text);
    },
  );
});

describe("log lines", () => {
  it("a log line with a password, a token and a glyphseed prints them redacted", () => {
    const lines: string[] = [];
    const out = { write: (line: string) => void lines.push(line) };
    const log = createLog("info", out, out);
    log.error("sign-in failed", { email: "a@b.co", password: "correct horse battery staple", token: "tm_abcdef0123456789", node: { glyphseed: "seed-123456" } });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: "error", msg: "sign-in failed", email: "a@b.co", password: REDACTED, token: REDACTED, node: { glyphseed: REDACTED } });
    expect(lines[0]).not.toMatch(/correct horse|tm_abcdef|seed-123456/);
  });

  it("scrubs the message and Error values too", () => {
    const line = formatLine("warn", "could not reach redis://:pw123456@host:6379", { cause: new Error("postgres://u:hunter2@h/db refused") });
    expect(line).not.toMatch(/pw123456|hunter2/);
    expect(JSON.parse(line).cause).toEqual({ name: "Error", error: "postgres://u:[redacted]@h/db refused" });
  });
});
