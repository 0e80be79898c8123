import { Form } from "@remix-run/react";
import { forwardRef, type FormEvent } from "react";
import type { SocketStatus } from "./use-swarm-socket";

export const QUESTION_ID = "swarm-question";

/**
 * The fixed bottom input. Without JavaScript it is a plain POST form (the route action answers);
 * with JavaScript the screen intercepts the submit and asks over the WebSocket instead.
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
  }
>(function QuestionBar({ value, onChange, onSubmit, disabled, error, maxLength, status }, ref) {
  const errorId = `${QUESTION_ID}-error`;
  const hintId = `${QUESTION_ID}-hint`;
  const hint = status === "connecting" ? "Connecting to the mesh…" : status === "reconnecting" ? "Connection lost. Reconnecting to the mesh…" : null;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-mesh-line bg-mesh-bg/95 shadow-[0_-8px_24px_rgba(0,0,0,0.35)] backdrop-blur">
      <Form method="post" action="/swarm#live-thought-stream" onSubmit={onSubmit} className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-3" aria-label="Ask the Trinity Mesh">
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
      </Form>
    </div>
  );
});
