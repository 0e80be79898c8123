import { sql, type Kysely } from "kysely";

// Frozen in time: never import app code here.

/**
 * A question asked over /ws carries an id the browser chose (`askId`): when the connection drops
 * before the answer arrives (a web process killed, a network blip), the page sends the same question
 * again with the same id, and the server answers it from what was saved instead of deliberating
 * twice. The id sits on the visitor's message of the turn; unique, so two processes racing on one id
 * save one turn (the other's save fails and it answers with the saved one). The no-JS form posts an
 * id its page made, so a form posted twice is answered once too. Null on older rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table messages add column ask_id text`.execute(db);
  await sql`create unique index messages_ask_id_key on messages (ask_id) where ask_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists messages_ask_id_key`.execute(db);
  await sql`alter table messages drop column if exists ask_id`.execute(db);
}
