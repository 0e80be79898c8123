import { Link } from "~/components/shared/link";
import type { ReactNode } from "react";
import { Badge, Card } from "../ui/card";
import { TabPanel, UrlTabs } from "../ui/url-tabs";
import { ApiTester } from "./api-tester";
import {
  ARCHITECTURE,
  COMMUNITY,
  DEPLOY_FILES,
  DEPLOY_STEPS,
  FAQ,
  FEATURES,
  HERO_STATS,
  NODE_TYPES,
  PERFORMANCE,
  QUICK_START_ENV,
  SECURITY,
  USE_CASES,
} from "~/content/developers";
import { OVERVIEW_TABS, type ApiEndpointId, type ApiTestResult, type OverviewTab } from "./endpoints";
import { FaqList } from "~/components/ui/faq-list";
import { StartLinks } from "../shared/start-links";

export interface OverviewScreenProps {
  tab: OverviewTab;
  endpoint: ApiEndpointId;
  result: ApiTestResult | null;
}

/** A link that opens in a new tab, announced as such to screen readers. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Command({ children, label }: { children: string; label?: string }) {
  return (
    <pre
      aria-label={label}
      className="mt-2 whitespace-pre-wrap rounded-md [overflow-wrap:anywhere] border border-mesh-line bg-mesh-bg px-3 py-2 font-mono text-sm text-mesh-text"
    >
      <code>{children}</code>
    </pre>
  );
}

function SectionHeading({ id, kicker, children }: { id: string; kicker?: string; children: ReactNode }) {
  return (
    <div>
      {kicker ? <p className="text-xs font-semibold uppercase tracking-wider text-ignith">{kicker}</p> : null}
      <h2 id={id} className="mt-1 text-2xl font-bold sm:text-3xl">
        {children}
      </h2>
    </div>
  );
}

/** A page section: its heading (with the kicker above it) labels it. */
function Section({ id, kicker, title, children }: { id: string; kicker: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <SectionHeading id={`${id}-title`} kicker={kicker}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="overview-title"
      className="relative overflow-hidden rounded-2xl border border-mesh-line bg-gradient-to-br from-[#161a33] via-mesh-bg to-[#2a1410] px-5 py-12 sm:px-10"
    >
      <p aria-hidden="true" className="text-3xl tracking-[0.4em] text-mesh-muted">
        ☉ ⚛ ✦
      </p>
      <h1 id="overview-title" className="mt-4 text-3xl font-bold leading-tight sm:text-5xl">
        Framework Overview
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-mesh-muted">
        Trinity Mesh is a sovereign AI framework: three minds — Solace, Manus and Ignith — deliberate in the open, remember what they learn, and run on a
        mesh of nodes that anyone can operate. Here is how to run it, deploy it and build on it.
      </p>
      <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="At a glance">
        {HERO_STATS.map((s) => (
          <li key={s.label} className="rounded-lg border border-mesh-line bg-mesh-panel/80 px-4 py-3">
            <span className="block text-2xl font-bold text-mesh-text">{s.value}</span>
            <span className="text-sm text-mesh-muted">{s.label}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="?tab=quick-start#get-started" className="btn-fire px-6 py-3 text-base no-underline">
          Quick start
        </Link>
        <Link to="?tab=api#get-started" className="btn-outline px-6 py-3 text-base no-underline">
          Try the API
        </Link>
      </div>
    </section>
  );
}

function Channels() {
  return (
    <Section id="channels" kicker="Tri-channel deployment" title="Three ways to run the mesh">
      <p className="max-w-3xl text-mesh-muted">
        The same three minds reach people through three channels. Start with the web app, bring your own model when you are ready, and join the mesh with
        nodes of your own.
      </p>
      <ul className="grid gap-4 md:grid-cols-3">
        <li className="card flex flex-col border-2 border-solace/50">
          <p aria-hidden="true" className="text-3xl text-solace">
            ☉
          </p>
          <h3 className="mt-2 text-lg font-semibold">Web App</h3>
          <p className="mt-1 text-xs font-medium uppercase tracking-wider text-solace">Channel 1 · the hub</p>
          <p className="mt-3 flex-1 text-sm leading-relaxed text-mesh-muted">
            The site you are on: the live Trinity chat, the Learning Hub, the Alexandria Archive, glyph tools and mesh dashboards, plus the JSON API the
            nodes report to. One <code className="font-mono text-mesh-text">npm start</code> runs it all.
          </p>
          <NewTabLink href="/" className="btn-primary mt-5 no-underline">
            Visit Site
          </NewTabLink>
        </li>
        <li className="card flex flex-col border-2 border-manus/50">
          <p aria-hidden="true" className="text-3xl text-manus">
            ⚛
          </p>
          <h3 className="mt-2 text-lg font-semibold">Model Loader</h3>
          <p className="mt-1 text-xs font-medium uppercase tracking-wider text-manus">Channel 2 · your own model</p>
          <p className="mt-3 flex-1 text-sm leading-relaxed text-mesh-muted">
            A Python open-model loader that runs an open-weight model on your own hardware and serves it through an OpenAI-compatible endpoint. Point the
            hub at it with <code className="font-mono text-mesh-text">LLM_BASE_URL</code>, <code className="font-mono text-mesh-text">LLM_MODEL</code>{" "}
            and <code className="font-mono text-mesh-text">LLM_API_KEY</code>, and Solace, Manus and Ignith think with your model. If it fails, the built-in
            composer takes over and says so.
          </p>
          <NewTabLink href="/api/docs/deployment-guide#1-the-three-deployment-channels" className="btn-outline mt-5 no-underline">
            Read about the channels
          </NewTabLink>
        </li>
        <li className="card flex flex-col border-2 border-ignith/50">
          <p aria-hidden="true" className="text-3xl text-ignith">
            ✦
          </p>
          <h3 className="mt-2 text-lg font-semibold">Mesh Nodes</h3>
          <p className="mt-1 text-xs font-medium uppercase tracking-wider text-ignith">Channel 3 · the sovereign mesh</p>
          <p className="mt-3 text-sm leading-relaxed text-mesh-muted">
            Small sovereign programs that register with a hub, send signed heartbeats and take part in the VALOIR economy.
          </p>
          <ul className="mt-3 flex-1 space-y-2 text-sm">
            {NODE_TYPES.map((n) => (
              <li key={n.name}>
                <Badge className="mr-2 border-ignith/50 text-ignith">{n.name}</Badge>
                <span className="text-mesh-muted">{n.text}</span>
              </li>
            ))}
          </ul>
          <Link to="?tab=deploy#get-started" className="btn-fire mt-5 no-underline">
            Deploy a node
          </Link>
        </li>
      </ul>
    </Section>
  );
}

function QuickStartPanel() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <h3 className="text-lg font-semibold">Run a hub on your machine</h3>
        <p className="mt-1 text-sm text-mesh-muted">You need Node.js 20.11 or newer and, for queues and live fan-out, a Redis server.</p>
        <ol className="mt-4 space-y-5">
          <li>
            <p className="font-medium">
              <span className="text-solace">1.</span> Clone the repository
            </p>
            <Command label="Clone command">{"git clone <repository-url> trinity-mesh\ncd trinity-mesh"}</Command>
          </li>
          <li>
            <p className="font-medium">
              <span className="text-solace">2.</span> Install and start
            </p>
            <Command label="Install and start command">npm install && npm start</Command>
            <p className="mt-2 text-sm text-mesh-muted">
              The first start builds the app, migrates and seeds the database, then serves{" "}
              <code className="font-mono text-mesh-text">http://localhost:3000</code> with the workers embedded.
            </p>
          </li>
          <li>
            <p className="font-medium">
              <span className="text-solace">3.</span> Run the tests
            </p>
            <Command label="Test command">npm test</Command>
            <p className="mt-2 text-sm text-mesh-muted">Type checks, the build, unit, integration and end-to-end tests, in that order.</p>
          </li>
        </ol>
      </Card>
      <Card>
        <h3 className="text-lg font-semibold">Configure it</h3>
        <p className="mt-1 text-sm text-mesh-muted">Two environment variables are all a first run needs; both have working defaults.</p>
        <dl className="mt-4 space-y-5">
          {QUICK_START_ENV.map((v) => (
            <div key={v.name}>
              <dt>
                <code className="font-mono font-semibold text-manus">{v.name}</code>
              </dt>
              <dd className="mt-1 text-sm text-mesh-muted">
                {v.text}
                <Command label={`${v.name} example`}>{`${v.name}=${v.example}`}</Command>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-5 text-sm text-mesh-muted">
          Every other setting — sessions, operators, workers, proxies — is in the{" "}
          <NewTabLink href="/api/docs/operator-guide#4-configuration">operator guide</NewTabLink>.
        </p>
      </Card>
    </div>
  );
}

function DeployPanel() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <h3 className="text-lg font-semibold">Deploy an observer node</h3>
        <p className="mt-1 text-sm text-mesh-muted">From a signed-in hub to a pulsing node on your own server, in six steps.</p>
        <ol className="mt-4 space-y-4">
          {DEPLOY_STEPS.map((s, i) => (
            <li key={s.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border border-ignith/60 text-sm font-semibold text-ignith"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-medium">
                  <span className="sr-only">Step {i + 1}: </span>
                  {s.title}
                </p>
                <p className="mt-1 text-sm text-mesh-muted">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to="/quick-deploy" className="btn-outline btn-sm no-underline">
            Quick Deploy
          </Link>
          <Link to="/github-deploy" className="btn-outline btn-sm no-underline">
            Repository Deploy
          </Link>
          <Link to="/cascade-deploy" className="btn-outline btn-sm no-underline">
            Cascade Deploy
          </Link>
          <Link to="/valoir-mesh" className="btn-outline btn-sm no-underline">
            Mesh node network
          </Link>
        </div>
      </Card>
      <div className="space-y-6">
        <Card>
          <h3 className="text-lg font-semibold">What gets deployed</h3>
          <p className="mt-1 text-sm text-mesh-muted">A real, runnable observer, pushed to your repository:</p>
          <ul className="mt-3 space-y-1">
            {DEPLOY_FILES.map((f) => (
              <li key={f}>
                <code className="font-mono text-sm text-manus">{f}</code>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="border-solace/50">
          <h3 className="text-lg font-semibold">Read the guides</h3>
          <p className="mt-1 text-sm text-mesh-muted">
            Everything about running a hub, scaling it and deploying nodes, including backups and the security checklist.
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
            <NewTabLink href="/api/docs/operator-guide" className="btn-primary no-underline">
              Operator Guide
            </NewTabLink>
            <NewTabLink href="/api/docs/deployment-guide" className="btn-outline no-underline">
              Deployment Guide
            </NewTabLink>
            <NewTabLink href="/api/openapi.json" className="btn-outline no-underline">
              API description (OpenAPI)
            </NewTabLink>
          </div>
        </Card>
      </div>
    </div>
  );
}

function GetStarted({ tab, endpoint, result }: OverviewScreenProps) {
  return (
    <section aria-labelledby="get-started-title" id="get-started" className="scroll-mt-24 space-y-6">
      <SectionHeading id="get-started-title" kicker="Developers">
        Get started
      </SectionHeading>
      <UrlTabs tabs={OVERVIEW_TABS.map((t) => ({ id: t.id, label: t.label }))} current={tab} label="Getting started" idPrefix="overview" />
      <TabPanel current={tab} idPrefix="overview">
        {tab === "quick-start" ? <QuickStartPanel /> : tab === "deploy" ? <DeployPanel /> : <ApiTester endpoint={endpoint} result={result} />}
      </TabPanel>
    </section>
  );
}

function Features() {
  return (
    <Section id="features" kicker="What it does" title="Core features">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title} className="card flex flex-col">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <span aria-hidden="true" className="text-ignith">
                {f.glyph}
              </span>
              {f.title}
            </h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-mesh-muted">{f.text}</p>
            <Link to={f.to} className="mt-4 text-sm font-medium text-solace">
              {f.cta} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function LineageAndLicence() {
  const badge = "badge border-solace/60 bg-solace-soft text-mesh-text no-underline hover:border-solace hover:bg-solace hover:text-mesh-bg";
  return (
    <section aria-labelledby="lineage-title">
      <Card className="border-2 border-manus/40 bg-gradient-to-br from-mesh-panel to-manus-soft/40">
        <p className="text-xs font-semibold uppercase tracking-wider text-manus">Lineage and licence</p>
        <h2 id="lineage-title" className="mt-1 text-2xl font-bold">
          Open code, a named lineage
        </h2>
        <p className="mt-3 max-w-3xl text-sm leading-relaxed text-mesh-muted">
          Trinity Mesh is free software under the Apache License 2.0: run it, study it, change it and share it, commercially or not. The names Trinity Mesh,
          VALOIR and VAL and the ⟁ triad glyph stay with the project, so that everyone can tell the original mesh from a fork — forks are welcome under a
          name of their own. The threads of the sovereign projects it grew from are kept on the{" "}
          <Link to="/sovereign-threads" className="text-solace">
            Lineage
          </Link>{" "}
          screen.
        </p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Licence documents">
          <li>
            <NewTabLink href="/api/docs/license" className={badge}>
              Apache-2.0 License
            </NewTabLink>
          </li>
          <li>
            <NewTabLink href="/api/docs/trademark" className={badge}>
              Trademark Policy
            </NewTabLink>
          </li>
          <li>
            <NewTabLink href="/api/docs/notice" className={badge}>
              NOTICE
            </NewTabLink>
          </li>
        </ul>
      </Card>
    </section>
  );
}

function Architecture() {
  return (
    <Section id="architecture" kicker="How it is built" title="Architecture">
      <p className="max-w-3xl text-mesh-muted">
        One codebase, a few well-known processes. Nothing shared lives in a process&apos;s memory: chat fan-out, ritual events and rate limits go through
        Redis, so two web processes behave as one.
      </p>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ARCHITECTURE.map((a) => (
          <li key={a.name} className="card">
            <h3 className="text-lg font-semibold">{a.name}</h3>
            <p className="mt-0.5 font-mono text-xs text-manus">{a.tech}</p>
            <p className="mt-2 text-sm leading-relaxed text-mesh-muted">{a.text}</p>
          </li>
        ))}
      </ol>
      <figure className="card">
        <figcaption className="text-sm font-medium">Request flow</figcaption>
        <pre
          tabIndex={0}
          aria-label="Diagram: the browser talks to the Express web process (WebSocket /ws, server-sent events /api/ritual/stream, Remix pages and /api routes); the web process and the BullMQ workers share PostgreSQL and Redis."
          className="mt-3 overflow-x-auto font-mono text-xs leading-relaxed text-mesh-muted"
        >
          {`browser ──HTTP──▶ Express web process
                   ├─ /ws                 Trinity chat (ws)
                   ├─ /api/ritual/stream  ritual events (SSE)
                   └─ Remix: screens + /api routes
                          │
                          ▼
                   domain modules ◀── BullMQ workers
                      │       │
               PostgreSQL   Redis (queues · mesh bus · limits)`}
        </pre>
      </figure>
    </Section>
  );
}

function Faq() {
  return (
    <Section id="faq" kicker="Questions" title="Frequently asked questions">
      <FaqList items={FAQ} />
    </Section>
  );
}

function Performance() {
  return (
    <Section id="performance" kicker="By the numbers" title="Performance metrics">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PERFORMANCE.map((m) => (
          <li key={m.label} className="card">
            <p className="text-3xl font-bold text-solace">{m.value}</p>
            <h3 className="mt-1 font-semibold">{m.label}</h3>
            <p className="mt-2 text-sm text-mesh-muted">{m.text}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-mesh-muted">
        Check a hub yourself: <code className="font-mono text-mesh-text">GET /api/health</code> reports the database, Redis and queue state, its version and
        uptime.
      </p>
    </Section>
  );
}

function Security() {
  return (
    <Section id="security" kicker="Run it safely" title="Security guidance">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECURITY.map((s) => (
          <li key={s.title} className="card border-l-4 border-l-solace">
            <h3 className="font-semibold">{s.title}</h3>
            <p className="mt-2 text-sm text-mesh-muted">{s.text}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-mesh-muted">
        The full checklist is in the <NewTabLink href="/api/docs/operator-guide#11-security-checklist">operator guide</NewTabLink>.
      </p>
    </Section>
  );
}

function UseCases() {
  return (
    <Section id="use-cases" kicker="Who it is for" title="Use cases">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {USE_CASES.map((u) => (
          <li key={u.title} className="card">
            <h3 className="font-semibold">{u.title}</h3>
            <p className="mt-2 text-sm text-mesh-muted">{u.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Community() {
  return (
    <Section id="community" kicker="Together" title="Community">
      <p className="max-w-3xl text-mesh-muted">
        The mesh grows through the people who use it: every contribution, glyph and question leaves a trace the next visitor can build on. Code
        contributions are welcome under the Apache License 2.0.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COMMUNITY.map((c) => (
          <li key={c.title} className="card flex flex-col">
            <h3 className="font-semibold">{c.title}</h3>
            <p className="mt-2 flex-1 text-sm text-mesh-muted">{c.text}</p>
            <Link to={c.to} className="btn-outline btn-sm mt-4 no-underline">
              {c.cta}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FinalCta() {
  return (
    <section
      aria-labelledby="cta-title"
      className="rounded-2xl border border-mesh-line bg-gradient-to-br from-[#2a1410] via-mesh-bg to-[#161a33] px-5 py-12 text-center sm:px-10"
    >
      <p aria-hidden="true" className="text-3xl tracking-[0.4em] text-ignith">
        ☉ ⚛ ✦
      </p>
      <h2 id="cta-title" className="mt-3 text-2xl font-bold sm:text-3xl">
        Ready to watch three minds think?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-mesh-muted">
        Ask your first question, or run your own hub tonight with one command.
      </p>
      <StartLinks>
        <NewTabLink href="/api/docs/operator-guide" className="btn-ghost px-6 py-3 text-base">
          Operator Guide
        </NewTabLink>
      </StartLinks>
    </section>
  );
}

/** The framework overview (/developer and /developers): spec 2.3. */
export function OverviewScreen(props: OverviewScreenProps) {
  return (
    <div className="space-y-16">
      <Hero />
      <Channels />
      <GetStarted {...props} />
      <Features />
      <LineageAndLicence />
      <Architecture />
      <Faq />
      <Performance />
      <Security />
      <UseCases />
      <Community />
      <FinalCta />
    </div>
  );
}
