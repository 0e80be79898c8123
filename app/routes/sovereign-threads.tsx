import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LineageScreen } from "~/components/lineage/lineage-screen";
import { listEchoes, listProjects, listThreads } from "~/domain/lineage.server";
import { pageReads } from "~/infra/read-cache.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

const LIST_LIMIT = 100;

/** Projects, threads and echoes; the project filter and the tab are URL state read by the screen. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { db, cache } = context.services;
  // Shared by every visitor: the projects and threads are the seed's, and echoes surface only with a
  // contribution, which announces `chat`.
  const shared = pageReads(cache, "/sovereign-threads", "chat");
  const [projects, threads, echoes] = await Promise.all([
    shared("projects", () => listProjects(db)),
    shared("threads", () => listThreads(db, LIST_LIMIT)),
    shared("echoes", () => listEchoes(db, LIST_LIMIT)),
  ]);
  return data({ projects, threads, echoes, now: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

export default function SovereignThreadsRoute() {
  return <LineageScreen data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction = () => [
  { title: "Lineage · Trinity Mesh" },
  { name: "description", content: "The sovereign projects Strike, Sanctuary, MindLens and Companion: their active threads and the echoes that surface when the mesh resonates with them." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
