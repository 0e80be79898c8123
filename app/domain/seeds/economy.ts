import { ensureReputation, openLease, recordCustodianEvent, recordResonanceExchange } from "../economy.server";
import { seedPromotion } from "../promotions.server";
import type { Executor } from "../../../db/types";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Trust earned before the ledger existed, and services rendered, per founding node. */
const REPUTATIONS: [nodeId: string, trustScore: number, serviceHistory: number][] = [
  ["node-vault-reykjavik", 96.5, 412],
  ["node-capacity-helsinki", 94.2, 388],
  ["node-merchant-singapore", 91.8, 305],
  ["node-vault-kyoto", 90.4, 276],
  ["node-merchant-lyon", 88.7, 241],
  ["node-observer-wellington", 87.9, 198],
  ["node-capacity-sao-paulo", 85.3, 233],
  ["node-merchant-vienna", 83.6, 167],
  ["node-catalyst-berlin", 81.2, 142],
  ["node-observer-cape-town", 79.5, 121],
  ["node-catalyst-montreal", 76.8, 98],
  ["node-standard-austin", 72.4, 64],
  ["node-capacity-nairobi", 64.1, 87],
  ["node-standard-roaming", 41.7, 12],
];

const LEASES: { id: string; nodeId: string; leaseType: "memory" | "compute" | "bandwidth"; amount: number; qualityScore: number; valPrice: number; hours: number; status?: "completed"; hoursAgo: number }[] = [
  { id: "seed-lease-helsinki-compute", nodeId: "node-capacity-helsinki", leaseType: "compute", amount: 32, qualityScore: 0.97, valPrice: 48, hours: 72, hoursAgo: 6 },
  { id: "seed-lease-sao-paulo-compute", nodeId: "node-capacity-sao-paulo", leaseType: "compute", amount: 16, qualityScore: 0.91, valPrice: 22, hours: 24, hoursAgo: 3 },
  { id: "seed-lease-reykjavik-memory", nodeId: "node-vault-reykjavik", leaseType: "memory", amount: 256, qualityScore: 0.99, valPrice: 35, hours: 168, hoursAgo: 20 },
  { id: "seed-lease-kyoto-memory", nodeId: "node-vault-kyoto", leaseType: "memory", amount: 128, qualityScore: 0.94, valPrice: 18, hours: 48, hoursAgo: 9 },
  { id: "seed-lease-singapore-bandwidth", nodeId: "node-merchant-singapore", leaseType: "bandwidth", amount: 1000, qualityScore: 0.88, valPrice: 12, hours: 12, hoursAgo: 2 },
  { id: "seed-lease-austin-bandwidth", nodeId: "node-standard-austin", leaseType: "bandwidth", amount: 250, qualityScore: 0.76, valPrice: 5, hours: 6, hoursAgo: 1 },
  { id: "seed-lease-berlin-compute", nodeId: "node-catalyst-berlin", leaseType: "compute", amount: 8, qualityScore: 0.83, valPrice: 9, hours: 36, hoursAgo: 14 },
  { id: "seed-lease-nairobi-compute", nodeId: "node-capacity-nairobi", leaseType: "compute", amount: 12, qualityScore: 0.62, valPrice: 14, hours: 24, status: "completed", hoursAgo: 30 },
];

const EXCHANGES: { id: string; from: string; to: string; score: number; minutesAgo: number }[] = [
  { id: "seed-exchange-01", from: "node-vault-reykjavik", to: "node-vault-kyoto", score: 0.92, minutesAgo: 2880 },
  { id: "seed-exchange-02", from: "node-merchant-lyon", to: "node-standard-austin", score: 0.64, minutesAgo: 2160 },
  { id: "seed-exchange-03", from: "node-catalyst-berlin", to: "node-catalyst-montreal", score: 0.87, minutesAgo: 1500 },
  { id: "seed-exchange-04", from: "node-capacity-helsinki", to: "node-vault-reykjavik", score: 0.78, minutesAgo: 1210 },
  { id: "seed-exchange-05", from: "node-merchant-singapore", to: "node-vault-kyoto", score: 0.95, minutesAgo: 900 },
  { id: "seed-exchange-06", from: "node-observer-wellington", to: "node-observer-cape-town", score: 0.58, minutesAgo: 640 },
  { id: "seed-exchange-07", from: "node-merchant-vienna", to: "node-merchant-lyon", score: 0.71, minutesAgo: 480 },
  { id: "seed-exchange-08", from: "node-capacity-sao-paulo", to: "node-capacity-helsinki", score: 0.83, minutesAgo: 300 },
  { id: "seed-exchange-09", from: "node-catalyst-montreal", to: "node-merchant-singapore", score: 0.49, minutesAgo: 190 },
  { id: "seed-exchange-10", from: "node-vault-kyoto", to: "node-catalyst-berlin", score: 0.9, minutesAgo: 95 },
  { id: "seed-exchange-11", from: "node-standard-austin", to: "node-merchant-vienna", score: 0.36, minutesAgo: 42 },
  { id: "seed-exchange-12", from: "node-observer-cape-town", to: "node-vault-reykjavik", score: 0.67, minutesAgo: 12 },
];

const CUSTODIAN: { id: string; severity: "critical" | "warning" | "info"; eventType: string; nodeId: string; actionTaken: string | null; minutesAgo: number }[] = [
  { id: "seed-custodian-01", severity: "info", eventType: "lease_renewed", nodeId: "node-vault-reykjavik", actionTaken: null, minutesAgo: 2500 },
  { id: "seed-custodian-02", severity: "warning", eventType: "heartbeat_gap", nodeId: "node-capacity-nairobi", actionTaken: "Marked inactive until the next signed heartbeat", minutesAgo: 187 },
  { id: "seed-custodian-03", severity: "critical", eventType: "signature_mismatch", nodeId: "node-standard-roaming", actionTaken: "Quarantined for 15 minutes and trades paused", minutesAgo: 1300 },
  { id: "seed-custodian-04", severity: "info", eventType: "resonance_spike", nodeId: "node-observer-cape-town", actionTaken: null, minutesAgo: 180 },
  { id: "seed-custodian-05", severity: "warning", eventType: "capacity_overcommit", nodeId: "node-capacity-sao-paulo", actionTaken: "Capped new compute leases at 16 cores", minutesAgo: 95 },
  { id: "seed-custodian-06", severity: "critical", eventType: "double_spend_attempt", nodeId: "node-capacity-nairobi", actionTaken: "Second transfer refused by the ledger", minutesAgo: 720 },
  { id: "seed-custodian-07", severity: "info", eventType: "trust_recalibrated", nodeId: "node-catalyst-montreal", actionTaken: null, minutesAgo: 33 },
  { id: "seed-custodian-08", severity: "warning", eventType: "price_outlier", nodeId: "node-merchant-vienna", actionTaken: "Offer flagged for operator review", minutesAgo: 8 },
];

/** Seed rows of the economic dashboard (reputation, leases, resonance exchanges, custodian events) and promotions. Idempotent (see app/domain/seeds/index.ts). */
export async function seedEconomy(db: Executor, now: Date): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  for (const [nodeId, trustScore, serviceHistory] of REPUTATIONS) await ensureReputation(db, { nodeId, trustScore, serviceHistory });
  for (const l of LEASES) {
    await openLease(db, { id: l.id, nodeId: l.nodeId, leaseType: l.leaseType, amount: l.amount, qualityScore: l.qualityScore, valPrice: l.valPrice, duration: l.hours * 3600, status: l.status ?? "active", at: ago(l.hoursAgo * HOUR) });
  }
  // Through the domain, so each exchange's VAL is really minted through the ledger (once: keyed by the exchange id).
  for (const x of EXCHANGES) {
    await recordResonanceExchange(db, { fromNodeId: x.from, toNodeId: x.to, resonanceScore: x.score }, { id: x.id, at: ago(x.minutesAgo * MINUTE) });
  }
  for (const e of CUSTODIAN) {
    await recordCustodianEvent(db, { id: e.id, severity: e.severity, eventType: e.eventType, nodeId: e.nodeId, actionTaken: e.actionTaken, at: ago(e.minutesAgo * MINUTE) });
  }
  await seedPromotion(db, {
    id: "seed-promotion-wellington",
    nodeId: "node-observer-wellington",
    status: "approved",
    proposedRole: "Guardian",
    activityScore: 92,
    connectedNodes: 4,
    reason: "Activity 92/100: heartbeat under a minute ago, 14 events in 24 h, 61 in 7 days, 4 connected nodes.",
    reviewedBy: "founding operator",
    reviewNotes: "Caught every threshold breach this week.",
    at: ago(50 * HOUR),
    reviewedAt: ago(47 * HOUR),
  });
  await seedPromotion(db, {
    id: "seed-promotion-austin",
    nodeId: "node-standard-austin",
    status: "rejected",
    proposedRole: "Scout",
    activityScore: 81,
    connectedNodes: 2,
    reason: "Activity 81/100: heartbeat 4 min ago, 9 events in 24 h, 38 in 7 days, 2 connected nodes.",
    reviewedBy: "founding operator",
    reviewNotes: "Too few counterparties yet; propose again after more trades.",
    at: ago(30 * HOUR),
    reviewedAt: ago(26 * HOUR),
  });
  await seedPromotion(db, {
    id: "seed-promotion-helsinki",
    nodeId: "node-capacity-helsinki",
    status: "pending",
    proposedRole: "Core",
    activityScore: 88,
    connectedNodes: 3,
    reason: "Activity 88/100: heartbeat 1 min ago, 11 events in 24 h, 47 in 7 days, 3 connected nodes.",
    at: ago(5 * HOUR),
  });
  await seedPromotion(db, {
    id: "seed-promotion-reykjavik",
    nodeId: "node-vault-reykjavik",
    status: "pending",
    proposedRole: "Core",
    activityScore: 91,
    connectedNodes: 3,
    reason: "Activity 91/100: heartbeat under a minute ago, 13 events in 24 h, 55 in 7 days, 3 connected nodes.",
    at: ago(2 * HOUR),
  });
}
