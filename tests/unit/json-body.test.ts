/** One reader of JSON request bodies (http.server.ts), for plain and signed (node) requests alike. */
import { describe, expect, it } from "vitest";
import { jsonBody, readJson } from "~/infra/http.server";

describe("jsonBody / readJson", () => {
  it.each([
    ["", {}],
    ["  \n", {}],
    ['{"a":1}', { a: 1 }],
    ["[1,2]", [1, 2]],
    ["null", null],
  ])("%j reads as %j", async (text, value) => {
    expect(jsonBody(text)).toEqual(value);
    expect(await readJson(new Request("http://x/", { method: "POST", body: text }))).toEqual(value);
  });

  it.each(["{", "{'a':1}", "undefined", "\u0000"])("%j is a thrown 400 in the error format, for both", async (text) => {
    const thrown = (() => {
      try {
        jsonBody(text);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "bad_request", message: "The request body is not valid JSON." } });
    await expect(readJson(new Request("http://x/", { method: "POST", body: text }))).rejects.toMatchObject({ status: 400 });
  });
});
