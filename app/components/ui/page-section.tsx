import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
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

/** The Home button every screen's header starts with. */
export function HomeLink({ className }: { className?: string }) {
  return (
    <Link to="/" className={cx("btn-outline btn-sm shrink-0 no-underline", className)}>
      <span aria-hidden="true">←</span> Home
    </Link>
  );
}
