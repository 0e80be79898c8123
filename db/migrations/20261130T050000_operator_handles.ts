import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * Operators' public names (issue 30, finding 6). Every operator gets a handle, unique whatever its
 * case: existing ones "operator-1", "operator-2"… in creation order, new ones the next number from
 * a sequence (or one they choose). Public records that stored an operator's e-mail as the actor get
 * that operator's handle instead, so old rows stop showing sign-in names; the operator audit log
 * (operators only) keeps the e-mail.
 */

/** Public columns that name the operator who acted. */
const ACTOR_COLUMNS: [table: string, column: string][] = [
  ["node_promotions", "reviewed_by"],
  ["sovereignty_audit", "operator"],
  ["harmony_scans", "requested_by"],
  ["alexandria_syncs", "taken_by"],
  ["velocity_engine", "started_by"],
  ["velocity_engine", "stopped_by"],
  ["merchant_onboardings", "onboarded_by"],
  ["knowledge_offers", "created_by"],
  ["knowledge_offers", "traded_by"],
  ["emergent_templates", "approved_by"],
  ["mesh_reflections", "triggered_by"],
  ["version_deployments", "requested_by"],
  ["manifests", "uploaded_by"],
  ["manifests", "deployed_by"],
  ["deploy_cascades", "requested_by"],
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence operator_handle_seq`.execute(db);
  await db.schema.alterTable("operators").addColumn("handle", "text").execute();
  await sql`
    update operators o set handle = 'operator-' || n.rn
    from (select id, row_number() over (order by created_at, id) as rn from operators) n
    where n.id = o.id`.execute(db);
  // The next operator continues the numbering (the first one ever gets 1).
  await sql`select setval('operator_handle_seq', greatest((select count(*) from operators), 1), (select count(*) > 0 from operators))`.execute(db);
  await sql`alter sequence operator_handle_seq owned by operators.handle`.execute(db);
  await sql`alter table operators alter column handle set default 'operator-' || nextval('operator_handle_seq')`.execute(db);
  await sql`alter table operators alter column handle set not null`.execute(db);
  await sql`create unique index operators_handle_key on operators (lower(handle))`.execute(db);

  const operators = await db.selectFrom("operators").select(["email", "handle"]).execute();
  for (const { email, handle } of operators as { email: string; handle: string }[]) {
    for (const [table, column] of ACTOR_COLUMNS) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${handle} where lower(${sql.ref(column)}) = ${email}`.execute(db);
    }
    // Texts that start with or mention the actor (a sovereignty change is "<actor>: <reason>").
    await sql`update custodian_events set action_taken = replace(action_taken, ${email}, ${handle}) where strpos(action_taken, ${email}) > 0`.execute(db);
    await sql`update mesh_events set summary = replace(summary, ${email}, ${handle}) where strpos(summary, ${email}) > 0`.execute(db);
    // Payload values that are exactly the e-mail (e.g. a promotion's reviewedBy): as JSON strings, so
    // nothing else matches; a handle needs no JSON escaping.
    const quoted = JSON.stringify(email);
    await sql`update mesh_events set payload = replace(payload::text, ${quoted}, ${JSON.stringify(handle)})::jsonb where strpos(payload::text, ${quoted}) > 0`.execute(db);
  }
}

/** Removes the handles; the rewritten records keep the handles (putting e-mails back would leak them again). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists operators_handle_key`.execute(db);
  await db.schema.alterTable("operators").dropColumn("handle").execute();
  await sql`drop sequence if exists operator_handle_seq`.execute(db);
}
