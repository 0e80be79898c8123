/** The Learning Hub action's intents (server side), apart from the route module so zod stays out of the browser bundle. */
import { z } from "zod";

const ID_MAX = 100;
const SYNC_MAX = 50;

const challengeId = z
  .string({ error: "Choose a challenge." })
  .trim()
  .min(1, "Choose a challenge.")
  .max(ID_MAX, `A challenge id has at most ${ID_MAX} characters.`);

export const intentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("complete-challenge"),
      kind: z.enum(["kids", "beginners", "interactive"], { error: "The challenge kind must be kids, beginners or interactive." }),
      challengeId,
    }),
    z.object({ intent: z.literal("uncomplete-interactive"), challengeId }),
    z.object({
      intent: z.literal("sync-challenges"),
      kind: z.enum(["kids", "beginners"], { error: "Only kids and beginner challenges are remembered by the browser." }),
      // A form sends `ids` once per id: none, one (a string) or several (a list).
      ids: z.preprocess(
        (v) => (v === undefined ? [] : typeof v === "string" ? [v] : v),
        z
          .array(z.string({ error: "Challenge ids must be text." }).trim().min(1).max(ID_MAX), { error: "Send the challenge ids to remember." })
          .max(SYNC_MAX, `At most ${SYNC_MAX} challenge ids at a time.`),
      ),
    }),
    z.object({ intent: z.literal("chain-progress") }),
    z.object({ intent: z.literal("chain-reset") }),
  ],
  { error: "Unknown action: intent must be complete-challenge, uncomplete-interactive, sync-challenges, chain-progress or chain-reset." },
);

export type Intent = z.infer<typeof intentSchema>;
