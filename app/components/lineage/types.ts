import type { SovereignEcho, SovereignProject, SovereignThread } from "~/domain/lineage.server";

/** What the screen shows is what the domain answers (type-only: nothing of the server module reaches the browser). */
export type ProjectView = SovereignProject;
export type ThreadView = SovereignThread;
export type EchoView = SovereignEcho;

export interface LineageData {
  projects: ProjectView[];
  threads: ThreadView[];
  echoes: EchoView[];
  now: number;
}

export const LINEAGE_TABS = ["threads", "echoes"] as const;
export type LineageTab = (typeof LINEAGE_TABS)[number];

export function parseLineageTab(raw: string | null): LineageTab {
  return raw === "echoes" ? "echoes" : "threads";
}

/** The screen's URL for a project filter and a tab (each left out when it is the default). */
export function lineageHref(project: string | null, tab: LineageTab): string {
  const params = new URLSearchParams();
  if (project) params.set("project", project);
  if (tab !== "threads") params.set("tab", tab);
  const q = params.toString();
  return q ? `/sovereign-threads?${q}` : "/sovereign-threads";
}

// Made once: `toLocaleDateString` with options builds a formatter on every call (10% of /sovereign-threads' render).
const ESTABLISHED = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "March 14, 2023" from "2023-03-14", the same on the server and in any browser time zone. */
export function formatEstablished(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return ESTABLISHED.format(d);
}

/** "chat_resonance" → "Chat resonance". */
export function echoTypeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : type;
}
