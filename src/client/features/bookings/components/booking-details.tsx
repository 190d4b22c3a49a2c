import { AlertTriangle, Info } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import {
  BOOKING_STATUS_COPY,
  partyName,
  penceOrDash,
} from "#client/features/bookings/lib/booking-copy";
import { formatCalendarDay } from "#client/lib/calendar-month";
import { paths } from "#client/lib/paths";
import type { Booking } from "#shared/contracts/bookings";
import { formatPounds } from "#shared/domain/format";
import { BookingTimeline } from "./booking-timeline";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { DepositPanel } from "./deposit-panel";
import { DisputeDialog } from "./dispute-dialog";
import { RefundProposalForm } from "./refund-proposal-form";

function Notice({ tone, children }: { tone: "info" | "warning"; children: React.ReactNode }) {
  const Icon = tone === "info" ? Info : AlertTriangle;
  return (
    <div
      className={
        tone === "info"
          ? "flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950"
          : "flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      }
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

/** A booking as its organizer, supplier or an admin sees it, with what the viewer can do now. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const moneyId = useId();
  const termsId = useId();
  const actionsId = useId();
  const [isCancelling, setCancelling] = useState(false);
  const [isDisputing, setDisputing] = useState(false);
  const status = BOOKING_STATUS_COPY[booking.status];
  const other = booking.viewerSide === "supplier" ? booking.organizer : booking.supplier;
  const { can } = booking;
  const hasActions = can.payDeposit || can.cancel || can.dispute || can.proposeRefund;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <Card>
          <CardContent className="space-y-3 p-5">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={status.tone} data-testid="booking-status">
                {status.label}
              </Badge>
              <span className="text-sm text-slate-600">Booking #{booking.id}</span>
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-600">Event</dt>
              <dd className="text-slate-900">
                <Link className="text-brand-700 underline" to={paths.request(booking.requestId)}>
                  {booking.event.title}
                </Link>
              </dd>
              <dt className="text-slate-600">When</dt>
              <dd className="text-slate-900">
                {booking.event.firstDay === booking.event.lastDay
                  ? formatCalendarDay(booking.event.firstDay)
                  : `${formatCalendarDay(booking.event.firstDay)} to ${formatCalendarDay(booking.event.lastDay)}`}
              </dd>
              <dt className="text-slate-600">Where</dt>
              <dd className="text-slate-900">{booking.event.location}</dd>
              <dt className="text-slate-600">
                {booking.viewerSide === "supplier" ? "Organizer" : "Supplier"}
              </dt>
              <dd className="text-slate-900">{partyName(other)}</dd>
            </dl>
          </CardContent>
        </Card>

        {booking.awaitingSupplierSetup && (
          <Notice tone="info">
            <p className="font-medium">Deposit paid when the supplier finishes set-up</p>
            <p>
              EventEazy holds the deposit; it is paid to the supplier once they finish setting up
              payouts.
            </p>
          </Notice>
        )}
        {booking.status === "disputed" && (
          <Notice tone="warning">
            A problem has been reported. The deposit is held while EventEazy's team looks into it.
          </Notice>
        )}
        {booking.proposedRefundPence !== null && booking.status === "held" && (
          <Notice tone="info">
            The supplier has proposed a refund of{" "}
            <strong>{formatPounds(booking.proposedRefundPence)}</strong>.
            {booking.viewerSide === "organizer" && " Cancel the booking to accept it."}
          </Notice>
        )}

        <Card>
          <CardContent className="p-5">
            <BookingTimeline steps={booking.timeline} />
          </CardContent>
        </Card>
      </div>

      <div className="min-w-0 space-y-6">
        {hasActions && (
          <section aria-labelledby={actionsId} className="space-y-3">
            <h2 id={actionsId} className="text-lg font-semibold text-slate-900">
              What you can do
            </h2>
            {can.payDeposit && <DepositPanel booking={booking} />}
            {can.proposeRefund && <RefundProposalForm booking={booking} />}
            <div className="flex flex-wrap gap-2">
              {can.cancel && (
                <Button variant="outline" onClick={() => setCancelling(true)}>
                  {booking.viewerSide === "supplier"
                    ? "Cancel booking (full refund)"
                    : booking.proposedRefundPence !== null
                      ? "Cancel and accept the refund"
                      : "Cancel booking"}
                </Button>
              )}
              {can.dispute && (
                <Button variant="ghost" onClick={() => setDisputing(true)}>
                  Report a problem
                </Button>
              )}
            </div>
          </section>
        )}

        <section aria-labelledby={moneyId} className="space-y-2">
          <h2 id={moneyId} className="text-lg font-semibold text-slate-900">
            Money
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Total</dt>
            <dd className="text-right text-slate-900">{penceOrDash(booking.totalPence)}</dd>
            <dt className="text-slate-600">Deposit on EventEazy</dt>
            <dd className="text-right text-slate-900">{formatPounds(booking.depositPence)}</dd>
            <dt className="text-slate-600">Balance with the supplier</dt>
            <dd className="text-right text-slate-900">{penceOrDash(booking.balancePence)}</dd>
            <dt className="text-slate-600">Paid</dt>
            <dd className="text-right text-slate-900" data-testid="paid-amount">
              {formatPounds(booking.paidPence)}
            </dd>
            <dt className="text-slate-600">Refunded</dt>
            <dd className="text-right text-slate-900" data-testid="refunded-amount">
              {formatPounds(booking.refundedPence)}
            </dd>
            <dt className="text-slate-600">Released to the supplier</dt>
            <dd className="text-right text-slate-900" data-testid="released-amount">
              {formatPounds(booking.releasedPence)}
            </dd>
            {booking.feePence > 0 && (
              <>
                <dt className="text-slate-600">EventEazy fee</dt>
                <dd className="text-right text-slate-900">{formatPounds(booking.feePence)}</dd>
              </>
            )}
          </dl>
          {booking.releaseOn && (
            <p className="text-sm text-slate-600">
              Released to the supplier from {formatCalendarDay(booking.releaseOn)}, unless a problem
              is reported.
            </p>
          )}
        </section>

        <section aria-labelledby={termsId} className="space-y-2">
          <h2 id={termsId} className="text-lg font-semibold text-slate-900">
            Cancellation terms
          </h2>
          <p className="text-sm font-medium text-slate-900">{booking.cancellation.label}</p>
          <p className="text-sm text-slate-700">{booking.cancellation.summary}</p>
          {booking.cancellation.terms && (
            <p className="text-sm whitespace-pre-line text-slate-700">
              {booking.cancellation.terms}
            </p>
          )}
        </section>
      </div>

      <CancelBookingDialog booking={booking} open={isCancelling} onOpenChange={setCancelling} />
      <DisputeDialog booking={booking} open={isDisputing} onOpenChange={setDisputing} />
    </div>
  );
}
