import { CircleCheck, CircleDashed } from "lucide-react";
import { useId } from "react";
import { describeStep } from "#client/features/bookings/lib/booking-copy";
import type { BookingTimelineEvent } from "#shared/contracts/bookings";

/** The booking's story, steps done then steps to come, as an ordered list. */
export function BookingTimeline({ steps }: { steps: BookingTimelineEvent[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Timeline
      </h2>
      <ol aria-labelledby={headingId} className="space-y-3">
        {steps.map((step) => {
          const { title, detail } = describeStep(step);
          const done = step.state === "done";
          return (
            <li
              // Steps of one kind may repeat (two refunds): their time and day tell them apart.
              key={`${step.kind}-${step.state}-${step.at ?? step.day ?? ""}-${step.amountPence ?? ""}`}
              className="flex gap-3"
              data-state={step.state}
            >
              {done ? (
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
              ) : (
                <CircleDashed
                  className="mt-0.5 size-5 shrink-0 text-slate-400"
                  aria-hidden="true"
                />
              )}
              <div className="min-w-0">
                <p className={done ? "font-medium text-slate-900" : "font-medium text-slate-600"}>
                  {title}
                  <span className="sr-only">{done ? " (done)" : " (to come)"}</span>
                </p>
                {detail && <p className="text-sm text-slate-600">{detail}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
