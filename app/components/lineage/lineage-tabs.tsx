import { Link } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { cx } from "../ui/card";
import { lineageHref, type LineageTab } from "./types";

/**
 * The two URL tabs (?tab=). Unlike the shared UrlTabs they keep the project filter (?project=)
 * when switching, so a filtered view stays filtered.
 */
export function LineageTabs({ current, project, counts }: { current: LineageTab; project: string | null; counts: Record<LineageTab, number> }) {
  const tabs: { id: LineageTab; label: string }[] = [
    { id: "threads", label: `Active Threads (${counts.threads})` },
    { id: "echoes", label: `Echoes (${counts.echoes})` },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const links = Array.from(event.currentTarget.closest("[role=tablist]")?.querySelectorAll<HTMLAnchorElement>("[role=tab]") ?? []);
    const i = links.indexOf(event.currentTarget);
    links[(i + (event.key === "ArrowRight" ? 1 : links.length - 1)) % links.length]?.focus();
    event.preventDefault();
  };
  return (
    <div role="tablist" aria-label="Lineage" className="flex flex-wrap gap-1 rounded-lg border border-mesh-line bg-mesh-panel p-1">
      {tabs.map((t) => {
        const selected = t.id === current;
        return (
          <Link
            key={t.id}
            role="tab"
            id={`lineage-${t.id}`}
            aria-selected={selected}
            aria-controls="lineage-panel"
            tabIndex={selected ? 0 : -1}
            to={lineageHref(project, t.id)}
            preventScrollReset
            replace
            onKeyDown={onKeyDown}
            className={cx(
              "rounded-md px-3 py-2 text-sm font-medium no-underline transition-colors",
              selected ? "bg-solace text-mesh-bg" : "text-mesh-muted hover:bg-mesh-bg hover:text-mesh-text",
            )}
          >
            {t.label}
          </Link>
        );
      })}
    </div>
  );
}
