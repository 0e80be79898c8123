/**
 * A page's panel read (settle, issue 32): only a lost dependency is kept as an empty panel; any other
 * failure reaches the error boundary as a 500 carrying the request's id, logged once at error level.
 */
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseUnavailableError } from "../../db/client";
import { settle } from "~/infra/settle.server";
import { failureRequestId, ServiceUnavailableError } from "~/lib/errors";
import { log, withLogContext } from "~/lib/log.server";

afterEach(() => vi.restoreAllMocks());

function spyLog() {
  return { error: vi.spyOn(log, "error").mockImplementation(() => {}), warn: vi.spyOn(log, "warn").mockImplementation(() => {}) };
}

const lostConnection = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const adminShutdown = new pg.DatabaseError("terminating connection due to administrator command", 0, "error");
adminShutdown.code = "57P01";

describe("settle: a lost dependency is an empty panel", () => {
  it.each([
    ["Redis down (ServiceUnavailableError)", new ServiceUnavailableError("The job queue is unavailable right now.")],
    ["the database unreachable (DatabaseUnavailableError)", new DatabaseUnavailableError(new Error("timeout"))],
    ["a refused connection (ECONNREFUSED)", lostConnection],
    ["a backend terminated (57P01)", adminShutdown],
  ])("%s: null, one warn line, no error line", async (_, error) => {
    const logs = spyLog();
    await expect(withLogContext({ requestId: "req-1" }, () => settle("panel", Promise.reject(error)))).resolves.toBeNull();
    expect(logs.warn).toHaveBeenCalledTimes(1);
    expect(logs.error).not.toHaveBeenCalled();
  });

  it("a read that succeeds answers its value", async () => {
    await expect(settle("panel", Promise.resolve([1, 2]))).resolves.toEqual([1, 2]);
  });
});

describe("settle: any other failure reaches the error boundary", () => {
  const missingTable = new pg.DatabaseError('relation "symbolic_feedback" does not exist', 0, "error");
  missingTable.code = "42P01";

  it.each([
    ["a broken query (42P01)", missingTable],
    ["a bug (TypeError)", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a thrown string", "boom"],
  ])("%s: a 500 whose data carries the request id and a general sentence, logged once at error level", async (_, error) => {
    const logs = spyLog();
    const thrown = await withLogContext({ requestId: "req-42" }, () => settle("contribute: feedback", Promise.reject(error))).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(500);
    const body = (await res.json()) as { message: string; requestId: string };
    expect(failureRequestId(body)).toBe("req-42");
    // The page is told a sentence, never the error's own words.
    expect(body.message).toMatch(/went wrong/);
    expect(JSON.stringify(body)).not.toMatch(/symbolic_feedback|Cannot read|boom/);
    expect(logs.error).toHaveBeenCalledTimes(1);
    expect(logs.error.mock.calls[0][0]).toBe("contribute: feedback read failed");
    expect(logs.warn).not.toHaveBeenCalled();
  });
});

describe("failureRequestId", () => {
  it.each([
    [{ message: "x", requestId: "abc" }, "abc"],
    [{ message: "x", requestId: null }, null],
    [{ message: "x", requestId: "" }, null],
    ["Not found", null],
    [null, null],
    [{ requestId: 7 }, null],
  ])("%j → %j", (data, id) => {
    expect(failureRequestId(data)).toBe(id);
  });
});
