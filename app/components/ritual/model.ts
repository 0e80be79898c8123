/**
 * The ritual plane's client state (spec §4 "Ritual stream"): connected/disconnected, the last 100
 * events except heartbeat and mesh_snapshot, counters, and the pulse equilibrium reading.
 */
import { compareStreamIds, isStreamId } from "~/lib/stream-ids";

export interface RitualEvent {
  /** Mesh bus id (control events repeat the subscriber's position). */
  id?: string;
  type: string;
  core: string | null;
  timestamp: string;
  data: Record<string, unknown>;
}

export const EVENT_BUFFER = 100;
/** Not kept in the event list. */
export const UNLISTED = new Set(["heartbeat", "mesh_snapshot"]);
/** Control events the stream sends itself: they carry the subscriber's position, not a new id. */
const CONTROL = new Set(["connected", "mesh_snapshot", "heartbeat"]);

export const COUNTERS = [
  { key: "firefly", label: "Firefly", type: "firefly_pulse" },
  { key: "lantern", label: "Lantern", type: "lantern_illumination" },
  { key: "relay", label: "Relay", type: "relay_broadcast" },
  { key: "valley", label: "Valley", type: "valley_violation" },
  { key: "reflex", label: "Reflex", type: "valley_reflex" },
] as const;

export type CounterKey = (typeof COUNTERS)[number]["key"] | "adjustments";
export type Counters = Record<CounterKey, number>;

const COUNTER_OF: Record<string, CounterKey> = {
  ...Object.fromEntries(COUNTERS.map((c) => [c.type, c.key])),
  throttle_change: "adjustments",
};

export interface PulseValue {
  cpu: number;
  throttleFactor: number;
}

export type Connection = "connecting" | "connected" | "disconnected";

export interface RitualState {
  connection: Connection;
  error: string | null;
  /** Newest first, at most EVENT_BUFFER. */
  events: RitualEvent[];
  latest: RitualEvent | null;
  counters: Counters;
  pulse: PulseValue | null;
  snapshot: Record<string, unknown> | null;
  /** Newest mesh bus id seen: the stream resumes after it. */
  lastId: string | null;
}

export type RitualAction =
  | { type: "open" }
  | { type: "error" }
  | { type: "event"; event: RitualEvent }
  | { type: "clear" };

export const LOST_CONNECTION = "Lost connection to ritual plane";

const ZERO: Counters = { firefly: 0, lantern: 0, relay: 0, valley: 0, reflex: 0, adjustments: 0 };


function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function pulseOf(event: RitualEvent): PulseValue | null {
  const source = event.type === "mesh_snapshot" ? (event.data.pulse as Record<string, unknown> | null | undefined) : event.type === "throttle_change" ? event.data : null;
  if (!source) return null;
  const cpu = num(source.cpu);
  const throttleFactor = num(source.throttle_factor);
  return cpu === null || throttleFactor === null ? null : { cpu, throttleFactor };
}

export function ritualReducer(state: RitualState, action: RitualAction): RitualState {
  switch (action.type) {
    case "open":
      return { ...state, connection: "connected", error: null };
    case "error":
      return { ...state, connection: "disconnected", error: LOST_CONNECTION };
    case "clear":
      return { ...state, events: [], latest: null, counters: ZERO };
    case "event": {
      const event = action.event;
      const control = CONTROL.has(event.type);
      // A bus event already seen (a replay overlapping what the page showed) is not counted twice.
      if (!control && isStreamId(event.id) && state.lastId && compareStreamIds(event.id, state.lastId) <= 0) return state;
      const next: RitualState = { ...state, connection: "connected", error: null };
      if (!control && isStreamId(event.id)) next.lastId = event.id;
      if (event.type === "heartbeat") return next;
      next.latest = event;
      if (event.type === "mesh_snapshot") next.snapshot = event.data;
      else next.events = [event, ...state.events].slice(0, EVENT_BUFFER);
      const counter = COUNTER_OF[event.type];
      if (counter) next.counters = { ...state.counters, [counter]: state.counters[counter] + 1 };
      const pulse = pulseOf(event);
      if (pulse) next.pulse = pulse;
      return next;
    }
  }
}

/** The state a page starts from: the events the server rendered (newest first). */
export function initialRitualState(events: RitualEvent[], pulse: PulseValue | null): RitualState {
  let state: RitualState = { connection: "connecting", error: null, events: [], latest: null, counters: ZERO, pulse: null, snapshot: null, lastId: null };
  for (const event of [...events].reverse()) state = ritualReducer(state, { type: "event", event });
  return { ...state, connection: "connecting", pulse: pulse ?? state.pulse };
}

/** A one-line summary of an event's data for the list. */
export function summarize(event: RitualEvent): string {
  const d = event.data;
  if (event.type === "throttle_change") {
    const p = pulseOf(event);
    return p ? `CPU ${p.cpu.toFixed(1)}% · throttle ${p.throttleFactor.toFixed(2)}x` : "";
  }
  if (event.type === "connected") return "Joined the ritual plane";
  const parts: string[] = [];
  if (typeof d.agentName === "string") parts.push(d.agentName);
  if (typeof d.glyph === "string") parts.push(d.glyph);
  if (typeof d.response === "string") parts.push(d.response);
  if (typeof d.summary === "string") parts.push(d.summary);
  return parts.join(" · ");
}
