import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * The VAL ledger (DESIGN §8): integer units, double entry. Every change is one entry moving an
 * amount from one account to another; minting draws from the `system:mint` account and burning
 * pays into `system:burn`, the only accounts allowed below zero. The balance column is kept in
 * the same transaction as the entry, so reading a balance never sums the journal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("val_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('node','wallet','system')`))
    .addColumn("balance", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("val_accounts_not_negative", sql`kind = 'system' or balance >= 0`)
    .execute();

  await db.schema
    .createTable("val_entries")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    .addColumn("from_account", "text", (c) => c.notNull().references("val_accounts.id"))
    .addColumn("to_account", "text", (c) => c.notNull().references("val_accounts.id"))
    .addColumn("amount", "bigint", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('transfer','mint','burn')`))
    .addColumn("memo", "text", (c) => c.notNull().defaultTo(""))
    // A retried job or request carries the same key: the entry is written once.
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("val_entries_two_accounts", sql`from_account <> to_account`)
    .execute();
  await db.schema.createIndex("val_entries_from_idx").on("val_entries").columns(["from_account", "created_at desc"]).execute();
  await db.schema.createIndex("val_entries_to_idx").on("val_entries").columns(["to_account", "created_at desc"]).execute();

  await sql`insert into val_accounts (id, kind) values ('system:mint', 'system'), ('system:burn', 'system')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("val_entries").ifExists().execute();
  await db.schema.dropTable("val_accounts").ifExists().execute();
}
