import { Link } from "@remix-run/react";
import { routeInfo } from "~/lib/routes";

/** The honest notice a screen shows until its feature lands: what it will do, and where to go meanwhile. */
export function ScreenPending({ path }: { path: string }) {
  const info = routeInfo(path);
  const title = info?.label ?? path;
  return (
    <section className="mx-auto max-w-2xl py-12">
      <Link to="/" className="btn-ghost btn-sm no-underline">
        ← Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      {info ? <p className="mt-2 text-lg text-mesh-muted">{info.summary}</p> : null}
      <div role="status" className="card mt-8 border-manus/60">
        <p className="font-semibold text-manus">This screen is being built.</p>
        <p className="mt-2 text-sm text-mesh-muted">
          Its part of the mesh has not landed yet. Everything already live is one click away:
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to="/developers" className="btn-outline btn-sm no-underline">
            Framework overview
          </Link>
          <Link to="/" className="btn-outline btn-sm no-underline">
            Home
          </Link>
        </div>
      </div>
    </section>
  );
}

export function pendingMeta(path: string) {
  const info = routeInfo(path);
  return [{ title: `${info?.label ?? "Trinity Mesh"} · Trinity Mesh` }, { name: "description", content: info?.summary ?? "" }];
}
