import { Link } from "~/components/shared/link";
import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./card";

/** A headed section of a page: its h2 labels it, an optional intro sits under the heading. */
export function PageSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-3xl text-sm text-mesh-muted">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A titled block of a screen (a card, a list, a form): a section labelled by its h2 (`small`: the
 * lighter text-lg title), with `count` muted after the title, and `aside` (a button, a badge; null
 * for none this time) at the right of the title.
 */
export function Panel({
  headingId,
  title,
  count,
  aside,
  small = false,
  children,
  ...section
}: Omit<HTMLAttributes<HTMLElement>, "title"> & { headingId: string; title: ReactNode; count?: ReactNode; aside?: ReactNode; small?: boolean }) {
  const heading = (
    <h2 id={headingId} className={small ? "text-lg font-semibold" : "text-xl font-semibold"}>
      {title}
      {count !== undefined ? (
        <>
          {" "}
          <span className="text-mesh-muted">({count})</span>
        </>
      ) : null}
    </h2>
  );
  return (
    <section aria-labelledby={headingId} {...section}>
      {aside !== undefined ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** The Home button every screen's header starts with. */
export function HomeLink({ className }: { className?: string }) {
  return (
    <Link to="/" className={cx("btn-outline btn-sm shrink-0 no-underline", className)}>
      <span aria-hidden="true">←</span> Home
    </Link>
  );
}
