import { zodResolver } from "@hookform/resolvers/zod";
import { FlaskConical, Lock } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  EMPTY_TEST_CARD,
  groupCardNumber,
  TestCardFields,
  type TestCardOutput,
  type TestCardValues,
} from "#client/components/test-card-fields";
import { Button } from "#client/components/ui/button";
import { toast } from "#client/components/ui/toast";
import { useConfirmTestDeposit } from "#client/features/bookings/api/bookings";
import { ApiError } from "#client/lib/api-client";
import { TEST_CARDS, TestCardDetails } from "#shared/contracts/payments";
import { formatPounds } from "#shared/domain/format";
import { TEST_MODE_NOTICE } from "#shared/domain/plans";

const FAILED = "The payment didn't go through. Please try again.";

interface DepositCardFormProps {
  clientSecret: string;
  confirmPath: string;
  amountPence: number;
  onPaid: (message: string) => void;
  onCancel: () => void;
}

/** The test provider's card form for a booking's deposit: only its test cards pass; no money moves. */
export function DepositCardForm({
  clientSecret,
  confirmPath,
  amountPence,
  onPaid,
  onCancel,
}: DepositCardFormProps) {
  const formId = useId();
  const noticeId = `${formId}-notice`;
  const confirm = useConfirmTestDeposit();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TestCardValues, unknown, TestCardOutput>({
    resolver: zodResolver(TestCardDetails),
    defaultValues: EMPTY_TEST_CARD,
    mode: "onTouched",
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    confirm.mutate(
      { path: confirmPath, body: { clientSecret, ...values } },
      {
        onSuccess: (answer) => onPaid(answer.message),
        onError(error) {
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors)
            for (const [field, messages] of Object.entries(error.fieldErrors))
              if (field in EMPTY_TEST_CARD)
                form.setError(field as keyof TestCardValues, { message: messages[0] });
          const message =
            error instanceof ApiError && error.status < 500 && error.serverMessage
              ? error.serverMessage
              : FAILED;
          setFailure(message);
          toast({ title: "Payment failed", description: message, variant: "destructive" });
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-describedby={noticeId}
      aria-label="Deposit card payment"
      className="space-y-4"
    >
      <div
        id={noticeId}
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <p>
          {TEST_MODE_NOTICE}. Pay with the test card{" "}
          <strong>{groupCardNumber(TEST_CARDS.succeeds)}</strong>, any future expiry date and any
          3-digit CVC. Never enter a real card here.
        </p>
      </div>
      <TestCardFields form={form} />

      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          Payment failed: {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={confirm.isPending}>
          <Lock aria-hidden="true" />
          {confirm.isPending ? "Processing..." : `Pay ${formatPounds(amountPence)}`}
        </Button>
      </div>
    </form>
  );
}
