import { ArrowLeft, ShieldCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import { PERIOD_WORD } from "#client/features/plans/lib/plan-copy";
import type { PaymentIntentResponse, PaymentResult } from "#shared/contracts/payments";
import { formatPounds } from "#shared/domain/format";
import { PLAN_PRICES_PENCE } from "#shared/domain/plans";
import { StripePaymentForm } from "./stripe-payment-form";
import { TestCardForm } from "./test-card-form";

interface CheckoutPanelProps {
  intent: PaymentIntentResponse & { clientSecret: string };
  returnPath: string;
  onTestPaid: (result: PaymentResult) => void;
  onStripePaid: () => void;
  onCancel: () => void;
}

/** Replaces the plan cards once a payment has started: what is being bought, then the card form. */
export function CheckoutPanel({
  intent,
  returnPath,
  onTestPaid,
  onStripePaid,
  onCancel,
}: CheckoutPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const period = PERIOD_WORD[intent.planType];
  const listPrice = PLAN_PRICES_PENCE[intent.planType];

  return (
    <section aria-labelledby="checkout-heading" className="mx-auto w-full max-w-xl">
      <Button variant="ghost" size="sm" onClick={onCancel} className="mb-4 -ml-3">
        <ArrowLeft aria-hidden="true" />
        Back to plans
      </Button>
      <Card>
        <CardContent className="space-y-6 pt-6">
          <div>
            <h2
              id="checkout-heading"
              ref={heading}
              tabIndex={-1}
              className="text-xl font-semibold text-slate-900 focus:outline-none"
            >
              Complete your subscription
            </h2>
            <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
              <div className="flex justify-between gap-4 p-3">
                <dt className="text-slate-600">Plan</dt>
                <dd className="font-medium text-slate-900">
                  Standard, billed {intent.planType === "monthly" ? "monthly" : "yearly"}
                </dd>
              </div>
              {intent.amountPence !== listPrice && (
                <div className="flex justify-between gap-4 p-3">
                  <dt className="text-slate-600">Coupon discount</dt>
                  <dd className="font-medium text-green-800">
                    −{formatPounds(listPrice - intent.amountPence)}
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-4 p-3">
                <dt className="text-slate-600">Due today</dt>
                <dd className="text-base font-semibold text-slate-900">
                  {formatPounds(intent.amountPence)}
                  <span className="font-normal text-slate-600"> for 1 {period}</span>
                </dd>
              </div>
            </dl>
          </div>
          {intent.provider === "stripe" && intent.publishableKey ? (
            <StripePaymentForm
              publishableKey={intent.publishableKey}
              clientSecret={intent.clientSecret}
              amountPence={intent.amountPence}
              returnPath={returnPath}
              onPaid={onStripePaid}
              onCancel={onCancel}
            />
          ) : (
            <TestCardForm
              clientSecret={intent.clientSecret}
              amountPence={intent.amountPence}
              onPaid={onTestPaid}
              onCancel={onCancel}
            />
          )}
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
            Cancel any time from your profile; you keep the plan until the end of the period you
            paid for.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
