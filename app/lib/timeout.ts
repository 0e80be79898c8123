/**
 * Rejects after `ms` instead of waiting on something that may never answer (a dead connection).
 * The time limit measures the other side's silence, not this process's own stall: when the timer fires
 * after the event loop was busy (a long synchronous task, the embedded database's work), an answer that
 * arrived meanwhile is still waiting in the socket; the rejection waits one turn of the loop
 * (setImmediate runs after the I/O poll) so that answer is read first and wins.
 */
export async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let immediate: ReturnType<typeof setImmediate> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          immediate = setImmediate(() => reject(new Error(message)));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
  }
}
