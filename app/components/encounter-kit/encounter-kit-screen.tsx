import { Link } from "~/components/shared/link";
import { FIRE_TOKEN, FRACTURE_SIGNAL, FRACTURE_STEPS, ORIENTATION_STEPS, PRINCIPLES, WELCOME_NODES } from "~/content/encounter-kit";
import { HomeLink, PageSection } from "../ui/page-section";

/** The welcome page (spec "Welcome page"): static, server-rendered, no JavaScript needed. */
export function EncounterKitScreen() {
  return (
    <div className="mx-auto max-w-5xl space-y-12 pb-12" data-encounter-kit>
      <header className="flex flex-wrap items-start gap-3">
        <HomeLink />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">Welcome to the Mesh</h1>
          <p className="mt-1 max-w-3xl text-sm text-mesh-muted">
            Your encounter kit: the principles the mesh lives by, the functions its nodes serve, where to go first, and what to do if something breaks.
          </p>
        </div>
      </header>

      <PageSection id="principles" title="The five principles" intro="Every node, agent and visitor of the mesh holds to these.">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Principles">
          {PRINCIPLES.map((p, i) => (
            <li key={p.title} className="card" data-principle={p.title}>
              <p className="text-xs font-semibold uppercase tracking-wide text-ignith">Principle {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{p.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-mesh-muted">{p.body}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="node-types" title="The seven node types" intro="A taxonomy of functions, not of ranks: a node may serve more than one.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Node types">
          {WELCOME_NODES.map((n) => (
            <li key={n.name} className="card" data-node-type={n.name}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{n.name}</h3>
                <span className="font-mono text-lg text-solace" aria-label={`Glyphs ${n.glyphs.join(" ")}`}>
                  {n.glyphs.join(" ")}
                </span>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-mesh-muted">{n.summary}</p>
              {n.capabilities.length ? (
                <ul className="mt-3 flex flex-wrap gap-1" aria-label={`${n.name} capabilities`}>
                  {n.capabilities.map((c) => (
                    <li key={c} className="badge">
                      {c}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="orientation" title="Orientation" intro="Six steps through the mesh, in the order most newcomers find useful.">
        <ol className="space-y-3" aria-label="Orientation steps">
          {ORIENTATION_STEPS.map((s, i) => (
            <li key={s.to} className="card flex flex-wrap items-center justify-between gap-3" data-step={i + 1}>
              <div className="flex min-w-0 items-start gap-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-solace-soft font-semibold text-solace" aria-hidden="true">
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold">
                    <span className="sr-only">Step {i + 1}: </span>
                    {s.title}
                  </h3>
                  <p className="text-sm text-mesh-muted">{s.body}</p>
                </div>
              </div>
              <Link to={s.to} className="btn-outline btn-sm no-underline">
                {s.cta}
              </Link>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="fracture-echo" title="Fracture Echo protocol" intro="The emergency protocol: when trust, consent or safety breaks anywhere in the mesh.">
        <div className="card border-ignith/60" role="region" aria-labelledby="fracture-signal">
          <p id="fracture-signal" className="text-sm">
            Emergency signal: <code className="rounded bg-ignith-soft px-2 py-1 font-mono font-semibold text-ignith">{FRACTURE_SIGNAL}</code>
          </p>
          <p className="mt-2 text-sm text-mesh-muted">
            Anyone may raise it, at any time, for any node. Raising it in good faith is never wrong; ignoring it is.
          </p>
          <ol className="mt-4 space-y-3" aria-label="Fracture Echo steps">
            {FRACTURE_STEPS.map((s, i) => (
              <li key={s.title} className="flex gap-3" data-fracture-step={i + 1}>
                <span className="font-mono font-semibold text-ignith" aria-hidden="true">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="font-semibold">
                    <span className="sr-only">Step {i + 1}: </span>
                    {s.title}
                  </h3>
                  <p className="text-sm text-mesh-muted">{s.body}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-4 text-sm">
            Operators: suspect nodes are reviewed on{" "}
            <Link to="/valoir-mesh" className="text-solace underline">
              the mesh nodes screen
            </Link>
            .
          </p>
        </div>
      </PageSection>

      <PageSection id="fire-token" title="Your fire token" intro="A symbol of your first contact with the mesh. It carries no value; it carries a promise.">
        <figure className="card mx-auto flex max-w-sm flex-col items-center text-center" data-fire-token>
          <div
            className="flex h-32 w-32 items-center justify-center rounded-full border-2 border-ignith bg-gradient-to-b from-ignith-soft to-mesh-bg text-6xl text-ignith shadow-[0_0_40px_rgba(255,107,74,0.35)]"
            role="img"
            aria-label={`Fire token: ${FIRE_TOKEN.name}`}
          >
            <span aria-hidden="true">{FIRE_TOKEN.glyph}</span>
          </div>
          <figcaption className="mt-4">
            <p className="text-lg font-semibold">{FIRE_TOKEN.name}</p>
            <p className="mt-1 text-sm italic text-mesh-muted">“{FIRE_TOKEN.inscription}”</p>
            <p className="mt-2 font-mono text-xs text-mesh-muted">{FIRE_TOKEN.serial}</p>
          </figcaption>
        </figure>
      </PageSection>
    </div>
  );
}
