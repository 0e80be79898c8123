/**
 * The pool createDb opens: every statement is cut off after 15 s unless the caller gives another
 * limit (the bench's history generator writes a million rows and needs more on a slow machine).
 */
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { createDb } from "../../db/client";

const timeoutOf = async (statementTimeoutMs?: number) => {
  const handle = await createDb({ databaseUrl: inject("databaseUrl"), pgliteDir: "", poolMax: 1, statementTimeoutMs });
  try {
    const shown = (await sql<{ statement_timeout: string }>`show statement_timeout`.execute(handle.db)).rows[0].statement_timeout;
    const slept = await sql`select pg_sleep(0.3)`.execute(handle.db).then(
      () => "finished",
      (error: Error) => error.message,
    );
    return { shown, slept };
  } finally {
    await handle.close();
  }
};

describe("createDb's statement limit", () => {
  it("is 15 s by default", async () => {
    expect(await timeoutOf()).toEqual({ shown: "15s", slept: "finished" });
  });

  it("is the caller's when given, and a longer statement is cancelled", async () => {
    expect(await timeoutOf(100)).toEqual({ shown: "100ms", slept: "canceling statement due to statement timeout" });
  });
});
