/**
 * A bounded memo for pure functions of a string (the knowledge indexes' searches, the safety gate):
 * the same question asked again (visitors ask the same things) costs a map lookup. Least recently
 * used first out, so the working set stays; the cap bounds memory.
 */
export function memoize<T>(fn: (key: string) => T, max = 5000): (key: string) => T {
  const cache = new Map<string, T>();
  return (key: string) => {
    const hit = cache.get(key);
    if (hit !== undefined || cache.has(key)) {
      // refresh its place: a Map iterates in insertion order, so the first key is the least recently used
      cache.delete(key);
      cache.set(key, hit as T);
      return hit as T;
    }
    const value = fn(key);
    cache.set(key, value);
    if (cache.size > max) cache.delete(cache.keys().next().value as string);
    return value;
  };
}
