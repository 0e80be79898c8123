import { useReplyToast } from "~/hooks/use-reply-toast";
import { useJourneyFetcher } from "./use-journey-fetcher";

function FetcherToast({ fetcherKey }: { fetcherKey: string }) {
  useReplyToast(useJourneyFetcher(fetcherKey).data);
  return null;
}

/**
 * Shows the toast of each journey fetcher's answer. It lives at the screen's top, so a toast still
 * shows when the form that sent it has been replaced (a completed phase's button).
 */
export function FetcherToasts({ keys }: { keys: string[] }) {
  return (
    <>
      {keys.map((k) => (
        <FetcherToast key={k} fetcherKey={k} />
      ))}
    </>
  );
}
