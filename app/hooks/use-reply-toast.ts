import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toaster";
import type { ScreenToast } from "~/lib/form";

/** Shows the toast of each new action reply (a fetcher's data, or the page's action data) once. */
export function useReplyToast(reply: { toast?: ScreenToast } | null | undefined) {
  const toast = useToast();
  const last = useRef<typeof reply>(undefined);
  useEffect(() => {
    if (!reply?.toast || reply === last.current) return;
    last.current = reply;
    toast(reply.toast);
  }, [reply, toast]);
}
