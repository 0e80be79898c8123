import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useMemo } from "react";
import { useNow } from "~/hooks/use-now";
import { Badge } from "../ui/card";
import { EchoList, ThreadList } from "./lineage-lists";
import { UrlTabs } from "../ui/url-tabs";
import { ProjectCards } from "./project-cards";
import { lineageHref, parseLineageTab, type LineageData } from "./types";
import { Screen } from "../shared/screen";

/**
 * Lineage (spec §2.10): the four sovereign projects, their active threads and the echoes that
 * surfaced. The project filter (?project=) and the tab (?tab=) live in the URL; filtering is by
 * projectId over the loaded lists.
 */
export function LineageScreen({ data }: { data: LineageData }) {
  const [params] = useSearchParams();
  const now = useNow(data.now, 30_000);
  const tab = parseLineageTab(params.get("tab"));
  const projectsById = useMemo(() => new Map(data.projects.map((p) => [p.id, p])), [data.projects]);
  const rawProject = params.get("project");
  const project = rawProject && projectsById.has(rawProject) ? projectsById.get(rawProject)! : null;
  const threads = project ? data.threads.filter((t) => t.projectId === project.id) : data.threads;
  const echoes = project ? data.echoes.filter((e) => e.projectId === project.id) : data.echoes;

  return (
    <Screen
      marker="lineage-screen"
      title="Sovereign Lineage"
      intro="Four sovereign projects, the threads that carry them, and the echoes the mesh surfaces when a question or contribution resonates."
    >
      <div className="mt-6">
        <ProjectCards projects={data.projects} selected={project?.id ?? null} tab={tab} />
      </div>

      {project ? (
        <div className="mt-4 flex flex-wrap items-center gap-3" role="status">
          <Badge className="border-ignith/70 text-ignith">Viewing: {project.name}</Badge>
          <Link to={lineageHref(null, tab)} preventScrollReset replace className="btn-outline btn-sm no-underline">
            Clear Filter
          </Link>
        </div>
      ) : null}

      <div className="mt-6">
        <UrlTabs
          label="Lineage"
          idPrefix="lineage"
          current={tab}
          keep={["project"]}
          tabs={[
            { id: "threads", label: `Active Threads (${threads.length})` },
            { id: "echoes", label: `Echoes (${echoes.length})` },
          ]}
        />
      </div>
      <div role="tabpanel" id="lineage-panel" aria-labelledby={`lineage-${tab}`} className="mt-6" tabIndex={0}>
        {tab === "threads" ? (
          <ThreadList threads={threads} projects={projectsById} now={now} />
        ) : (
          <EchoList echoes={echoes} projects={projectsById} now={now} />
        )}
      </div>
    </Screen>
  );
}
