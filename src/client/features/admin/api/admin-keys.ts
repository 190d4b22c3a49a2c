/** Every admin query lives under this key, so one invalidation refreshes the whole console. */
export const adminQueryKey = ["admin"] as const;

/** Query strings without empty values, so equal filters make equal cache keys and addresses. */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}
