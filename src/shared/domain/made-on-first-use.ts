/**
 * A value made the first time it is asked for. An Intl date formatter loads its locale's data
 * when it is built, which is slow on a phone; most pages that import one never show a date.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
