import type { EconomyHistory } from "~/domain/economy.server";
import type { HistoryRange } from "~/lib/history";
import { CategoryBars, TimeChart } from "../shared/chart";
import { HistorySection } from "../shared/history-section";
import { Prerendered } from "../shared/prerendered";

/**
 * /economic-dashboard's history (issue 34): VAL in circulation, VAL minted and resonance exchanges over
 * the chosen range, and the nodes' trust now in bands. Server-rendered; the dashboard's live re-reads
 * (useLiveEconomy) bring new points.
 */
export function EconomyHistoryCharts({ history, range }: { history: EconomyHistory | null; range: HistoryRange }) {
  return (
    <HistorySection marker="economy" range={range}>
      {history ? (
        <Prerendered data={history} name="economy-history">
          {() => (
            <div className="mt-3 grid gap-4 lg:grid-cols-2">
              <TimeChart title="VAL in circulation" yLabel="VAL" kind="area" history={history.circulation} note="VAL minted minus VAL burned through the ledger, at the end of each period." />
              <TimeChart title="VAL minted" yLabel="VAL minted" kind="bar" history={history.minted} note="VAL minted through the ledger in each period: resonance exchanges, leases the mesh pays, onboarding." />
              <TimeChart title="Resonance exchanges" yLabel="exchanges" kind="bar" history={history.exchanges} note="Resonance exchanges between nodes in each period." />
              <CategoryBars
                title="Trust distribution"
                xLabel="Trust score"
                yLabel="Nodes"
                unit={history.trust.unit}
                bars={history.trust.bands}
                note="Nodes by their current trust score (0–100), in bands of 10; the last band holds 100."
              />
            </div>
          )}
        </Prerendered>
      ) : (
        <p role="alert" className="mt-3 text-sm text-mesh-muted" data-economy-history-error="">
          The history could not be read. Please try refreshing the page.
        </p>
      )}
    </HistorySection>
  );
}
