import { Link, useSearchParams } from "@remix-run/react";
import type { ComponentProps } from "react";
import { nextItem } from "~/content/learn";
import { UrlDialog } from "../ui/url-dialog";
import { learnHref, type LearnReading } from "./model";

/**
 * The reading of `list` (guides, stories, topics) that `?<param>=` opens, with its body (`reading`,
 * from the loader: opening a reading reloads the data), and the one after it. No item while the body
 * has not come.
 */
export function useOpenReading<T extends { id: string }>(list: readonly T[], param: LearnReading["param"], reading: LearnReading | null) {
  const [params] = useSearchParams();
  const id = params.get(param);
  const found = reading && reading.param === param && reading.id === id ? list.find((x) => x.id === id) : undefined;
  const item = found && reading ? { ...found, paragraphs: reading.paragraphs, nextSteps: reading.nextSteps } : undefined;
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
