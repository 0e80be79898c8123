import { describe, expect, it } from "vitest";
import { invariantResponse } from "~/lib/invariant";

describe("invariantResponse (pages)", () => {
  it("passes when the condition holds", () => {
    expect(() => invariantResponse({ id: 1 }, "Not Found")).not.toThrow();
  });

  it("throws a plain-text 404 Response by default, which the page's ErrorBoundary renders", async () => {
    let thrown: unknown;
    try {
      invariantResponse(null, "Not Found");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe("Not Found");
  });

  it("takes another status", () => {
    try {
      invariantResponse(false, "Forbidden", { status: 403 });
    } catch (error) {
      expect((error as Response).status).toBe(403);
    }
    expect.assertions(1);
  });
});
