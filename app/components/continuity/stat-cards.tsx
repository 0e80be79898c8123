import { percent, TASK_DOMAINS } from "~/lib/continuity";
import { StatGrid } from "../shared/stat-grid";

/** Spec: guest wallets ('Ephemeral'), AI domain count, sync snapshot count, harmony score. */
export function ContinuityStats({ syncCount, harmonyScore }: { syncCount: number | null; harmonyScore: number | null }) {
  const stats = [
    { label: "Guest Wallets", value: "Ephemeral", note: "held in a signed cookie, never an account", accent: "text-solace" },
    { label: "AI Domains", value: String(TASK_DOMAINS.length), note: TASK_DOMAINS.join(" · "), accent: "text-manus" },
    { label: "Sync Snapshots", value: syncCount === null ? "—" : String(syncCount), note: "Alexandria archive hashes", accent: "text-ignith" },
    { label: "Harmony Score", value: percent(harmonyScore), note: harmonyScore === null ? "no scan yet" : "last completed scan", accent: "text-[#3ecf8e]" },
  ];
  return <StatGrid label="Continuity statistics" stats={stats} longValues />;
}
