import { formatCalendarDay } from "#client/lib/calendar-month";
import type {
  Booking,
  BookingStatus,
  BookingTimelineEvent,
  TimelineKind,
} from "#shared/contracts/bookings";
import { formatLongDate, formatPounds } from "#shared/domain/format";

type Tone = "neutral" | "brand" | "green" | "blue" | "red" | "amber";

export const BOOKING_STATUS_COPY: Record<BookingStatus, { label: string; tone: Tone }> = {
  awaiting_deposit: { label: "Awaiting deposit", tone: "amber" },
  held: { label: "Deposit held", tone: "blue" },
  releasing: { label: "Paying the supplier", tone: "blue" },
  released: { label: "Paid to supplier", tone: "green" },
  refunding: { label: "Refunding", tone: "amber" },
  refunded: { label: "Refunded", tone: "neutral" },
  disputed: { label: "Disputed", tone: "red" },
  cancelled: { label: "Cancelled", tone: "neutral" },
};

const TIMELINE_LABELS: Record<TimelineKind, { done: string; upcoming: string }> = {
  requested: { done: "Event requested", upcoming: "Event requested" },
  accepted: { done: "Quote accepted", upcoming: "Quote accepted" },
  deposit_paid: { done: "Deposit paid", upcoming: "Deposit to pay" },
  awaiting_supplier_setup: {
    done: "Deposit paid when the supplier finishes set-up",
    upcoming: "Deposit paid when the supplier finishes set-up",
  },
  held: { done: "Held by EventEazy", upcoming: "Held by EventEazy" },
  event: { done: "The event", upcoming: "The event" },
  released: { done: "Released to the supplier", upcoming: "Released to the supplier" },
  refund_proposed: { done: "Refund proposed by the supplier", upcoming: "Refund proposed" },
  cancelled: { done: "Cancelled", upcoming: "Cancelled" },
  refunded: { done: "Refunded to the organizer", upcoming: "Refund to the organizer" },
  disputed: { done: "Problem reported: money held", upcoming: "Problem reported" },
  dispute_resolved: { done: "Settled by EventEazy", upcoming: "Settled by EventEazy" },
};

const BY_LABELS = { organizer: "the organizer", supplier: "the supplier", admin: "EventEazy" };

/** A step's words: what, how much, by whom and when. */
export function describeStep(step: BookingTimelineEvent): { title: string; detail: string } {
  const title = TIMELINE_LABELS[step.kind][step.state];
  const parts: string[] = [];
  if (step.amountPence !== null) parts.push(formatPounds(step.amountPence));
  if (step.by) parts.push(`by ${BY_LABELS[step.by]}`);
  if (step.at) parts.push(formatLongDate(step.at));
  else if (step.day)
    parts.push(`${step.state === "upcoming" ? "expected " : ""}${formatCalendarDay(step.day)}`);
  return { title, detail: parts.join(" · ") };
}

/** The other side's display name, for the viewer. */
export function partyName(party: Booking["supplier"]): string {
  return party.businessName ?? party.name;
}

export const penceOrDash = (pence: number | null): string =>
  pence === null ? "—" : formatPounds(pence);
