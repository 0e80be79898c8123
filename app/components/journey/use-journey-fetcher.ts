import { useFetcher } from "@remix-run/react";
import type { JourneyReply } from "./types";

export const IDENTITY_FETCHER_KEY = "journey-identity";
export const phaseFetcherKey = (phaseId: number) => `journey-phase-${phaseId}`;
export const challengeFetcherKey = (challengeId: string) => `journey-challenge-${challengeId}`;

/** A keyed fetcher for one of the journey's forms (its toast is shown by <FetcherToasts>, which outlives the form). */
export function useJourneyFetcher(key: string) {
  return useFetcher<JourneyReply>({ key });
}

/** The reply that belongs to a form: the fetcher's own, else a no-JavaScript post's refusal that names it. */
export function replyFor(fetcherData: JourneyReply | undefined, pageReply: JourneyReply | undefined, matches: (reply: JourneyReply) => boolean) {
  if (fetcherData) return fetcherData;
  return pageReply && matches(pageReply) ? pageReply : undefined;
}
