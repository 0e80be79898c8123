/**
 * Pure rules of the moving economy (issue 17, item 3): what a capacity lease costs, how it counts
 * down and what settles it, and how a node's trust score follows its heartbeats and refused
 * signatures. Client-safe; the domain (app/domain/economy.server.ts) applies them.
 */
import type { LeaseKind } from "./economy";

// ---------------------------------------------------------------------------------------------
// Lease pricing
// ---------------------------------------------------------------------------------------------

/** VAL per unit-hour at quality 0.5: a compute core, a GB of memory, a Mbps of bandwidth. */
export const UNIT_RATE: Record<LeaseKind, number> = { compute: 1, memory: 0.125, bandwidth: 0.01 };

/**
 * Price per hour, whole VAL: units × unit rate × (0.5 + quality), so a perfect node (quality 1)
 * earns 1.5× the base rate and a failing one (quality 0) half of it; never below 1 VAL.
 */
export function leasePricePerHour(leaseType: LeaseKind, amount: number, qualityScore: number): number {
  const quality = clamp(Number.isFinite(qualityScore) ? qualityScore : 0, 0, 1);
  const units = Number.isFinite(amount) && amount > 0 ? amount : 0;
  return Math.max(1, Math.round(units * UNIT_RATE[leaseType] * (0.5 + quality)));
}

export interface LeaseTerms {
  leaseType: LeaseKind;
  amount: number;
  qualityScore: number;
  valPrice: number;
  durationSeconds: number;
}

/** What a node lends when it takes work in a velocity cycle, by its type (Standard and unknown: bandwidth). */
const CYCLE_CAPACITY: Record<string, { leaseType: LeaseKind; amount: number }> = {
  Capacity: { leaseType: "compute", amount: 16 },
  Catalyst: { leaseType: "compute", amount: 8 },
  Vault: { leaseType: "memory", amount: 128 },
  Observer: { leaseType: "bandwidth", amount: 100 },
  Merchant: { leaseType: "bandwidth", amount: 250 },
  Standard: { leaseType: "bandwidth", amount: 50 },
};

/**
 * The lease a node opens when a velocity cycle deploys it: its type's capacity, for the cycle's
 * length (the work lasts until the next cycle), at a quality equal to its trust (0..100 → 0..1;
 * a node without a reputation counts as 0.5).
 */
export function cycleLeaseTerms(nodeType: string, cycleHours: number, trustScore: number | null): LeaseTerms {
  const capacity = CYCLE_CAPACITY[nodeType] ?? CYCLE_CAPACITY.Standard!;
  const qualityScore = round2(trustScore === null || !Number.isFinite(trustScore) ? 0.5 : clamp(trustScore / 100, 0, 1));
  const hours = Number.isFinite(cycleHours) && cycleHours > 0 ? cycleHours : 1;
  return { ...capacity, qualityScore, valPrice: leasePricePerHour(capacity.leaseType, capacity.amount, qualityScore), durationSeconds: Math.round(hours * 3600) };
}

/** A knowledge trade opens bandwidth for the buyer to fetch what it bought: 100 Mbps from the merchant for an hour. */
export const TRADE_LEASE_SECONDS = 3600;
export function tradeLeaseTerms(merchantTrust: number | null): LeaseTerms {
  const qualityScore = round2(merchantTrust === null || !Number.isFinite(merchantTrust) ? 0.5 : clamp(merchantTrust / 100, 0, 1));
  return { leaseType: "bandwidth", amount: 100, qualityScore, valPrice: leasePricePerHour("bandwidth", 100, qualityScore), durationSeconds: TRADE_LEASE_SECONDS };
}

// ---------------------------------------------------------------------------------------------
// Countdown and settlement
// ---------------------------------------------------------------------------------------------

const toMs = (at: string | Date | number) => (typeof at === "number" ? at : typeof at === "string" ? Date.parse(at) : at.getTime());

/** When the lease ends: opened + duration. */
export function leaseExpiresAt(openedAt: string | Date | number, durationSeconds: number): number {
  return toMs(openedAt) + durationSeconds * 1000;
}

/** Whole seconds left at `now` (0 once it has run out); derived at read time, never stored. */
export function leaseRemainingSeconds(openedAt: string | Date | number, durationSeconds: number, now: number): number {
  const left = leaseExpiresAt(openedAt, durationSeconds) - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** An active lease whose time is up reads "expired" until the maintenance job settles it. */
export function leaseStatusAt(stored: string, openedAt: string | Date | number, durationSeconds: number, now: number): string {
  return stored === "active" && leaseRemainingSeconds(openedAt, durationSeconds, now) === 0 ? "expired" : stored;
}

/** What the lessee owes for the whole term: price per hour × hours, rounded up to a whole VAL. */
export function leaseSettlement(valPricePerHour: number, durationSeconds: number): number {
  if (!(valPricePerHour > 0) || !(durationSeconds > 0)) return 0;
  return Math.ceil((valPricePerHour * durationSeconds) / 3600 - 1e-9);
}

// ---------------------------------------------------------------------------------------------
// Trust
// ---------------------------------------------------------------------------------------------

/** The interval a node is expected to beat at: observer_node.py's default (HEARTBEAT_INTERVAL, 30 s). */
export const EXPECTED_HEARTBEAT_MS = 30_000;
// Trust moves only on verified behaviour (accepted heartbeats). A refused or replayed signature
// proves nothing about the node — anyone can send a call naming it, or play a captured one again —
// so it costs no trust (issue 30; node-auth.server.ts counts and logs it instead).

/** A node's trust before it has any history. */
export const INITIAL_TRUST = 50;
/** Weight of the newest heartbeat in the moving score. */
export const TRUST_ALPHA = 0.1;
/** Up to this many intervals between beats counts as perfectly regular. */
export const REGULAR_GAP = 1.5;
/** From this many intervals on, a beat counts as no regularity at all. */
export const LOST_GAP = 6;
/** 100 for a beat on time (gap ≤ 1.5 intervals), falling linearly to 0 at 6 intervals. */
export function heartbeatRegularity(gapMs: number, expectedMs: number): number {
  if (!(expectedMs > 0) || !Number.isFinite(gapMs) || gapMs <= 0) return 100;
  const ratio = gapMs / expectedMs;
  if (ratio <= REGULAR_GAP) return 100;
  if (ratio >= LOST_GAP) return 0;
  return (100 * (LOST_GAP - ratio)) / (LOST_GAP - REGULAR_GAP);
}

/**
 * An exponential moving score over heartbeat regularity: score + α × (regularity − score). The
 * first beat (no earlier one) leaves the score as it is; one decimal, 0..100.
 */
export function trustAfterHeartbeat(score: number, gapMs: number | null, expectedMs: number): number {
  const current = clamp(Number.isFinite(score) ? score : INITIAL_TRUST, 0, 100);
  if (gapMs === null) return round1(current);
  return round1(clamp(current + TRUST_ALPHA * (heartbeatRegularity(gapMs, expectedMs) - current), 0, 100));
}

function clamp(n: number, lo: number, hi: number) {
  return Math.min(hi, Math.max(lo, n));
}
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Resonance exchanges from the mesh's glyph activity
// ---------------------------------------------------------------------------------------------

export interface GlyphCarrier {
  nodeId: string;
  /** The node's glyph profile: glyph → affinity 0..1. */
  profile: Record<string, number>;
  /** Its last accepted heartbeat (ms), the most recent speaker sends. */
  lastHeartbeat: number;
}

export interface ResonancePair {
  glyph: string;
  fromNodeId: string;
  toNodeId: string;
  /** Geometric mean of the two nodes' affinities for the glyph, two decimals, 0..1. */
  resonanceScore: number;
}

/** The glyphs a text names: the whole text, then each of its characters (a broadcast "⚛" or feedback "⚛∇"). */
export function glyphsOf(text: string): string[] {
  const whole = text.trim();
  if (!whole) return [];
  return [...new Set([whole, ...Array.from(whole).filter((c) => c.trim() !== "")])];
}

/**
 * When a glyph goes through the mesh (a multicore broadcast, symbolic feedback), the live nodes
 * whose glyph profiles carry it resonate: the carrier that beat most recently sends, the other
 * carrier with the strongest affinity for the glyph receives, and the exchange's score is the
 * geometric mean of their affinities. The first of `glyphs` carried by two nodes decides; null when
 * none is carried by two.
 */
export function pickResonancePair(glyphs: string[], carriers: GlyphCarrier[]): ResonancePair | null {
  for (const glyph of glyphs) {
    const holding = carriers.filter((c) => (c.profile[glyph] ?? 0) > 0);
    if (holding.length < 2) continue;
    const sender = [...holding].sort((a, b) => b.lastHeartbeat - a.lastHeartbeat || a.nodeId.localeCompare(b.nodeId))[0]!;
    const receiver = holding
      .filter((c) => c.nodeId !== sender.nodeId)
      .sort((a, b) => b.profile[glyph]! - a.profile[glyph]! || a.nodeId.localeCompare(b.nodeId))[0]!;
    const score = Math.sqrt(clamp(sender.profile[glyph]!, 0, 1) * clamp(receiver.profile[glyph]!, 0, 1));
    return { glyph, fromNodeId: sender.nodeId, toNodeId: receiver.nodeId, resonanceScore: Math.round(score * 100) / 100 };
  }
  return null;
}
