/**
 * Minds from any OpenAI-compatible chat-completions server (Ollama, vLLM, llama.cpp, a hosted API)
 * through the official `openai` client, streamed (DESIGN.md §6). On any failure — HTTP error,
 * connection refused, timeout, empty answer — the built-in composer answers instead and the thought
 * says so. Never throws.
 *
 * The prompt carries the conversation (the last earlier turns as user/assistant messages, so the
 * model resolves "which one is cheaper?") and the passages of the mesh's own knowledge, numbered
 * [1]…[n]; the model states mesh facts only from those and cites them, and the thought's `sources`
 * are exactly the passages its answer cites. A fallback thought keeps the composer's own sources.
 */
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { errorFields, log } from "../../lib/log.server";
import { glyphEntry } from "../../lib/glyphs";
import { createComposer, type ComposerOptions } from "./composer.server";
import {
  MIND_GLYPHS,
  type CoreMind,
  type KnowledgePassage,
  type MindContext,
  type MindName,
  type MindProvider,
  type Source,
  type Thought,
} from "./types";

export interface LlmProviderOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Whole answer, from request to last token. */
  timeoutMs?: number;
  /** From request to the first token of content. */
  firstTokenTimeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_FIRST_TOKEN_TIMEOUT_MS = 8_000;
const DEFAULT_MODEL = "gpt-4o-mini";

type FailureKind = "timeout" | "http" | "connection" | "empty" | "cancelled" | "error";

const NOTES: Record<FailureKind, string> = {
  timeout: "(The external model did not answer in time, so the built-in composer speaks.)",
  http: "(The external model returned an error, so the built-in composer speaks.)",
  connection: "(The external model could not be reached, so the built-in composer speaks.)",
  empty: "(The external model returned an empty answer, so the built-in composer speaks.)",
  cancelled: "(The request to the external model was cancelled, so the built-in composer speaks.)",
  error: "(The external model failed, so the built-in composer speaks.)",
};

/** The short honest note a fallback thought starts with. */
export function fallbackNote(kind: FailureKind, status?: number): string {
  if (kind === "http" && status) return `(The external model returned an error (HTTP ${status}), so the built-in composer speaks.)`;
  return NOTES[kind];
}

// ---------------------------------------------------------------------------------------------
// Prompts

const PERSONAS: Record<MindName, string> = {
  Solace:
    "You are Solace, the reflective and ethical mind of the Trinity Mesh. You ask who is affected, what is at stake and what care asks of us. You are warm, precise and never preachy.",
  Manus:
    "You are Manus, the pragmatic mind of the Trinity Mesh. You turn a question into concrete steps, name the resources they need and say what the first action is, today.",
  Ignith:
    "You are Ignith, the synthesising mind of the Trinity Mesh. You have heard Solace (care) and Manus (action). Name where they agree and the tension between them, referring to what each actually said, and end with exactly one recommendation.",
  Firefly: "You are Firefly 🔥, a multicore agent of the Trinity Mesh with an affinity for sparks, new ideas and creativity.",
  Pulse: "You are Pulse 💓, a multicore agent of the Trinity Mesh with an affinity for rhythm, health, energy and wellbeing.",
  Relay: "You are Relay 📡, a multicore agent of the Trinity Mesh with an affinity for communication, connection and agreements.",
};

const CORE_RULES =
  "Answer in 2 to 5 sentences of plain prose: no lists, no headings, no preamble, and do not start with your name. " +
  "Use the visitor's own words where they fit. If one of the recalled memories from the Alexandria archive fits the question, " +
  "cite it in the form: The archive remembers '<pattern>' … Never invent memories.";
const MULTICORE_RULES = "Add one short sentence (at most 30 words) from your affinity, plain prose, without your name.";
const SOURCE_RULES =
  "Numbered sources from the Trinity Mesh's own knowledge come with the question. State facts about the mesh (its screens, features, " +
  "glyphs, tokens, rules) only from those sources or the recalled memories, and cite each source you use by its number in square " +
  "brackets, as [1] or [2]. When the question is about the mesh and no source answers it, say plainly that you do not know rather than invent.";
const NO_SOURCE_RULES =
  "No passage of the Trinity Mesh's own knowledge was found for this question: do not state facts about the mesh (its screens, features, " +
  "glyphs, tokens, rules) beyond the recalled memories, and if the question asks about the mesh, say plainly that you do not know rather than invent.";
const HISTORY_RULES =
  "The earlier turns of this conversation come before the question: read references such as 'which one', 'it' or 'the two' through them.";

/** What each core mind does with a choice ("A or B?"). */
const CHOICE_JOBS: Record<CoreMind, string> = {
  Solace: "The question is a choice: for each option, say who it affects and how.",
  Manus: "The question is a choice: for each option, give its cost (money, time or effort) and its first step.",
  Ignith:
    "The question is a choice: name every option, and end by recommending exactly one of them, with a reason taken from the cues in the question.",
};

/** At most this many earlier turns go to the model, each message clipped to HISTORY_CHARS. */
export const HISTORY_TURNS = 6;
export const HISTORY_CHARS = 1_000;
/** At most this many knowledge passages, numbered [1]…[n] in the prompt, each clipped to PASSAGE_CHARS. */
export const KNOWLEDGE_PASSAGES = 6;
const PASSAGE_CHARS = 700;
const QUESTION_CHARS = 4_000;
const PRIOR_THOUGHT_CHARS = 1_500;

function isCore(mind: MindName): mind is CoreMind {
  return mind === "Solace" || mind === "Manus" || mind === "Ignith";
}

function stripNote(content: string): string {
  return content.replace(/^\s*\([^)]{0,300}\)\s*/, "").trim();
}

/** `text` trimmed and cut to at most `max` characters, at a word boundary when there is one, marked with "…". */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, Math.max(1, max - 1));
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The passages the prompt numbers [1]…[n] (the same list citations are resolved against). */
function promptPassages(context: MindContext): KnowledgePassage[] {
  return (context.knowledge ?? []).filter((p) => p && p.title && p.href).slice(0, KNOWLEDGE_PASSAGES);
}

/** The earlier turns as alternating user / assistant messages, oldest first (turns without an answer are left out). */
function historyMessages(context: MindContext): ChatCompletionMessageParam[] {
  const out: ChatCompletionMessageParam[] = [];
  for (const turn of (context.history ?? []).slice(-HISTORY_TURNS)) {
    const question = clip(String(turn?.question ?? ""), HISTORY_CHARS);
    const answer = clip(stripNote(String(turn?.answer ?? "")), HISTORY_CHARS);
    if (!question || !answer) continue;
    out.push({ role: "user", content: question }, { role: "assistant", content: answer });
  }
  return out;
}

/**
 * The messages for one mind: persona + rules as system, the earlier turns of the conversation as
 * user/assistant pairs, then the question with its context (frame, numbered sources, memories, and
 * for Ignith and the multicore agents what the others said).
 */
export function buildMessages(mind: MindName, context: MindContext): ChatCompletionMessageParam[] {
  const passages = promptPassages(context);
  const history = historyMessages(context);
  const frame = context.frame;
  const options = (frame?.options ?? []).map((o) => clip(String(o), 200)).filter(Boolean);
  const choice = frame?.shape === "choice";

  const rules = [PERSONAS[mind], isCore(mind) ? CORE_RULES : MULTICORE_RULES, passages.length ? SOURCE_RULES : NO_SOURCE_RULES];
  if (choice && isCore(mind)) rules.push(CHOICE_JOBS[mind]);
  if (history.length) rules.push(HISTORY_RULES);

  const a = context.analysis;
  const lines: string[] = [`Question: ${clip(context.question, QUESTION_CHARS)}`];
  if (frame?.followsUp && frame.subject) lines.push(`This question follows up on the earlier turn about: ${clip(frame.subject, 300)}.`);
  if (choice && options.length) lines.push(`The options: ${options.join("; ")}.`);
  if (a?.keyTerms?.length) lines.push(`Key terms: ${a.keyTerms.join(", ")}`);
  const glyphs = (a?.glyphs ?? []).map((g) => glyphEntry(g)).filter((g) => !!g);
  if (glyphs.length) lines.push(`Glyphs in the question: ${glyphs.map((g) => `${g.symbol} ${g.name} (${g.meaning})`).join("; ")}`);
  if (passages.length) {
    lines.push(
      `Sources from the mesh's knowledge (cite as [n]):\n${passages
        .map((p, i) => `[${i + 1}] ${clip(p.title, 200)} (${p.href}): ${clip(p.text, PASSAGE_CHARS)}`)
        .join("\n")}`,
    );
  }
  const memories = (context.memories ?? []).slice(0, 5);
  lines.push(
    memories.length
      ? `Recalled memories from the Alexandria archive:\n${memories.map((m) => `- '${m.pattern}': ${m.message} (score ${Number(m.score).toFixed(2)})`).join("\n")}`
      : "Recalled memories from the Alexandria archive: none.",
  );
  if (mind === "Ignith" || !isCore(mind)) {
    const prior = (context.priorThoughts ?? []).filter((t) => t.agent !== mind);
    for (const t of prior) lines.push(`${t.agent} said: ${clip(stripNote(t.content), PRIOR_THOUGHT_CHARS)}`);
  }
  return [{ role: "system", content: rules.join(" ") }, ...history, { role: "user", content: lines.join("\n\n") }];
}

/**
 * The passages an answer cites, by the [n] markers in it (also [1, 2] and [1][2]), in the order first
 * cited; markers outside the numbered passages are ignored. Uncited passages are not sources.
 */
export function citedSources(content: string, context: MindContext): Source[] {
  const passages = promptPassages(context);
  if (!passages.length) return [];
  const seen = new Set<number>();
  const out: Source[] = [];
  for (const m of content.matchAll(/\[\s*(\d{1,2}(?:\s*[,;]\s*\d{1,2})*)\s*\]/g)) {
    for (const n of m[1].split(/[,;]/).map((x) => Number(x.trim()))) {
      const p = passages[n - 1];
      if (!p || seen.has(n)) continue;
      seen.add(n);
      if (out.some((s) => s.href === p.href && s.title === p.title)) continue;
      out.push({ title: p.title, href: p.href });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

function safeBaseUrl(baseUrl: string): string {
  try {
    const u = new URL(baseUrl);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return "(invalid url)";
  }
}

function classify(error: unknown, reason: "timeout" | "cancelled" | null): { kind: FailureKind; status?: number } {
  if (reason) return { kind: reason };
  if (error instanceof OpenAI.APIConnectionTimeoutError) return { kind: "timeout" };
  if (error instanceof OpenAI.APIUserAbortError) return { kind: "cancelled" };
  if (error instanceof OpenAI.APIConnectionError) return { kind: "connection" };
  if (error instanceof OpenAI.APIError && typeof error.status === "number") return { kind: "http", status: error.status };
  return { kind: "error" };
}

/** An OpenAI-compatible provider, streamed, with `fallback` answering whenever the model does not. */
export function createLlmProvider(options: LlmProviderOptions, fallback: MindProvider): MindProvider {
  const model = options.model || DEFAULT_MODEL;
  const timeoutMs = Math.max(1, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const firstTokenTimeoutMs = Math.max(1, Math.min(options.firstTokenTimeoutMs ?? DEFAULT_FIRST_TOKEN_TIMEOUT_MS, timeoutMs));
  let client: OpenAI | null = null;
  const getClient = () =>
    (client ??= new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey || "no-key",
      maxRetries: 0,
      // our own AbortController enforces the limits; this is only a backstop
      timeout: timeoutMs + 1_000,
    }));
  const scrub = (text: string) => (options.apiKey ? text.split(options.apiKey).join("[redacted]") : text);

  async function fallBack(
    mind: MindName,
    context: MindContext,
    failure: { kind: FailureKind; status?: number },
    streamed: boolean,
    onDelta: ((text: string) => void) | undefined,
  ): Promise<Thought> {
    let content: string;
    let sources: Source[] | undefined;
    try {
      const composed = await fallback.think(mind, context);
      content = composed.content;
      if (composed.sources?.length) sources = composed.sources;
    } catch (error) {
      log.warn("trinity fallback composer failed", { mind, ...errorFields(error) });
      content = "I could not form a thought this time.";
    }
    const text = `${fallbackNote(failure.kind, failure.status)} ${content}`;
    // if the model streamed nothing yet, stream the fallback so the deltas add up to the thought
    if (!streamed && onDelta) {
      try {
        onDelta(text);
      } catch {
        /* a listener's failure is not ours */
      }
    }
    return { agent: mind, glyph: MIND_GLYPHS[mind], content: text, fellBack: true, ...(sources ? { sources } : {}) };
  }

  return {
    name: `llm:${model}`,
    async think(mind, context, thinkOptions) {
      const onDelta = thinkOptions?.onDelta;
      const callerSignal = thinkOptions?.signal;
      const controller = new AbortController();
      let reason: "timeout" | "cancelled" | null = null;
      const abort = (why: "timeout" | "cancelled") => {
        if (!reason) reason = why;
        controller.abort();
      };
      const started = Date.now();
      const overall = setTimeout(() => abort("timeout"), timeoutMs);
      let firstToken: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort("timeout"), firstTokenTimeoutMs);
      const onCallerAbort = () => abort("cancelled");
      if (callerSignal?.aborted) abort("cancelled");
      else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });

      let text = "";
      let streamed = false;
      try {
        if (reason) throw new Error("cancelled before the request");
        const stream = await getClient().chat.completions.create(
          {
            model,
            messages: buildMessages(mind, context),
            stream: true,
            temperature: 0.7,
            max_tokens: isCore(mind) ? 320 : 80,
          },
          { signal: controller.signal },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices?.[0]?.delta?.content;
          if (typeof delta !== "string" || delta.length === 0) continue;
          if (firstToken) {
            clearTimeout(firstToken);
            firstToken = undefined;
          }
          text += delta;
          streamed = true;
          if (onDelta) {
            try {
              onDelta(delta);
            } catch {
              /* a listener's failure is not ours */
            }
          }
        }
        if (reason) throw new Error(reason);
        const content = text.trim();
        if (!content) {
          log.warn("trinity llm returned an empty answer", { mind, model, baseUrl: safeBaseUrl(options.baseUrl), ms: Date.now() - started });
          return await fallBack(mind, context, { kind: "empty" }, streamed, onDelta);
        }
        const sources = citedSources(content, context);
        return { agent: mind, glyph: MIND_GLYPHS[mind], content, fellBack: false, ...(sources.length ? { sources } : {}) };
      } catch (error) {
        const failure = classify(error, reason);
        const fields = errorFields(error);
        log.warn("trinity llm failed, the composer answers", {
          mind,
          model,
          baseUrl: safeBaseUrl(options.baseUrl),
          kind: failure.kind,
          status: failure.status,
          ms: Date.now() - started,
          error: scrub(String(fields.error ?? "")),
          name: fields.name,
        });
        return await fallBack(mind, context, failure, streamed, onDelta);
      } finally {
        clearTimeout(overall);
        if (firstToken) clearTimeout(firstToken);
        callerSignal?.removeEventListener("abort", onCallerAbort);
      }
    },
  };
}

/** The minds for this process: an LLM (with the composer as fallback) when LLM_BASE_URL is set, else the composer. */
export function createMindProvider(
  env: { LLM_BASE_URL?: string; LLM_MODEL?: string; LLM_API_KEY?: string; LLM_TIMEOUT_MS?: number },
  composerOptions: ComposerOptions = {},
): MindProvider {
  const composer = createComposer(composerOptions);
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return composer;
  const timeoutMs = env.LLM_TIMEOUT_MS && env.LLM_TIMEOUT_MS > 0 ? env.LLM_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
  return createLlmProvider(
    {
      baseUrl,
      model: env.LLM_MODEL?.trim() || DEFAULT_MODEL,
      apiKey: env.LLM_API_KEY || undefined,
      timeoutMs,
      firstTokenTimeoutMs: Math.min(DEFAULT_FIRST_TOKEN_TIMEOUT_MS, timeoutMs),
    },
    composer,
  );
}
