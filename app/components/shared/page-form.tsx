import { Form, useNavigation, type FormProps } from "@remix-run/react";
import type { FormReply } from "~/lib/form";
import { EnhancedField } from "../ui/enhanced-field";
import { InlineReply } from "./bits";

/** True while the page posts the form named `intent` (a screen whose action serves several forms). */
export function usePosting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/**
 * A form posted to its page's action that works without JavaScript (the action redirects, or renders
 * its refusal, shown here inline); with JavaScript it sends the enhancement flag, so the action
 * answers with data. `intent` names the form when the action serves several.
 */
export function PageForm({ intent, reply, children, ...form }: Omit<FormProps, "method"> & { intent?: string; reply: Pick<FormReply, "ok" | "toast"> | undefined }) {
  return (
    <Form method="post" {...form}>
      <EnhancedField />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <InlineReply reply={reply} />
      {children}
    </Form>
  );
}
