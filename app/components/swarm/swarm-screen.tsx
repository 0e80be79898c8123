import { useNavigate, useRevalidator } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { cx } from "../ui/card";
import { AgentStrip } from "./agent-strip";
import { absorbedBy, chatReducer, initialChat, thinkingMind } from "./chat-state";
import { ConversationBar } from "./conversation-bar";
import { GLYPH_LIMIT, GlyphWeights } from "./glyph-weights";
import { QuestionBar } from "./question-bar";
import { ARCHIVE_LIMIT, RecursiveArchive } from "./recursive-archive";
import { ResonanceCard } from "./resonance-card";
import { SafetyMonitor } from "./safety-monitor";
import { PIECE, ThoughtStream, type TurnView } from "./thought-stream";
import { newConversationKey, type ArchiveEventsResponse, type ArchiveStats, type AskResult, type ConversationDetail, type ConversationSummary, type GlyphWeight, type SafetyMap } from "./types";
import { useNow } from "~/hooks/use-now";
import { useRead } from "~/hooks/use-read";
import { useElementHeight, useFollowNewest } from "~/hooks/use-follow-newest";
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
  /** The conversation of `?c=` (null for a new one, or when it was not found). */
  conversation: ConversationDetail | null;
  /** `?c=` named no conversation this visitor may read. */
  notFound: boolean;
  /** The visitor's recent conversations, newest activity first (null when the read failed). */
  recent: ConversationSummary[] | null;
  /** "Answered by …" (engineLabel of services.minds.name). */
  engine: string;
  /** The no-JS form's ask id for its next question (a form posted twice is answered once). */
  askId: string;
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

/** Between two minds' thoughts when the whole answer arrives at once (the built-in composer). */
export const PACE_MS = 450;

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function NotFound() {
  return (
    <div className="mt-4 rounded-md border border-manus/60 bg-manus-soft p-4 text-sm" data-testid="conversation-not-found">
      <p className="font-semibold">This conversation was not found.</p>
      <p className="mt-1 text-mesh-muted">It may have been started in another browser, or the link is incomplete.</p>
      <Link to="/swarm" className="mt-2 inline-block font-medium text-solace underline">
        Start a new conversation
      </Link>
    </div>
  );
}

export function SwarmScreen({ initial, result }: { initial: SwarmInitial; result: AskResult | undefined }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [chat, dispatch] = useReducer(chatReducer, initialChat);
  const [value, setValue] = useState(result ? result.question : "");
  const [inputError, setInputError] = useState<string | null>(result ? result.error : null);
  const [privateChecked, setPrivateChecked] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  /** A new conversation's client key, made on its first question (a conversation's uuid replaces it). */
  const newKey = useRef<string | null>(null);

  const conversation = initial.conversation;
  const shownId = conversation?.id ?? null;
  const latest = useRef({ chat, shownId });
  latest.current = { chat, shownId };

  // A new form answer (a post made before the page hydrated, then back/forward) replaces the input's state.
  const firstResult = useRef(result);
  useEffect(() => {
    if (result === firstResult.current) return;
    firstResult.current = result;
    setValue(result ? result.question : "");
    setInputError(result ? result.error : null);
  }, [result]);

  // Another conversation was opened (the recent list, New conversation, back/forward): this page's turns belong to the old one.
  const lastShown = useRef(shownId);
  useEffect(() => {
    if (lastShown.current === shownId) return;
    lastShown.current = shownId;
    newKey.current = null;
    setPrivateChecked(false);
    const { chat: c } = latest.current;
    if (shownId === null || shownId !== (c.conversationId ?? c.thread)) dispatch({ type: "reset" });
  }, [shownId]);

  // The loader's thread now holds this page's turns: drop the copies.
  const absorbed = absorbedBy(chat, conversation);
  // The card follows the turn asked in this page; once the thread shows it (or after a reload or a
  // no-JS post), the saved recall of the conversation's last turn.
  const lastSaved = conversation?.turns.at(-1);
  const fromChat = chat.turns.length > 0 || !lastSaved;
  const recalled = useMemo(
    () =>
      fromChat || !lastSaved
        ? { memoriesRecalled: chat.memoriesRecalled, memoryPatterns: chat.memoryPatterns }
        : { memoriesRecalled: lastSaved.memoriesRecalled, memoryPatterns: lastSaved.memoryPatterns },
    [fromChat, lastSaved, chat.memoriesRecalled, chat.memoryPatterns],
  );
  useEffect(() => {
    if (absorbed) dispatch({ type: "absorbed" });
  }, [absorbed]);

  const handlers = useMemo<SwarmHandlers>(
    () => ({
      onThought: (thought) => dispatch({ type: "thought", thought, immediate: prefersReducedMotion() }),
      onDelta: (agent, text) => dispatch({ type: "delta", agent, text }),
      onComplete: (completion) => dispatch({ type: "complete", completion }),
      onError: (message) => dispatch({ type: "error", message }),
      onDisconnect: (resending) => dispatch({ type: "disconnected", resending }),
      onResent: () => dispatch({ type: "resent" }),
    }),
    [],
  );
  const { status, ask } = useSwarmSocket(handlers);

  // One mind after another: a received thought is shown PACE_MS after the previous one (or the question).
  const current = chat.turns.at(-1);
  const waiting = (current?.queue.length ?? 0) > 0;
  const revealed = current?.thoughts.length ?? 0;
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [revealed, current?.key]);
  useEffect(() => {
    if (!waiting) return;
    const id = window.setTimeout(() => dispatch({ type: "reveal" }), Math.max(0, shownAt.current + PACE_MS - Date.now()));
    return () => window.clearTimeout(id);
  }, [waiting, revealed, current?.key]);

  // A completed answer: the panels read at once; the URL names the conversation (no reload, the
  // turns stay) and the loader re-reads the thread and the recent list.
  const lastCompleted = useRef(chat.completed);
  useEffect(() => {
    if (chat.completed === lastCompleted.current) return;
    lastCompleted.current = chat.completed;
    setRefreshKey((k) => k + 1);
    const id = latest.current.chat.conversationId;
    if (id && id !== latest.current.shownId) navigate(`/swarm?c=${encodeURIComponent(id)}`, { replace: true, preventScrollReset: true });
    else revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per completion
  }, [chat.completed]);

  const safety = useRead<SafetyMap>("/api/cognitive-safety/current", initial.safety, { everyMs: 2000, refreshKey, label: "agent safety states" });
  const glyphs = useRead<GlyphWeight[]>(`/api/glyph-weights?limit=${GLYPH_LIMIT}`, initial.glyphs, { everyMs: 5000, refreshKey, label: "glyph weights" });
  const archive = useRead<ArchiveEventsResponse>(`/api/recursive-archive/recent?limit=${ARCHIVE_LIMIT}`, initial.archive, { everyMs: 5000, refreshKey, label: "recursive archive events" });
  const stats = useRead<ArchiveStats>("/api/recursive-archive/stats", initial.stats, { everyMs: 10_000, refreshKey, label: "recursive archive stats" });
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

  const activeId = chat.conversationId ?? shownId;
  const startedHere = chat.turns.some((t) => t.error === null);
  const isNew = activeId === null && !startedHere;
  const isPrivate = Boolean(conversation?.private) || chat.private || (isNew && privateChecked);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (thinking) return;
      const question = value.trim();
      if (!question) return setInputError("Please enter a question.");
      if (question.length > initial.questionMax) {
        return setInputError(`Questions are limited to ${initial.questionMax.toLocaleString("en-US")} characters.`);
      }
      const conversationId = activeId ?? (newKey.current ??= newConversationKey());
      const asPrivate = isNew && privateChecked;
      if (!ask({ content: question, conversationId, private: asPrivate })) {
        return setInputError("Not connected to the mesh yet. Please wait a moment and try again.");
      }
      dispatch({ type: "ask", question, private: asPrivate, thread: shownId, base: conversation?.turns.length ?? 0, shown: recalled });
      setValue("");
      setInputError(null);
    },
    [activeId, ask, conversation, initial.questionMax, isNew, privateChecked, recalled, shownId, thinking, value],
  );

  const saved: TurnView[] = conversation?.turns ?? [];
  const turns: TurnView[] = absorbed ? saved : [...saved, ...chat.turns];
  const lastTurn = turns.at(-1);
  const spoken = useMemo(() => new Set((lastTurn?.thoughts ?? []).map((t) => t.agent)), [lastTurn]);
  const archiveFailed = Boolean(archive.error || stats.error) || (initial.archiveFailed && archive.data === null);

  // Like a chat: asking brings the new turn into view above the bar, and each thought that arrives
  // stays in view while the visitor is at the newest turn (one who scrolled up to read stays put).
  const barHeight = useElementHeight(barRef);
  const previewChars = (lastTurn?.previews ?? []).reduce((n, p) => n + p.text.length, 0);
  useFollowNewest(
    {
      turn: () => document.getElementById("latest-turn"),
      newest: () => Array.from(document.querySelectorAll<HTMLElement>(`#latest-turn [${PIECE}]`)).at(-1) ?? null,
      bar: barRef,
      reading: () => Array.from(document.querySelectorAll<HTMLElement>(`#live-thought-stream [${PIECE}], #swarm-panels > *`)),
    },
    current?.key ?? null,
    `${turns.length}:${lastTurn?.thoughts.length ?? 0}:${previewChars}:${thinking}:${lastTurn?.error ?? ""}`,
  );
  // While a new question thinks, the card keeps the last answer's place (waiting) instead of vanishing.
  const resonance = thinking && chat.previousRecall ? { ...chat.previousRecall, waiting: true } : recalled;

  const barConversation = conversation
    ? { id: conversation.id, title: conversation.title, private: conversation.private, turns: conversation.turns.length }
    : chat.conversationId
      ? { id: chat.conversationId, title: chat.turns[0]?.question.slice(0, 200) ?? "", private: chat.private, turns: chat.turns.length }
      : null;

  return (
    // The page ends above the fixed question bar (its measured height; a generous guess without JavaScript).
    <div className={barHeight === null ? "pb-56 sm:pb-40" : undefined} style={barHeight === null ? undefined : { paddingBottom: barHeight + 24 }}>
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
          <ConversationBar current={barConversation} recent={initial.recent} now={now} />
          <ResonanceCard {...resonance} />
          <ThoughtStream turns={turns} thinking={thinking} thinkingMind={thinking ? thinkingMind(current) : null} notice={initial.notFound ? <NotFound /> : null} />
          {/* Fixed at the bottom of the view, but here in the page's order: after the conversation and before the side panels (issue 31). */}
          <QuestionBar
            ref={inputRef}
            barRef={barRef}
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
            conversationId={activeId}
            askId={initial.askId}
            engine={initial.engine}
            isPrivate={isPrivate}
            privateChoice={isNew ? { checked: privateChecked, onChange: setPrivateChecked } : null}
          />
        </div>
        <div id="swarm-panels" className="min-w-0 space-y-6">
          <SafetyMonitor records={safety.data} />
          <GlyphWeights weights={glyphs.data} now={now} />
          <RecursiveArchive events={archive.data?.events ?? null} stats={stats.data} failed={archiveFailed} now={now} />
        </div>
      </div>
    </div>
  );
}
