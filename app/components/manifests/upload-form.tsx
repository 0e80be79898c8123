import { Form } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { INVALID_JSON_TOAST, MANIFEST_TEXT_MAX, parseManifestText, SAMPLE_MANIFEST } from "~/lib/manifests";
import { usePosting } from "../shared/page-form";
import { EnhancedField } from "../ui/enhanced-field";
import { SignInPrompt } from "../ui/sign-in-prompt";
import { useToast } from "../ui/toaster";
import { useHydrated } from "~/hooks/use-hydrated";
import { INTENT, type ManifestReply } from "./types";
import { Panel } from "../ui/page-section";

const PLACEHOLDER = JSON.stringify(SAMPLE_MANIFEST, null, 2);

/**
 * The Echo Manifest textarea and Upload Manifest (disabled while empty or sending). With
 * JavaScript the text is checked first: not JSON → 'Invalid JSON' and nothing is sent. Without
 * JavaScript the server answers the same message on the page and keeps the text.
 */
export function UploadForm({ reply, canAct }: { reply: ManifestReply | undefined; canAct: boolean }) {
  const mine = reply?.intent === INTENT.upload ? reply : undefined;
  const toast = useToast();
  const pending = usePosting(INTENT.upload);
  const [text, setText] = useState(mine && !mine.ok ? (mine.manifestText ?? "") : "");
  const hydrated = useHydrated();

  // A successful upload clears the textarea; a refusal keeps what was typed.
  useEffect(() => {
    if (mine?.ok) setText("");
  }, [mine]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!parseManifestText(text).ok) {
      event.preventDefault();
      toast(INVALID_JSON_TOAST);
    }
  };

  return (
    <Panel headingId="upload-heading" title="Upload an Echo Manifest" className="card">
      <p className="mt-1 text-sm text-mesh-muted">
        Paste a VALOIR Echo Manifest in JSON: a <code>version</code>, an optional <code>manifest_type</code> and <code>root_repo</code>, and{" "}
        <code>node_types</code>, each with a name, a type, a description, a status, an access level and an update path.
      </p>
      {canAct ? (
        <Form method="post" action="/manifest-viewer" onSubmit={onSubmit} className="mt-4 space-y-3" preventScrollReset>
          <EnhancedField />
          <input type="hidden" name="intent" value={INTENT.upload} />
          {mine && !mine.ok ? (
            <div role="alert" className="rounded-md border border-[#ff6b6b]/60 px-3 py-2 text-sm" data-upload-error>
              <p className="font-semibold">{mine.toast.title}</p>
              {mine.toast.description ? <p className="mt-1 text-mesh-muted">{mine.toast.description}</p> : null}
            </div>
          ) : null}
          <label htmlFor="manifest-data" className="label">
            Manifest JSON
          </label>
          <textarea
            id="manifest-data"
            name="manifestData"
            required
            maxLength={MANIFEST_TEXT_MAX}
            rows={12}
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={PLACEHOLDER}
            className="input min-h-[12rem] resize-y font-mono text-xs"
          />
          <button type="submit" className="btn-primary" disabled={hydrated && (pending || text.trim() === "")}>
            {pending ? "Uploading…" : "Upload Manifest"}
          </button>
        </Form>
      ) : (
        <SignInPrompt action="upload and deploy manifests" className="mt-4" />
      )}
    </Panel>
  );
}
