import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types";

/**
 * A generated economy of 35 days before `now` (and a little after it), for the economic dashboard's
 * history (issue 34): nodes with reputations across every trust band, ledger entries (mints, burns and
 * transfers, some before the 30-day range so the circulation starts above 0, some exactly on bucket
 * boundaries, a few after the range) with the accounts' balances kept as the ledger keeps them, and
 * resonance exchanges. Deterministic (every row from `now` and a row number), written with SQL
 * generate_series: a few thousand rows in well under a second.
 */
export const ECONOMY_HISTORY_NODES = 8;
const NODE_IDS = Array.from({ length: ECONOMY_HISTORY_NODES }, (_, i) => `hist-econ-${i}`);
/** Trust scores: band edges (0, 10, 90, 100) and values inside bands; 20–30, 60–70 and 80–90 stay empty. */
export const ECONOMY_HISTORY_TRUST = [0, 9.5, 10, 33.3, 50, 71, 90, 100];

export async function generateEconomyHistory(db: Kysely<Database>, now: number): Promise<void> {
  const at = new Date(now);
  await db
    .insertInto("mesh_nodes")
    .values(NODE_IDS.map((id) => ({ id, node_type: "Observer", status: "active", name: id, location: null, personality: null, glyph_profile: JSON.stringify({}), val_balance: 0, version: "1.0.0", last_heartbeat: null })))
    .execute();
  await db
    .insertInto("node_reputations")
    .values(NODE_IDS.map((id, i) => ({ node_id: id, trust_score: ECONOMY_HISTORY_TRUST[i]!, updated_at: at })))
    .execute();
  await db
    .insertInto("val_accounts")
    .values(NODE_IDS.map((id) => ({ id: `node:${id}`, kind: "node" })))
    .execute();

  const nodes = sql.val(NODE_IDS);
  // Mints: every 17 minutes from 35 days before `now` to 2 days after it (17 and 60 are coprime, so
  // some fall exactly on an hour), 1..7 VAL to a node in turn.
  await sql`
    insert into val_entries (from_account, to_account, amount, kind, memo, created_at)
    select 'system:mint', 'node:' || (${nodes}::text[])[1 + i % ${ECONOMY_HISTORY_NODES}], 1 + i % 7, 'mint', 'history mint ' || i,
           ${at}::timestamptz - interval '35 days' + i * interval '17 minutes'
    from generate_series(0, (37 * 24 * 60) / 17) i`.execute(db);
  // Burns: every 3 h 10 min, 1..3 VAL from a node (far less than it is minted).
  await sql`
    insert into val_entries (from_account, to_account, amount, kind, memo, created_at)
    select 'node:' || (${nodes}::text[])[1 + i % ${ECONOMY_HISTORY_NODES}], 'system:burn', 1 + i % 3, 'burn', 'history burn ' || i,
           ${at}::timestamptz - interval '35 days' + interval '5 minutes' + i * interval '190 minutes'
    from generate_series(0, (37 * 24 * 60) / 190) i`.execute(db);
  // Transfers between nodes, every 47 minutes: they move VAL but neither mint nor burn it.
  await sql`
    insert into val_entries (from_account, to_account, amount, kind, memo, created_at)
    select 'node:' || (${nodes}::text[])[1 + i % ${ECONOMY_HISTORY_NODES}], 'node:' || (${nodes}::text[])[1 + (i + 1) % ${ECONOMY_HISTORY_NODES}], 1, 'transfer', 'history transfer ' || i,
           ${at}::timestamptz - interval '35 days' + interval '2 minutes' + i * interval '47 minutes'
    from generate_series(0, (37 * 24 * 60) / 47) i`.execute(db);
  // Balances as post() keeps them: every account's entries in, less its entries out.
  await sql`
    update val_accounts a set balance =
      coalesce((select sum(amount) from val_entries where to_account = a.id), 0)
      - coalesce((select sum(amount) from val_entries where from_account = a.id), 0)`.execute(db);

  // Resonance exchanges: every 23 minutes on even rows, every 23 minutes + 7 on rows divisible by 5 (uneven per hour).
  await sql`
    insert into resonance_exchanges (id, from_node_id, to_node_id, resonance_score, val_minted, created_at)
    select 'hist-exchange-' || i, (${nodes}::text[])[1 + i % ${ECONOMY_HISTORY_NODES}], (${nodes}::text[])[1 + (i + 3) % ${ECONOMY_HISTORY_NODES}],
           (i % 11) / 10.0, i % 11, ${at}::timestamptz - interval '35 days' + i * interval '23 minutes' + case when i % 5 = 0 then interval '7 minutes' else interval '0' end
    from generate_series(0, (37 * 24 * 60) / 23) i
    where i % 2 = 0 or i % 5 = 0`.execute(db);
}
