import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import type { Executor } from "../../db/types";
import { inTransaction } from "../../db/tx";
import { HANDLE_TAKEN, handleSchema } from "../lib/operator-handle";

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };
const SESSION_DAYS = 14;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(3, { error: "Email is required", abort: true })
  .max(254, "Email is too long")
  .email("Enter a valid email address");

export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(12, "Password must be at least 12 characters")
  .max(200, "Password is too long");

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password is too long"),
  redirectTo: z.string().max(500).optional(),
});

export const tokenNameSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(80, "Name is at most 80 characters"),
});

/** scrypt$N$r$p$salt$hash, all base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export interface OperatorIdentity {
  id: string;
  /** The sign-in name: shown to the operator themself and kept in the operator audit log, never in public records. */
  email: string;
  /** The public name every record an operator's action writes carries ("operator-N" unless they chose one). */
  handle: string;
  /** The API token the call was made with (Bearer), absent for a signed-in session. */
  token?: { id: string; name: string };
}

export class OperatorExistsError extends Error {}

/** Postgres (and PGlite) unique_violation: a concurrent insert or update took the value first. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}

/** Whether another operator holds this handle (handles are unique whatever their case). */
async function handleTaken(db: Executor, handle: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("operators").select("id").where(sql<string>`lower(handle)`, "=", handle.toLowerCase());
  if (exceptId) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Creates an operator; without a handle the database gives the next "operator-N". */
export async function createOperator(db: Executor, input: { email: string; password: string; handle?: string }): Promise<OperatorIdentity> {
  const email = emailSchema.parse(input.email);
  const password = passwordSchema.parse(input.password);
  const handle = input.handle === undefined ? undefined : handleSchema.parse(input.handle);
  const existing = await db.selectFrom("operators").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) throw new OperatorExistsError(`An operator with the email ${email} already exists.`);
  if (handle && (await handleTaken(db, handle))) throw new OperatorExistsError(HANDLE_TAKEN);
  return db
    .insertInto("operators")
    .values({ email, password_hash: await hashPassword(password), ...(handle ? { handle } : {}) })
    .returning(["id", "email", "handle"])
    .executeTakeFirstOrThrow();
}

export type HandleChange = { outcome: "changed"; handle: string } | { outcome: "taken" };

/** An operator chooses their public name; records written before keep the name they were written with. */
export async function setOperatorHandle(db: Executor, operatorId: string, input: string): Promise<HandleChange> {
  const handle = handleSchema.parse(input);
  if (await handleTaken(db, handle, operatorId)) return { outcome: "taken" };
  try {
    await db.updateTable("operators").set({ handle }).where("id", "=", operatorId).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: "taken" };
    throw error;
  }
  return { outcome: "changed", handle };
}

/**
 * Creates the operator, or sets a new password when the email exists (first start from OPERATOR_EMAIL).
 * A new password ends every session of that operator (one transaction): whoever signed in with the
 * old one must sign in again. API tokens are separate credentials and stay (revoke them at /settings/tokens).
 */
export async function ensureOperator(db: Executor, input: { email: string; password: string }): Promise<{ created: boolean }> {
  const email = emailSchema.parse(input.email);
  return inTransaction(db, async (tx) => {
    // Several web processes may start at once with the same OPERATOR_EMAIL: one creates the operator,
    // the others wait here and find it (without the lock, all read "none" and all but one insert in vain).
    await sql`select pg_advisory_xact_lock(hashtext(${`operator:${email}`}))`.execute(tx);
    const existing = await tx.selectFrom("operators").select(["id", "password_hash"]).where("email", "=", email).executeTakeFirst();
    if (!existing) {
      await createOperator(tx, { email, password: input.password });
      return { created: true };
    }
    if (!(await verifyPassword(input.password, existing.password_hash))) {
      passwordSchema.parse(input.password);
      const passwordHash = await hashPassword(input.password);
      await tx.updateTable("operators").set({ password_hash: passwordHash }).where("id", "=", existing.id).execute();
      await tx.deleteFrom("operator_sessions").where("operator_id", "=", existing.id).execute();
    }
    return { created: false };
  });
}

// A fixed hash to compare against when the email is unknown, so timing does not reveal which emails exist.
let dummyHash: Promise<string> | undefined;

export async function verifyLogin(db: Executor, email: string, password: string): Promise<OperatorIdentity | null> {
  const row = await db
    .selectFrom("operators")
    .select(["id", "email", "handle", "password_hash"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) {
    dummyHash ??= hashPassword("not-a-real-password-for-timing");
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, row.password_hash)) ? { id: row.id, email: row.email, handle: row.handle } : null;
}

/** Starts a session; the returned secret goes into the signed cookie, only its hash is stored. */
export async function createSession(db: Executor, operatorId: string): Promise<{ secret: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.insertInto("operator_sessions").values({ id: sha256(secret), operator_id: operatorId, expires_at: expiresAt }).execute();
  return { secret, expiresAt };
}

export async function getSessionOperator(db: Executor, secret: string): Promise<OperatorIdentity | null> {
  const row = await db
    .selectFrom("operator_sessions as s")
    .innerJoin("operators as o", "o.id", "s.operator_id")
    .select(["o.id", "o.email", "o.handle"])
    .where("s.id", "=", sha256(secret))
    .where("s.expires_at", ">", new Date())
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSession(db: Executor, secret: string): Promise<void> {
  await db.deleteFrom("operator_sessions").where("id", "=", sha256(secret)).execute();
}

export async function pruneExpiredSessions(db: Executor, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("operator_sessions").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface ApiTokenSummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Creates an API token; the plain token is returned once and never stored. */
export async function createApiToken(db: Executor, operatorId: string, name: string): Promise<{ token: string; summary: ApiTokenSummary }> {
  const token = `tm_${randomBytes(32).toString("base64url")}`;
  const row = await db
    .insertInto("api_tokens")
    .values({ operator_id: operatorId, name, token_hash: sha256(token), token_prefix: token.slice(0, 10) })
    .returning(["id", "name", "token_prefix", "created_at", "last_used_at"])
    .executeTakeFirstOrThrow();
  return {
    token,
    summary: { id: row.id, name: row.name, prefix: row.token_prefix, createdAt: new Date(row.created_at).toISOString(), lastUsedAt: null },
  };
}

export async function listApiTokens(db: Executor, operatorId: string): Promise<ApiTokenSummary[]> {
  const rows = await db
    .selectFrom("api_tokens")
    .select(["id", "name", "token_prefix", "created_at", "last_used_at"])
    .where("operator_id", "=", operatorId)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.token_prefix,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
  }));
}

export async function revokeApiToken(db: Executor, operatorId: string, tokenId: string): Promise<boolean> {
  if (!z.uuid().safeParse(tokenId).success) return false;
  const result = await db
    .updateTable("api_tokens")
    .set({ revoked_at: new Date() })
    .where("id", "=", tokenId)
    .where("operator_id", "=", operatorId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function verifyApiToken(db: Executor, token: string): Promise<OperatorIdentity | null> {
  if (!/^tm_[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db
    .selectFrom("api_tokens as t")
    .innerJoin("operators as o", "o.id", "t.operator_id")
    .select(["o.id", "o.email", "o.handle", "t.id as tokenId", "t.name as tokenName", "t.last_used_at"])
    .where("t.token_hash", "=", sha256(token))
    .where("t.revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  // Record use at most once a minute per token to keep reads cheap.
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > 60_000) {
    await db.updateTable("api_tokens").set({ last_used_at: new Date() }).where("id", "=", row.tokenId).execute();
  }
  return { id: row.id, email: row.email, handle: row.handle, token: { id: row.tokenId, name: row.tokenName } };
}
