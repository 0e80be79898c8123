/**
 * The screens' real request mix (spec §9 "Polling"), taken from the components' own constants so the
 * benchmark follows the code: which screen polls which endpoint at which interval, which screen holds
 * the ritual SSE stream, where contributions and chats happen. Shares are of all simulated visitors.
 */
import { HEATMAP_POLL_MS, HEATMAP_URL } from "../../../app/lib/heatmap";
import { ARCHIVE_LIMIT } from "../../../app/components/swarm/recursive-archive";
import { GLYPH_LIMIT } from "../../../app/components/swarm/glyph-weights";
import { STATUS_POLL_MS as VALOIR_STATUS_POLL_MS } from "../../../app/components/valoir/types";
import { HEALTH_POLL_MS } from "../../../app/lib/chrysalis";
import { METRICS_POLL_MS } from "../../../app/lib/evolution";
import { CYCLES_POLL_MS, SOVEREIGNTY_POLL_MS, STATUS_POLL_MS } from "../../../app/lib/velocity";

export interface MixPoll {
  path: string;
  periodMs: number;
}

export interface MixScreen {
  page: string;
  /** Percent of the visitors on this screen. */
  share: number;
  polls: MixPoll[];
  /** Holds GET /api/ritual/stream open (the Ritual Plane's EventSource). */
  sse?: boolean;
  /** Submits contributions (POST /api/mesh-contributions). */
  contribute?: boolean;
  /** The chat lives on this screen; the scenario picks its chatting visitors here. */
  chat?: boolean;
  /** Where the polls come from. */
  source?: string;
}

/** The per-visitor chat limit the harness pins (CHAT_QUESTIONS_PER_MIN in tests/bench/lib/app.ts). */
export const CHAT_QUESTIONS_PER_MIN_DEFAULT = 10;

export const MIXED_SCREENS: MixScreen[] = [
  {
    page: "/swarm",
    share: 30,
    chat: true,
    source: "swarm-screen.tsx",
    polls: [
      { path: "/api/cognitive-safety/current", periodMs: 2000 },
      { path: `/api/glyph-weights?limit=${GLYPH_LIMIT}`, periodMs: 5000 },
      { path: `/api/recursive-archive/recent?limit=${ARCHIVE_LIMIT}`, periodMs: 5000 },
      { path: "/api/recursive-archive/stats", periodMs: 10_000 },
    ],
  },
  { page: "/glyph-heatmap", share: 8, source: "heatmap-screen.tsx", polls: [{ path: HEATMAP_URL, periodMs: HEATMAP_POLL_MS }] },
  { page: "/valoir-mesh", share: 8, source: "valoir-screen.tsx", polls: [{ path: "/api/mesh/status", periodMs: VALOIR_STATUS_POLL_MS }] },
  {
    page: "/velocity",
    share: 8,
    source: "velocity-screen.tsx",
    polls: [
      { path: "/api/velocity/engine/status", periodMs: STATUS_POLL_MS },
      { path: "/api/velocity/cycles", periodMs: CYCLES_POLL_MS },
      { path: "/api/velocity/sovereignty", periodMs: SOVEREIGNTY_POLL_MS },
    ],
  },
  { page: "/mesh-evolution", share: 8, source: "evolution-screen.tsx", polls: [{ path: "/api/mesh/evolution/metrics", periodMs: METRICS_POLL_MS }] },
  { page: "/chrysalis", share: 8, source: "chrysalis-screen.tsx", polls: [{ path: "/api/chrysalis/health", periodMs: HEALTH_POLL_MS }] },
  { page: "/ritual-visualization", share: 10, sse: true, polls: [], source: "use-ritual-stream.ts" },
  { page: "/contribute", share: 5, contribute: true, polls: [] },
  { page: "/", share: 15, polls: [], source: "home and the other screens: no polling" },
];
