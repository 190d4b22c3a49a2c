import { CalendarCheck, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { WeekdayHeadings } from "#client/components/weekday-headings";
import {
  clampDay,
  formatWeekdayDay,
  monthWeeks,
  sameDayInMonth,
  weekOf,
} from "#client/lib/calendar-month";
import { cn } from "#client/lib/cn";
import type { UnavailableDay } from "#shared/contracts/availability";
import { addDays, firstOfMonth } from "#shared/domain/calendar-days";

export interface CalendarWindow {
  from: string;
  to: string;
}

/** Where a key moves the focused day, kept inside the window; null for keys the grid leaves alone. */
export function dayAfterKey(day: string, key: string, window: CalendarWindow): string | null {
  let next: string;
  switch (key) {
    case "ArrowLeft":
      next = addDays(day, -1);
      break;
    case "ArrowRight":
      next = addDays(day, 1);
      break;
    case "ArrowUp":
      next = addDays(day, -7);
      break;
    case "ArrowDown":
      next = addDays(day, 7);
      break;
    case "Home":
      next = weekOf(day).start;
      break;
    case "End":
      next = weekOf(day).end;
      break;
    case "PageUp":
      next = sameDayInMonth(day, -1);
      break;
    case "PageDown":
      next = sameDayInMonth(day, 1);
      break;
    default:
      return null;
  }
  return clampDay(next, window);
}

/** "Saturday 12 June 2027, booked: Smith wedding": the day and what it holds, in words. */
export function dayLabel(day: string, unavailable: UnavailableDay | undefined): string {
  const name = formatWeekdayDay(day);
  if (!unavailable) return `${name}, available`;
  if (unavailable.reason === "booked")
    return `${name}, booked${unavailable.booking ? `: ${unavailable.booking.title}` : ""}`;
  return `${name}, unavailable`;
}

const cellBase =
  "relative flex aspect-square min-h-10 w-full min-w-10 flex-col items-center justify-center rounded-lg text-sm tabular-nums";

export const DAY_STYLES = {
  available:
    "border border-slate-300 bg-white font-medium text-slate-900 hover:border-brand-600 hover:bg-brand-50",
  // Struck through and marked with a cross as well as shaded, so colour is never the only sign.
  blocked:
    "border border-slate-500 bg-[repeating-linear-gradient(135deg,#e2e8f0_0_4px,#f8fafc_4px_8px)] font-medium text-slate-700 line-through hover:border-slate-800",
  booked: "border border-brand-700 bg-brand-700 font-semibold text-white",
  outside: "text-slate-500",
} as const;

interface AvailabilityGridProps {
  /** The day that takes focus: its month is the one shown. */
  activeDay: string;
  window: CalendarWindow;
  unavailable: ReadonlyMap<string, UnavailableDay>;
  /** The first day of a range, after a click: a shift-click marks the days up to another. */
  rangeStart: string | null;
  /** Days a change is still saving. */
  savingDays: ReadonlySet<string>;
  onActiveDayChange: (day: string) => void;
  onActivate: (day: string, options: { extendRange: boolean }) => void;
  labelledBy: string;
}

/**
 * One month of the supplier's calendar as a grid of day buttons (Monday first). One day is in
 * the tab order at a time; arrows, Home/End and PageUp/PageDown move between days and months.
 */
export function AvailabilityGrid({
  activeDay,
  window,
  unavailable,
  rangeStart,
  savingDays,
  onActiveDayChange,
  onActivate,
  labelledBy,
}: AvailabilityGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const shouldFocus = useRef(false);

  // A day reached from the keyboard is focused once it is drawn: it may be in another month.
  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-day="${activeDay}"]`)?.focus();
  }, [activeDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    if (event.shiftKey && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      onActivate(day, { extendRange: true });
      return;
    }
    const next = dayAfterKey(day, event.key, window);
    if (next === null) return;
    event.preventDefault();
    if (next === day) return;
    shouldFocus.current = true;
    onActiveDayChange(next);
  };

  const isSaving = savingDays.size > 0;

  const dayContent = (day: string) => {
    const dayNumber = Number(day.slice(8));
    if (day < window.from || day > window.to)
      return (
        <span className={cn(cellBase, DAY_STYLES.outside)}>
          <span aria-hidden="true">{dayNumber}</span>
          <span className="sr-only">
            {`${formatWeekdayDay(day)}, ${day < window.from ? "past" : "beyond your calendar"}`}
          </span>
        </span>
      );
    const held = unavailable.get(day);
    const state = held ? held.reason : "available";
    return (
      <button
        type="button"
        data-day={day}
        tabIndex={day === activeDay ? 0 : -1}
        aria-label={dayLabel(day, held)}
        aria-disabled={state === "booked" || undefined}
        aria-current={day === window.from ? "date" : undefined}
        onClick={(event) => onActivate(day, { extendRange: event.shiftKey })}
        onKeyDown={(event) => onKeyDown(event, day)}
        onFocus={() => {
          if (day !== activeDay) onActiveDayChange(day);
        }}
        className={cn(
          cellBase,
          DAY_STYLES[state],
          state === "booked" && "cursor-default",
          day === rangeStart && "outline-2 outline-offset-1 outline-coral-700",
          savingDays.has(day) && "opacity-60",
          "focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
        )}
      >
        <span>{dayNumber}</span>
        {state === "blocked" && (
          <X className="absolute top-0.5 right-0.5 size-3" aria-hidden="true" />
        )}
        {state === "booked" && (
          <CalendarCheck className="absolute top-0.5 right-0.5 size-3" aria-hidden="true" />
        )}
        {day === window.from && (
          <span
            aria-hidden="true"
            className="absolute bottom-0.5 h-0.5 w-3 rounded-full bg-current"
          />
        )}
      </button>
    );
  };

  return (
    <table
      ref={tableRef}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table is the grid pattern's own markup
      role="grid"
      aria-labelledby={labelledBy}
      aria-busy={isSaving || undefined}
      className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
    >
      <WeekdayHeadings letters={3} className="text-center" />
      <tbody>
        {monthWeeks(firstOfMonth(activeDay)).map((week) => (
          <tr key={week.find(Boolean) ?? "empty"}>
            {week.map((day, index) => (
              // The month is the grid pattern of a date picker: the table is the grid, each cell
              // holds its day's button, and only that button takes focus.
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cells are table cells
              // biome-ignore lint/a11y/useFocusableInteractive: the day button inside the cell takes the focus
              <td key={day ?? `blank-${index}`} role="gridcell">
                {day !== null && dayContent(day)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
