import { useEffect, useState } from "react";

/** The current time, ticking every `everyMs` once hydrated; the server's time before that (no hydration mismatch). */
export function useNow(serverNow: number, everyMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
