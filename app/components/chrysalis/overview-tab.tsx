import { useLocation } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { CHRYSALIS_SERVICES, RESILIENCE } from "~/lib/chrysalis";

function tabHref(search: string, tab: string) {
  const params = new URLSearchParams(search);
  params.set("tab", tab);
  return `/chrysalis?${params.toString()}`;
}

const RESILIENCE_ROWS: [string, string][] = [
  ["Circuit breaker", RESILIENCE.circuitBreaker],
  ["Failure threshold", String(RESILIENCE.failureThreshold)],
  ["Retry", `${RESILIENCE.retryAttempts} attempts · ${RESILIENCE.retryBaseBackoffMs} ms base backoff`],
  ["Cache TTL", `${RESILIENCE.cacheTtlSeconds} s`],
  ["Event types", String(RESILIENCE.eventTypes)],
  ["ETN endpoints", String(RESILIENCE.etnEndpoints)],
  ["Spiral layers", String(RESILIENCE.spiralLayers)],
  ["Node types", String(RESILIENCE.nodeTypes)],
];

/** Overview: the five services and the resilience card (spec §9 display values). */
export function OverviewTab() {
  const location = useLocation();
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Services">
        {CHRYSALIS_SERVICES.map((s) => (
          <li key={s.id} className="card flex flex-col" data-service={s.id}>
            <h3 className="text-lg font-semibold">{s.name}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-mesh-muted">{s.summary}</p>
            <Link to={tabHref(location.search, s.id)} preventScrollReset replace className="btn-outline btn-sm mt-4 self-start no-underline">
              Open {s.name}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="resilience-heading" className="card" data-resilience>
        <h3 id="resilience-heading" className="text-lg font-semibold">
          Resilience
        </h3>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {RESILIENCE_ROWS.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-mesh-line py-1" data-resilience-row={label}>
              <dt className="text-mesh-muted">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
