import { Link, useSearchParams } from "@remix-run/react";
import type { ComponentProps } from "react";
import { nextItem } from "~/content/learn";
import { UrlDialog } from "../ui/url-dialog";
import { learnHref } from "./model";

/** The reading of `list` (guides, stories, topics) that `?<param>=` opens, and the one after it. */
export function useOpenReading<T extends { id: string }>(list: readonly T[], param: string) {
  const [params] = useSearchParams();
  const item = list.find((x) => x.id === params.get(param));
  return { params, item, next: item ? nextItem(list, item.id) : null };
}

/** A reading open as a URL dialog on `?<param>=`: closing drops the param, `nextLabel` opens the next reading in its place. */
export function ReadingDialog({
  param,
  next,
  nextLabel,
  ...dialog
}: Omit<ComponentProps<typeof UrlDialog>, "closeTo" | "actions"> & { param: string; next: { id: string }; nextLabel: string }) {
  const [params] = useSearchParams();
  return (
    <UrlDialog
      {...dialog}
      closeTo={learnHref(params, { [param]: null })}
      actions={
        <Link to={learnHref(params, { [param]: next.id })} preventScrollReset replace className="btn-primary no-underline">
          {nextLabel} <span aria-hidden="true">→</span>
        </Link>
      }
    />
  );
}
