import { useEffect, useRef } from "react";
import { useToast } from "../ui/toaster";
import type { ActionReply } from "./types";

/** Shows the toast of each new enhanced action reply (a fetcher's data) once. */
export function useActionToast(reply: ActionReply | undefined) {
  const toast = useToast();
  const last = useRef<ActionReply | undefined>(undefined);
  useEffect(() => {
    if (!reply || reply === last.current) return;
    last.current = reply;
    toast(reply.toast);
  }, [reply, toast]);
}
