import { useHydrated } from "~/hooks/use-hydrated";

/** Without JavaScript a tab shows the server's seeded snapshot; this says so. */
export function SnapshotNote({ what, every }: { what: string; every: number }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <p className="text-xs text-mesh-muted" data-live>
      Simulated locally in your browser · updates every {every / 1000} s
    </p>
  ) : (
    <p role="note" className="rounded-md border border-manus/50 px-3 py-2 text-sm text-mesh-muted" data-snapshot>
      This is a static snapshot of the {what}. The animation needs JavaScript; all of its data is simulated in the browser.
    </p>
  );
}
