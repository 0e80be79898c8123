import { useFetcher } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { useReplyToast } from "~/hooks/use-reply-toast";
import { useResetKey } from "~/hooks/use-reset-key";
import type { ScreenToast } from "~/lib/form";
import { EnhancedField } from "../ui/enhanced-field";

/** What a dashboard's action answers an enhanced (JavaScript) post; a plain post is redirected with a flash toast. */
export interface ActionReply {
  ok: boolean;
  toast: ScreenToast;
}

/**
 * One operator action of a dashboard (continuity, velocity): a fetcher form that posts `intent` and
 * the hidden `fields` to `action`, and shows the reply as a toast; without JavaScript, a plain post.
 * `children` renders the controls and knows whether the post is on its way. After a successful
 * answer the controls start again from their defaults (a typed reason or name is not kept for the next post).
 */
export function IntentForm({
  action,
  intent,
  fields,
  className,
  onSubmit,
  children,
}: {
  action: string;
  intent: string;
  fields?: Record<string, string>;
  className?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: (busy: boolean) => ReactNode;
}) {
  const fetcher = useFetcher<ActionReply>();
  useReplyToast(fetcher.data);
  const resetKey = useResetKey(fetcher.data);
  return (
    <fetcher.Form key={resetKey} method="post" action={action} preventScrollReset onSubmit={onSubmit} className={className}>
      <EnhancedField />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(fetcher.state !== "idle")}
    </fetcher.Form>
  );
}
