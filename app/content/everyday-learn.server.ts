/**
 * The everyday guides as /learn?tab=everyday shows them (issue 29 §6). Server-only: the loader sends
 * the cards while the tab is open and the body of the one guide `?everyday=` opens, so the guides'
 * text never enters the browser's bundle. The retrieval-only fields (keys, examples) are never sent.
 */
import type { EverydayReading, EverydayShelf } from "~/components/learn/model";
import { EVERYDAY_GUIDES, everydayGuide } from "./everyday.server";
import { EVERYDAY_AREA_LABELS, type EverydayArea } from "./everyday/types";

/** The guides' cards by area, in EVERYDAY_AREA_LABELS order; an area without guides is left out. */
export function everydayShelves(): EverydayShelf[] {
  return (Object.keys(EVERYDAY_AREA_LABELS) as EverydayArea[])
    .map((area) => ({
      area,
      label: EVERYDAY_AREA_LABELS[area],
      guides: EVERYDAY_GUIDES.filter((g) => g.area === area).map(({ id, title, summary }) => ({ id, title, area, summary })),
    }))
    .filter((shelf) => shelf.guides.length > 0);
}

/** The body of the guide with this id, or null for an unknown one (`constructor` included). */
export function everydayReading(id: string): EverydayReading | null {
  const guide = everydayGuide(id);
  if (!guide) return null;
  return { param: "everyday", id: guide.id, matters: guide.matters, steps: guide.steps, tradeoff: guide.tradeoff, getHelp: guide.getHelp };
}
