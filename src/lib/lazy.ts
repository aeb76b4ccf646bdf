/**
 * A value built on first use and kept for the isolate's life: module
 * evaluation (the Worker's startup) stays cheap, and the first request that
 * needs the value pays for it once.
 *
 * @example
 * const index = lazy(() => buildIndex(TABLES));
 * index().match(words); // built here the first time, reused afterwards
 */
export function lazy<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
