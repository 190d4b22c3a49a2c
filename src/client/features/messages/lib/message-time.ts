const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const dayAndMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long" });
const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The calendar day in the browser's time zone, as a comparable key. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

function isYesterday(date: Date, now: Date): boolean {
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return dayKey(date) === dayKey(yesterday);
}

/** A conversation's last activity: "14:05" today, "Yesterday", "22 November", "22 November 2025". */
export function formatListTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return clock.format(date);
  if (isYesterday(date, now)) return "Yesterday";
  return date.getFullYear() === now.getFullYear()
    ? dayAndMonth.format(date)
    : longDate.format(date);
}

/** The heading over a day's messages: "Today", "Yesterday" or "22 November 2026". */
export function formatDayHeading(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return "Today";
  if (isYesterday(date, now)) return "Yesterday";
  return longDate.format(date);
}

/** A message's time of day: "14:05". */
export function formatMessageTime(iso: string): string {
  return clock.format(new Date(iso));
}
