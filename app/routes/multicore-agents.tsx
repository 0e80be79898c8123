import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MulticoreScreen } from "~/components/multicore/multicore-screen";
import type { BroadcastReply } from "~/components/multicore/types";
import { activationLog, broadcastEntries, broadcastSchema, listAgents } from "~/domain/multicore.server";
import { submitBroadcast } from "~/infra/mesh-writes.server";
import { settle } from "~/infra/settle.server";
import { pageReads } from "~/infra/read-cache.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { parseForm } from "~/infra/form.server";

const LOG_LIMIT = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  const broadcastId = new URL(request.url).searchParams.get("broadcast");
  // The agents and their log: shared by every visitor (a broadcast announces `chat`).
  const shared = pageReads(cache, "/multicore-agents", "chat");
  const [agents, logs, entries] = await Promise.all([
    settle("multicore: agents", shared("agents", () => listAgents(db))),
    settle("multicore: activation log", shared("log", () => activationLog(db, LOG_LIMIT))),
    broadcastId ? settle("multicore: broadcast", broadcastEntries(db, broadcastId)) : null,
  ]);
  const lastBroadcast = broadcastId && entries?.length ? { id: broadcastId, entries } : null;
  return data({ agents, logs, lastBroadcast, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

/** The broadcast form: the same domain call as POST /api/multicore/broadcast-glyph, then back to the tab with the agents' answers. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), broadcastSchema);
  if (submission.status !== "success") return data<BroadcastReply>({ result: submission.reply() }, { status: 400 });
  const outcome = await submitBroadcast(context.services, submission.value);
  return redirect(`/multicore-agents?tab=broadcast&broadcast=${outcome.broadcastId}`);
}

export default function MulticoreAgentsRoute() {
  const reply = useActionData<typeof action>();
  return <MulticoreScreen data={useLoaderData<typeof loader>()} reply={reply} />;
}

export const meta: MetaFunction = () => [
  { title: "Multicore Agents · Trinity Mesh" },
  { name: "description", content: "Eight multicore agents, their glyph affinities and heritage; broadcast a glyph to all of them and read their activation logs." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
