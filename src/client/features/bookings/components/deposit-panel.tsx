import { useQueryClient } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { toast } from "#client/components/ui/toast";
import { bookingsQueryKey, useStartDeposit } from "#client/features/bookings/api/bookings";
import { StripePaymentForm } from "#client/features/plans";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { Booking } from "#shared/contracts/bookings";
import { formatPounds } from "#shared/domain/format";
import { DepositCardForm } from "./deposit-card-form";

/** The organizer pays the deposit: the server starts the payment, the card form confirms it. */
export function DepositPanel({ booking }: { booking: Booking }) {
  const start = useStartDeposit();
  const queryClient = useQueryClient();
  const started = start.data;

  if (!started)
    return (
      <div className="space-y-2">
        <Button onClick={() => start.mutate(booking.id)} disabled={start.isPending}>
          <CreditCard aria-hidden="true" />
          {start.isPending ? "Starting..." : `Pay deposit ${formatPounds(booking.depositPence)}`}
        </Button>
        {start.isError && (
          <p role="alert" className="text-sm text-red-800">
            {messageOf(start.error, "Couldn't start the payment. Please try again.")}
          </p>
        )}
      </div>
    );

  if (!started.testConfirmPath) {
    if (!started.publishableKey)
      return (
        <p role="alert" className="text-sm text-red-800">
          Card payments are not available just now. Please try again later.
        </p>
      );
    return (
      <StripePaymentForm
        publishableKey={started.publishableKey}
        clientSecret={started.clientSecret}
        amountPence={started.amountPence}
        returnPath={paths.booking(booking.id)}
        onPaid={() => {
          start.reset();
          toast({
            title: "Payment received",
            description:
              "Your deposit is being confirmed: reload this page in a moment to see it held.",
            variant: "success",
          });
          // Stripe tells EventEazy by webhook; the booking is read again to show it.
          void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
        }}
        onCancel={() => start.reset()}
      />
    );
  }

  return (
    <DepositCardForm
      clientSecret={started.clientSecret}
      confirmPath={started.testConfirmPath}
      amountPence={started.amountPence}
      onPaid={(message) => {
        start.reset();
        toast({ title: "Deposit paid", description: message, variant: "success" });
      }}
      onCancel={() => start.reset()}
    />
  );
}
