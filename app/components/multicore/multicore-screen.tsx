import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useMemo } from "react";
import type { MulticoreAgent, ActivationLogEntry } from "~/lib/multicore";
import { useNow } from "~/hooks/use-now";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { ActivationLogList } from "./activation-log";
import { AgentCard } from "./agent-card";
import { BroadcastForm } from "./broadcast-form";
import { parseMulticoreTab, type BroadcastReply, type MulticoreData } from "./types";
import { useRead } from "~/hooks/use-read";
import { Screen } from "../shared/screen";

export const LOADING_AGENTS = "Loading multicore agents...";
export const EMPTY_AGENTS = "No multicore agents registered. Agents will be seeded on server startup.";
export const EMPTY_LOGS = "No activation logs yet. Broadcast a glyph to see agent activity.";
export const BROADCAST_SUCCESS = "✓ Glyph broadcasted successfully to all agents";

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="card text-mesh-muted">
      {text}
      <noscript> Reload the page to try again.</noscript>
    </p>
  );
}

function ReadError({ message }: { message: string }) {
  return (
    <p role="alert" className="card border-[#ff6b6b] text-sm">
      {message}
    </p>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="card text-mesh-muted">{text}</p>;
}

/**
 * Multicore agents (spec §2.11): tabs "Agents (n)", "Glyph Broadcasting" and "Activation Logs (n)"
 * as URL state (?tab=). Everything is rendered by the server; the broadcast is a plain form.
 */
export function MulticoreScreen({ data, reply }: { data: MulticoreData; reply: BroadcastReply | undefined }) {
  const [params] = useSearchParams();
  const tab = parseMulticoreTab(params.get("tab"));
  const now = useNow(data.now, 15_000);
  const agentsRead = useRead<MulticoreAgent[]>("/api/multicore/agents", data.agents);
  const logsRead = useRead<ActivationLogEntry[]>("/api/multicore/activation-log?limit=50", data.logs);
  const agents = agentsRead.data;
  const logs = logsRead.data;
  const byId = useMemo(() => new Map((agents ?? []).map((a) => [a.id, a])), [agents]);
  const last = data.lastBroadcast;

  const tabs = [
    { id: "agents", label: `Agents (${agents?.length ?? 0})` },
    { id: "broadcast", label: "Glyph Broadcasting" },
    { id: "logs", label: `Activation Logs (${logs?.length ?? 0})` },
  ];

  const agentsState =
    agents === null ? (
      agentsRead.error ? (
        <ReadError message={`Failed to load agents: ${agentsRead.error.message}`} />
      ) : (
        <Loading text={LOADING_AGENTS} />
      )
    ) : null;

  return (
    <Screen
      marker="multicore-screen"
      title="Multicore Agents"
      intro={
        <>
          Eight agents listen alongside the Trinity. Broadcast a glyph and each one answers from its own affinity; Firefly, Lantern, Relay, Valley and Reflex
          light the <Link to="/ritual-visualization">ritual plane</Link>.
        </>
      }
    >
      <div className="mt-6">
        <UrlTabs tabs={tabs} current={tab} label="Multicore agents" idPrefix="multicore" />
      </div>

      <TabPanel current={tab} idPrefix="multicore">
        {tab === "agents" ? (
          agentsState ??
          (agents!.length === 0 ? (
            <Empty text={EMPTY_AGENTS} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Agents">
              {agents!.map((a) => (
                <AgentCard key={a.id} agent={a} now={now} />
              ))}
            </ul>
          ))
        ) : tab === "broadcast" ? (
          <div className="grid gap-6">
            <p className="text-sm text-mesh-muted">
              Every agent evaluates the glyph against its affinity: <strong className="text-mesh-text">resonant</strong> when it holds one of its glyphs,{" "}
              <strong className="text-mesh-text">harmonic</strong> when it shares a glyph&apos;s category, otherwise observed (or dormant when the agent is on
              standby).
            </p>
            <BroadcastForm key={last?.id ?? "new"} agentCount={agents?.length ?? 0} reply={reply?.result ?? null} />
            {last ? (
              <section aria-labelledby="broadcast-result" className="grid gap-3">
                <p id="broadcast-result" role="status" className="rounded-lg border border-emerald-500/60 bg-emerald-500/10 p-3 font-medium text-emerald-300">
                  {BROADCAST_SUCCESS}
                </p>
                <ActivationLogList entries={last.entries} agents={byId} now={now} label="Agent responses" />
              </section>
            ) : null}
          </div>
        ) : logsRead.data === null ? (
          logsRead.error ? (
            <ReadError message={`Failed to load activation logs: ${logsRead.error.message}`} />
          ) : (
            <Loading text="Loading activation logs..." />
          )
        ) : logsRead.data.length === 0 ? (
          <Empty text={EMPTY_LOGS} />
        ) : (
          <ActivationLogList entries={logsRead.data} agents={byId} now={now} label="Activation logs" />
        )}
      </TabPanel>
    </Screen>
  );
}
