import { useFetcher, useNavigate, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useEffect, useRef, useState } from "react";
import { CHAIN_LINKS_MAX, CHAIN_MAX_PHASE, CHAIN_PHASES, canExpand, chainProgress, isPhaseLocked, phaseCountText, phaseTitle, phaseView } from "~/lib/chain";
import { cx } from "../ui/card";
import { FetcherRefusal, ProgressBar } from "./bits";
import { learnHref, type ChainState, type LearnActionResult } from "./model";
import { EnhancedField } from "../ui/enhanced-field";
import { Panel } from "../ui/page-section";

function isChainState(value: unknown): value is ChainState {
  const v = value as ChainState | null;
  return typeof v === "object" && v !== null && typeof v.currentPhase === "number" && Array.isArray(v.glyphs);
}

/** The Living Glyph Chain: progress, four phase cards (?phase=…), the selected phase's glyphs, expand and reset. */
export function ChainTab({ chain: serverChain }: { chain: ChainState | null }) {
  // When the server could not read the chain, the browser asks the API once.
  const [fallback, setFallback] = useState<ChainState | null>(null);
  useEffect(() => {
    if (serverChain) return;
    let cancelled = false;
    fetch("/api/living-glyph-chain", { credentials: "include", headers: { Accept: "application/json" } })
      .then(async (r) => {
        if (!r.ok) throw new Error(`${r.status}: ${(await r.text()) || r.statusText}`);
        return r.json() as Promise<unknown>;
      })
      .then((body) => {
        if (!cancelled && isChainState(body)) setFallback({ currentPhase: body.currentPhase, glyphs: body.glyphs, silentName: body.silentName ?? null });
      })
      .catch((error: unknown) => console.error("learn: glyph chain read failed", error));
    return () => {
      cancelled = true;
    };
  }, [serverChain]);
  const chain = serverChain ?? fallback;

  return (
    <Panel headingId="chain-title" title="Living Glyph Chain">
      <p className="mt-1 text-sm text-mesh-muted">
        The chain is the mesh&apos;s own glyph activity: the ten library glyphs ignite it, then every glyph of a broadcast, a symbolic feedback, a
        contribution, a sovereign thread or a chat remembered in the archive adds a link, oldest first. It unfolds in four phases: the first 10
        links, then 33, then 81, then all of them (up to {CHAIN_LINKS_MAX.toLocaleString("en-US")}) — each one a level deeper in recursion.
      </p>
      {chain ? (
        <ChainBody chain={chain} />
      ) : (
        <p role="status" className="card mt-4 text-mesh-muted">
          Loading glyph chain...
        </p>
      )}
    </Panel>
  );
}

function ChainBody({ chain }: { chain: ChainState }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const current = chain.currentPhase;
  const requested = Number(params.get("phase"));
  const selected = Number.isInteger(requested) && requested >= 1 && requested <= CHAIN_MAX_PHASE && !isPhaseLocked(requested, current) ? requested : current;

  // The selection follows the current phase whenever it changes (spec §4).
  const seen = useRef(current);
  useEffect(() => {
    if (seen.current === current) return;
    seen.current = current;
    if (params.has("phase")) navigate(learnHref(params, { phase: null }), { replace: true, preventScrollReset: true });
  }, [current, params, navigate]);

  const fetcher = useFetcher<LearnActionResult>({ key: "chain" });
  const busy = fetcher.state !== "idle" ? String(fetcher.formData?.get("intent") ?? "") : null;
  const view = phaseView(chain.glyphs, selected);
  const glyphs = view.glyphs;
  const selectedTitle = phaseTitle(selected, chain.silentName);
  const progress = chainProgress(current);

  return (
    <div className="mt-4 space-y-6">
      <div className="card">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold">
            Phase {current} of {CHAIN_MAX_PHASE}: {phaseTitle(current, chain.silentName)}
          </p>
          <p className="text-sm text-mesh-muted">{Math.round(progress)}% unfolded</p>
        </div>
        <ProgressBar className="mt-3" value={progress} label="Glyph chain progress" valueText={`Phase ${current} of ${CHAIN_MAX_PHASE}`} />
      </div>

      {current >= CHAIN_MAX_PHASE ? (
        <div role="status" className="card border-[#c084fc]/60 bg-gradient-to-br from-[#1e1530] to-mesh-panel">
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-2xl">
              🌌
            </span>
            <p className="text-lg font-semibold">Journey Complete</p>
          </div>
          <p className="mt-1 text-sm text-mesh-muted">
            The chain has unfolded all four phases and reached {chain.silentName?.trim() ? `its Silent Name, ${chain.silentName.trim()}` : "the Silent Name"}. Reset it to walk the path again.
          </p>
        </div>
      ) : null}

      <nav aria-label="Chain phases">
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {CHAIN_PHASES.map((p) => {
            const locked = isPhaseLocked(p.phase, current);
            const isSelected = p.phase === selected;
            const phase = phaseView(chain.glyphs, p.phase);
            const body = (
              <>
                <span className="flex items-center justify-between gap-2 text-xs uppercase tracking-wider text-mesh-muted">
                  <span>Phase {p.phase}</span>
                  <span>{locked ? "🔒 Locked" : p.phase === current ? "Current" : "Unfolded"}</span>
                </span>
                <span className="mt-1 block font-semibold">{phaseTitle(p.phase, chain.silentName)}</span>
                <span className="mt-1 block text-sm text-mesh-muted" data-phase-count>
                  {phaseCountText(phase)} · recursion level {p.recursionLevel}
                </span>
              </>
            );
            return (
              <li key={p.phase} data-phase={p.phase} data-locked={locked || undefined}>
                {locked ? (
                  <div aria-disabled="true" className="card block h-full cursor-not-allowed p-4 opacity-40">
                    {body}
                  </div>
                ) : (
                  <Link
                    to={learnHref(params, { phase: String(p.phase) })}
                    preventScrollReset
                    replace
                    aria-current={isSelected ? "true" : undefined}
                    className={cx("card block h-full p-4 no-underline transition-colors hover:border-solace/70", isSelected && "border-solace bg-solace-soft")}
                  >
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <section aria-labelledby="phase-detail-title" className="card">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="phase-detail-title" className="text-lg font-semibold">
            Phase {selected}: {selectedTitle}
          </h3>
          <p className="text-sm text-mesh-muted" data-phase-count>
            {phaseCountText(view)} · {view.distinct} distinct · recursion level {CHAIN_PHASES[selected - 1]!.recursionLevel}
          </p>
        </div>
        {!view.full ? (
          <p className="mt-2 text-sm text-mesh-muted">
            {glyphs.length} of {view.size} — the chain grows as the mesh uses more glyphs.
          </p>
        ) : null}
        {glyphs.length ? (
          <ol aria-label={`Glyphs of ${selectedTitle}`} className="mt-4 flex max-h-72 flex-wrap gap-2 overflow-y-auto">
            {glyphs.map((g, i) => (
              <li key={i} className="flex h-10 min-w-[2.5rem] items-center justify-center rounded-md border border-mesh-line bg-mesh-bg px-2 text-xl">
                {g}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-sm text-mesh-muted">This chain holds no glyphs yet.</p>
        )}

        <div className="mt-5 flex flex-wrap gap-2">
          {canExpand(current, selected) ? (
            <fetcher.Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="chain-progress" />
              <EnhancedField />
              <button type="submit" className="btn-primary" disabled={busy !== null}>
                {busy === "chain-progress" ? "Expanding…" : "Expand to Next Phase"}
              </button>
            </fetcher.Form>
          ) : null}
          {current > 0 ? (
            <fetcher.Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="chain-reset" />
              <EnhancedField />
              <button type="submit" className="btn-outline" disabled={busy !== null}>
                {busy === "chain-reset" ? "Resetting…" : "Reset Chain"}
              </button>
            </fetcher.Form>
          ) : null}
        </div>
        <FetcherRefusal fetcher={fetcher} />
      </section>
    </div>
  );
}
