import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SwarmScreen } from "~/components/swarm/swarm-screen";
import { CONVERSATION_ID, PROTOCOL, type AskResult } from "~/components/swarm/types";
import { listGlyphWeights } from "~/domain/glyphs.server";
import { archiveStats, recentArchiveEvents } from "~/domain/recursive-archive.server";
import { currentSafety } from "~/domain/safety.server";
import { QUESTION_MAX, questionSchema } from "~/domain/trinity.server";
import { askTrinity, DELIBERATION_FAILED } from "~/infra/chat.server";
import { errorFields, log, settle } from "~/infra/log.server";

/** Every panel, server-rendered (the page works without JavaScript); the browser then polls the /api routes. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const [safety, glyphs, events, stats] = await Promise.all([
    settle("swarm: safety", currentSafety(db)),
    settle("swarm: glyph weights", listGlyphWeights(db, 10)),
    settle("swarm: archive events", recentArchiveEvents(db, 10)),
    settle("swarm: archive stats", archiveStats(db)),
  ]);
  return data(
    {
      safety,
      glyphs,
      archive: events ? { events } : null,
      stats,
      archiveFailed: events === null || stats === null,
      now: Date.now(),
      questionMax: QUESTION_MAX,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The chat without JavaScript: the same deliberation as the WebSocket, answered all at once. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const raw = formData.get("question");
  const typed = typeof raw === "string" ? raw.slice(0, QUESTION_MAX * 2) : "";
  const parsed = questionSchema.safeParse(raw);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please enter a question.";
    return data<AskResult>({ ok: false, question: typed, error }, { status: 400 });
  }
  const question = parsed.data;
  try {
    const outcome = await askTrinity(context.services, { visitorId: context.visitorId, clientKey: CONVERSATION_ID, question, protocol: PROTOCOL });
    if (outcome.status === "limited") {
      return data<AskResult>(
        { ok: false, question: typed, error: outcome.message },
        { status: 429, headers: { "Retry-After": String(outcome.waitSeconds) } },
      );
    }
    const { thoughts, memoriesRecalled, memoryPatterns } = outcome.result;
    return data<AskResult>({
      ok: true,
      question,
      thoughts: thoughts.map((t) => ({ agent: t.agent, glyph: t.glyph, content: t.content })),
      memoriesRecalled,
      memoryPatterns,
    });
  } catch (error) {
    log.error("swarm: deliberation failed", errorFields(error));
    return data<AskResult>({ ok: false, question: typed, error: DELIBERATION_FAILED }, { status: 500 });
  }
}

export default function SwarmRoute() {
  const initial = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SwarmScreen initial={initial} result={result} />;
}

export const meta: MetaFunction = () => [
  { title: "Trinity Mesh · Live Chat" },
  { name: "description", content: "Ask a question and watch Solace, Manus and Ignith deliberate live, with cognitive safety, glyph resonance and the recursive archive." },
];
