import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { cx } from "./card";

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  type: "message" | "success" | "error";
}

export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<(toast: Omit<ToastMessage, "id"> & { id?: string }) => void>(() => {});

/** Shows a toast from a component (fetcher results and the like). One is visible at a time. */
export function useToast() {
  return useContext(ToastContext);
}

const tone: Record<ToastMessage["type"], string> = {
  message: "border-mesh-line",
  success: "border-[#3ecf8e]",
  error: "border-[#ff6b6b] bg-[#2a1216]",
};

function ToastBody({ toast }: { toast: ToastMessage }) {
  return (
    <>
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description ? <p className="mt-1 text-sm text-mesh-muted">{toast.description}</p> : null}
    </>
  );
}

/**
 * Radix toasts (one visible, 5000 ms, swipe right 50 px to dismiss, F8 focuses the region).
 * Before JavaScript runs — or without it — the server-sent flash toast renders as plain markup
 * that fades out after five seconds, so no-JS form posts show it too.
 */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<ToastMessage | null>(initial);
  const [open, setOpen] = useState(Boolean(initial));

  useEffect(() => {
    if (initial) {
      setCurrent(initial);
      setOpen(true);
    }
  }, [initial]);

  const show = useCallback((t: Omit<ToastMessage, "id"> & { id?: string }) => {
    setCurrent({ ...t, id: t.id ?? Math.random().toString(36).slice(2) });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
        {children}
        {!hydrated && current ? (
          <div
            role={current.type === "error" ? "alert" : "status"}
            className={cx("toast-static card fixed bottom-4 right-4 z-50 w-[min(24rem,calc(100vw-2rem))] p-4", tone[current.type])}
            data-toast={current.type}
          >
            <ToastBody toast={current} />
          </div>
        ) : null}
        {hydrated && current ? (
          <ToastPrimitive.Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            type={current.type === "error" ? "foreground" : "background"}
            className={cx(
              "card relative p-4 pr-10 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0",
              tone[current.type],
            )}
            data-toast={current.type}
          >
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className="mt-1 text-sm text-mesh-muted">{current.description}</ToastPrimitive.Description>
            ) : null}
            <ToastPrimitive.Close aria-label="Dismiss notification" className="absolute right-2 top-2 rounded px-2 text-mesh-muted hover:text-mesh-text">
              ×
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
