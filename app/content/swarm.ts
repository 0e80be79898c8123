/**
 * What the live chat (/swarm) says about where a question goes: shown under the question box and
 * taught to the minds (app/domain/knowledge/passages.server.ts), so both say the same.
 */

/** Beside the Private conversation choice: one plain sentence on what public means (issue 31). */
export const PUBLIC_NOTICE =
  "Public means your questions become memories in the Alexandria archive that anyone can read at /alexandria, unless you make the conversation private; questions about your health, family, feelings or a crisis are never published, whatever you choose.";
/** Under a question of a public conversation that the archive did not take (app/domain/trinity/plan.server.ts personalMatter). */
export const KEPT_PERSONAL_NOTE = "This question is about your own life, so it stayed out of the public archive. Only you (and the mesh's operators) can read it here.";
export const PRIVATE_NOTICE = "This conversation is private: its questions leave no memory or archive text behind.";
const KEPT_BACK = "memory, archive snippet or mesh event text";
/** The new conversation's checkbox: its label, its note, and what a private conversation keeps back. */
export const PRIVATE_CHOICE = { label: "Private conversation", detail: `no ${KEPT_BACK} is kept`, keptBack: KEPT_BACK } as const;
/** Who reads a conversation, whatever its kind. */
export const CONVERSATION_READERS = "Your conversations are listed and opened only by you (your guest wallet) and by the mesh's operators.";
