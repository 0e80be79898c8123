import { isRunning } from "~/lib/manifests";
import { HomeLink } from "../ui/page-section";
import { useReplyToast } from "~/hooks/use-reply-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { useNow } from "~/hooks/use-now";
import { ManifestList } from "./manifest-list";
import { UploadForm } from "./upload-form";
import type { ManifestReply, ManifestViewerData } from "./types";
import { useRevalidateWhile } from "~/hooks/use-read";

/** While a cascade runs, the list and the open details are read again this often. */
export const CASCADE_POLL_MS = 2000;

/** The manifest viewer (spec "Manifest viewer"): upload an Echo Manifest, deploy its cascade, follow it. */
export function ManifestScreen({ data, reply }: { data: ManifestViewerData; reply: ManifestReply | undefined }) {
  const hydrated = useHydrated();
  const now = useNow(data.now, 30_000);
  const running = (data.manifests ?? []).some((m) => isRunning(m.status)) || (data.details ? isRunning(data.details.cascade.status) : false);
  useRevalidateWhile(running, CASCADE_POLL_MS);

  // With JavaScript the action answers with data: its toast is shown here.
  useReplyToast(reply);

  return (
    <div className="mx-auto max-w-5xl pb-10" data-manifest-screen data-hydrated={hydrated || undefined}>
      <header className="flex flex-wrap items-start gap-3">
        <HomeLink />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">Manifest Viewer</h1>
          <p className="mt-1 text-sm text-mesh-muted">
            Register a VALOIR Echo Manifest, then deploy its cascade: each declared node joins the mesh as a pending node awaiting an operator's approval.
          </p>
        </div>
      </header>
      <div className="mt-6">
        <UploadForm reply={reply} canAct={data.canAct} />
      </div>
      {running ? (
        <p role="status" className="mt-4 text-sm text-solace" data-polling>
          {hydrated ? (
            `A cascade is deploying; this list refreshes every ${CASCADE_POLL_MS / 1000} s.`
          ) : (
            <>
              A cascade is deploying (queued jobs run one node at a time);{" "}
              <a href={data.detailsId ? `/manifest-viewer?details=${encodeURIComponent(data.detailsId)}` : "/manifest-viewer"} className="underline">
                refresh
              </a>{" "}
              to follow its progress.
            </>
          )}
        </p>
      ) : null}
      <ManifestList manifests={data.manifests} details={data.details} detailsId={data.detailsId} canAct={data.canAct} now={now} />
    </div>
  );
}
