import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { Skeleton } from "#client/components/ui/skeleton";
import { WeekdayHeadings } from "#client/components/weekday-headings";
import { useSupplierAvailability } from "#client/features/supplier-profile/api/get-supplier-availability";
import { formatCalendarMonth, monthWeeks } from "#client/lib/calendar-month";
import { cn } from "#client/lib/cn";
import type { PublicAvailability } from "#shared/contracts/availability";
import { addMonths, firstOfMonth } from "#shared/domain/calendar-days";

const cellBase =
  "relative mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-md text-sm tabular-nums";
// Crossed out and striped as well as shaded, so colour is never the only sign of a taken day.
const TAKEN =
  "border border-slate-500 bg-[repeating-linear-gradient(135deg,#e2e8f0_0_4px,#f8fafc_4px_8px)] text-slate-700 line-through";
const FREE = "border border-slate-200 bg-white font-medium text-slate-900";

/** The months the answer covers: this one and those after it, up to its last day. */
function monthsOf(availability: PublicAvailability): string[] {
  const months: string[] = [];
  for (let month = firstOfMonth(availability.from); month <= availability.to; ) {
    months.push(month);
    month = addMonths(month, 1);
  }
  return months;
}

function MonthTable({
  month,
  availability,
  taken,
  labelledBy,
}: {
  month: string;
  availability: PublicAvailability;
  taken: ReadonlySet<string>;
  labelledBy: string;
}) {
  return (
    <table
      aria-labelledby={labelledBy}
      className="w-full table-fixed border-separate border-spacing-0.5"
    >
      <WeekdayHeadings letters={2} />
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean) ?? month}>
            {week.map((day, index) => {
              if (day === null)
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell has only its place in the week
                return <td key={`blank-${index}`} />;
              const dayNumber = Number(day.slice(8));
              const isPast = day < availability.from;
              const isTaken = taken.has(day);
              return (
                <td key={day}>
                  <span
                    className={cn(cellBase, isPast ? "text-slate-500" : isTaken ? TAKEN : FREE)}
                  >
                    {isPast || isTaken ? (
                      <>
                        {/* One piece of text to read out, as "12, unavailable". */}
                        <span aria-hidden="true">{dayNumber}</span>
                        <span className="sr-only">
                          {`${dayNumber}, ${isPast ? "past" : "unavailable"}`}
                        </span>
                      </>
                    ) : (
                      dayNumber
                    )}
                    {isTaken && (
                      <X className="absolute top-0 right-0 size-2.5" aria-hidden="true" />
                    )}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AvailabilityMonths({ availability }: { availability: PublicAvailability }) {
  const headingId = useId();
  const months = monthsOf(availability);
  const [index, setIndex] = useState(0);
  const month = months[index] ?? firstOfMonth(availability.from);
  const taken = new Set(availability.unavailable);
  const takenThisMonth = availability.unavailable.filter((day) => firstOfMonth(day) === month);

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id={headingId} aria-live="polite" className="text-sm font-semibold text-slate-900">
          {formatCalendarMonth(month)}
        </h3>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next month"
          disabled={index >= months.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <MonthTable month={month} availability={availability} taken={taken} labelledBy={headingId} />
      <p className="text-sm text-slate-700">
        {takenThisMonth.length === 0
          ? `Free every day${index === 0 ? " left" : ""} in ${formatCalendarMonth(month)}.`
          : `Unavailable on ${takenThisMonth.length} ${takenThisMonth.length === 1 ? "day" : "days"} in ${formatCalendarMonth(month)}.`}
      </p>
      <ul aria-label="Key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn("inline-block size-4 rounded", FREE)} />
          Available
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn("inline-block size-4 rounded", TAKEN)} />
          Unavailable (crossed out)
        </li>
      </ul>
    </div>
  );
}

/**
 * Which days the supplier is taken, this month and the next two, a month at a time. Today
 * comes from the answer, so the server and the browser draw the same months.
 */
export function AvailabilityCard({ supplierId }: { supplierId: number }) {
  const availability = useSupplierAvailability(supplierId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Availability</CardTitle>
      </CardHeader>
      <CardContent>
        {availability.data ? (
          <AvailabilityMonths availability={availability.data} />
        ) : availability.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-sm text-slate-700">Availability could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void availability.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-2">
            <span role="status" className="sr-only">
              Loading availability
            </span>
            <Skeleton className="mx-auto h-5 w-32" />
            <Skeleton className="h-48 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
