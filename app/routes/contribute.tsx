import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContributeScreen } from "~/components/contribute/contribute-screen";
import {
  FAILURE_FALLBACKS,
  FAILURE_TITLES,
  INTENT,
  SUCCESS_TOASTS,
  type ContributeIntent,
  type ContributeReply,
} from "~/components/contribute/types";
import { listContributions, listFeedback } from "~/domain/contributions.server";
import { ServiceUnavailableError } from "~/infra/http.server";
import { errorFields, log } from "~/lib/log.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { submitContribution, submitFeedback } from "~/infra/mesh-writes.server";
import { redirectWithToast } from "~/infra/toast.server";
import { contributionSchema, feedbackSchema } from "~/lib/resonance.schema";
import { MISSING_FIELDS_TOAST, MISSING_GLYPH_TOAST, missingContributionFields, RECENT_FEEDBACK } from "~/lib/resonance";
import { isEnhanced } from "~/components/ui/enhanced-field";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError } from "~/lib/form";

const HISTORY_LIMIT = 100;

export async function loader({ context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Shared by every visitor: contributions and feedback announce `chat`.
  const shared = pageReads(cache, "/contribute", "chat");
  const [contributions, feedback] = await Promise.all([
    settle("contribute: contributions", shared("contributions", () => listContributions(db, HISTORY_LIMIT))),
    settle("contribute: feedback", shared("feedback", () => listFeedback(db, RECENT_FEEDBACK))),
  ]);
  return data({ contributions, feedback, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

function refuse(reply: Omit<ContributeReply, "ok">, status = 400) {
  return data<ContributeReply>({ ...reply, ok: false }, { status });
}

function failure(intent: ContributeIntent, error: unknown) {
  log.error(`contribute: ${intent} failed`, errorFields(error));
  const message = error instanceof ServiceUnavailableError ? error.message : FAILURE_FALLBACKS[intent];
  return refuse({ intent, toast: { title: FAILURE_TITLES[intent], description: message, type: "error" } }, error instanceof ServiceUnavailableError ? 503 : 500);
}

/**
 * Two forms, one action (the `intent` field). A post without JavaScript is redirected back to its
 * tab with a flash toast; with JavaScript (the form carries `enhanced`) the reply is data, and the
 * page shows the toast and resets the form. A refusal is 400 with the field errors either way.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const enhanced = isEnhanced(formData);

  switch (formData.get("intent")) {
    case INTENT.contribute: {
      const intent = INTENT.contribute;
      const submission = parseForm(formData, contributionSchema);
      if (submission.status !== "success") {
        const missing = missingContributionFields(Object.fromEntries(formData)).length > 0;
        const first = firstError(submission.error);
        return refuse({
          intent,
          result: submission.reply(),
          toast: missing ? MISSING_FIELDS_TOAST : { title: FAILURE_TITLES[intent], description: first ?? FAILURE_FALLBACKS[intent], type: "error" },
        });
      }
      try {
        await submitContribution(context.services, context.visitorId, submission.value);
      } catch (error) {
        return failure(intent, error);
      }
      const toast = SUCCESS_TOASTS[intent];
      if (!enhanced) return redirectWithToast(request, "/contribute?tab=contribute", toast);
      return data<ContributeReply>({ ok: true, intent, toast, result: submission.reply({ resetForm: true }) });
    }

    case INTENT.feedback: {
      const intent = INTENT.feedback;
      const submission = parseForm(formData, feedbackSchema);
      if (submission.status !== "success") {
        const glyph = formData.get("glyphInput");
        const missing = typeof glyph !== "string" || glyph.trim() === "";
        const first = firstError(submission.error);
        return refuse({
          intent,
          result: submission.reply(),
          toast: missing ? MISSING_GLYPH_TOAST : { title: FAILURE_TITLES[intent], description: first ?? FAILURE_FALLBACKS[intent], type: "error" },
        });
      }
      try {
        await submitFeedback(context.services, context.visitorId, submission.value);
      } catch (error) {
        return failure(intent, error);
      }
      const toast = SUCCESS_TOASTS[intent];
      if (!enhanced) return redirectWithToast(request, "/contribute?tab=feedback", toast);
      return data<ContributeReply>({ ok: true, intent, toast, result: submission.reply({ resetForm: true }) });
    }

    default:
      return refuse({ intent: null, toast: { title: "Unknown action", description: "Please use the forms on this page.", type: "error" } });
  }
}

export default function ContributeRoute() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <ContributeScreen data={loaded} reply={reply} />;
}

export const meta: MetaFunction = () => [
  { title: "Contribute · Trinity Mesh" },
  { name: "description", content: "Record a symbolic contribution to the mesh, offer a glyph for feedback, and browse every contribution so far." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
