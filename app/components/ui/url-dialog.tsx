import * as Dialog from "@radix-ui/react-dialog";
import { useNavigate } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import { useState, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { cx } from "./card";

/**
 * A dialog whose open state is a URL query parameter (`?tab=kids&story=guardian-lion`): the
 * parent renders it only while the parameter names an item, and closing it is a navigation to
 * `closeTo` (the same URL without the parameter).
 *
 * Without JavaScript it is server-rendered as a visible modal section whose Close and Next
 * controls are plain links. Once React runs it becomes a Radix dialog (focus trap, Escape and
 * a click outside close it by navigating to `closeTo`; focus returns to the opening link).
 */
export function UrlDialog({
  id,
  title,
  icon,
  description,
  closeTo,
  closeLabel = "Close",
  actions,
  children,
  className,
}: {
  /** Prefix for the title/description ids. */
  id: string;
  title: string;
  /** A large decorative symbol beside the title. */
  icon?: ReactNode;
  /** One line under the title (the dialog's accessible description). */
  description?: ReactNode;
  closeTo: string;
  closeLabel?: string;
  /** Extra footer controls after Close, e.g. a "Next" link. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // The element that had focus when the dialog opened (the opening link): focus goes back to it on close.
  // Radix returns focus to a Dialog.Trigger, and a URL dialog has none.
  const [opener] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)));
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panel = cx("card max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl overflow-y-auto p-5 sm:p-6", className);

  const heading = (
    <div className="flex items-start gap-3 pr-8">
      {icon ? (
        <span aria-hidden="true" className="shrink-0 text-4xl leading-none">
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        {hydrated ? (
          <Dialog.Title className="text-xl font-bold sm:text-2xl">
            {title}
          </Dialog.Title>
        ) : (
          <h2 id={titleId} className="text-xl font-bold sm:text-2xl">
            {title}
          </h2>
        )}
        {description ? (
          hydrated ? (
            <Dialog.Description className="mt-1 text-sm text-mesh-muted">
              {description}
            </Dialog.Description>
          ) : (
            <p id={descriptionId} className="mt-1 text-sm text-mesh-muted">
              {description}
            </p>
          )
        ) : null}
      </div>
    </div>
  );

  const footer = (
    <div className="mt-6 flex flex-wrap justify-end gap-2 border-t border-mesh-line pt-4">
      <Link to={closeTo} preventScrollReset className="btn-outline no-underline" data-dialog-close>
        {closeLabel}
      </Link>
      {actions}
    </div>
  );

  const corner = (
    <Link
      to={closeTo}
      preventScrollReset
      aria-label="Close dialog"
      className="absolute right-3 top-3 rounded-md px-2 py-1 text-xl leading-none text-mesh-muted no-underline hover:bg-mesh-bg hover:text-mesh-text"
    >
      <span aria-hidden="true">×</span>
    </Link>
  );

  if (!hydrated) {
    return (
      <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4" data-url-dialog={id}>
        <section role="dialog" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined} className={cx(panel, "relative")}>
          {corner}
          {heading}
          <div className="mt-4">{children}</div>
          {footer}
        </section>
      </div>
    );
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) navigate(closeTo, { preventScrollReset: true });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (!opener || opener === document.body || !opener.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className={cx(panel, "fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 focus:outline-none")}
          data-url-dialog={id}
        >
          {corner}
          {heading}
          <div className="mt-4">{children}</div>
          {footer}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
