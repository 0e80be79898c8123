import { describe, expect, it } from "vitest";
import { cancelHref, confirmHref, confirmingId, type ConfirmStep } from "~/lib/confirm";

const REVOKE: ConfirmStep = { action: "revoke", subject: "token" };
const REJECT: ConfirmStep = { action: "reject", subject: "node" };

describe("confirmingId: the URL names what to confirm", () => {
  it.each([
    ["?confirm=revoke&token=abc", REVOKE, "abc"],
    ["confirm=revoke&token=%20abc%20", REVOKE, "abc"],
    ["?confirm=reject&node=node-1&tab=vault", REJECT, "node-1"],
    // another step, no id, an empty or too long id, no confirm: nothing opens
    ["?confirm=reject&token=abc", REVOKE, null],
    ["?confirm=revoke&node=abc", REVOKE, null],
    ["?confirm=revoke", REVOKE, null],
    ["?confirm=revoke&token=", REVOKE, null],
    ["?confirm=revoke&token=%20%20", REVOKE, null],
    [`?confirm=revoke&token=${"x".repeat(101)}`, REVOKE, null],
    ["?token=abc", REVOKE, null],
    ["?confirm=REVOKE&token=abc", REVOKE, null],
    ["", REVOKE, null],
  ] as const)("%s → %s", (search, step, expected) => {
    expect(confirmingId(search, step)).toBe(expected);
  });

  it("takes a 100-character id", () => {
    expect(confirmingId(`?confirm=revoke&token=${"x".repeat(100)}`, REVOKE)).toBe("x".repeat(100));
  });
});

describe("confirmHref and cancelHref keep the page's other parameters", () => {
  it.each([
    ["/settings/tokens", "", "t-1", "/settings/tokens?confirm=revoke&token=t-1", "/settings/tokens"],
    ["/valoir-mesh", "?tab=vault", "n 1", "/valoir-mesh?tab=vault&confirm=reject&node=n+1", "/valoir-mesh?tab=vault"],
    // an open confirmation for another id is replaced, not doubled
    ["/valoir-mesh", "?confirm=reject&node=old&tab=all", "new", "/valoir-mesh?confirm=reject&node=new&tab=all", "/valoir-mesh?tab=all"],
  ] as const)("%s%s", (pathname, search, id, open, cancel) => {
    const step = pathname === "/settings/tokens" ? REVOKE : REJECT;
    const opened = confirmHref(pathname, search, step, id);
    expect(opened).toBe(open);
    expect(confirmingId(opened.slice(pathname.length), step)).toBe(id);
    expect(cancelHref(pathname, opened.slice(pathname.length), step)).toBe(cancel);
  });
});
