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
import { useConfirmTestPayment } from "#client/features/plans/api/confirm-test-payment";
import {
  PAYMENT_FAILED_TITLE,
  UNEXPECTED_PAYMENT_ERROR,
} from "#client/features/plans/lib/plan-copy";
import { ApiError } from "#client/lib/api-client";
import { type PaymentResult, TEST_CARDS, TestCardDetails } from "#shared/contracts/payments";
import { formatPounds } from "#shared/domain/format";
import { TEST_MODE_NOTICE } from "#shared/domain/plans";

interface TestCardFormProps {
  clientSecret: string;
  amountPence: number;
  onPaid: (result: PaymentResult) => void;
  onCancel: () => void;
}

/** The built-in test provider's card form: only its test cards pass, and no money ever moves. */
export function TestCardForm({ clientSecret, amountPence, onPaid, onCancel }: TestCardFormProps) {
  const formId = useId();
  const noticeId = `${formId}-notice`;
  const confirm = useConfirmTestPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TestCardValues, unknown, TestCardOutput>({
    resolver: zodResolver(TestCardDetails),
    defaultValues: EMPTY_TEST_CARD,
    mode: "onTouched",
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    confirm.mutate(
      { clientSecret, ...values },
      {
        onSuccess: onPaid,
        onError(error) {
          if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
            for (const [field, messages] of Object.entries(error.fieldErrors))
              if (field in EMPTY_TEST_CARD)
                form.setError(field as keyof TestCardValues, { message: messages[0] });
          }
          // The card's own words (declined, insufficient funds) or why the payment stopped.
          const message =
            error instanceof ApiError && error.status < 500 && error.serverMessage
              ? error.serverMessage
              : UNEXPECTED_PAYMENT_ERROR;
          setFailure(message);
          toast({ title: PAYMENT_FAILED_TITLE, description: message, variant: "destructive" });
        },
      },
    );
  });

  return (
    <form
      id={formId}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={noticeId}
      aria-label="Card payment"
      className="space-y-5"
    >
      <div
        id={noticeId}
        className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-semibold">{TEST_MODE_NOTICE}.</p>
          <p>
            Pay with the test card <strong>{groupCardNumber(TEST_CARDS.succeeds)}</strong>, any
            future expiry date and any 3-digit CVC. The card {groupCardNumber(TEST_CARDS.declined)}{" "}
            is always declined. Never enter a real card here.
          </p>
        </div>
      </div>

      <TestCardFields form={form} />

      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {PAYMENT_FAILED_TITLE}: {failure}
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
