import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EconomyScreen } from "~/components/economy/economy-screen";
import {
  averageTrust,
  countActiveLeases,
  countCriticalEvents,
  countExchanges,
  listCustodianEvents,
  listExchanges,
  listLeases,
  listReputations,
} from "~/domain/economy.server";
import { cachedHistory } from "~/infra/history-cache.server";
import { parseHistoryRange } from "~/lib/history";
import { errorFields, log } from "~/lib/log.server";
import { DASHBOARD_LIST_SIZE, economyView, type Section } from "~/lib/economy";
import { pageReads } from "~/infra/read-cache.server";
import { sharedMeshStatus } from "~/infra/shared-reads.server";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";

/** One section's read: its data, or (logged) the error text the error state shows. */
async function section<T>(what: string, read: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    log.error(`economic-dashboard: ${what} read failed`, errorFields(error));
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: message.slice(0, 200) };
  }
}

/**
 * Every section is read on the server (the page works without JavaScript); any failed read shows the
 * error state. The charts' range is `?range=` (24h · 7d · 30d); a failed history read leaves the rest
 * of the dashboard standing. The browser re-runs this loader on the economy's stream events
 * (useLiveEconomy), which is how the charts extend live.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, bus, cache } = context.services;
  // Shared by every visitor: exchanges, leases, onboarding and the nodes' changes announce `mesh`.
  const shared = pageReads(cache, "/economic-dashboard", "mesh");
  // Taken before the reads: the page's stream replays every event after it (useLiveEconomy), so one
  // that lands while the page is read or loaded is never missed.
  const busPosition = bus.lastDeliveredId();
  const n = DASHBOARD_LIST_SIZE;
  const now = Date.now();
  const range = parseHistoryRange(new URL(request.url).searchParams.get("range"));
  const [mesh, reputation, leases, resonance, custodian, history] = await Promise.all([
    section("mesh", async () => {
      const status = await sharedMeshStatus(context.services);
      return { totalNodes: status.totalNodes, activeNodes: status.activeNodes, nodes: status.nodes.map((x) => ({ id: x.id, name: x.metadata.name, valBalance: x.valBalance })) };
    }),
    section("reputation", () => shared("reputation", async () => ({ reputations: await listReputations(db, n), averageTrust: await averageTrust(db) }))),
    section("leases", () => shared("leases", async () => ({ leases: await listLeases(db, { limit: n, status: "active", now }), activeCount: await countActiveLeases(db, now) }))),
    section("resonance", () => shared("resonance", async () => ({ exchanges: await listExchanges(db, n), total: await countExchanges(db) }))),
    section("custodian", () => shared("custodian", async () => ({ events: await listCustodianEvents(db, n), criticalCount: await countCriticalEvents(db) }))),
    cachedHistory(context.services, "economy", range, now).catch((error: unknown) => {
      log.error("economic-dashboard: history read failed", errorFields(error));
      return null;
    }),
  ]);
  return data({ view: economyView({ mesh, reputation, leases, resonance, custodian }), now: Date.now(), range, history, busPosition }, { headers: { "Cache-Control": "no-store" } });
}

export default function EconomicDashboardRoute() {
  const { view, now, range, history, busPosition } = useLoaderData<typeof loader>();
  return <EconomyScreen view={view} now={now} range={range} history={history} busPosition={busPosition} />;
}

export const meta: MetaFunction = () => [
  { title: "Economic Dashboard · Trinity Mesh" },
  { name: "description", content: "The VAL economy of the mesh: reputation leaderboard, resonance exchanges, capacity leases, custodian events and network health." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
