/** A page number from the address; anything odd is the first page. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** One of the allowed values from the address, or undefined. */
export function oneOf<Value extends string>(
  allowed: readonly Value[],
  value: string | null,
): Value | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** The address's search with some keys set or (when empty) removed; the page resets unless given. */
export function withParams(
  current: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!("page" in changes)) next.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
