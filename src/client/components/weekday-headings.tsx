import { WEEKDAYS } from "#client/lib/calendar-month";
import { cn } from "#client/lib/cn";

/** A calendar table's column heads, Monday first: short on screen, the full name read out. */
export function WeekdayHeadings({ letters, className }: { letters: 2 | 3; className?: string }) {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((weekday) => (
          <th
            key={weekday.short}
            scope="col"
            className={cn("pb-1 text-xs font-semibold text-slate-600", className)}
          >
            <span aria-hidden="true">{weekday.short.slice(0, letters)}</span>
            <span className="sr-only">{weekday.long}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}
