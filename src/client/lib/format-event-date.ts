const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  // Event dates are calendar days with no time; reading them as UTC keeps the day from shifting.
  timeZone: "UTC",
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(text: string): Date | null {
  if (!ISO_DAY.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A request's date is text: one day ("2026-11-22") or a range ("2026-11-22 to 2026-11-24").
 * Shown as "22 November 2026" or "22–24 November 2026"; anything else is shown as written.
 */
export function formatEventDate(eventDate: string): string {
  const [fromText = "", toText] = eventDate.split(" to ").map((part) => part.trim());
  const from = parseDay(fromText);
  if (!from) return eventDate;
  const to = toText ? parseDay(toText) : null;
  if (!to || to.getTime() === from.getTime()) return dayFormat.format(from);
  return to > from ? dayFormat.formatRange(from, to) : dayFormat.format(from);
}
