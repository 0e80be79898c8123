import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/** How long "Copied" stays (spec §9: copy feedback 2 s). */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies `value` with the Clipboard API and says so in a polite live region ("Copied", or how to
 * copy by hand if the browser refused). Rendered only once React runs and the browser has a
 * clipboard: without JavaScript the value stays selectable text beside it, and no dead button shows.
 */
export function CopyButton({ value, label, className = "btn-outline" }: { value: string; label: string; className?: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!hydrated || typeof navigator === "undefined" || !navigator.clipboard) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={async () => {
          clearTimeout(timer.current);
          try {
            await navigator.clipboard.writeText(value);
            setState("copied");
          } catch {
            setState("failed");
          }
          timer.current = setTimeout(() => setState("idle"), COPY_FEEDBACK_MS);
        }}
      >
        {label}
      </button>
      <span role="status" aria-live="polite" className="text-sm text-mesh-muted" data-copy-feedback>
        {state === "copied" ? "Copied" : state === "failed" ? "Could not copy: select the text and copy it" : ""}
      </span>
    </>
  );
}
