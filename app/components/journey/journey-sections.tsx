import { Link } from "~/components/shared/link";
import type { ReactNode } from "react";
import { ADVANCED_TOPICS, COMMUNITY_STORIES, CORE_CONCEPTS, FINAL_CTA, LEARNING_PATH_GUIDES, QUICK_WINS } from "~/content/journey";
import { difficultyTone } from "~/lib/challenges";
import { TONE_CLASSES } from "~/lib/resonance";
import { cx } from "../ui/card";
import { PageSection } from "../ui/page-section";
import { GlyphCard } from "../shared/glyph-card";

/** A page section labelled by its heading. */
function ArrowLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link to={to} className={cx("inline-flex items-center gap-1 text-sm font-medium text-solace underline-offset-4 hover:underline", className)}>
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}

export function LearningPaths() {
  return (
    <PageSection id="learning-paths" title="Learning paths" intro="Three paths for three starting points. Each one can run alongside the journey.">
      <ul className="grid gap-4 md:grid-cols-3">
        {LEARNING_PATH_GUIDES.map((p) => (
          <li key={p.level} className="card flex flex-col">
            <div className="flex flex-wrap items-center gap-2">
              <span className={cx("badge", TONE_CLASSES[difficultyTone(p.level)])}>{p.level}</span>
              <span className="badge text-mesh-muted">{p.duration}</span>
            </div>
            <h3 className="mt-3 text-lg font-semibold">{p.title}</h3>
            <p className="mt-1 text-sm text-mesh-muted">{p.summary}</p>
            <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-mesh-muted">What you learn</p>
            <ul className="mt-1 flex-1 list-disc space-y-1 pl-5 text-sm marker:text-mesh-muted">
              {p.learn.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
            <ArrowLink to={p.start.to} className="mt-4">
              {p.start.label}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function CoreConcepts() {
  return (
    <PageSection id="core-concepts" title="Core concepts" intro="The six ideas you will meet on every screen of the mesh.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CORE_CONCEPTS.map((c) => (
          <GlyphCard key={c.title} glyph={c.glyph} title={c.title} text={c.text}>
            <ArrowLink to={c.link.to} className="mt-3">
              {c.link.label}
            </ArrowLink>
          </GlyphCard>
        ))}
      </ul>
    </PageSection>
  );
}

export function QuickWins() {
  return (
    <PageSection id="quick-wins" title="Quick wins" intro="Short on time? Each of these takes a few minutes and teaches one real thing.">
      <ul className="grid gap-3 sm:grid-cols-2">
        {QUICK_WINS.map((w) => (
          <li key={w.title}>
            <Link to={w.link.to} className="card flex h-full items-start gap-3 no-underline transition-colors hover:border-solace/60">
              <span className="badge shrink-0 text-manus">{w.minutes} min</span>
              <span className="min-w-0">
                <span className="block font-semibold text-mesh-text">{w.title}</span>
                <span className="mt-1 block text-sm text-mesh-muted">{w.text}</span>
                <span className="mt-2 block text-sm font-medium text-solace">
                  {w.link.label} <span aria-hidden="true">→</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function AdvancedTopics() {
  return (
    <PageSection id="advanced-topics" title="Advanced topics" intro="For when the journey is done and you want to go deeper into how the mesh works.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADVANCED_TOPICS.map((t) => (
          <li key={t.title} className="card flex flex-col">
            <h3 className="text-base font-semibold">{t.title}</h3>
            <p className="mt-1 flex-1 text-sm leading-relaxed text-mesh-muted">{t.text}</p>
            <ArrowLink to={t.link.to} className="mt-3">
              {t.link.label}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function CommunityShowcase() {
  return (
    <PageSection
      id="community"
      title="Community stories"
      intro="How walkers describe their journey through the mesh, in their own words. Shared with a first name and their chosen glyph."
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {COMMUNITY_STORIES.map((s) => (
          <li key={s.name}>
            <figure className="card h-full">
              <blockquote className="text-sm leading-relaxed text-mesh-text">“{s.quote}”</blockquote>
              <figcaption className="mt-4 flex items-center gap-3 text-sm">
                <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full border border-mesh-line bg-mesh-bg text-lg text-ignith">
                  {s.glyph}
                </span>
                <span>
                  <span className="font-semibold">{s.name}</span>
                  <span className="text-mesh-muted"> · {s.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

export function FinalCta() {
  return (
    <section
      id="next"
      aria-labelledby="next-title"
      className="scroll-mt-20 rounded-2xl border border-mesh-line bg-gradient-to-br from-[#161a33] via-mesh-bg to-[#2a1410] px-5 py-10 text-center sm:px-10"
    >
      <h2 id="next-title" className="text-2xl font-bold sm:text-3xl">
        {FINAL_CTA.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-mesh-muted">{FINAL_CTA.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {FINAL_CTA.links.map((l) => (
          <Link key={l.to} to={l.to} className={cx(l.primary ? "btn-fire" : "btn-outline", "no-underline")}>
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
