import { Link } from "~/components/shared/link";
import { useCallback, useEffect, useReducer } from "react";
import { drawTick, IGNITION_PHASES, ignitionReducer, INITIAL_IGNITION, phaseViews, TICK_MS, type IgnitionState } from "~/lib/ignition";
import { useHydrated } from "~/hooks/use-hydrated";
import { AffinityReactor } from "./affinity-reactor";
import { CycleControls } from "./cycle-controls";
import { PhaseList } from "./phase-list";

function statusText(state: IgnitionState, ready: boolean): string {
  if (!ready) return "The live cycle needs JavaScript: it runs in your browser and starts once the page's script has loaded.";
  if (state.phase === null) return "Cycle idle. Press Start Ignition Cycle to begin.";
  const phase = IGNITION_PHASES[state.phase]!;
  const where = `phase ${state.phase + 1} of ${IGNITION_PHASES.length}: ${phase.title}`;
  const wrap = state.phase === 0 && state.cycles > 0 ? `Cycle ${state.cycles} complete. ` : "";
  return state.running ? `${wrap}Active ${where}.` : `${wrap}Paused at ${where}.`;
}

/** The Ignition playground (spec §2.9): a client-only sandbox; the server renders it idle. */
export function IgnitionScreen() {
  const ready = useHydrated();
  const [state, dispatch] = useReducer(ignitionReducer, INITIAL_IGNITION);

  useEffect(() => {
    if (!state.running) return;
    const id = window.setInterval(() => dispatch(drawTick()), TICK_MS);
    return () => window.clearInterval(id);
  }, [state.running]);

  const onAbsorb = useCallback((glyph: string, score: number) => dispatch({ type: "absorb", glyph, score }), []);
  const phases = phaseViews(state);

  return (
    <div className="pb-10">
      <header>
        <Link to="/" className="btn-outline btn-sm no-underline">
          <span aria-hidden="true">←</span> Home
        </Link>
        <div className="mt-3 min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">Ignition Playground</h1>
          <p className="mt-1 max-w-3xl text-sm text-mesh-muted sm:text-base">
            A sandbox for glyph resonance. Start the ignition cycle and watch it move through five phases, one every 1.2 seconds: each beat feeds a
            random high-resonance glyph into the affinity reactor. Pause it, reset it, or absorb a glyph of your own with a meaning score. Nothing
            here is saved; it lives in this browser tab.
          </p>
        </div>
      </header>

      <noscript>
        <div className="card mt-6 border-manus/60" data-testid="needs-js">
          <p className="font-semibold text-manus">The live ignition cycle needs JavaScript.</p>
          <p className="mt-2 text-sm text-mesh-muted">
            This playground runs entirely in your browser. Turn JavaScript on to start the cycle and absorb glyphs; meanwhile the five phases and
            the empty reactor are shown below.
          </p>
        </div>
      </noscript>

      <p role="status" aria-live="polite" data-testid="cycle-status" className="mt-6 rounded-lg border border-mesh-line bg-mesh-panel px-4 py-2 text-sm">
        {statusText(state, ready)}
      </p>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <CycleControls
            ready={ready}
            running={state.running}
            canReset={state !== INITIAL_IGNITION}
            onStart={() => dispatch({ type: "start" })}
            onPause={() => dispatch({ type: "pause" })}
            onReset={() => dispatch({ type: "reset" })}
            onAbsorb={onAbsorb}
          />
          <PhaseList phases={phases} />
        </div>
        <div className="min-w-0">
          <AffinityReactor glyphs={state.glyphs} />
        </div>
      </div>
    </div>
  );
}
