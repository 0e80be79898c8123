import { Form } from "@remix-run/react";
import { forwardRef, type FormEvent, type Ref } from "react";
import { PRIVATE_CHOICE, PRIVATE_NOTICE, PUBLIC_NOTICE } from "~/content/swarm";
import type { SocketStatus } from "./use-swarm-socket";

export const QUESTION_ID = "swarm-question";
const PRIVATE_ID = "swarm-private";

/**
 * The fixed bottom input. Without JavaScript it is a plain POST form (the route action answers and
 * redirects to the conversation); with JavaScript the screen intercepts the submit and asks over
 * the WebSocket instead. Under it: who answers, and what becomes of the question.
 */
export const QuestionBar = forwardRef<
  HTMLInputElement,
  {
    value: string;
    onChange(value: string): void;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    disabled: boolean;
    error: string | null;
    maxLength: number;
    /** Null before hydration (the form posts normally). */
    status: SocketStatus | null;
    /** The conversation the question continues (posted as `c`); null for a new one. */
    conversationId: string | null;
    /** The form's ask id (posted as `askId`): the same question posted twice is answered once. */
    askId: string;
    /** "Answered by …". */
    engine: string;
    /** The conversation shown is private. */
    isPrivate: boolean;
    /** A new conversation: the Private conversation checkbox is offered. */
    privateChoice: { checked: boolean; onChange(checked: boolean): void } | null;
    /** The fixed bar itself (the page keeps room for it at its end, and the chat follows above it). */
    barRef?: Ref<HTMLDivElement>;
  }
>(function QuestionBar({ value, onChange, onSubmit, disabled, error, maxLength, status, conversationId, askId, engine, isPrivate, privateChoice, barRef }, ref) {
  const errorId = `${QUESTION_ID}-error`;
  const hintId = `${QUESTION_ID}-hint`;
  const noticeId = `${QUESTION_ID}-notice`;
  const hint = status === "connecting" ? "Connecting to the mesh…" : status === "reconnecting" ? "Connection lost. Reconnecting to the mesh…" : null;
  const describedBy = [error ? errorId : null, hint ? hintId : null, noticeId].filter(Boolean).join(" ");
  const action = conversationId ? `/swarm?c=${encodeURIComponent(conversationId)}#live-thought-stream` : "/swarm#live-thought-stream";
  return (
    <div ref={barRef} className="fixed inset-x-0 bottom-0 z-40 border-t border-mesh-line bg-mesh-bg/95 shadow-[0_-8px_24px_rgba(0,0,0,0.35)] backdrop-blur" data-testid="question-bar">
      <Form method="post" action={action} onSubmit={onSubmit} className="mx-auto max-w-7xl px-4 pb-2 pt-3" aria-label="Ask the Trinity Mesh">
        {conversationId ? <input type="hidden" name="c" value={conversationId} /> : null}
        <input type="hidden" name="askId" value={askId} />
        {/* Tab order: the question, then whether it is private, then Send (a phone wraps the last two under the input). */}
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2 sm:flex-nowrap">
          <div className="min-w-0 flex-1 basis-full sm:basis-auto">
            <label htmlFor={QUESTION_ID} className="sr-only">
              Your question for the Trinity Mesh
            </label>
            <input
              ref={ref}
              id={QUESTION_ID}
              name="question"
              type="text"
              autoComplete="off"
              enterKeyHint="send"
              required
              maxLength={maxLength}
              placeholder="Ask the Trinity Mesh..."
              value={value}
              onChange={(e) => onChange(e.target.value)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={`input min-h-[2.75rem] text-base disabled:cursor-not-allowed disabled:opacity-60 ${error ? "border-[#ff6b6b]" : ""}`}
            />
            {error ? (
              <p id={errorId} role="alert" className="field-error">
                {error}
              </p>
            ) : null}
            {hint ? (
              <p id={hintId} className="mt-1 text-xs text-mesh-muted">
                {hint}
              </p>
            ) : null}
          </div>
          {privateChoice ? (
            <div className="flex min-h-[2.75rem] shrink-0 items-center gap-2 rounded-lg border border-[#c084fc]/50 px-3 text-sm" data-testid="private-choice">
              <input
                id={PRIVATE_ID}
                name="private"
                type="checkbox"
                value="on"
                checked={privateChoice.checked}
                onChange={(e) => privateChoice.onChange(e.target.checked)}
                aria-describedby={noticeId}
                className="h-5 w-5 shrink-0 accent-[#c084fc]"
              />
              <label htmlFor={PRIVATE_ID} className="cursor-pointer whitespace-nowrap py-2 font-medium text-mesh-text">
                {PRIVATE_CHOICE.label}
              </label>
            </div>
          ) : (
            <p className="flex min-h-[2.75rem] shrink-0 items-center text-sm text-mesh-muted" data-testid="conversation-kind">
              {isPrivate ? <span className="badge border-[#c084fc]/60 text-[#e9d5ff]">Private conversation</span> : <span className="badge">Public conversation</span>}
            </p>
          )}
          <button type="submit" className="btn-fire ml-auto min-h-[2.75rem] shrink-0 px-5" disabled={disabled}>
            <span aria-hidden="true">➤</span>
            Send
          </button>
        </div>
        <p id={noticeId} className="mt-1.5 text-xs leading-snug text-mesh-muted">
          <span className="font-medium text-mesh-text" data-testid="engine">
            {engine}
          </span>
          {". "}
          {isPrivate ? <span className="text-[#e9d5ff]">{PRIVATE_NOTICE}</span> : PUBLIC_NOTICE}
        </p>
      </Form>
    </div>
  );
});
