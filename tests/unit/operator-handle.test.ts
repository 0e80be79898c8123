import { describe, expect, it } from "vitest";
import { DEFAULT_HANDLE, handleSchema, HANDLE_MAX, HANDLE_MIN } from "~/lib/operator-handle";

// Issue 30, finding 6: an operator's public name can never be (or look like) an e-mail, and never
// takes the shape of a default handle ("operator-N"), which the database hands out.
describe("handleSchema", () => {
  it.each([
    ["abc", "abc"],
    ["  Night.Watch_7  ", "Night.Watch_7"],
    ["a-b", "a-b"],
    ["x".repeat(HANDLE_MAX), "x".repeat(HANDLE_MAX)],
    ["operator", "operator"],
    ["operator-seven", "operator-seven"],
    ["ops-1", "ops-1"],
  ])("accepts %j as %j", (input, handle) => {
    expect(handleSchema.parse(input)).toBe(handle);
  });

  it.each([
    ["", "at least 3"],
    ["ab", "at least 3"],
    ["x".repeat(HANDLE_MAX + 1), `at most ${HANDLE_MAX}`],
    ["ops@example.org", "no '@'"],
    ["night watch", "no spaces"],
    ["ops/1", "letters, digits"],
    ["ops+tag", "letters, digits"],
    ["Ops😀", "letters, digits"],
    ["operator-1", "kept for the defaults"],
    ["OPERATOR-42", "kept for the defaults"],
  ])("refuses %j (%s)", (input, message) => {
    const parsed = handleSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message).join(" ")).toContain(message);
  });

  it("refuses what is not a string with the length message", () => {
    expect(handleSchema.safeParse(undefined).error!.issues[0]!.message).toContain(`at least ${HANDLE_MIN}`);
  });

  it("the default shape is operator-N", () => {
    expect(["operator-1", "operator-204"].every((h) => DEFAULT_HANDLE.test(h))).toBe(true);
    expect(["operator-", "operator-1a", "my-operator-1"].some((h) => DEFAULT_HANDLE.test(h))).toBe(false);
  });
});
