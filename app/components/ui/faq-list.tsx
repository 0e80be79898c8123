import type { FaqItem } from "~/content/faq";
import { PageSection } from "./page-section";

export type { FaqItem };

/** A FAQ as native disclosure widgets: keyboard- and screen-reader-friendly, works without JavaScript. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="space-y-3">
      {items.map((f) => (
        <details
          key={f.id ?? f.question}
          id={f.id ? `faq-${f.id}` : undefined}
          className="card group p-0"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
            {f.question}
            <span
              aria-hidden="true"
              className="text-mesh-muted transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="space-y-2 px-5 pb-4 text-sm leading-relaxed text-mesh-muted">
            {(typeof f.answer === "string" ? [f.answer] : f.answer).map((a) => (
              <p key={a}>{a}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/** A page's FAQ section (#faq). */
export function FaqSection({ title, items }: { title: string; items: readonly FaqItem[] }) {
  return (
    <PageSection id="faq" title={title}>
      <FaqList items={items} />
    </PageSection>
  );
}
