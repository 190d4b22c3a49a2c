import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useDisputeBooking } from "#client/features/bookings/api/bookings";
import { messageOf } from "#client/lib/api-client";
import {
  type Booking,
  DISPUTE_REASON_MAX_LENGTH,
  DisputeBookingBody,
} from "#shared/contracts/bookings";

interface DisputeDialogProps {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The organizer reports a problem: the deposit stays held while EventEazy's team looks. */
export function DisputeDialog({ booking, open, onOpenChange }: DisputeDialogProps) {
  const formId = useId();
  const dispute = useDisputeBooking();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(DisputeBookingBody),
    defaultValues: { reason: "" },
  });
  const { reset } = form;
  const { reset: resetDispute } = dispute;

  useEffect(() => {
    if (open) {
      reset({ reason: "" });
      resetDispute();
    }
  }, [open, reset, resetDispute]);

  const onSubmit = form.handleSubmit(({ reason }) =>
    dispute.mutate(
      { bookingId: booking.id, reason },
      {
        onSuccess(answer) {
          onOpenChange(false);
          toast({ title: "Problem reported", description: answer.message, variant: "success" });
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!dispute.isPending) onOpenChange(next);
      }}
      title="Report a problem"
      description="The deposit stays held, and is not paid to the supplier, while our team looks into it."
      footer={
        <>
          <Button
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={dispute.isPending}
          >
            Close
          </Button>
          <Button type="submit" form={formId} variant="destructive" disabled={dispute.isPending}>
            {dispute.isPending ? "Sending..." : "Report problem"}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-3">
        <FormField label="What went wrong?" required error={form.formState.errors.reason?.message}>
          <Textarea rows={4} maxLength={DISPUTE_REASON_MAX_LENGTH} {...form.register("reason")} />
        </FormField>
        {dispute.isError && (
          <p role="alert" className="text-sm text-red-800">
            {messageOf(dispute.error, "Couldn't report the problem. Please try again.")}
          </p>
        )}
      </form>
    </Dialog>
  );
}
