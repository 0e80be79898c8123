import type { QueryResult, RawBuilder } from "kysely";
import type { Executor } from "./types";

/** Runs a statement as a named one (what pg's `{ name, text, values }` query config does). */
export interface NamedStatementRunner {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const runners = new WeakMap<object, NamedStatementRunner>();

/** Marks a database handle whose statements can run as named statements through `runner` (its pg pool). */
export function allowPreparedStatements<T extends object>(db: T, runner: NamedStatementRunner): T {
  runners.set(db, runner);
  return db;
}

/** Statement names by name and text (a statement's text is the same on every call: one entry each). */
const names = new Map<string, Map<string, string>>();
const TEXTS_PER_NAME_MAX = 64;

/** The name plus an FNV-1a hash of the text: two texts under one name (a statement built in variants) get two statements. */
function statementName(name: string, text: string): string {
  let texts = names.get(name);
  if (!texts) names.set(name, (texts = new Map()));
  let named = texts.get(text);
  if (named) return named;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  named = `${name}_${(hash >>> 0).toString(36)}`;
  if (texts.size >= TEXTS_PER_NAME_MAX) texts.clear();
  texts.set(text, named);
  return named;
}

/**
 * Runs `query` as a named statement on a handle marked by allowPreparedStatements: each connection
 * parses and plans it once and then only binds values, where an unnamed statement is parsed and
 * planned on every call (~0.4–0.8 ms of PostgreSQL's CPU for the chat's long statements). For hot
 * statements whose text does not depend on the values. Inside a transaction, or on an unmarked
 * handle (PGlite, a test's own), it runs as an ordinary statement: same rows either way.
 */
export async function executePrepared<R>(db: Executor, name: string, query: RawBuilder<R>): Promise<QueryResult<R>> {
  const runner = db.isTransaction ? undefined : runners.get(db);
  if (!runner) return query.execute(db);
  const compiled = query.compile(db);
  const result = await runner.query({ name: statementName(name, compiled.sql), text: compiled.sql, values: [...compiled.parameters] });
  return { rows: result.rows as R[] };
}
