import { Link } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from "react";
import { MINDS } from "~/lib/agents";
import { useHydrated } from "../use-hydrated";
import { cx } from "../ui/card";
import { AgentStrip } from "./agent-strip";
import { GLYPH_LIMIT, GlyphWeights } from "./glyph-weights";
import { QuestionBar } from "./question-bar";
import { ARCHIVE_LIMIT, RecursiveArchive } from "./recursive-archive";
import { ResonanceCard } from "./resonance-card";
import { SafetyMonitor } from "./safety-monitor";
import { ThoughtStream, type StreamPreview } from "./thought-stream";
import type { ArchiveEventsResponse, ArchiveStats, AskResult, ChatThought, GlyphWeight, SafetyMap } from "./types";
import { useNow, usePoll } from "./use-poll";
import { useSwarmSocket, type SocketStatus, type SwarmHandlers } from "./use-swarm-socket";

export interface SwarmInitial {
  safety: SafetyMap | null;
  glyphs: GlyphWeight[] | null;
  archive: ArchiveEventsResponse | null;
  stats: ArchiveStats | null;
  /** The server could not read the archive (shown as "Archive Error" until the browser reads it). */
  archiveFailed: boolean;
  now: number;
  questionMax: number;
}

interface ChatState {
  phase: "idle" | "thinking";
  question: string | null;
  thoughts: ChatThought[];
  previews: StreamPreview[];
  memoriesRecalled: number;
  memoryPatterns: string[];
  error: string | null;
}

type ChatAction =
  | { type: "ask"; question: string }
  | { type: "thought"; thought: ChatThought }
  | { type: "delta"; agent: string; text: string }
  | { type: "complete"; memoriesRecalled: number; memoryPatterns: string[] }
  | { type: "error"; message: string }
  | { type: "disconnected" }
  | { type: "reset"; state: ChatState };

const GLYPH_OF: Record<string, string> = { ...Object.fromEntries(MINDS.map((m) => [m.name, m.glyph])), Firefly: "🔥", Pulse: "💓", Relay: "📡" };

function chatFrom(result: AskResult | undefined): ChatState {
  const base: ChatState = { phase: "idle", question: null, thoughts: [], previews: [], memoriesRecalled: 0, memoryPatterns: [], error: null };
  if (!result?.ok) return base;
  return { ...base, question: result.question, thoughts: result.thoughts, memoriesRecalled: result.memoriesRecalled, memoryPatterns: result.memoryPatterns };
}

/** Chat states (spec §4): idle → thinking on ask (thoughts and recalled memories cleared); thoughts append; complete → idle. */
function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "ask":
      return { phase: "thinking", question: action.question, thoughts: [], previews: [], memoriesRecalled: 0, memoryPatterns: [], error: null };
    case "thought":
      return { ...state, thoughts: [...state.thoughts, action.thought], previews: state.previews.filter((p) => p.agent !== action.thought.agent) };
    case "delta": {
      if (state.phase !== "thinking") return state;
      const existing = state.previews.find((p) => p.agent === action.agent);
      const previews = existing
        ? state.previews.map((p) => (p === existing ? { ...p, text: p.text + action.text } : p))
        : [...state.previews, { agent: action.agent, glyph: GLYPH_OF[action.agent] ?? "", text: action.text }];
      return { ...state, previews };
    }
    case "complete":
      return { ...state, phase: "idle", previews: [], memoriesRecalled: action.memoriesRecalled, memoryPatterns: action.memoryPatterns };
    case "error":
      return { ...state, phase: "idle", previews: [], error: action.message };
    case "disconnected":
      return state.phase === "thinking"
        ? { ...state, phase: "idle", previews: [], error: "The connection to the mesh dropped before the answer was complete. Please ask again." }
        : state;
    case "reset":
      return action.state;
  }
}

function ConnectionBadge({ status }: { status: SocketStatus | null }) {
  if (status === null) return null;
  const view =
    status === "open"
      ? { text: "Live", dot: "bg-[#4ade80]", tone: "text-[#4ade80]" }
      : status === "connecting"
        ? { text: "Connecting…", dot: "bg-mesh-muted animate-pulse", tone: "text-mesh-muted" }
        : { text: "Reconnecting…", dot: "bg-manus animate-pulse", tone: "text-manus" };
  return (
    <p className={cx("badge gap-2", view.tone)} data-connection={status}>
      <span aria-hidden="true" className={cx("h-2 w-2 rounded-full", view.dot)} />
      <span className="sr-only">Connection: </span>
      {view.text}
    </p>
  );
}

export function SwarmScreen({ initial, result }: { initial: SwarmInitial; result: AskResult | undefined }) {
  const hydrated = useHydrated();
  const [chat, dispatch] = useReducer(chatReducer, result, chatFrom);
  const [value, setValue] = useState(result && !result.ok ? result.question : "");
  const [inputError, setInputError] = useState<string | null>(result && !result.ok ? result.error : null);
  const [refreshKey, setRefreshKey] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // A new form answer (a post made before the page hydrated, then back/forward) replaces the stream.
  const firstResult = useRef(result);
  useEffect(() => {
    if (result === firstResult.current) return;
    firstResult.current = result;
    dispatch({ type: "reset", state: chatFrom(result) });
    setValue(result && !result.ok ? result.question : "");
    setInputError(result && !result.ok ? result.error : null);
  }, [result]);

  const handlers = useMemo<SwarmHandlers>(
    () => ({
      onThought: (thought) => dispatch({ type: "thought", thought }),
      onDelta: (agent, text) => dispatch({ type: "delta", agent, text }),
      onComplete: (memoriesRecalled, memoryPatterns) => {
        dispatch({ type: "complete", memoriesRecalled, memoryPatterns });
        setRefreshKey((k) => k + 1);
      },
      onError: (message) => dispatch({ type: "error", message }),
      onDisconnect: () => dispatch({ type: "disconnected" }),
    }),
    [],
  );
  const { status, ask } = useSwarmSocket(handlers);

  const safety = usePoll<SafetyMap>("/api/cognitive-safety/current", 2000, initial.safety, refreshKey, "agent safety states");
  const glyphs = usePoll<GlyphWeight[]>(`/api/glyph-weights?limit=${GLYPH_LIMIT}`, 5000, initial.glyphs, refreshKey, "glyph weights");
  const archive = usePoll<ArchiveEventsResponse>(`/api/recursive-archive/recent?limit=${ARCHIVE_LIMIT}`, 5000, initial.archive, refreshKey, "recursive archive events");
  const stats = usePoll<ArchiveStats>("/api/recursive-archive/stats", 10_000, initial.stats, refreshKey, "recursive archive stats");
  const now = useNow(initial.now);

  const thinking = chat.phase === "thinking";
  const disabled = hydrated && (thinking || status !== "open");

  // Disabling the input takes focus away; give it back when the answer is complete.
  const wasThinking = useRef(thinking);
  useEffect(() => {
    if (wasThinking.current && !thinking && (document.activeElement === document.body || document.activeElement === null)) {
      inputRef.current?.focus();
    }
    wasThinking.current = thinking;
  }, [thinking, disabled]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (thinking) return;
      const question = value.trim();
      if (!question) return setInputError("Please enter a question.");
      if (question.length > initial.questionMax) {
        return setInputError(`Questions are limited to ${initial.questionMax.toLocaleString("en-US")} characters.`);
      }
      if (!ask(question)) return setInputError("Not connected to the mesh yet. Please wait a moment and try again.");
      dispatch({ type: "ask", question });
      setValue("");
      setInputError(null);
    },
    [ask, initial.questionMax, thinking, value],
  );

  const spoken = useMemo(() => new Set(chat.thoughts.map((t) => t.agent)), [chat.thoughts]);
  const archiveFailed = Boolean(archive.error || stats.error) || (initial.archiveFailed && archive.data === null);

  return (
    <div className="pb-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link to="/" className="btn-outline btn-sm shrink-0 no-underline">
            <span aria-hidden="true">←</span> Back
          </Link>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold sm:text-3xl">Trinity Mesh</h1>
            <p className="text-sm text-mesh-muted">Ask once. Solace reflects, Manus plans, Ignith brings both together.</p>
          </div>
        </div>
        <ConnectionBadge status={hydrated ? status : null} />
      </header>

      <div className="mt-6">
        <AgentStrip spoken={spoken} thinking={thinking} />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <ResonanceCard memoriesRecalled={chat.memoriesRecalled} memoryPatterns={chat.memoryPatterns} />
          <ThoughtStream question={chat.question} thoughts={chat.thoughts} previews={chat.previews} thinking={thinking} error={chat.error} />
        </div>
        <div className="min-w-0 space-y-6">
          <SafetyMonitor records={safety.data} />
          <GlyphWeights weights={glyphs.data} now={now} />
          <RecursiveArchive events={archive.data?.events ?? null} stats={stats.data} failed={archiveFailed} now={now} />
        </div>
      </div>

      <QuestionBar
        ref={inputRef}
        value={value}
        onChange={(v) => {
          setValue(v);
          if (inputError) setInputError(null);
        }}
        onSubmit={onSubmit}
        disabled={disabled}
        error={inputError}
        maxLength={initial.questionMax}
        status={hydrated ? status : null}
      />
    </div>
  );
}
