import { getFormProps, useForm } from "@conform-to/react";
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { createSession, loginSchema, verifyLogin } from "~/domain/auth.server";
import { ConformField, FormErrors } from "~/components/ui/field";
import { getOperator, safeRedirect } from "~/infra/auth-guard.server";
import { getCookies, serializeFor } from "~/infra/cookies.server";
import { toastHeaders } from "~/infra/toast.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { isJobConsolePath } from "~/lib/job-console";
import { OPERATOR_HOME } from "~/lib/routes";
import { PRIVATE_NO_STORE, privatePageHeaders } from "~/infra/page-headers.server";
import { countSignIn } from "~/infra/rate-limit.server";

/** The job console is served by Express, not by Remix: the browser must load it as a document. */
function redirectFor(to: string, init?: ResponseInit): Response {
  return isJobConsolePath(new URL(to, "http://localhost").pathname) ? redirectDocument(to, init) : redirect(to, init);
}

/** Signing in goes back to where it was asked for (redirectTo), else to the operator home. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), OPERATOR_HOME);
  if (await getOperator(request, context)) throw redirectFor(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Every way to this action is under the sign-in limit, whatever spelling of /login reached it.
  const wait = await countSignIn(context);
  if (wait > 0) {
    throw data(
      { message: `Too many sign-in attempts. Please wait ${wait} second${wait === 1 ? "" : "s"} and try again.` },
      { status: 429, headers: { "Retry-After": String(wait), "Cache-Control": PRIVATE_NO_STORE } },
    );
  }
  const submission = parseForm(await request.formData(), loginSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { db } = context.services;
  const operator = await verifyLogin(db, submission.value.email, submission.value.password);
  if (!operator) {
    return data(
      { result: submission.reply({ formErrors: ["That email and password do not match an operator account."], hideFields: ["password"] }) },
      { status: 400 },
    );
  }
  const { secret } = await createSession(db, operator.id);
  const headers = await toastHeaders(request, { title: "Signed in", description: `Welcome back, ${operator.email}.`, type: "success" });
  headers.append("Set-Cookie", await serializeFor(request, getCookies().session, secret));
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  throw redirectFor(safeRedirect(submission.value.redirectTo, OPERATOR_HOME), { headers });
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({ id: "login", lastResult: actionData?.result, shouldRevalidate: "onBlur" });
  return (
    <section className="mx-auto max-w-md py-10">
      <h1 className="text-3xl font-bold">Operator sign-in</h1>
      <p className="mt-2 text-mesh-muted">
        Visitors can explore every screen without an account. Operators sign in to deploy nodes, review promotions and run the economy.
      </p>
      <Form method="post" className="card mt-8 space-y-4" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <ConformField meta={fields.email} type="email" label="Email" autoComplete="username" required maxLength={254} />
        <ConformField meta={fields.password} type="password" label="Password" autoComplete="current-password" required maxLength={200} />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
      <p className="mt-4 text-sm text-mesh-muted">
        No operator yet? Run <code className="font-mono text-mesh-text">npm run operator:create</code> on the server, or start it with OPERATOR_EMAIL and OPERATOR_PASSWORD.
      </p>
    </section>
  );
}

// The sign-in form and its answer (the session cookie): never cached.
export const headers = privatePageHeaders;

export const meta = () => [{ title: "Operator sign-in · Trinity Mesh" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
