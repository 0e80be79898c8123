import type { ReactNode } from "react";
import { relativeTime } from "~/lib/time";
import { useHydrated } from "~/hooks/use-hydrated";
import { cx } from "../ui/card";
import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { FormReply } from "~/lib/form";
import { nodeLocation } from "~/lib/nodes";
import { FieldErrors } from "../ui/field";
import type { MerchantNodeView } from "./merchant-types";

/** One number of a screen's statistics. */
export function StatCard({ label, value, hint, accent = "text-solace" }: { label: string; value: number | null; hint?: string; accent?: string }) {
  return (
    <div className="card" data-stat={label}>
      <p className="text-sm text-mesh-muted">{label}</p>
      <p className={cx("mt-1 text-3xl font-bold tabular-nums", accent)}>{value === null ? "—" : value.toLocaleString("en-US")}</p>
      {hint ? <p className="mt-1 text-xs text-mesh-muted">{hint}</p> : null}
    </div>
  );
}

/**
 * A refusal shown inside the form. With JavaScript the same words come as a toast, so this is for
 * a post made without it (a refused post renders the page again; the flash toast rides redirects).
 */
export function InlineReply({ reply }: { reply: Pick<FormReply, "ok" | "toast"> | undefined }) {
  const hydrated = useHydrated();
  if (!reply || reply.ok || hydrated) return null;
  return (
    <div role="alert" className="rounded-md border border-[#ff6b6b] bg-[#2a1216] p-3 text-sm" data-inline-reply>
      <p className="font-semibold">{reply.toast.title}</p>
      {reply.toast.description ? <p className="mt-1 text-mesh-muted">{reply.toast.description}</p> : null}
    </div>
  );
}

/** A relative time ("5m ago") from the server's clock, so the server render and hydration agree. */
export function Timestamp({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={`${iso.replace("T", " ").slice(0, 19)} UTC`} className="text-xs text-mesh-muted">
      {relativeTime(iso, now)}
    </time>
  );
}

export function ReadFailed({ what, children }: { what: string; children?: ReactNode }) {
  return (
    <p role="alert" className="field-error">
      Could not load {what}. Please refresh the page.{children}
    </p>
  );
}

/**
 * The required merchant choice of the onboarding and offer forms: the mesh's active Merchant nodes.
 * Its form's defaultValue has `merchantNodeId: ""`, so a reset puts it back on the placeholder.
 */
export function MerchantField({ merchants, field }: { merchants: MerchantNodeView[]; field: FieldMetadata<unknown, Record<string, unknown>, string[]> }) {
  return (
    <div>
      <label htmlFor={field.id} className="label">
        Merchant node <span className="text-mesh-muted">(required)</span>
      </label>
      <select {...getSelectProps(field)} key={field.key} className={invalidBorder(field)}>
        <option value="">Select a merchant node</option>
        {merchants.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name} · {nodeLocation(m.location)}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
      {merchants.length === 0 ? <p className="mt-1 text-sm text-mesh-muted">No active Merchant node is on the mesh right now.</p> : null}
    </div>
  );
}

/** An input's classes, with the error border while the field has errors. */
export function invalidBorder(field: { errors?: string[] }, className = "input") {
  return cx(className, Boolean(field.errors?.length) && "border-[#ff6b6b]");
}
