/**
 * Pure rules of the Economic Mesh Dashboard (spec "Economic Mesh Dashboard", §9). Client-safe:
 * the server's loader shapes its reads with `economyView`, the components format with the rest.
 */
import type { CustodianEventView, ExchangeView, LeaseView, ReputationView } from "./economy.schema";

export const LEASE_TYPES = ["memory", "compute", "bandwidth"] as const;
export type LeaseKind = (typeof LEASE_TYPES)[number];
export const CUSTODIAN_SEVERITIES = ["critical", "warning", "info"] as const;
export type Severity = (typeof CUSTODIAN_SEVERITIES)[number];

/** Spec §9: leaderboard, exchanges, leases and custodian events show 10 each. */
export const DASHBOARD_LIST_SIZE = 10;
/** VAL minted per exchange: floor(resonanceScore × 10) (spec §9). */
export const VAL_PER_RESONANCE = 10;

export const ERROR_TITLE = "Error Loading Dashboard";
export const ERROR_TEXT = "Failed to load economic mesh data. Please try refreshing the page.";

/** GB for memory, cores for compute, Mbps otherwise. */
export function leaseUnit(leaseType: string): string {
  if (leaseType === "memory") return "GB";
  if (leaseType === "compute") return "cores";
  return "Mbps";
}

/** Hours remaining = seconds left / 3600 (the spec's duration / 3600, counted down from the lease's opening: LeaseView.remainingSeconds), at most one decimal. */
export function hoursRemaining(durationSeconds: number): number {
  return Math.round((Math.max(0, durationSeconds) / 3600) * 10) / 10;
}

/**
 * floor(resonanceScore × 10), for a score in 0..1. The epsilon keeps binary rounding from taking a
 * whole unit away (0.7 × 10 must be 7 even if the float lands a hair below).
 */
export function mintedVal(resonanceScore: number): number {
  if (!Number.isFinite(resonanceScore) || resonanceScore <= 0) return 0;
  return Math.floor(Math.min(1, resonanceScore) * VAL_PER_RESONANCE + 1e-9);
}

export interface SeverityStyle {
  label: string;
  className: string;
}

/** The severity badge: critical red, warning amber, anything else informational. */
export function severityStyle(severity: string): SeverityStyle {
  if (severity === "critical") return { label: "critical", className: "border-[#ff6b6b] bg-[#2a1216] text-[#ff8a8a]" };
  if (severity === "warning") return { label: "warning", className: "border-[#f5c451] text-[#f5c451]" };
  return { label: severity || "info", className: "border-mesh-line text-mesh-muted" };
}

/** 'Observed' when the custodian only watched. */
export function actionLabel(actionTaken: string | null | undefined): string {
  return actionTaken && actionTaken.trim() ? actionTaken : "Observed";
}

/** Mean of `count` values summing to `sum`, rounded to one decimal; 0 when there are none. */
export function meanTenth(sum: number, count: number): number {
  if (!count || !Number.isFinite(sum)) return 0;
  return Math.round((sum / count) * 10) / 10;
}

// ---------------------------------------------------------------------------------------------
// Shaping the loader's reads into the screen (the error state included).
// ---------------------------------------------------------------------------------------------

// The API shapes (economy.schema.ts) are the views.
export type { CustodianEventView, ExchangeView, LeaseView, ReputationView };

export interface MeshNodesRead {
  totalNodes: number;
  activeNodes: number;
  nodes: { id: string; valBalance: number; name: string }[];
}

/** One section of the loader: its data, or why it could not be read. */
export type Section<T> = { ok: true; data: T } | { ok: false; error: string };

export interface EconomyReads {
  mesh: Section<MeshNodesRead>;
  reputation: Section<{ reputations: ReputationView[]; averageTrust: number }>;
  leases: Section<{ leases: LeaseView[]; activeCount: number }>;
  resonance: Section<{ exchanges: ExchangeView[]; total: number }>;
  custodian: Section<{ events: CustodianEventView[]; criticalCount: number }>;
}

export interface EconomyTotals {
  totalVal: number;
  averageTrust: number;
  activeLeases: number;
  criticalEvents: number;
}

export type EconomyView =
  | { state: "error"; title: string; text: string; details: string[] }
  | {
      state: "ready";
      totals: EconomyTotals;
      leaderboard: ReputationView[];
      exchanges: ExchangeView[];
      leases: LeaseView[];
      events: CustodianEventView[];
      health: { totalNodes: number; activeNodes: number; totalExchanges: number };
      nodeNames: Record<string, string>;
    };

const SECTION_LABELS: Record<keyof EconomyReads, string> = {
  mesh: "Mesh",
  reputation: "Reputation",
  leases: "Leases",
  resonance: "Resonance exchanges",
  custodian: "Custodian events",
};

/**
 * Any failed read turns the whole screen into the error state (spec: 'Error Loading Dashboard'
 * if any call fails), listing each failed section with its error text.
 */
export function economyView(reads: EconomyReads): EconomyView {
  const details = (Object.keys(SECTION_LABELS) as (keyof EconomyReads)[]).flatMap((key) => {
    const section = reads[key];
    return section.ok ? [] : [`${SECTION_LABELS[key]}: ${section.error || "unknown error"}`];
  });
  const { mesh, reputation, leases, resonance, custodian } = reads;
  if (details.length || !mesh.ok || !reputation.ok || !leases.ok || !resonance.ok || !custodian.ok) {
    return { state: "error", title: ERROR_TITLE, text: ERROR_TEXT, details };
  }
  const activeLeases = leases.data.leases.filter((l) => l.status === "active");
  return {
    state: "ready",
    totals: {
      totalVal: mesh.data.nodes.reduce((sum, n) => sum + n.valBalance, 0),
      averageTrust: reputation.data.averageTrust,
      activeLeases: leases.data.activeCount,
      criticalEvents: custodian.data.criticalCount,
    },
    leaderboard: [...reputation.data.reputations].sort((a, b) => b.trustScore - a.trustScore).slice(0, DASHBOARD_LIST_SIZE),
    exchanges: resonance.data.exchanges.slice(0, DASHBOARD_LIST_SIZE),
    leases: activeLeases.slice(0, DASHBOARD_LIST_SIZE),
    events: custodian.data.events.slice(0, DASHBOARD_LIST_SIZE),
    health: { totalNodes: mesh.data.totalNodes, activeNodes: mesh.data.activeNodes, totalExchanges: resonance.data.total },
    nodeNames: Object.fromEntries(mesh.data.nodes.map((n) => [n.id, n.name])),
  };
}

// ---------------------------------------------------------------------------------------------
// The trust distribution (issue 34): the nodes' current trust scores in bands.
// ---------------------------------------------------------------------------------------------

/** Trust scores run 0..100; the distribution counts them in bands this wide (0–10 … 90–100). */
export const TRUST_BAND_WIDTH = 10;
const TRUST_MAX = 100;
const TRUST_BAND_COUNT = TRUST_MAX / TRUST_BAND_WIDTH;

/** One bar of a chart over categories: its label and its value. */
export interface CategoryCount {
  label: string;
  v: number;
}

/** The band a score falls in, 0..9: [0, 10) is band 0 … [90, 100] band 9 (a full 100 is in the last band, not an 11th). */
export function trustBand(score: number): number {
  return Math.min(TRUST_BAND_COUNT - 1, Math.max(0, Math.floor(score / TRUST_BAND_WIDTH)));
}

/** How many scores fall in each band, every band present (0 when none), lowest first, labelled "0–10" … "90–100". */
export function trustDistribution(scores: Iterable<number>): CategoryCount[] {
  const counts = new Array<number>(TRUST_BAND_COUNT).fill(0);
  for (const score of scores) if (Number.isFinite(score)) counts[trustBand(score)]! += 1;
  return counts.map((v, i) => ({ label: `${i * TRUST_BAND_WIDTH}–${(i + 1) * TRUST_BAND_WIDTH}`, v }));
}
