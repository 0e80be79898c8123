import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { z } from "zod";
import { fromJson } from "../../db/json";
import { inTransaction } from "../../db/tx";
import { NODE_TYPES, type Executor, type NodeStatus, type NodeType } from "../../db/types";
import { GLYPHSEED_MAX, GLYPHSEED_MIN, GLYPHSEED_MIN_DISTINCT, glyphseedProblem, shortFingerprint, type GlyphseedProblem } from "../lib/node-signature";
import { glyphseedFingerprint, sealGlyphseed } from "../lib/node-signature.server";
import type { ReportedStatus } from "../lib/nodes";
import { derivedNodeStatus, liveness, type Liveness } from "./node-status.server";
import { toIso } from "../lib/time";
import { DAY_MS, meshEventsCutoff, parseUtcDay, type UtcDay } from "../lib/retention";
import { EXPECTED_HEARTBEAT_MS } from "../lib/economy-rules";
import { noteHeartbeatTrust, recordCustodianEvent } from "./economy.server";

export interface MeshNode {
  id: string;
  nodeType: NodeType;
  /** Derived at read time (node-status.server.ts): an approved node silent past the limit reads "inactive". */
  status: ReportedStatus;
  location: string | null;
  lastHeartbeat: string | null;
  valBalance: number;
  version: string | null;
  /** Simulated by the hub's worker (DEMO_NODES) on the real protocol. */
  demo: boolean;
  metadata: { name: string; personality: string | null; glyphProfile: Record<string, number> };
}

export interface MeshEvent {
  id: number;
  eventType: string;
  nodeId: string | null;
  summary: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

function parseProfile(value: unknown): Record<string, number> {
  const obj = fromJson<unknown>(value);
  if (!obj || typeof obj !== "object") return {};
  return Object.fromEntries(Object.entries(obj as Record<string, unknown>).filter(([, v]) => typeof v === "number")) as Record<string, number>;
}

/**
 * A node's VAL balance is its ledger account `node:<id>` (DESIGN §8; 0 when it has none). The old
 * `mesh_nodes.val_balance` column only holds the founding balance that the seed minted into the
 * ledger once (app/domain/seeds/market.ts); no read uses it: the ledger is the source.
 */
const ledgerBalance = sql<string | number>`coalesce(val_accounts.balance, 0)`.as("val_balance");

/** Every node of the mesh, oldest first (the order they joined), with its derived status. */
export async function listNodes(db: Executor, at: Liveness = liveness()): Promise<MeshNode[]> {
  const rows = await db
    .selectFrom("mesh_nodes")
    .leftJoin("val_accounts", (join) => join.on("val_accounts.id", "=", sql<string>`'node:' || mesh_nodes.id`))
    .select(["mesh_nodes.id", "node_type", derivedNodeStatus("mesh_nodes", at).as("status"), "name", "location", "personality", "glyph_profile", "version", "last_heartbeat", "demo", ledgerBalance])
    .orderBy("mesh_nodes.created_at", "asc")
    .orderBy("mesh_nodes.id", "asc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nodeType: r.node_type,
    status: r.status,
    location: r.location,
    lastHeartbeat: toIso(r.last_heartbeat),
    valBalance: Number(r.val_balance),
    version: r.version,
    demo: r.demo,
    metadata: { name: r.name, personality: r.personality, glyphProfile: parseProfile(r.glyph_profile) },
  }));
}

/** Newest first. */
export async function listEvents(db: Executor, limit: number): Promise<MeshEvent[]> {
  const rows = await db
    .selectFrom("mesh_events")
    .select(["id", "event_type", "node_id", "summary", "payload", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    eventType: r.event_type,
    nodeId: r.node_id,
    summary: r.summary,
    payload: fromJson<Record<string, unknown>>(r.payload),
    createdAt: toIso(r.created_at)!,
  }));
}

// ---------------------------------------------------------------------------------------------
// Mesh status (spec §3 "Mesh status") and the signed node protocol (DESIGN §5 "Nodes").
// ---------------------------------------------------------------------------------------------

export type SignatureStatus = "unsigned" | "verified" | "failed";

export interface MeshStatusNode extends MeshNode {
  registeredAt: string;
  signature: { status: SignatureStatus; lastSignedAt: string | null; fingerprint: string | null };
}

export interface MeshStatus {
  totalNodes: number;
  activeNodes: number;
  pendingNodes: number;
  totalEvents: number;
  /** Mesh events in the last hour. */
  recentEvents: number;
  /** The newest few events, newest first. */
  latestEvents: MeshEvent[];
  nodes: MeshStatusNode[];
  generatedAt: string;
}

export const RECENT_EVENTS_WINDOW_MS = 60 * 60_000;
export const LATEST_EVENTS = 5;

/** The mesh network screen's read: every node but rejected ones, with derived status and signature state. */
export async function meshStatus(db: Executor, at: Liveness = liveness()): Promise<MeshStatus> {
  const now = at.now;
  const since = new Date(now - RECENT_EVENTS_WINDOW_MS);
  const [rows, counts, latestEvents] = await Promise.all([
    db
      .selectFrom("mesh_nodes")
      .leftJoin("val_accounts", (join) => join.on("val_accounts.id", "=", sql<string>`'node:' || mesh_nodes.id`))
      .select([
        "mesh_nodes.id",
        "node_type",
        derivedNodeStatus("mesh_nodes", at).as("status"),
        "name",
        "location",
        "personality",
        "glyph_profile",
        ledgerBalance,
        "version",
        "last_heartbeat",
        "mesh_nodes.created_at",
        "signature_status",
        "last_signed_at",
        "glyphseed_fingerprint",
        "demo",
      ])
      .where("mesh_nodes.status", "!=", "rejected")
      .orderBy("mesh_nodes.created_at", "asc")
      .orderBy("mesh_nodes.id", "asc")
      .execute(),
    // The total from the tallies (a count of every event grows with the table: the demo heartbeats
    // alone add ~40,000 rows a day): the raw events' (kept by triggers) and those rolled up into daily
    // counts (kept by rollUpMeshEvents); the last hour's through the created_at index.
    db
      .selectFrom("mesh_events")
      .select((eb) => [
        eb
          .selectFrom("row_tallies")
          .select(sql<string>`sum(total)`.as("total"))
          .where("table_name", "in", ["mesh_events", "mesh_event_daily"])
          .as("total"),
        eb.fn.countAll<string>().as("recent"),
      ])
      .where("created_at", ">=", since)
      .executeTakeFirstOrThrow(),
    listEvents(db, LATEST_EVENTS),
  ]);
  const nodes: MeshStatusNode[] = rows.map((r) => {
    const lastHeartbeat = toIso(r.last_heartbeat);
    return {
      id: r.id,
      nodeType: r.node_type,
      status: r.status,
      location: r.location,
      lastHeartbeat,
      valBalance: Number(r.val_balance),
      version: r.version,
      demo: r.demo,
      metadata: { name: r.name, personality: r.personality, glyphProfile: parseProfile(r.glyph_profile) },
      registeredAt: toIso(r.created_at)!,
      signature: { status: r.signature_status, lastSignedAt: toIso(r.last_signed_at), fingerprint: shortFingerprint(r.glyphseed_fingerprint) },
    };
  });
  return {
    totalNodes: nodes.length,
    activeNodes: nodes.filter((n) => n.status === "active").length,
    pendingNodes: nodes.filter((n) => n.status === "pending").length,
    totalEvents: Number(counts.total),
    recentEvents: Number(counts.recent),
    latestEvents,
    nodes,
    generatedAt: new Date(now).toISOString(),
  };
}

export const NODE_NAME_MAX = 80;
export const NODE_LOCATION_MAX = 120;
export const NODE_VERSION_MAX = 40;

/** The answer for a glyphseed that was once used by a node that can no longer use it (registerNode answers null). */
export const GLYPHSEED_UNUSABLE = "glyphseed cannot be used; generate a new one.";

const GLYPHSEED_MESSAGES: Record<GlyphseedProblem, string> = {
  too_short: `glyphseed must be at least ${GLYPHSEED_MIN} characters.`,
  too_long: `glyphseed must be at most ${GLYPHSEED_MAX} characters.`,
  control_characters: "glyphseed must not contain control characters.",
  too_uniform: `glyphseed must use at least ${GLYPHSEED_MIN_DISTINCT} different characters.`,
};

export const nodeVersionSchema = z
  .string({ error: "version is required." })
  .trim()
  .min(1, "version is required.")
  .max(NODE_VERSION_MAX, `version must be at most ${NODE_VERSION_MAX} characters.`)
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, "version may hold letters, digits, '.', '+', '_' and '-' only.");

/** POST /api/mesh/nodes/register. The glyphseed is never trimmed: it is the node's secret, byte for byte. */
export const registerNodeSchema = z.object({
  name: z.string({ error: "name is required." }).trim().min(1, "name is required.").max(NODE_NAME_MAX, `name must be at most ${NODE_NAME_MAX} characters.`),
  nodeType: z.enum(NODE_TYPES, { error: `nodeType must be one of ${NODE_TYPES.join(", ")}.` }),
  location: z
    .string({ error: "location must be text." })
    .trim()
    .max(NODE_LOCATION_MAX, `location must be at most ${NODE_LOCATION_MAX} characters.`)
    .nullish()
    .transform((v) => (v ? v : null)),
  version: nodeVersionSchema,
  glyphseed: z.string({ error: "glyphseed is required." }).superRefine((value, ctx) => {
    const problem = glyphseedProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: GLYPHSEED_MESSAGES[problem] });
  }),
});
export type RegisterNode = z.infer<typeof registerNodeSchema>;

const METRIC_KEY = /^[A-Za-z0-9_.:-]{1,40}$/;

/** A heartbeat's body (signed as sent); unknown fields are ignored. */
export const heartbeatBodySchema = z.object({
  version: nodeVersionSchema.optional(),
  metrics: z
    .record(z.string().regex(METRIC_KEY, "metric names hold letters, digits, '_', '.', ':' and '-' (1-40)."), z.union([z.number().finite(), z.string().max(200), z.boolean()]))
    .refine((m) => Object.keys(m).length <= 32, "at most 32 metrics.")
    .optional(),
});
export type HeartbeatBody = z.infer<typeof heartbeatBodySchema>;

export interface RegisteredNode {
  id: string;
  status: NodeStatus;
  /** sha256 hex of the glyphseed (64 characters). */
  fingerprint: string;
  /** false when a node with this glyphseed already existed (registration is idempotent). */
  created: boolean;
}

function newNodeId(nodeType: NodeType): string {
  return `node-${nodeType.toLowerCase()}-${randomBytes(6).toString("hex")}`;
}

/**
 * Registers a node as pending. The glyphseed is stored only sealed (AES-256-GCM, key from
 * `sealSecret`) with its public fingerprint; registering again with the same glyphseed answers
 * the existing node instead of creating a second one, while that node is pending or approved and
 * holds the secret. Null when the glyphseed belonged to a rejected or decommissioned node, or one
 * whose secret was revoked: it cannot be used again, and the answer says nothing of that node.
 */
export async function registerNode(db: Executor, input: RegisterNode, sealSecret: string): Promise<RegisteredNode | null> {
  const fingerprint = glyphseedFingerprint(input.glyphseed);
  return inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`mesh-node:${fingerprint}`}))`.execute(tx);
    const existing = await tx.selectFrom("mesh_nodes").select(["id", "status", "glyphseed_sealed"]).where("glyphseed_fingerprint", "=", fingerprint).executeTakeFirst();
    if (existing && (existing.status === "rejected" || existing.status === "revoked" || existing.glyphseed_sealed === null)) return null;
    if (existing) return { id: existing.id, status: existing.status, fingerprint, created: false };
    const id = newNodeId(input.nodeType);
    await tx
      .insertInto("mesh_nodes")
      .values({
        id,
        node_type: input.nodeType,
        status: "pending",
        name: input.name,
        location: input.location,
        personality: null,
        glyph_profile: JSON.stringify({}),
        val_balance: 0,
        version: input.version,
        last_heartbeat: null,
        glyphseed_sealed: sealGlyphseed(input.glyphseed, sealSecret, id),
        glyphseed_fingerprint: fingerprint,
        signature_status: "unsigned",
      })
      .execute();
    await tx
      .insertInto("mesh_events")
      .values({
        event_type: "node_registered",
        node_id: id,
        summary: `${input.name} asked to join the mesh as a ${input.nodeType} node`,
        payload: JSON.stringify({ version: input.version, fingerprint: shortFingerprint(fingerprint), status: "pending" }),
      })
      .execute();
    return { id, status: "pending" as const, fingerprint, created: true };
  });
}

export interface NodeCredentials {
  id: string;
  name: string;
  nodeType: NodeType;
  status: NodeStatus;
  glyphseedSealed: string | null;
}

/** What the heartbeat check needs about a node; null when there is no such node. */
export async function getNodeCredentials(db: Executor, id: string): Promise<NodeCredentials | null> {
  const row = await db.selectFrom("mesh_nodes").select(["id", "name", "node_type", "status", "glyphseed_sealed"]).where("id", "=", id).executeTakeFirst();
  return row ? { id: row.id, name: row.name, nodeType: row.node_type, status: row.status, glyphseedSealed: row.glyphseed_sealed } : null;
}

export interface AcceptedHeartbeat {
  nodeId: string;
  name: string;
  nodeType: NodeType;
  version: string | null;
  /** The version the hub expects the node to run (null: none known); carried in the heartbeat reply. */
  expectedVersion: string | null;
  receivedAt: string;
}

/**
 * Records a verified heartbeat of an approved node in one transaction: last heartbeat, version,
 * signature verified, status back to active, a "heartbeat" event and the node's trust moved by its
 * regularity (economy.server.ts `noteHeartbeatTrust`). Null when the node is not (or no longer) approved.
 */
export async function recordHeartbeat(db: Executor, nodeId: string, body: HeartbeatBody, at: Date = new Date()): Promise<AcceptedHeartbeat | null> {
  return inTransaction(db, async (tx) => {
    const row = await tx
      .updateTable("mesh_nodes")
      .set((eb) => ({
        last_heartbeat: at,
        last_signed_at: at,
        signature_status: "verified" as const,
        status: "active" as const,
        version: body.version === undefined ? eb.ref("version") : body.version,
      }))
      .where("id", "=", nodeId)
      .where("status", "in", ["active", "inactive"])
      .returning(["id", "name", "node_type", "version"])
      .executeTakeFirst();
    if (!row) return null;
    await tx
      .insertInto("mesh_events")
      .values({
        event_type: "heartbeat",
        node_id: row.id,
        summary: `${row.name} heartbeat verified`,
        payload: JSON.stringify({ version: row.version, signature: "verified", ...(body.metrics ? { metrics: body.metrics } : {}) }),
        created_at: at,
      })
      .execute();
    // The version the node should run: its cascade's target, else its type's current registry version.
    const expected = await tx
      .selectFrom("mesh_nodes as n")
      .leftJoin("node_version_targets as t", "t.node_id", "n.id")
      .leftJoin("version_registry as r", "r.node_type", "n.node_type")
      .select(["t.expected_version", "r.current_version"])
      .where("n.id", "=", row.id)
      .executeTakeFirst();
    const expectedVersion = expected?.expected_version ?? expected?.current_version ?? null;
    // Trust follows heartbeat regularity (the gap since the last accepted beat against the nodes' 30 s interval), in the same transaction.
    await noteHeartbeatTrust(tx, row.id, at, EXPECTED_HEARTBEAT_MS);
    return { nodeId: row.id, name: row.name, nodeType: row.node_type, version: row.version, expectedVersion, receivedAt: at.toISOString() };
  });
}

export const reviewDecisionSchema = z.object({
  decision: z.enum(["approve", "reject"], { error: 'decision must be "approve" or "reject".' }),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>["decision"];

/** The /valoir-mesh review form: the decision and the node it is about. */
export const reviewFormSchema = reviewDecisionSchema.extend({
  nodeId: z.string({ error: "Choose a node." }).trim().min(1, "Choose a node.").max(100, "Unknown node."),
});

export type ReviewOutcome =
  | { outcome: "reviewed"; node: { id: string; name: string; nodeType: NodeType; status: "active" | "rejected" } }
  | { outcome: "not_found" }
  | { outcome: "not_pending"; status: NodeStatus };

/** An operator approves (→ active) or rejects (→ rejected) a pending node; only pending nodes can be reviewed. */
export async function reviewNode(db: Executor, nodeId: string, decision: ReviewDecision, reviewer: { handle: string }): Promise<ReviewOutcome> {
  return inTransaction(db, async (tx) => {
    const status = decision === "approve" ? ("active" as const) : ("rejected" as const);
    const row = await tx
      .updateTable("mesh_nodes")
      .set({ status })
      .where("id", "=", nodeId)
      .where("status", "=", "pending")
      .returning(["id", "name", "node_type"])
      .executeTakeFirst();
    if (!row) {
      const existing = await tx.selectFrom("mesh_nodes").select("status").where("id", "=", nodeId).executeTakeFirst();
      return existing ? { outcome: "not_pending" as const, status: existing.status } : { outcome: "not_found" as const };
    }
    await tx
      .insertInto("mesh_events")
      .values({
        event_type: decision === "approve" ? "node_approved" : "node_rejected",
        node_id: row.id,
        summary: decision === "approve" ? `${row.name} approved as a ${row.node_type} node` : `${row.name} was not admitted to the mesh`,
        payload: JSON.stringify({ reviewedBy: reviewer.handle }),
      })
      .execute();
    await recordCustodianEvent(tx, {
      severity: decision === "approve" ? "info" : "warning",
      eventType: decision === "approve" ? "node_approved" : "node_rejected",
      nodeId: row.id,
      actionTaken: decision === "approve" ? `Admitted to the mesh by ${reviewer.handle}` : `Refused admission by ${reviewer.handle}`,
    });
    return { outcome: "reviewed" as const, node: { id: row.id, name: row.name, nodeType: row.node_type, status } };
  });
}

// ---------------------------------------------------------------------------------------------
// Data lifecycle (issue 33): raw events past MESH_EVENTS_RETENTION_DAYS become daily counts.
// ---------------------------------------------------------------------------------------------

/**
 * Raw events per roll-up statement. Every deleted event moves the mesh_events tally at commit (a
 * deferred per-row trigger, migration …_row_tallies), each time on the same row, which costs more the
 * more a transaction has already moved it (~0.3 s for 1,000 rows, ~6 s for 10,000, minutes for a
 * day's 40,000 on the 2-core machine), and every heartbeat's commit waits for that row meanwhile.
 * Small batches keep each commit short.
 */
export const ROLL_UP_BATCH = 1000;

export interface RollUpOptions {
  /** Today and this many whole UTC days before it stay raw (MESH_EVENTS_RETENTION_DAYS). */
  keepDays: number;
  now?: Date | number;
  batchSize?: number;
}

/**
 * Rolls the raw mesh events older than the window (before `meshEventsCutoff(now, keepDays)`, a UTC
 * day boundary) into mesh_event_daily and deletes them; returns how many were rolled up.
 *
 * Each batch is one statement, so one transaction: it deletes its events (`returning` what they
 * were), adds their counts per UTC day, node and type to the daily rows (an upsert that adds, so a
 * day rolled up in several batches or runs adds up, and a run that finds nothing left adds nothing),
 * and adds the number to the rolled-up tally ("Total Events" = raw + rolled up). Counts are added
 * from exactly the rows that statement deleted: a concurrent worker's batch locks its rows, which
 * this one skips (`skip locked`), and a row another statement deleted first is not returned here,
 * so no event is counted twice or counted without being deleted.
 */
export async function rollUpMeshEvents(db: Executor, options: RollUpOptions): Promise<number> {
  const cutoff = meshEventsCutoff(options.now ?? Date.now(), options.keepDays);
  const batch = options.batchSize ?? ROLL_UP_BATCH;
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ rolled: string }>`
      with picked as (
        select id from mesh_events where created_at < ${cutoff}
        order by created_at, id limit ${batch} for update skip locked
      ), gone as (
        delete from mesh_events e using picked where e.id = picked.id
        returning e.created_at, e.node_id, e.event_type
      ), counted as (
        select (created_at at time zone 'UTC')::date as day, node_id, event_type, count(*) as count
        from gone group by 1, 2, 3
      ), added as (
        insert into mesh_event_daily as d (day, node_id, event_type, count)
        select day, node_id, event_type, count from counted
        on conflict (day, node_id, event_type) do update set count = d.count + excluded.count
      ), tallied as (
        update row_tallies set total = total + (select coalesce(sum(count), 0) from counted)
        where table_name = 'mesh_event_daily'
      )
      select coalesce(sum(count), 0)::text as rolled from counted`.execute(db);
    const rolled = Number(rows[0]?.rolled ?? 0);
    total += rolled;
    // Fewer than a batch: nothing is left before the cutoff but rows a concurrent run holds (and rolls up).
    if (rolled < batch) return total;
  }
}

export interface MeshEventDayCount {
  /** The UTC day, `YYYY-MM-DD`. */
  day: UtcDay;
  eventType: string;
  count: number;
}

/**
 * Mesh events per UTC day and type from `from` to `to` (UTC days, both included): the rolled-up
 * daily counts and the raw events added together, so a history reads the same before and after a
 * roll-up (and across a day whose events were rolled up in parts). Oldest day first, then by type.
 */
export async function meshEventCountsByDay(db: Executor, range: { from: UtcDay; to: UtcDay }): Promise<MeshEventDayCount[]> {
  const from = parseUtcDay(range.from);
  const to = parseUtcDay(range.to);
  if (!from || !to) throw new RangeError(`expected UTC days as YYYY-MM-DD, got ${range.from}..${range.to}`);
  const end = new Date(to.getTime() + DAY_MS);
  const { rows } = await sql<{ day: string; event_type: string; count: string }>`
    select to_char(day, 'YYYY-MM-DD') as day, event_type, sum(count)::text as count from (
      select day, event_type, count from mesh_event_daily where day >= ${range.from}::date and day <= ${range.to}::date
      union all
      select (created_at at time zone 'UTC')::date, event_type, count(*) from mesh_events
      where created_at >= ${from} and created_at < ${end}
      group by 1, 2
    ) c
    group by 1, 2
    order by 1, 2`.execute(db);
  return rows.map((r) => ({ day: r.day, eventType: r.event_type, count: Number(r.count) }));
}
