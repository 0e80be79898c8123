import { useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useEffect, useState } from "react";
import type { EconomyView } from "~/lib/economy";
import type { EconomyHistory } from "~/domain/economy.server";
import type { HistoryRange } from "~/lib/history";
import { useHydrated } from "~/hooks/use-hydrated";
import { CustodianList, ExchangeList, LeaseList, Leaderboard, NetworkHealth, TotalsCards } from "./sections";
import { Screen } from "../shared/screen";
import { useLiveEconomy } from "./use-live-economy";
import { EconomyHistoryCharts } from "./economy-history";

type ReadyView = Extract<EconomyView, { state: "ready" }>;

/** The Economic Mesh Dashboard (spec "Economic Mesh Dashboard", §9), server-rendered from one loader. */
export function EconomyScreen({
  view,
  now,
  range,
  history,
  busPosition,
}: {
  view: EconomyView;
  now: number;
  range: HistoryRange;
  history: EconomyHistory | null;
  /** The mesh bus position the page was read at: its live stream starts after it. */
  busPosition: string | null;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  // The loading state answers a visitor's Refresh; the live re-reads (useLiveEconomy) swap the numbers in quietly.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (revalidator.state === "idle") setAsked(false);
  }, [revalidator.state]);
  const loading = (asked && revalidator.state === "loading") || (navigation.state === "loading" && navigation.location?.pathname === location.pathname);
  useLiveEconomy(busPosition);

  return (
    <Screen
      marker="economy-screen"
      title="Economic Mesh Dashboard"
      intro="VAL in circulation, trust between nodes, capacity leases and what the custodian saw."
      titleClassName="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1"
      aside={
        <>
          {hydrated ? (
            <button type="button" className="btn-outline btn-sm ml-auto sm:ml-0" onClick={() => {
                setAsked(true);
                revalidator.revalidate();
              }}
              disabled={loading}
            >
              Refresh
            </button>
          ) : (
            <Link to={location.pathname + location.search} className="btn-outline btn-sm ml-auto no-underline sm:ml-0">
              Refresh
            </Link>
          )}
        </>
      }
    >
      {loading ? (
        <p role="status" className="card mt-6 p-4 text-mesh-muted" data-economy-loading>
          Loading economic mesh data...
        </p>
      ) : null}

      {view.state === "error" ? (
        <section role="alert" aria-labelledby="economy-error-title" className="card mt-6 border-[#ff6b6b]" data-economy-error>
          <h2 id="economy-error-title" className="text-lg font-semibold text-[#ff8a8a]">
            {view.title}
          </h2>
          <p className="mt-2 text-sm">{view.text}</p>
          {view.details.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-mesh-muted">
              {view.details.map((d) => (
                <li key={d} className="break-words">
                  {d}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : (
        <Dashboard view={view} now={now} busy={loading} />
      )}
      <EconomyHistoryCharts history={history} range={range} />
    </Screen>
  );
}

function Dashboard({ view, now, busy }: { view: ReadyView; now: number; busy: boolean }) {
  const name = (id: string) => view.nodeNames[id] ?? id;
  return (
    <div aria-busy={busy || undefined} className={busy ? "opacity-60" : undefined}>
      <div className="mt-6">
        <TotalsCards totals={view.totals} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Leaderboard items={view.leaderboard} />
        <ExchangeList items={view.exchanges} name={name} now={now} />
        <LeaseList items={view.leases} name={name} />
        <CustodianList items={view.events} name={name} now={now} />
      </div>
      <div className="mt-6">
        <NetworkHealth health={view.health} />
      </div>
    </div>
  );
}
