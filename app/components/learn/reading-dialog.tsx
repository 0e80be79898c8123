import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/shared/link";
import type { ComponentProps } from "react";
import { nextItem } from "~/content/learn";
import { UrlDialog } from "../ui/url-dialog";
import { learnHref, type LearnReading } from "./model";

/** The kind of reading that `?<P>=` opens (a guide, a story and a topic share one shape). */
type ReadingOf<P extends LearnReading["param"], R = LearnReading> = R extends { param: infer Q } ? (P extends Q ? R : never) : never;

function isReadingOf<P extends LearnReading["param"]>(reading: LearnReading | null, param: P): reading is ReadingOf<P> {
  return reading?.param === param;
}

/**
 * The reading of `list` (guides, stories, topics, everyday guides) that `?<param>=` opens: its card
 * with its body (`reading`, from the loader: opening a reading reloads the data), its 1-based position
 * in the list and the one after it. No item while the body has not come.
 */
export function useOpenReading<T extends { id: string }, P extends LearnReading["param"]>(list: readonly T[], param: P, reading: LearnReading | null) {
  const [params] = useSearchParams();
  const id = params.get(param);
  const body = isReadingOf(reading, param) && reading.id === id ? reading : null;
  const found = body ? list.find((x) => x.id === body.id) : undefined;
  const item: (ReadingOf<P> & T) | undefined = found && body ? { ...body, ...found } : undefined;
  // `item` is a copy: its place in the list is the card's.
  return { params, item, position: found ? list.indexOf(found) + 1 : 0, next: item ? nextItem(list, item.id) : null };
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
