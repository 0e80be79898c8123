import { Form } from "@remix-run/react";
import { forwardRef, type FormEvent } from "react";
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
    /** "Answered by …". */
    engine: string;
    /** The conversation shown is private. */
    isPrivate: boolean;
    /** A new conversation: the Private conversation checkbox is offered. */
    privateChoice: { checked: boolean; onChange(checked: boolean): void } | null;
  }
>(function QuestionBar({ value, onChange, onSubmit, disabled, error, maxLength, status, conversationId, engine, isPrivate, privateChoice }, ref) {
  const errorId = `${QUESTION_ID}-error`;
  const hintId = `${QUESTION_ID}-hint`;
  const noticeId = `${QUESTION_ID}-notice`;
  const hint = status === "connecting" ? "Connecting to the mesh…" : status === "reconnecting" ? "Connection lost. Reconnecting to the mesh…" : null;
  const describedBy = [error ? errorId : null, hint ? hintId : null, noticeId].filter(Boolean).join(" ");
  const action = conversationId ? `/swarm?c=${encodeURIComponent(conversationId)}#live-thought-stream` : "/swarm#live-thought-stream";
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-mesh-line bg-mesh-bg/95 shadow-[0_-8px_24px_rgba(0,0,0,0.35)] backdrop-blur">
      <Form method="post" action={action} onSubmit={onSubmit} className="mx-auto max-w-7xl px-4 pb-2 pt-3" aria-label="Ask the Trinity Mesh">
        {conversationId ? <input type="hidden" name="c" value={conversationId} /> : null}
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
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
          <button type="submit" className="btn-fire min-h-[2.75rem] shrink-0 px-5" disabled={disabled}>
            <span aria-hidden="true">➤</span>
            Send
          </button>
        </div>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs leading-snug text-mesh-muted">
          <p id={noticeId} className="min-w-0 flex-1 basis-72">
            <span className="font-medium text-mesh-text" data-testid="engine">
              {engine}
            </span>
            {". "}
            {isPrivate ? <span className="text-[#e9d5ff]">{PRIVATE_NOTICE}</span> : PUBLIC_NOTICE}
          </p>
          {privateChoice ? (
            <div className="flex items-start gap-2">
              <input
                id={PRIVATE_ID}
                name="private"
                type="checkbox"
                value="on"
                checked={privateChoice.checked}
                onChange={(e) => privateChoice.onChange(e.target.checked)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-[#c084fc]"
              />
              <label htmlFor={PRIVATE_ID}>
                <span className="font-medium text-mesh-text">{PRIVATE_CHOICE.label}</span> <span>({PRIVATE_CHOICE.detail})</span>
              </label>
            </div>
          ) : null}
        </div>
      </Form>
    </div>
  );
});
