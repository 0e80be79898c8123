import type { ReactNode } from "react";
import {
  actionLabel,
  hoursRemaining,
  leaseUnit,
  severityStyle,
  type CustodianEventView,
  type EconomyTotals,
  type ExchangeView,
  type LeaseView,
  type ReputationView,
} from "~/lib/economy";
import { relativeTime } from "~/lib/time";
import { StatGrid } from "../shared/stat-grid";
import { cx } from "../ui/card";
import { Panel } from "../ui/page-section";

const number = new Intl.NumberFormat("en-US");
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

function Section({ id, title, count, children }: { id: string; title: string; count?: string; children: ReactNode }) {
  return (
    <Panel
      headingId={`${id}-title`}
      title={
        <>
          {title} {count ? <span className="text-sm font-normal text-mesh-muted">{count}</span> : null}
        </>
      }
      small
      className="card min-w-0"
      data-economy-section={id}
    >
      <div className="mt-3">{children}</div>
    </Panel>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-mesh-muted">{children}</p>;

export function TotalsCards({ totals }: { totals: EconomyTotals }) {
  const cards = [
    { label: "Total VAL", value: `${number.format(totals.totalVal)} VAL`, note: "sum of node balances", accent: "text-manus" },
    { label: "Average Trust Score", value: decimal.format(totals.averageTrust), note: "across node reputations", accent: "text-solace" },
    { label: "Active Leases", value: number.format(totals.activeLeases), note: "capacity on lease now", accent: "text-[#3ecf8e]" },
    { label: "Critical Events", value: number.format(totals.criticalEvents), note: "raised by the custodian", accent: "text-ignith" },
  ];
  return <StatGrid label="Economy totals" stats={cards} longValues />;
}

export function Leaderboard({ items }: { items: ReputationView[] }) {
  return (
    <Section id="leaderboard" title="Reputation Leaderboard" count="(top 10 by trust)">
      {items.length === 0 ? (
        <Empty>No reputations recorded yet.</Empty>
      ) : (
        <ol className="divide-y divide-mesh-line" aria-label="Reputation leaderboard">
          {items.map((r, i) => (
            <li key={r.nodeId} className="flex items-center gap-3 py-2" data-reputation={r.nodeId}>
              <span className="w-6 shrink-0 text-right font-mono text-sm text-mesh-muted">{i + 1}</span>
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium">{r.nodeName ?? r.nodeId}</p>
                <p className="text-xs text-mesh-muted">
                  {number.format(r.serviceHistory)} services · {number.format(r.successfulTrades)} trades · {number.format(r.violations)} violations
                </p>
              </div>
              <span className="badge shrink-0 border-solace/60 tabular-nums text-solace" data-trust>
                {decimal.format(r.trustScore)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function ExchangeList({ items, name, now }: { items: ExchangeView[]; name: (id: string) => string; now: number }) {
  return (
    <Section id="exchanges" title="Resonance Exchanges" count="(latest 10)">
      {items.length === 0 ? (
        <Empty>No resonance exchanges yet.</Empty>
      ) : (
        <ul className="divide-y divide-mesh-line" aria-label="Resonance exchanges">
          {items.map((x) => (
            <li key={x.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-exchange={x.id}>
              <div className="min-w-0">
                <p className="break-words text-sm">
                  {name(x.fromNodeId)} <span aria-label="to">→</span> {name(x.toNodeId)}
                </p>
                <p className="text-xs text-mesh-muted">
                  resonance {x.resonanceScore.toFixed(2)} · <time dateTime={x.createdAt}>{relativeTime(x.createdAt, now)}</time>
                </p>
              </div>
              <span className="badge border-manus/60 text-manus" data-minted>
                +{number.format(x.valMinted)} VAL
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function LeaseList({ items, name }: { items: LeaseView[]; name: (id: string) => string }) {
  return (
    <Section id="leases" title="Active Capacity Leases" count="(up to 10)">
      {items.length === 0 ? (
        <Empty>No active leases.</Empty>
      ) : (
        <ul className="divide-y divide-mesh-line" aria-label="Active leases">
          {items.map((l) => (
            <li key={l.id} className="py-2" data-lease={l.id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 break-words text-sm font-medium">
                  <span className="capitalize">{l.leaseType}</span> · <span data-lease-amount>{`${decimal.format(l.amount)} ${leaseUnit(l.leaseType)}`}</span>
                </p>
                <span className="badge border-manus/60 text-manus" data-lease-price>
                  {number.format(l.valPrice)} VAL/hr
                </span>
              </div>
              <p className="text-xs text-mesh-muted">
                {name(l.nodeId)} · quality {Math.round(l.qualityScore * 100)}% · <span data-lease-hours>{decimal.format(hoursRemaining(l.remainingSeconds))} h remaining</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function CustodianList({ items, name, now }: { items: CustodianEventView[]; name: (id: string) => string; now: number }) {
  return (
    <Section id="custodian" title="Custodian Events" count="(latest 10)">
      {items.length === 0 ? (
        <Empty>The custodian has nothing to report.</Empty>
      ) : (
        <ul className="divide-y divide-mesh-line" aria-label="Custodian events">
          {items.map((e) => {
            const style = severityStyle(e.severity);
            return (
              <li key={e.id} className="flex items-start gap-3 py-2" data-custodian-event={e.id}>
                <span className={cx("badge shrink-0", style.className)} data-severity={e.severity}>
                  {style.label}
                </span>
                <div className="min-w-0">
                  <p className="break-words font-mono text-sm">{e.eventType}</p>
                  <p className="break-words text-xs text-mesh-muted">
                    {e.nodeId ? name(e.nodeId) : (e.subject ?? "")} · <span data-action>{actionLabel(e.actionTaken)}</span> · <time dateTime={e.timestamp}>{relativeTime(e.timestamp, now)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function NetworkHealth({ health }: { health: { totalNodes: number; activeNodes: number; totalExchanges: number } }) {
  const items = [
    { label: "Total Nodes", value: health.totalNodes },
    { label: "Active Nodes", value: health.activeNodes },
    { label: "Total Exchanges", value: health.totalExchanges },
  ];
  return (
    <Section id="health" title="Network Health">
      <dl className="grid grid-cols-3 gap-3" aria-label="Network health">
        {items.map((i) => (
          <div key={i.label} data-health={i.label}>
            <dt className="text-xs text-mesh-muted">{i.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{number.format(i.value)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
