import { formatLongDate } from "#shared/domain/format";

const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Just now", "5 minutes ago", "3 hours ago", "Yesterday", "4 days ago", then the date. */
export function formatRelativeTime(date: string, now: Date): string {
  const elapsed = Math.max(now.getTime() - Date.parse(date), 0);
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 7 * DAY) {
    const days = Math.floor(elapsed / DAY);
    return days === 1 ? "Yesterday" : relative.format(-days, "day");
  }
  return formatLongDate(date);
}
