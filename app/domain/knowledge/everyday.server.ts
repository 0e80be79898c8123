/**
 * The everyday guides as passages of their own index (knowledge.server.ts `searchEveryday`): the
 * title and the visitor's words for the situation (keys) rank highest, then the summary and what
 * matters, then the steps; the area is context. The minds read the whole guide by id
 * (`guideOfPassage`), never the passage text alone.
 */
import { EVERYDAY_GUIDES, everydayGuide, everydayHref } from "~/content/everyday.server";
import { EVERYDAY_AREA_LABELS, type EverydayGuide } from "~/content/everyday/types";
import type { KnowledgePassage } from "../trinity/types";
import type { PassageSource } from "./passages.server";

const PREFIX = "everyday:";

export function everydayPassages(): PassageSource[] {
  return EVERYDAY_GUIDES.map((g) => ({
    id: `${PREFIX}${g.id}`,
    kind: "everyday",
    title: g.title,
    keys: g.keys.join(";"),
    text: `${g.summary} ${g.matters}`,
    href: everydayHref(g.id),
    context: `${EVERYDAY_AREA_LABELS[g.area]} everyday guide`,
  }));
}

/** The guide a passage of the everyday index stands for, or null for any other passage. */
export function guideOfPassage(p: Pick<KnowledgePassage, "id">): EverydayGuide | null {
  return p.id.startsWith(PREFIX) ? everydayGuide(p.id.slice(PREFIX.length)) : null;
}

/** How a guide is cited under a thought. */
export function guideSource(g: EverydayGuide): { title: string; href: string } {
  return { title: `Everyday guide: ${g.title}`, href: everydayHref(g.id) };
}
