import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { listApiTokens, tokenNameSchema } from "~/domain/auth.server";
import { ConformField, FormErrors } from "~/components/ui/field";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { CopyButton } from "~/components/ui/copy-button";
import { requireOperator } from "~/infra/auth-guard.server";
import { redirectWithToast } from "~/infra/toast.server";
import { relativeTime } from "~/lib/time";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { createApiTokenAudited, revokeApiTokenAudited, setOperatorHandleAudited } from "~/infra/operator-actions.server";
import { HANDLE_MAX, HANDLE_TAKEN, handleFormSchema } from "~/lib/operator-handle";
import { privatePageHeaders } from "~/infra/page-headers.server";
import { cancelHref, confirmHref, confirmingId, type ConfirmStep } from "~/lib/confirm";

/** Revoking a token asks first: `?confirm=revoke&token=<id>` (a panel without JavaScript, a dialog with it). */
const REVOKE: ConfirmStep = { action: "revoke", subject: "token" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const operator = await requireOperator(request, context);
  // The handle's rules (zod) stay on the server; the form gets only its length.
  return { email: operator.email, handle: operator.handle, handleMax: HANDLE_MAX, tokens: await listApiTokens(context.services.db, operator.id), now: Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const operator = await requireOperator(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "handle") {
    const submission = parseForm(formData, handleFormSchema);
    if (submission.status !== "success") return data({ result: null, handleResult: submission.reply(), created: null }, { status: 400 });
    const changed = await setOperatorHandleAudited(context.services, operator, submission.value.handle);
    if (changed.outcome === "taken") return data({ result: null, handleResult: submission.reply({ fieldErrors: { handle: [HANDLE_TAKEN] } }), created: null }, { status: 400 });
    return redirectWithToast(request, "/settings/tokens", { title: "Handle changed", description: `Your actions are now shown as ${changed.handle}.`, type: "success" });
  }
  if (formData.get("intent") === "revoke") {
    const id = String(formData.get("tokenId") ?? "");
    const revoked = await revokeApiTokenAudited(context.services, operator, id);
    return redirectWithToast(
      request,
      "/settings/tokens",
      revoked ? { title: "Token revoked", description: "Clients using it are refused from now on.", type: "success" } : { title: "Token not found", description: "It may have been revoked already.", type: "error" },
    );
  }
  const submission = parseForm(formData, tokenNameSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), handleResult: null, created: null }, { status: 400 });
  const { token, summary } = await createApiTokenAudited(context.services, operator, submission.value.name);
  // The plain token is shown once, in this response only; it is never stored or sent in a cookie.
  return { result: submission.reply({ resetForm: true }), handleResult: null, created: { token, name: summary.name } };
}

export default function Tokens() {
  const { email, handle, handleMax, tokens, now } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({ id: "new-token", lastResult: actionData?.result });
  const [handleForm, handleFields] = useForm({ id: "handle", lastResult: actionData?.handleResult, defaultValue: { handle } });
  const { pathname, search } = useLocation();
  const revokeId = confirmingId(search, REVOKE);
  // An unknown or already revoked id opens nothing.
  const revoking = revokeId ? tokens.find((t) => t.id === revokeId) : undefined;
  return (
    <section className="mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold">API tokens</h1>
      <p className="mt-2 text-mesh-muted">
        Signed in as <span className="text-mesh-text">{email}</span>; public screens show your actions as{" "}
        <span className="text-mesh-text">{handle}</span>, never your email. Scripts and CI use a token as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code> for operator-only API calls.
      </p>

      <Form method="post" className="card mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" {...getFormProps(handleForm)}>
        <FormErrors id={handleForm.errorId} errors={handleForm.errors} />
        <ConformField
          meta={handleFields.handle}
          type="text"
          className="flex-1"
          label="Public handle"
          required
          maxLength={handleMax}
          autoComplete="nickname"
        />
        <button type="submit" name="intent" value="handle" className="btn-outline" disabled={busy}>
          Save handle
        </button>
      </Form>

      {actionData?.created ? (
        <div role="status" className="card mt-6 border-[#3ecf8e]">
          <p className="font-semibold">Token “{actionData.created.name}” created</p>
          <p className="mt-1 text-sm text-mesh-muted">Copy it now: it is shown only once.</p>
          <label htmlFor="new-token-value" className="sr-only">
            New token
          </label>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <input id="new-token-value" readOnly value={actionData.created.token} className="input min-w-0 flex-1 font-mono" onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={actionData.created.token} label="Copy token" />
          </div>
        </div>
      ) : null}

      <Form method="post" className="card mt-6 flex flex-col gap-3 sm:flex-row sm:items-end" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <ConformField meta={fields.name} type="text" className="flex-1" label="Token name" placeholder="deploy script" required maxLength={80} />
        <button type="submit" name="intent" value="create" className="btn-primary" disabled={busy}>
          Create token
        </button>
      </Form>

      <h2 className="mt-10 text-xl font-semibold">Active tokens ({tokens.length})</h2>
      {tokens.length === 0 ? (
        <p className="mt-3 text-mesh-muted">No active tokens.</p>
      ) : (
        <ul className="mt-3 divide-y divide-mesh-line rounded-xl border border-mesh-line">
          {tokens.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-medium">{t.name}</p>
                <p className="text-sm text-mesh-muted">
                  <span className="font-mono">{t.prefix}…</span> · created {relativeTime(t.createdAt, now)} · last used {relativeTime(t.lastUsedAt, now)}
                </p>
              </div>
              <Link to={confirmHref(pathname, search, REVOKE, t.id)} preventScrollReset className="btn-outline btn-sm no-underline" aria-label={`Revoke ${t.name}`}>
                Revoke
              </Link>
            </li>
          ))}
        </ul>
      )}

      {revoking ? (
        <ConfirmDialog
          id="revoke-token"
          title={`Revoke the token “${revoking.name}”?`}
          consequence="Every script or client using it is refused from the next request on, and a revoked token cannot be restored."
          closeTo={cancelHref(pathname, search, REVOKE)}
          confirmLabel="Revoke token"
          fields={{ tokenId: revoking.id }}
          submit={{ name: "intent", value: "revoke" }}
        >
          <p className="text-sm">
            <span className="font-mono">{revoking.prefix}…</span> · created {relativeTime(revoking.createdAt, now)} · last used {relativeTime(revoking.lastUsedAt, now)}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

// A new API token is shown in this answer only: never cached.
export const headers = privatePageHeaders;

export const meta = () => [{ title: "API tokens · Trinity Mesh" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
