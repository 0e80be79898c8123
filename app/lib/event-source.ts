/**
 * The address of a mesh bus stream resuming after `lastId` (`?lastEventId=`: the server replays what
 * came after it, then hands over to live delivery); the stream's own start when there is none.
 */
export function resumeUrl(path: string, lastId: string | null): string {
  return lastId ? `${path}?lastEventId=${encodeURIComponent(lastId)}` : path;
}

/** What a kept subscription does with its stream's open, messages and errors. */
export interface StreamHandlers {
  open?: () => void;
  message: (message: MessageEvent<string>) => void;
  error?: () => void;
}

/**
 * An EventSource kept open: the browser retries a dropped connection by itself, and when it gives up
 * (a refused response closes the source for good) a new one starts after `retryMs`. `url` is read at
 * each start, so a subscription can resume after what it has already seen. Returns the closer.
 */
export function keepEventSource(url: () => string, on: StreamHandlers, retryMs: number): () => void {
  let source: EventSource | null = null;
  let retry: number | null = null;
  let stopped = false;
  const connect = () => {
    const es = new EventSource(url(), { withCredentials: true });
    source = es;
    es.onopen = () => on.open?.();
    es.onmessage = on.message;
    es.onerror = () => {
      on.error?.();
      if (es.readyState === EventSource.CLOSED && retry === null && !stopped) {
        es.close();
        retry = window.setTimeout(() => {
          retry = null;
          connect();
        }, retryMs);
      }
    };
  };
  connect();
  return () => {
    stopped = true;
    source?.close();
    if (retry !== null) window.clearTimeout(retry);
  };
}
