import { sql } from "kysely";
import { inTransaction } from "../../db/tx";
import type { Executor } from "../../db/types";

/**
 * The VAL ledger (DESIGN §8). Integer units only; every change is one entry between two accounts
 * written in the same transaction as both balances. Minting draws from `system:mint`, burning pays
 * into `system:burn`: the sum over all other accounts moves only by those entries, and no
 * non-system account goes below zero (a check constraint backs the rule up).
 */
export const MINT_ACCOUNT = "system:mint";
export const BURN_ACCOUNT = "system:burn";

export type AccountKind = "node" | "wallet";
export type EntryKind = "transfer" | "mint" | "burn";

export const nodeAccount = (nodeId: string) => `node:${nodeId}`;
export const walletAccount = (walletId: string) => `wallet:${walletId}`;

export class InsufficientFundsError extends Error {
  readonly code = "insufficient_funds" as const;
  constructor(
    readonly account: string,
    readonly balance: number,
    readonly amount: number,
  ) {
    super(`Not enough VAL: ${account} holds ${balance} and ${amount} is needed.`);
  }
}

export interface Posting {
  from: string;
  to: string;
  /** Whole VAL units, > 0. */
  amount: number;
  kind?: EntryKind;
  memo?: string;
  /** A retried job or request passes the same key: the entry is written once. */
  idempotencyKey?: string;
}

export interface PostedEntry {
  id: number;
  from: string;
  to: string;
  amount: number;
  kind: EntryKind;
  /** False when the idempotency key had already been used: nothing moved this time. */
  posted: boolean;
}

function assertAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A VAL amount is a whole number above 0 (got ${amount}).`);
}

/** Creates accounts that do not exist yet (balance 0). */
export async function openAccounts(db: Executor, accounts: { id: string; kind: AccountKind }[]): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .insertInto("val_accounts")
    .values(accounts.map((a) => ({ id: a.id, kind: a.kind })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

const kindOf = (account: string): AccountKind | "system" => (account.startsWith("system:") ? "system" : account.startsWith("node:") ? "node" : "wallet");

/**
 * Moves `amount` from one account to the other, atomically. Both rows are locked in id order, so
 * concurrent postings between the same accounts in opposite directions cannot deadlock; a debit
 * that would take a non-system account below zero throws InsufficientFundsError and moves nothing.
 */
export async function post(db: Executor, p: Posting): Promise<PostedEntry> {
  assertAmount(p.amount);
  if (p.from === p.to) throw new RangeError("A posting needs two different accounts.");
  const kind: EntryKind = p.kind ?? (p.from === MINT_ACCOUNT ? "mint" : p.to === BURN_ACCOUNT ? "burn" : "transfer");
  return inTransaction(db, async (tx) => {
    if (p.idempotencyKey) {
      const done = await tx.selectFrom("val_entries").select(["id", "from_account", "to_account", "amount", "kind"]).where("idempotency_key", "=", p.idempotencyKey).executeTakeFirst();
      if (done) return { id: Number(done.id), from: done.from_account, to: done.to_account, amount: Number(done.amount), kind: done.kind, posted: false };
    }
    const accounts = [p.from, p.to].filter((a) => kindOf(a) !== "system").map((id) => ({ id, kind: kindOf(id) as AccountKind }));
    await openAccounts(tx, accounts);
    const locked = await tx
      .selectFrom("val_accounts")
      .select(["id", "kind", "balance"])
      .where("id", "in", [p.from, p.to])
      .orderBy("id")
      .forUpdate()
      .execute();
    if (locked.length !== 2) throw new RangeError(`Unknown VAL account in ${p.from} → ${p.to}.`);
    const source = locked.find((a) => a.id === p.from)!;
    const balance = Number(source.balance);
    if (source.kind !== "system" && balance < p.amount) throw new InsufficientFundsError(p.from, balance, p.amount);
    await tx.updateTable("val_accounts").set({ balance: sql`balance - ${p.amount}` }).where("id", "=", p.from).execute();
    await tx.updateTable("val_accounts").set({ balance: sql`balance + ${p.amount}` }).where("id", "=", p.to).execute();
    const entry = await tx
      .insertInto("val_entries")
      .values({ from_account: p.from, to_account: p.to, amount: p.amount, kind, memo: p.memo ?? "", idempotency_key: p.idempotencyKey ?? null })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: Number(entry.id), from: p.from, to: p.to, amount: p.amount, kind, posted: true };
  });
}

export const mint = (db: Executor, to: string, amount: number, memo: string, idempotencyKey?: string) =>
  post(db, { from: MINT_ACCOUNT, to, amount, kind: "mint", memo, idempotencyKey });

export const burn = (db: Executor, from: string, amount: number, memo: string, idempotencyKey?: string) =>
  post(db, { from, to: BURN_ACCOUNT, amount, kind: "burn", memo, idempotencyKey });

export async function balanceOf(db: Executor, account: string): Promise<number> {
  const row = await db.selectFrom("val_accounts").select("balance").where("id", "=", account).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export interface LedgerTotals {
  minted: number;
  burned: number;
  /** Sum of every non-system balance: always minted − burned. */
  circulating: number;
  /** Accounts whose balance disagrees with their entries (should be none). */
  drift: number;
}

/** The ledger's invariants, read in one snapshot: for audits, the economic dashboard and tests. */
export async function ledgerTotals(db: Executor): Promise<LedgerTotals> {
  const { rows } = await sql<{ minted: string; burned: string; circulating: string; drift: string }>`
    select
      (select coalesce(sum(amount), 0) from val_entries where from_account = ${MINT_ACCOUNT}) as minted,
      (select coalesce(sum(amount), 0) from val_entries where to_account = ${BURN_ACCOUNT}) as burned,
      (select coalesce(sum(balance), 0) from val_accounts where kind <> 'system') as circulating,
      (select count(*) from val_accounts a where a.balance <>
        coalesce((select sum(amount) from val_entries where to_account = a.id), 0)
        - coalesce((select sum(amount) from val_entries where from_account = a.id), 0)) as drift`.execute(db);
  const r = rows[0]!;
  return { minted: Number(r.minted), burned: Number(r.burned), circulating: Number(r.circulating), drift: Number(r.drift) };
}
