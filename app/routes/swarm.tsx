import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SwarmScreen } from "~/components/swarm/swarm-screen";
import { engineLabel, newConversationKey, PROTOCOL, type AskResult } from "~/components/swarm/types";
import { getConversation, isUuid, listConversations } from "~/domain/conversations.server";
import { listGlyphWeights } from "~/domain/glyphs.server";
import { archiveStats, recentArchiveEvents } from "~/domain/recursive-archive.server";
import { currentSafety } from "~/domain/safety.server";
import { askSchema, privateFromForm, QUESTION_MAX } from "~/domain/trinity.server";
import { getOperator } from "~/infra/auth-guard.server";
import { isUnavailable } from "~/infra/api-errors.server";
import { askTrinity, DELIBERATION_FAILED } from "~/infra/chat.server";
import { pageReads } from "~/infra/read-cache.server";
import { errorFields, log } from "~/lib/log.server";
import { randomToken } from "~/lib/random-pool.server";
import { settle } from "~/infra/settle.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";
import { firstError } from "~/lib/form";
import { privatePageHeaders } from "~/infra/page-headers.server";

const RECENT_CONVERSATIONS = 20;

/** `?c=` or the form's `c`: a conversation's uuid, or nothing (anything else is never looked up). */
function conversationParam(value: FormDataEntryValue | string | null): string | null {
  return typeof value === "string" && isUuid(value) ? value : null;
}

/** The visitor reads their own conversations; a signed-in operator reads any. */
async function readConversation(request: Request, context: AppLoadContext, id: string) {
  const operator = (await getOperator(request, context)) !== null;
  return getConversation(context.services.db, id, { visitorId: context.visitorId, operator });
}

/**
 * Every panel, server-rendered (the page works without JavaScript); the browser then polls the
 * /api routes. `?c=<id>` shows that conversation's turns; without it the thread is new and empty.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, minds, cache } = context.services;
  const asked = new URL(request.url).searchParams.get("c");
  const id = conversationParam(asked);
  // The panels every visitor sees are the chat's polled reads: shared through the read cache like the
  // API's (dropped by any chat write), so many visitors opening /swarm make one database read of each.
  const shared = pageReads(cache, "/swarm", "chat");
  const [safety, glyphs, events, stats, recent, conversation] = await Promise.all([
    settle("swarm: safety", shared("safety", () => currentSafety(db))),
    settle("swarm: glyph weights", shared("glyphs", () => listGlyphWeights(db, 10))),
    settle("swarm: archive events", shared("archive-events", () => recentArchiveEvents(db, 10))),
    settle("swarm: archive stats", shared("archive-stats", () => archiveStats(db))),
    settle("swarm: recent conversations", listConversations(db, { visitorId: context.visitorId, operator: false }, RECENT_CONVERSATIONS)),
    id ? readConversation(request, context, id) : null,
  ]);
  const notFound = asked !== null && asked !== "" && conversation === null;
  return data(
    {
      safety,
      glyphs,
      archive: events ? { events } : null,
      stats,
      archiveFailed: events === null || stats === null,
      now: Date.now(),
      questionMax: QUESTION_MAX,
      conversation,
      notFound,
      recent,
      engine: engineLabel(minds.name),
      // The no-JS form's ask id for its next question: posted twice (a double click, a resubmission), it is answered once.
      askId: randomToken(16, "base64url"),
    },
    { status: notFound ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * The chat without JavaScript: the same deliberation as the WebSocket, then a redirect (303) to the
 * conversation, so a reload does not ask again and the loader shows every turn; a form posted twice
 * (its ask id) is answered once. Invalid input keeps
 * what was typed (400), as does the chat limit (429).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const raw = formData.get("question");
  const typed = typeof raw === "string" ? raw.slice(0, QUESTION_MAX * 2) : "";
  const submission = parseForm(formData, askSchema);
  if (submission.status !== "success") {
    const error = firstError(submission.error) ?? "Please enter a question.";
    return data<AskResult>({ ok: false, question: typed, error }, { status: 400 });
  }
  const { question, askId } = submission.value;
  const continued = conversationParam(formData.get("c"));
  try {
    const outcome = await askTrinity(context.services, {
      visitorId: context.visitorId,
      clientIp: context.clientIp,
      clientKey: continued ?? newConversationKey(),
      question,
      protocol: PROTOCOL,
      private: continued === null && privateFromForm(formData.get("private")),
      askId,
    });
    if (outcome.status === "limited") {
      return data<AskResult>(
        { ok: false, question: typed, error: outcome.message },
        { status: 429, headers: { "Retry-After": String(outcome.waitSeconds) } },
      );
    }
    return redirect(`/swarm?c=${encodeURIComponent(outcome.result.conversationId)}#latest-turn`, 303);
  } catch (error) {
    // A lost database (or Redis) is the Express error handler's 503 page with Retry-After, as on every route.
    if (isUnavailable(error)) throw error;
    log.error("swarm: deliberation failed", errorFields(error));
    return data<AskResult>({ ok: false, question: typed, error: DELIBERATION_FAILED }, { status: 500 });
  }
}

export default function SwarmRoute() {
  const initial = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SwarmScreen initial={initial} result={result} />;
}

// A visitor's conversations: theirs alone, never cached.
export const headers = privatePageHeaders;

export const meta: MetaFunction = () => [
  { title: "Trinity Mesh · Live Chat" },
  { name: "description", content: "Ask a question and watch Solace, Manus and Ignith deliberate live, with cognitive safety, glyph resonance and the recursive archive." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
