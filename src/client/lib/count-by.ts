/** How many items carry each of `values`, every value present with 0 when none does. */
export function countBy<Value extends string, Item>(
  items: readonly Item[],
  values: readonly Value[],
  keyOf: (item: Item) => Value,
): Record<Value, number> {
  const counts = Object.fromEntries(values.map((value) => [value, 0])) as Record<Value, number>;
  for (const item of items) counts[keyOf(item)] += 1;
  return counts;
}

/** The counts a status filter shows: one per status, and "all". */
export function countByStatus<Status extends string>(
  items: readonly { status: Status }[],
  statuses: readonly Status[],
): Record<Status | "all", number> {
  return { all: items.length, ...countBy(items, statuses, (item) => item.status) } as Record<
    Status | "all",
    number
  >;
}
