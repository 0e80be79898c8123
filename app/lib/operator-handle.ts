/**
 * An operator's public name (issue 30, finding 6). The e-mail is an operator's sign-in name, so it
 * never appears in public records; the handle does: "operator-N" by default (N numbered by the
 * database in creation order), or a name the operator chooses on /settings/tokens. Client-safe.
 */
import { z } from "zod";

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 32;
/** Letters, digits, `-`, `_` and `.`: no spaces and no `@`, so a handle can never be an e-mail. */
export const HANDLE_CHARACTERS = /^[A-Za-z0-9._-]+$/;
/** The defaults' shape; nobody chooses one, so a default never collides with a chosen handle. */
export const DEFAULT_HANDLE = /^operator-\d+$/i;

const TOO_SHORT = `A handle has at least ${HANDLE_MIN} characters.`;

export const handleSchema = z
  .string({ error: TOO_SHORT })
  .trim()
  .min(HANDLE_MIN, TOO_SHORT)
  .max(HANDLE_MAX, `A handle has at most ${HANDLE_MAX} characters.`)
  .regex(HANDLE_CHARACTERS, "Use only letters, digits, '-', '_' and '.' (no spaces, no '@').")
  .refine((h) => !DEFAULT_HANDLE.test(h), "Handles like operator-7 are kept for the defaults; choose another.");

export const handleFormSchema = z.object({ handle: handleSchema });

/** The message for a handle another operator holds (handles are unique whatever their case). */
export const HANDLE_TAKEN = "That handle is already taken by another operator.";
