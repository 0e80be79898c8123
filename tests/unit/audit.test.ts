import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  auditActorLabel,
  auditQueryString,
  csvCell,
  isAuditAction,
  parseAuditDate,
  parseAuditQuery,
  toCsv,
} from "~/lib/audit";

describe("audit actions", () => {
  it("names the actions other areas record, so they can call recordOperatorAction with them", () => {
    for (const a of ["node.approve", "node.reject", "node.secret_rotate", "node.secret_revoke", "node.decommission", "version.update", "token.create", "token.revoke", "velocity.sovereignty"]) {
      expect(AUDIT_ACTIONS).toContain(a);
    }
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it.each([
    ["node.approve", true],
    ["deploy.cascade", true],
    ["toString", false],
    ["__proto__", false],
    ["", false],
    [42, false],
  ])("isAuditAction(%o) is %s", (value, expected) => {
    expect(isAuditAction(value)).toBe(expected);
  });

  it("labels known actions and shows unknown ones as they are", () => {
    expect(auditActionLabel("node.approve")).toBe("Node approved");
    expect(auditActionLabel("legacy.thing")).toBe("legacy.thing");
  });

  it("shows a token by its name and its operator", () => {
    expect(auditActorLabel({ actorKind: "session", actorName: "op@mesh.test", operatorEmail: "op@mesh.test" })).toBe("op@mesh.test");
    expect(auditActorLabel({ actorKind: "token", actorName: "ci", operatorEmail: "op@mesh.test" })).toBe("token “ci” (op@mesh.test)");
  });
});

describe("audit filter dates", () => {
  it.each([
    ["2026-11-25", "from", "2026-11-25T00:00:00.000Z"],
    ["2026-11-25", "to", "2026-11-26T00:00:00.000Z"],
    ["2026-12-31", "to", "2027-01-01T00:00:00.000Z"],
    ["2026-11-25T10:30", "from", "2026-11-25T10:30:00.000Z"],
    ["2026-11-25T10:30:05.123Z", "to", "2026-11-25T10:30:05.123Z"],
    ["2026-11-25T12:00:00+02:00", "from", "2026-11-25T10:00:00.000Z"],
  ] as const)("%s as %s → %s", (text, bound, iso) => {
    expect(parseAuditDate(text, bound)?.toISOString()).toBe(iso);
  });

  it.each(["", "yesterday", "2026-02-30", "2026-13-01", "25/11/2026", "2026-11-25T25:00", "1e9"])("refuses %o", (text) => {
    expect(parseAuditDate(text, "from")).toBeNull();
  });
});

describe("audit URL query", () => {
  it("reads every filter and the page", () => {
    const { filter, page, ignored } = parseAuditQuery(new URLSearchParams("action=node.approve&actor=%20ops%20&result=refused&from=2026-11-01&to=2026-11-30&page=3"));
    expect(filter).toEqual({ action: "node.approve", actor: "ops", result: "refused", from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-12-01T00:00:00Z") });
    expect(page).toBe(3);
    expect(ignored).toEqual([]);
  });

  it("treats empty fields as no filter (the GET form sends them all)", () => {
    expect(parseAuditQuery(new URLSearchParams("action=&actor=&result=&from=&to=&page="))).toEqual({ filter: {}, page: 1, ignored: [] });
  });

  it("ignores what it does not understand, and says which fields", () => {
    const { filter, page, ignored } = parseAuditQuery(new URLSearchParams("action=drop.tables&result=maybe&from=soon&to=2026-99-99&page=-2"));
    expect(filter).toEqual({});
    expect(page).toBe(1);
    expect(ignored).toEqual(["action", "result", "from", "to", "page"]);
  });

  it("caps the actor text", () => {
    expect(parseAuditQuery(new URLSearchParams({ actor: "x".repeat(500) })).filter.actor).toHaveLength(200);
  });

  it("writes the filter fields back as a query, without empty ones", () => {
    expect(auditQueryString({ action: "token.create", actor: "", result: "ok", from: "2026-11-01", to: undefined, page: 2 })).toBe("?action=token.create&result=ok&from=2026-11-01&page=2");
    expect(auditQueryString({ actor: "a&b=c" })).toBe("?actor=a%26b%3Dc");
    expect(auditQueryString({})).toBe("");
  });
});

describe("CSV escaping (RFC 4180, no formulas)", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\r\nlf", '"cr\r\nlf"'],
    [" padded ", '" padded "'],
    ["=HYPERLINK(\"x\")", '"\'=HYPERLINK(""x"")"'],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@sum", "'@sum"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [42, "42"],
    [-3, "-3"],
  ])("%o → %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("joins a header and rows with CRLF and ends with one", () => {
    expect(toCsv(["a", "b"], [["1", "x,y"], [null, 'q"']])).toBe('a,b\r\n1,"x,y"\r\n,"q"""\r\n');
  });
});
