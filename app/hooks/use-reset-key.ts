import { useState } from "react";

/**
 * A key for a form that changes with each successful answer (`ok: true`), so `<Form key={…}>`
 * remounts its fields after a submit: selects back on their placeholder, text fields empty, nothing
 * left to be sent again by accident (issue 31). A refused answer keeps what was typed. The same
 * remount the version picker on /autonomous-mesh gets from the location's key, for forms whose
 * answer leaves the URL as it was (a fetcher's post).
 */
export function useResetKey(reply: { ok: boolean } | null | undefined): number {
  const [seen, setSeen] = useState({ reply, key: 0 });
  // Adjusted while rendering (React's pattern for state derived from a changed prop): the new key is in this very render.
  if (reply !== seen.reply) {
    const next = { reply, key: reply?.ok ? seen.key + 1 : seen.key };
    setSeen(next);
    return next.key;
  }
  return seen.key;
}
