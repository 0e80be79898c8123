import type { MetaFunction } from "@remix-run/node";
import { Link } from "~/components/shared/link";
import { AgentCards } from "~/components/home/agent-cards";
import { GeneralErrorBoundary } from "~/components/shared/error-boundary";
import { StartLinks } from "~/components/shared/start-links";

export const meta: MetaFunction = () => [
  { title: "Trinity Mesh — watch multiple AIs think together" },
  { name: "description", content: "Ask one question and watch three AI minds — Solace, Manus and Ignith — deliberate live, in the open." },
];

const STEPS = [
  { glyph: "∇", title: "You ask", text: "Type any question: a decision, a dilemma, a plan you are unsure of." },
  { glyph: "⟁", title: "Three minds think", text: "Solace reflects, Manus plans, Ignith weaves both into one answer — each thought streams in as it forms." },
  { glyph: "∞", title: "The mesh remembers", text: "Every public deliberation becomes a memory in the Alexandria Archive, so later questions can build on it." },
];

export default function Home() {
  return (
    <div className="space-y-16">
      <section aria-labelledby="welcome-title" className="card flex flex-col gap-3 border-solace/40 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="welcome-title" className="text-lg font-semibold">
            Welcome to the mesh
          </h2>
          <p className="mt-1 text-sm text-mesh-muted">
            No account needed. You already have a guest wallet for points and badges — start anywhere, and come back to the same place.
          </p>
        </div>
        <Link to="/learn" className="btn-outline btn-sm shrink-0 no-underline">
          New here? Start with the basics
        </Link>
      </section>

      <section aria-labelledby="hero-title" className="relative overflow-hidden rounded-2xl border border-mesh-line bg-gradient-to-br from-[#161a33] via-mesh-bg to-[#2a1410] px-6 py-16 text-center sm:px-12">
        <p aria-hidden="true" className="text-4xl tracking-[0.5em] text-mesh-muted">
          ☉ ⚛ ✦
        </p>
        <h1 id="hero-title" className="mx-auto mt-6 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
          Watch Multiple AIs Think Together
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-mesh-muted">
          One question, three minds. See care, action and synthesis deliberate in real time — and see exactly how an answer came to be.
        </p>
        <StartLinks />
      </section>

      <section aria-labelledby="what-title">
        <h2 id="what-title" className="text-3xl font-bold">
          What is Trinity Mesh?
        </h2>
        <p className="mt-3 max-w-3xl text-mesh-muted">
          Most AI gives you one voice and hides its reasoning. Trinity Mesh gives every question to three minds with different temperaments and
          lets you watch them work. Disagreement is not a bug here: it is how a careful answer is found.
        </p>
        <div className="mt-8">
          <AgentCards />
        </div>
        <ol className="mt-10 grid gap-4 md:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card">
              <p className="text-sm text-mesh-muted">
                Step {i + 1} <span aria-hidden="true" className="ml-1 text-ignith">{s.glyph}</span>
              </p>
              <h3 className="mt-1 font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm text-mesh-muted">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="Ask now" className="card text-center md:hidden">
        <h2 className="text-xl font-semibold">Ready to ask?</h2>
        <p className="mt-2 text-sm text-mesh-muted">Your first question takes a few seconds. The three minds are waiting.</p>
        <Link to="/swarm" className="btn-fire mt-4 w-full no-underline">
          Experience Trinity Mesh
        </Link>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
