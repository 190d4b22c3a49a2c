import { CreditCard } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { toast } from "#client/components/ui/toast";
import { useStartDeposit } from "#client/features/bookings/api/bookings";
import { messageOf } from "#client/lib/api-client";
import type { Booking } from "#shared/contracts/bookings";
import { formatPounds } from "#shared/domain/format";
import { DepositCardForm } from "./deposit-card-form";

/** The organizer pays the deposit: the server starts the payment, the card form confirms it. */
export function DepositPanel({ booking }: { booking: Booking }) {
  const start = useStartDeposit();
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

  if (!started.testConfirmPath)
    return (
      <p role="alert" className="text-sm text-red-800">
        Card payments with Stripe are not available on this page yet. Please contact us to pay this
        deposit.
      </p>
    );

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
