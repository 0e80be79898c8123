import { useLocation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import type { KeyboardEvent, ReactNode } from "react";
import { cx } from "./card";

export interface TabDef {
  id: string;
  label: ReactNode;
}

/**
 * Tabs whose state lives in the URL (?tab=…): they work without JavaScript, can be shared,
 * and with JavaScript switch without a full reload. Arrow keys move between tabs.
 */
export function UrlTabs({
  tabs,
  current,
  param = "tab",
  label,
  idPrefix = "tab",
  keep = [],
}: {
  tabs: TabDef[];
  current: string;
  param?: string;
  label: string;
  idPrefix?: string;
  /** Query parameters that survive a tab switch (a filter, say); the others (dialogs…) are dropped. */
  keep?: string[];
}) {
  const location = useLocation();
  const hrefFor = (id: string) => {
    const params = new URLSearchParams(location.search);
    params.set(param, id);
    for (const key of [...params.keys()]) if (key !== param && key !== "tab" && !keep.includes(key)) params.delete(key);
    return `${location.pathname}?${params.toString()}`;
  };
  // Arrows move focus (wrapping), Home/End jump to the ends; Enter (a link) or Space activates.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === " ") {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    if (!["ArrowRight", "ArrowLeft", "Home", "End"].includes(event.key)) return;
    const list = event.currentTarget.closest("[role=tablist]");
    const links = list ? Array.from(list.querySelectorAll<HTMLAnchorElement>("[role=tab]")) : [];
    const i = links.indexOf(event.currentTarget);
    const target =
      event.key === "Home" ? 0 : event.key === "End" ? links.length - 1 : (i + (event.key === "ArrowRight" ? 1 : links.length - 1)) % links.length;
    links[target]?.focus();
    event.preventDefault();
  };
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 rounded-lg border border-mesh-line bg-mesh-panel p-1">
      {tabs.map((t) => {
        const selected = t.id === current;
        return (
          <Link
            key={t.id}
            role="tab"
            id={`${idPrefix}-${t.id}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            to={hrefFor(t.id)}
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

export function TabPanel({ current, children, idPrefix = "tab" }: { current: string; children: ReactNode; idPrefix?: string }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-${current}`} className="mt-6" tabIndex={0}>
      {children}
    </div>
  );
}
