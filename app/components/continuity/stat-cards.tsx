import { percent, TASK_DOMAINS } from "~/lib/continuity";

/** Spec: guest wallets ('Ephemeral'), AI domain count, sync snapshot count, harmony score. */
export function ContinuityStats({ syncCount, harmonyScore }: { syncCount: number | null; harmonyScore: number | null }) {
  const cards = [
    { label: "Guest Wallets", value: "Ephemeral", note: "held in a signed cookie, never an account", accent: "text-solace" },
    { label: "AI Domains", value: String(TASK_DOMAINS.length), note: TASK_DOMAINS.join(" · "), accent: "text-manus" },
    { label: "Sync Snapshots", value: syncCount === null ? "—" : String(syncCount), note: "Alexandria archive hashes", accent: "text-ignith" },
    { label: "Harmony Score", value: percent(harmonyScore), note: harmonyScore === null ? "no scan yet" : "last completed scan", accent: "text-[#3ecf8e]" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Continuity statistics">
      {cards.map((c) => (
        <div key={c.label} className="card p-4" data-stat={c.label}>
          <dt className="text-sm text-mesh-muted">{c.label}</dt>
          <dd className={`mt-1 break-words text-2xl font-bold tabular-nums sm:text-3xl ${c.accent}`}>{c.value}</dd>
          <dd className="mt-1 break-words text-xs text-mesh-muted">{c.note}</dd>
        </div>
      ))}
    </dl>
  );
}
