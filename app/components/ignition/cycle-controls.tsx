import { useState, type FormEvent } from "react";
import { canAbsorb, CUSTOM_GLYPH_MAX, DEFAULT_MEANING_SCORE, MEANING_SCORE_MAX, MEANING_SCORE_MIN, parseMeaningScore } from "~/lib/ignition";
import { Field } from "../ui/field";
import { Panel } from "../ui/page-section";

/**
 * Start / Pause / Reset and the Absorb form. Everything is disabled until the page's script runs:
 * the cycle lives in the browser, so without JavaScript nothing pretends to work.
 */
export function CycleControls({
  ready,
  running,
  canReset,
  onStart,
  onPause,
  onReset,
  onAbsorb,
}: {
  ready: boolean;
  running: boolean;
  canReset: boolean;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
  onAbsorb: (glyph: string, score: number) => void;
}) {
  const [glyph, setGlyph] = useState("");
  const [score, setScore] = useState(String(DEFAULT_MEANING_SCORE));
  const absorbable = canAbsorb(glyph);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!absorbable) return;
    onAbsorb(glyph, parseMeaningScore(score));
    setGlyph("");
  };

  return (
    <Panel headingId="controls-title" title="Cycle Controls" small className="card">
      <fieldset disabled={!ready} className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Ignition cycle</legend>
        <button type="button" className="btn-fire" onClick={onStart} disabled={running}>
          <span aria-hidden="true">▶</span> Start Ignition Cycle
        </button>
        <button type="button" className="btn-outline" onClick={onPause} disabled={!running}>
          <span aria-hidden="true">❚❚</span> Pause Cycle
        </button>
        <button type="button" className="btn-ghost" onClick={onReset} disabled={!canReset}>
          <span aria-hidden="true">↺</span> Reset
        </button>
      </fieldset>

      <form onSubmit={submit} className="mt-6 border-t border-mesh-line pt-5">
        <h3 id="absorb-title" className="font-semibold">
          Absorb a Custom Glyph
        </h3>
        <p className="mt-1 text-sm text-mesh-muted">Feed the reactor a symbol of your own; its meaning score becomes its resonance.</p>
        <fieldset disabled={!ready} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem]">
          <legend className="sr-only">Custom glyph</legend>
          <Field
            id="custom-glyph"
            name="glyph"
            label="Custom glyph"
            value={glyph}
            onChange={(e) => setGlyph(e.target.value)}
            placeholder="e.g. ✺ or ⧈"
            maxLength={CUSTOM_GLYPH_MAX * 2}
            autoComplete="off"
          />
          <Field
            id="meaning-score"
            name="score"
            label="Meaning score (0-10)"
            type="number"
            inputMode="numeric"
            min={MEANING_SCORE_MIN}
            max={MEANING_SCORE_MAX}
            step={1}
            value={score}
            onChange={(e) => setScore(e.target.value)}
            aria-describedby="meaning-score-hint"
          />
          <p id="meaning-score-hint" className="text-xs text-mesh-muted sm:col-span-2">
            A whole number from 0 to 10; anything else counts as 0.
          </p>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!absorbable}>
              <span aria-hidden="true">⚛</span> Absorb Glyph
            </button>
          </div>
        </fieldset>
      </form>
    </Panel>
  );
}
