/**
 * The glyph heatmap's rules (spec §2.13, §9): temperature as a ratio to the hottest glyph's
 * resonance, summary figures and ranks (badges on the top 3). Client-safe and pure.
 */
export interface HeatGlyph {
  glyph: string;
  usageCount: number;
  totalResonance: number;
  lastUsed: string | null;
}

export type Temperature = "blazing" | "hot" | "warm" | "cool" | "cold";

export interface TemperatureBand {
  id: Temperature;
  label: string;
  /** The ratio to the hottest glyph it must be strictly above (Cold has none). */
  above: number | null;
  /** Tile classes (background, border, text). */
  tile: string;
  /** The legend's swatch. */
  swatch: string;
}

/** Hottest first; the legend lists them in this order. */
export const TEMPERATURES: readonly TemperatureBand[] = [
  { id: "blazing", label: "Blazing", above: 0.7, tile: "border-[#ff4d2e] bg-[#4a1208] text-[#ffd6cc]", swatch: "bg-[#ff4d2e]" },
  { id: "hot", label: "Hot", above: 0.4, tile: "border-[#ff8a3d] bg-[#43220b] text-[#ffe0c7]", swatch: "bg-[#ff8a3d]" },
  { id: "warm", label: "Warm", above: 0.2, tile: "border-[#f5c542] bg-[#3a300c] text-[#fff1c2]", swatch: "bg-[#f5c542]" },
  { id: "cool", label: "Cool", above: 0.1, tile: "border-[#38bdf8] bg-[#0c2a3a] text-[#d4f0ff]", swatch: "bg-[#38bdf8]" },
  { id: "cold", label: "Cold", above: null, tile: "border-[#64748b] bg-[#161b2b] text-[#cbd5e1]", swatch: "bg-[#64748b]" },
];

export function temperatureBand(id: Temperature): TemperatureBand {
  return TEMPERATURES.find((t) => t.id === id)!;
}

/** Blazing above 0.7, Hot above 0.4, Warm above 0.2, Cool above 0.1, otherwise Cold (0.7 itself is Hot). */
export function temperatureOf(ratio: number): Temperature {
  if (!Number.isFinite(ratio)) return "cold";
  for (const band of TEMPERATURES) if (band.above !== null && ratio > band.above) return band.id;
  return "cold";
}

/** A glyph's ratio to the hottest resonance; 0 when nothing has any heat. */
export function heatRatio(resonance: number, hottest: number): number {
  if (!(hottest > 0) || !Number.isFinite(resonance)) return 0;
  return Math.max(0, resonance / hottest);
}

export function temperature(resonance: number, hottest: number): Temperature {
  return temperatureOf(heatRatio(resonance, hottest));
}

export const RANKED = 3;

export interface HeatTile<G extends HeatGlyph = HeatGlyph> {
  weight: G;
  /** 1 for the hottest. */
  rank: number;
  /** Only the top 3 carry a rank badge. */
  badge: boolean;
  ratio: number;
  temperature: Temperature;
}

/** Strongest first; equal resonance in glyph order (as the server lists them). */
export function byHeat<G extends HeatGlyph>(weights: readonly G[]): G[] {
  return [...weights].sort((a, b) => b.totalResonance - a.totalResonance || (a.glyph < b.glyph ? -1 : a.glyph > b.glyph ? 1 : 0));
}

export function heatTiles<G extends HeatGlyph>(weights: readonly G[]): HeatTile<G>[] {
  const sorted = byHeat(weights);
  const hottest = sorted[0]?.totalResonance ?? 0;
  return sorted.map((weight, i) => {
    const ratio = heatRatio(weight.totalResonance, hottest);
    return { weight, rank: i + 1, badge: i < RANKED, ratio, temperature: temperatureOf(ratio) };
  });
}

export interface HeatSummary<G extends HeatGlyph = HeatGlyph> {
  totalGlyphs: number;
  totalResonance: number;
  averageResonance: number;
  hottest: G | null;
  coldest: G | null;
}

export function heatSummary<G extends HeatGlyph>(weights: readonly G[]): HeatSummary<G> {
  const sorted = byHeat(weights);
  const totalResonance = sorted.reduce((sum, w) => sum + (Number.isFinite(w.totalResonance) ? w.totalResonance : 0), 0);
  return {
    totalGlyphs: sorted.length,
    totalResonance,
    averageResonance: sorted.length ? totalResonance / sorted.length : 0,
    hottest: sorted[0] ?? null,
    coldest: sorted[sorted.length - 1] ?? null,
  };
}

// Made once: `toLocaleString` with options builds a formatter on every call (a heatmap page formats every glyph's heat).
const HEAT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Resonance to 2 decimals (spec §9), with thousands separators. */
export function formatHeat(value: number): string {
  return HEAT.format(Number.isFinite(value) ? value : 0);
}

/** The heatmap's read (spec §9): polled every 5 s while auto-refresh is on. */
export const HEATMAP_URL = "/api/glyph-weights/all";
export const HEATMAP_POLL_MS = 5000;
