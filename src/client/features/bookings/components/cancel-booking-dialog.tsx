import { useEffect } from "react";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { Spinner } from "#client/components/ui/spinner";
import { toast } from "#client/components/ui/toast";
import { useCancelBooking, usePreviewCancel } from "#client/features/bookings/api/bookings";
import { messageOf } from "#client/lib/api-client";
import type { Booking } from "#shared/contracts/bookings";
import { formatPounds } from "#shared/domain/format";

interface CancelBookingDialogProps {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Asks the server what cancelling now gives back (nothing changes), shows it, and cancels only
 * when confirmed. The refund shown is the server's, worked out from the booking's terms.
 */
export function CancelBookingDialog({ booking, open, onOpenChange }: CancelBookingDialogProps) {
  const preview = usePreviewCancel();
  const cancel = useCancelBooking();
  const { mutate: previewMutate, reset: previewReset } = preview;

  useEffect(() => {
    if (open) previewMutate(booking.id);
    else previewReset();
  }, [open, booking.id, previewMutate, previewReset]);

  const shown = preview.data?.preview;
  const onConfirm = () =>
    cancel.mutate(booking.id, {
      onSuccess(answer) {
        onOpenChange(false);
        toast({
          title: "Booking cancelled",
          description: answer.message ?? "The booking has been cancelled.",
          variant: "success",
        });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!cancel.isPending) onOpenChange(next);
      }}
      title="Cancel this booking?"
      description="Check the refund before you confirm. Cancelling can't be undone."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep booking
          </Button>
          <Button
            variant="destructive"
            onClick={onConfirm}
            disabled={!shown?.canConfirm || cancel.isPending}
          >
            {cancel.isPending ? "Cancelling..." : "Cancel booking"}
          </Button>
        </>
      }
    >
      <div className="space-y-3" aria-live="polite">
        {preview.isPending && <Spinner label="Working out the refund" />}
        {preview.isError && (
          <p role="alert" className="text-sm text-red-800">
            {messageOf(preview.error, "Couldn't work out the refund. Please try again.")}
          </p>
        )}
        {shown && (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Paid</dt>
              <dd className="font-medium text-slate-900">{formatPounds(shown.paidPence)}</dd>
              <dt className="text-slate-600">Refund to the organizer</dt>
              <dd className="font-medium text-slate-900" data-testid="refund-amount">
                {shown.refundPence === null ? "Not agreed yet" : formatPounds(shown.refundPence)}
              </dd>
              {shown.keptPence !== null && (
                <>
                  <dt className="text-slate-600">Kept by the supplier</dt>
                  <dd className="font-medium text-slate-900">{formatPounds(shown.keptPence)}</dd>
                </>
              )}
            </dl>
            <p className="text-sm text-slate-700">{shown.explanation}</p>
          </>
        )}
        {cancel.isError && (
          <p role="alert" className="text-sm text-red-800">
            {messageOf(cancel.error, "Couldn't cancel the booking. Please try again.")}
          </p>
        )}
      </div>
    </Dialog>
  );
}
