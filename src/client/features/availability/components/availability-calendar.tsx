import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import {
  useChangeAvailability,
  useSavingAvailabilityDays,
} from "#client/features/availability/api/availability";
import type { DayChange } from "#client/features/availability/lib/apply-availability-change";
import { messageOf } from "#client/lib/api-client";
import {
  clampDay,
  earlierDay,
  formatCalendarDay,
  formatCalendarMonth,
  formatWeekdayDay,
  laterDay,
  sameDayInMonth,
} from "#client/lib/calendar-month";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";
import {
  AVAILABILITY_CHANGE_MAX_DAYS,
  AVAILABILITY_PAST_MESSAGE,
  AVAILABILITY_TOO_FAR_MESSAGE,
  AVAILABILITY_TOO_LONG_MESSAGE,
  AvailabilityChange,
  type OwnAvailability,
  type UnavailableDay,
} from "#shared/contracts/availability";
import { daysBetween, firstOfMonth, lastOfMonth } from "#shared/domain/calendar-days";
import { AvailabilityGrid, type CalendarWindow, DAY_STYLES } from "./availability-grid";

const SAVE_FAILED_MESSAGE = "Your calendar could not be saved. Please try again.";

function describeDays(from: string, to: string): string {
  return from === to
    ? formatWeekdayDay(from)
    : `${formatCalendarDay(from)} to ${formatCalendarDay(to)}`;
}

function Legend() {
  const items = [
    { label: "Available", style: DAY_STYLES.available },
    { label: "Unavailable (crossed out)", style: DAY_STYLES.blocked },
    { label: "Booked through EventEazy", style: DAY_STYLES.booked },
  ];
  return (
    <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn("inline-block size-5 rounded", item.style)} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The bookings of the month shown, each a link to its request: a day cell is too small for a title. */
function MonthBookings({ month, days }: { month: string; days: UnavailableDay[] }) {
  const bookings = new Map<number, { title: string; days: string[] }>();
  for (const day of days) {
    if (day.reason !== "booked" || !day.booking || firstOfMonth(day.date) !== month) continue;
    const known = bookings.get(day.booking.requestId);
    if (known) known.days.push(day.date);
    else bookings.set(day.booking.requestId, { title: day.booking.title, days: [day.date] });
  }
  if (bookings.size === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">
        Booked in {formatCalendarMonth(month)}
      </h4>
      <ul className="mt-1 space-y-1 text-sm">
        {[...bookings].map(([requestId, booking]) => (
          <li key={requestId}>
            <Link
              to={paths.request(requestId)}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {booking.title}
            </Link>{" "}
            <span className="text-slate-600">
              {describeDays(booking.days[0] ?? month, booking.days.at(-1) ?? month)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type RangeErrors = Partial<Record<"from" | "to", string>>;

/** Checks a From/To pair as the server will, so a mistake is named before anything is sent. */
function checkRange(
  from: string,
  to: string,
  available: boolean,
  window: CalendarWindow,
): { change: DayChange } | { errors: RangeErrors } {
  const parsed = AvailabilityChange.safeParse({ from, to: to || undefined, available });
  if (!parsed.success) {
    const errors: RangeErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "to" ? "to" : "from";
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  const change = parsed.data;
  if (change.from < window.from) return { errors: { from: AVAILABILITY_PAST_MESSAGE } };
  if (change.to > window.to) return { errors: { to: AVAILABILITY_TOO_FAR_MESSAGE } };
  if (daysBetween(change.from, change.to) + 1 > AVAILABILITY_CHANGE_MAX_DAYS)
    return { errors: { to: AVAILABILITY_TOO_LONG_MESSAGE } };
  return { change };
}

function RangeForm({
  window,
  onChange,
}: {
  window: CalendarWindow;
  onChange: (change: DayChange) => Promise<boolean>;
}) {
  const headingId = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [errors, setErrors] = useState<RangeErrors>({});

  const submit = (available: boolean) => (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRange(from, to, available, window);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    // The dates stay in the form, saved or not: a failure loses nothing, and a success can be
    // undone with the other button.
    void onChange(checked.change);
  };

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={submit(false)} className="space-y-3">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Several days at once
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="From" error={errors.from}>
          <Input
            type="date"
            min={window.from}
            max={window.to}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </FormField>
        <FormField label="To" hint="Leave empty for one day." error={errors.to}>
          <Input
            type="date"
            min={window.from}
            max={window.to}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Mark unavailable</Button>
        <Button type="button" variant="outline" onClick={submit(true)}>
          Mark available
        </Button>
      </div>
    </form>
  );
}

/**
 * The supplier's calendar, a month at a time: a click marks a day unavailable or available
 * again, a shift-click marks every day from the last one clicked, and the buttons below mark a
 * whole month or a range of dates. Each change shows at once and is put back if it fails.
 */
export function AvailabilityCalendar({ availability }: { availability: OwnAvailability }) {
  const window: CalendarWindow = { from: availability.from, to: availability.to };
  const monthHeadingId = useId();
  const change = useChangeAvailability();
  const savingDays = useSavingAvailabilityDays();
  const [activeDay, setActiveDay] = useState(availability.from);
  const [rangeStart, setRangeStart] = useState<{ day: string; available: boolean } | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [error, setError] = useState<string | null>(null);

  const unavailable = useMemo(
    () => new Map(availability.days.map((day) => [day.date, day])),
    [availability.days],
  );
  const month = firstOfMonth(activeDay);
  const isFirstMonth = month <= firstOfMonth(window.from);
  const isLastMonth = month >= firstOfMonth(window.to);

  const send = async (next: DayChange): Promise<boolean> => {
    setError(null);
    setNotice(
      `${describeDays(next.from, next.to)} ${next.from === next.to ? "is" : "are"} now ${next.available ? "available" : "unavailable"}.`,
    );
    try {
      await change.mutateAsync(next);
      return true;
    } catch (failure) {
      const message = messageOf(failure, SAVE_FAILED_MESSAGE);
      setNotice(null);
      setError(`${describeDays(next.from, next.to)} could not be changed: ${message}`);
      toast({ title: "Calendar not saved", description: message, variant: "destructive" });
      return false;
    }
  };

  const activate = (day: string, { extendRange }: { extendRange: boolean }) => {
    setActiveDay(day);
    const held = unavailable.get(day);
    if (held?.reason === "booked") {
      setError(null);
      setNotice(
        <>
          {formatWeekdayDay(day)} is booked
          {held.booking && <> for “{held.booking.title}”</>}. Booked days follow accepted quotes, so
          they can't be changed here.
          {held.booking && (
            <>
              {" "}
              <Link
                to={paths.request(held.booking.requestId)}
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                View the request
              </Link>
            </>
          )}
        </>,
      );
      return;
    }
    if (extendRange && rangeStart && rangeStart.day !== day) {
      const from = earlierDay(rangeStart.day, day);
      const to = laterDay(rangeStart.day, day);
      setRangeStart(null);
      void send({ from, to, available: rangeStart.available });
      return;
    }
    const available = held !== undefined;
    setRangeStart({ day, available });
    void send({ from: day, to: day, available });
  };

  const changeMonth = (available: boolean) => {
    const from = laterDay(month, window.from);
    const to = earlierDay(lastOfMonth(month), window.to);
    void send({ from, to, available });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <div className="w-full max-w-md space-y-3">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous month"
            disabled={isFirstMonth}
            onClick={() => setActiveDay(clampDay(sameDayInMonth(activeDay, -1), window))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h3
            id={monthHeadingId}
            aria-live="polite"
            className="text-base font-semibold text-slate-900"
          >
            {formatCalendarMonth(month)}
          </h3>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next month"
            disabled={isLastMonth}
            onClick={() => setActiveDay(clampDay(sameDayInMonth(activeDay, 1), window))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <AvailabilityGrid
          activeDay={activeDay}
          window={window}
          unavailable={unavailable}
          rangeStart={rangeStart?.day ?? null}
          savingDays={savingDays}
          onActiveDayChange={setActiveDay}
          onActivate={activate}
          labelledBy={monthHeadingId}
        />
        <p className="text-xs text-slate-600">
          Click a day to mark it unavailable or available again. To mark several days, click the
          first and shift-click the last. With a keyboard, the arrow keys move between days, Page Up
          and Page Down between months, and Enter or Space changes a day.
        </p>
        <Legend />
        <div aria-live="polite" className="min-h-5 text-sm text-slate-800">
          {savingDays.size > 0 && <span className="sr-only">Saving… </span>}
          {notice ??
            (availability.days.length === 0 &&
              "Every day is available: nothing is blocked or booked yet.")}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
        <MonthBookings month={month} days={availability.days} />
      </div>

      <div className="space-y-6">
        <div className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-900">
            All of {formatCalendarMonth(month)}
          </h4>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => changeMonth(false)}>
              Block whole month
            </Button>
            <Button variant="outline" onClick={() => changeMonth(true)}>
              Free whole month
            </Button>
          </div>
        </div>
        <RangeForm window={window} onChange={send} />
      </div>
    </div>
  );
}
