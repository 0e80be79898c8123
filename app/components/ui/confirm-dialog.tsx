import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { UrlDialog } from "./url-dialog";

/**
 * The confirmation of a destructive action (issue 31): a URL dialog (`?confirm=…`, see
 * `~/lib/confirm`) that says what will happen in one sentence and holds the action's real form
 * post. Without JavaScript it is a server-rendered panel whose Cancel is a plain link; with
 * JavaScript a Radix dialog (focus moves into it; Escape, Cancel or a click outside close it).
 * The action it posts to is the same one the page always had, so it stays audited. A field the
 * confirmation itself asks for (a reason) sits in `children` with `form={`${id}-form`}`.
 */
export function ConfirmDialog({
  id,
  title,
  consequence,
  closeTo,
  confirmLabel,
  fields,
  submit,
  action,
  children,
}: {
  id: string;
  /** A question naming the action and its subject: "Revoke the token “deploy”?". */
  title: string;
  /** What confirming does, in one sentence (the dialog's accessible description). */
  consequence: string;
  /** Where Cancel goes: the page without the confirmation's parameters. */
  closeTo: string;
  /** The submit button's text: the action's verb ("Revoke token"), never a bare "OK". */
  confirmLabel: string;
  /** Hidden inputs of the form post. */
  fields: Record<string, string>;
  /** The submit button's name and value (`intent=revoke`), as the page's action reads them. */
  submit: { name: string; value: string };
  /** Where the form posts (default: the current URL). A page whose action answers with data (not a redirect) posts to `closeTo`, so the answer shows with the confirmation closed. */
  action?: string;
  /** What is acted on (a name, a prefix, a fingerprint), shown above the buttons. */
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get(submit.name) === submit.value;
  return (
    <UrlDialog
      id={id}
      title={title}
      description={consequence}
      closeTo={closeTo}
      closeLabel="Cancel"
      actions={
        <Form method="post" action={action} preventScrollReset id={`${id}-form`} data-confirm-form={id}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" name={submit.name} value={submit.value} className="btn-fire" disabled={busy}>
            {busy ? `${confirmLabel}…` : confirmLabel}
          </button>
        </Form>
      }
    >
      {children}
    </UrlDialog>
  );
}
