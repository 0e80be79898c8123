import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { cx } from "../ui/card";
import {
  API_ENDPOINTS,
  endpointInfo,
  failureMessage,
  responseErrorMessage,
  type ApiEndpointId,
  type ApiTestResult,
} from "./endpoints";

type PanelState = { kind: "idle" } | { kind: "loading"; endpoint: ApiEndpointId } | { kind: "done"; result: ApiTestResult };

function initialState(result: ApiTestResult | null): PanelState {
  return result ? { kind: "done", result } : { kind: "idle" };
}

/**
 * The API tester. Without JavaScript it is a GET form (?tab=api&endpoint=…&run=1) and the route
 * loader renders the response; with JavaScript the submit is intercepted and the real /api path
 * is fetched from the browser, only when "Test API" is pressed.
 */
export function ApiTester({ endpoint, result }: { endpoint: ApiEndpointId; result: ApiTestResult | null }) {
  const { pathname } = useLocation();
  const [selected, setSelected] = useState<ApiEndpointId>(endpoint);
  const [state, setState] = useState<PanelState>(() => initialState(result));
  const latest = useRef(0);

  // A new server answer (a shared ?run=1 link, back/forward) replaces what the panel shows.
  useEffect(() => {
    setSelected(endpoint);
    setState(initialState(result));
  }, [endpoint, result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const info = endpointInfo(selected);
    const call = ++latest.current;
    setState({ kind: "loading", endpoint: info.id });
    let next: ApiTestResult;
    try {
      const response = await fetch(info.path, { method: "GET", credentials: "include", headers: { Accept: "application/json" } });
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        throw new Error(responseErrorMessage(response.status, text, response.statusText));
      }
      const data: unknown = await response.json();
      next = { endpoint: info.id, path: info.path, body: JSON.stringify(data, null, 2), error: null };
    } catch (error) {
      next = { endpoint: info.id, path: info.path, body: null, error: failureMessage(error) };
    }
    if (call === latest.current) setState({ kind: "done", result: next });
  }

  const loading = state.kind === "loading";

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <form method="get" action={pathname} onSubmit={onSubmit} className="card" aria-labelledby="api-tester-title">
        <h3 id="api-tester-title" className="text-lg font-semibold">
          Test a live endpoint
        </h3>
        <p className="mt-1 text-sm text-mesh-muted">Read-only GET calls against this hub. Nothing is changed.</p>
        <input type="hidden" name="tab" value="api" />
        <fieldset className="mt-4">
          <legend className="label">Endpoint</legend>
          <div className="space-y-2">
            {API_ENDPOINTS.map((e) => {
              const id = `endpoint-${e.id}`;
              const checked = selected === e.id;
              return (
                <div key={e.id}>
                  <input
                    type="radio"
                    id={id}
                    name="endpoint"
                    value={e.id}
                    checked={checked}
                    onChange={() => setSelected(e.id)}
                    aria-describedby={`${id}-hint`}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={id}
                    className={cx(
                      "block cursor-pointer rounded-lg border px-3 py-2 transition-colors peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-solace",
                      checked ? "border-solace bg-solace-soft" : "border-mesh-line hover:bg-mesh-bg",
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-medium">{e.label}</span>
                      <span aria-hidden="true" className={cx("text-xs", checked ? "text-solace" : "text-transparent")}>
                        ●
                      </span>
                    </span>
                    <code className="mt-0.5 block break-all font-mono text-xs text-solace">GET {e.path}</code>
                  </label>
                  <p id={`${id}-hint`} className="sr-only">
                    {e.description}
                  </p>
                </div>
              );
            })}
          </div>
        </fieldset>
        <button type="submit" name="run" value="1" className="btn-primary mt-5 w-full" disabled={loading}>
          Test API
        </button>
        <p className="mt-3 text-xs text-mesh-muted">
          {endpointInfo(selected).description}{" "}
          <a href={endpointInfo(selected).path} target="_blank" rel="noopener noreferrer" className="text-solace underline">
            Open raw JSON<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </form>

      <section aria-labelledby="api-result-title" className="card min-w-0">
        <h3 id="api-result-title" className="text-lg font-semibold">
          Response
        </h3>
        <div aria-live="polite" aria-busy={loading} className="mt-3" data-testid="api-result">
          {state.kind === "idle" ? (
            <p className="text-sm text-mesh-muted">Choose an endpoint and press “Test API” to see its live response here.</p>
          ) : state.kind === "loading" ? (
            <p className="text-sm text-mesh-muted">Loading...</p>
          ) : state.result.error !== null ? (
            <p className="rounded-md border border-[#ff6b6b] bg-[#2a1216] p-3 text-sm text-mesh-text break-words">
              Error: {state.result.error}
            </p>
          ) : (
            <>
              <p className="text-sm text-mesh-muted">
                <code className="font-mono text-solace">GET {state.result.path}</code> · 200 OK
              </p>
              <pre
                tabIndex={0}
                aria-label={`JSON response from ${state.result.path}`}
                className="mt-2 max-h-[32rem] overflow-auto rounded-md border border-mesh-line bg-mesh-bg p-3 font-mono text-xs leading-relaxed text-mesh-text"
              >
                {state.result.body}
              </pre>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
