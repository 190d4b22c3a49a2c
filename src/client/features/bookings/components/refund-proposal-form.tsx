import { useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useProposeRefund } from "#client/features/bookings/api/bookings";
import { messageOf } from "#client/lib/api-client";
import type { Booking } from "#shared/contracts/bookings";
import { formatPounds } from "#shared/domain/format";

/** "12.50" as 1250 pence; null for anything that is not an amount of pounds. */
export function penceFromPounds(text: string): number | null {
  const match = /^\s*£?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** On the supplier's own terms, the supplier offers the refund the organizer accepts by cancelling. */
export function RefundProposalForm({ booking }: { booking: Booking }) {
  const formId = useId();
  const propose = useProposeRefund();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const refundPence = penceFromPounds(amount);
    if (refundPence === null)
      return setError("Please give the refund in pounds, such as 120 or 120.50.");
    if (refundPence > booking.paidPence)
      return setError(`A refund can't be more than was paid (${formatPounds(booking.paidPence)}).`);
    setError(null);
    propose.mutate(
      { bookingId: booking.id, refundPence },
      {
        onSuccess() {
          setAmount("");
          toast({
            title: "Refund proposed",
            description: `The organizer can now cancel with a refund of ${formatPounds(refundPence)}.`,
            variant: "success",
          });
        },
        onError: (failure) =>
          setError(messageOf(failure, "Couldn't propose the refund. Please try again.")),
      },
    );
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-3">
      <FormField
        label="Refund to offer (£)"
        hint={`Up to ${formatPounds(booking.paidPence)}, what was paid.`}
        error={error ?? undefined}
      >
        <Input
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder="0.00"
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={propose.isPending}>
        {propose.isPending ? "Proposing..." : "Propose refund"}
      </Button>
    </form>
  );
}
