import { Link } from "~/components/shared/link";
import { useState } from "react";
import { LITERACY_TOPICS } from "~/content/learn";
import { Collapsible, Paragraphs } from "./bits";
import { learnHref, type LearnReading } from "./model";
import { ReadingDialog, useOpenReading } from "./reading-dialog";

/** The AI Literacy Hub: collapsed at first, five topic cards each opening a dialog (?topic=…). */
export function LiteracyTab({ reading }: { reading: LearnReading | null }) {
  const { params, item: topic, next } = useOpenReading(LITERACY_TOPICS, "topic", reading);
  // Starts collapsed, unless the page was opened on a topic (or asked to be expanded).
  const [open, setOpen] = useState(() => Boolean(topic) || params.get("expand") === "1");
  return (
    <>
      <p className="mb-4 text-sm text-mesh-muted">
        Five short topics on how AI works and how to use it well — for adults and for children with a grown-up. Open the hub to begin.
      </p>
      <Collapsible
        className="card"
        title="AI Literacy Hub"
        titleId="literacy-title"
        open={open}
        onToggle={setOpen}
        aside={<span className="badge text-mesh-muted">{LITERACY_TOPICS.length} topics</span>}
      >
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {LITERACY_TOPICS.map((t) => (
            <li key={t.id} className="relative rounded-lg border border-mesh-line bg-mesh-bg p-4 transition-colors focus-within:border-solace hover:border-solace/70" data-topic={t.id}>
              <h3 className="font-semibold">
                <Link to={learnHref(params, { topic: t.id })} preventScrollReset className="no-underline after:absolute after:inset-0 after:rounded-lg">
                  {t.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-mesh-muted">{t.summary}</p>
            </li>
          ))}
        </ul>
      </Collapsible>

      {topic && next ? (
        <ReadingDialog id="topic-dialog" param="topic" next={next} nextLabel="Next Topic" title={topic.title} icon="🧭" description={topic.summary}>
          <Paragraphs paragraphs={topic.paragraphs} />
        </ReadingDialog>
      ) : null}
    </>
  );
}
