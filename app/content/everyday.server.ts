/**
 * Every everyday guide, in area order (issue 29 §6). Server-only: the minds' index and
 * /learn?tab=everyday's loader read them; the browser gets the cards and the one guide it opens.
 */
import { HEALTH_GUIDES } from "./everyday/health";
import { HOME_GUIDES } from "./everyday/home";
import { MONEY_GUIDES } from "./everyday/money";
import { MOVING_GUIDES } from "./everyday/moving";
import { PARENTING_GUIDES } from "./everyday/parenting";
import { RELATIONSHIPS_GUIDES } from "./everyday/relationships";
import { SLEEP_GUIDES } from "./everyday/sleep";
import { STRESS_GUIDES } from "./everyday/stress";
import { STUDY_GUIDES } from "./everyday/study";
import { TRAVEL_GUIDES } from "./everyday/travel";
import type { EverydayGuide } from "./everyday/types";
import { WORK_GUIDES } from "./everyday/work";

export const EVERYDAY_GUIDES: readonly EverydayGuide[] = [
  ...SLEEP_GUIDES,
  ...STRESS_GUIDES,
  ...STUDY_GUIDES,
  ...WORK_GUIDES,
  ...MONEY_GUIDES,
  ...RELATIONSHIPS_GUIDES,
  ...PARENTING_GUIDES,
  ...MOVING_GUIDES,
  ...TRAVEL_GUIDES,
  ...HOME_GUIDES,
  ...HEALTH_GUIDES,
];

const BY_ID = new Map(EVERYDAY_GUIDES.map((g) => [g.id, g]));

/** The guide with this id, or null (ids such as "constructor" find nothing). */
export function everydayGuide(id: string): EverydayGuide | null {
  return BY_ID.get(id) ?? null;
}

/** Where a guide is read: its dialog on the Learning Hub's everyday tab. */
export function everydayHref(id: string): string {
  return `/learn?tab=everyday&everyday=${encodeURIComponent(id)}`;
}
