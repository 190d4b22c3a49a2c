import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { FormField } from "#client/components/ui/form-field";
import { Input, Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useSubmitQuote } from "#client/features/quotes/api/quotes";
import { ApiError, messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import {
  CreateQuoteBody,
  QUOTE_ADDITIONAL_INFO_MAX_LENGTH,
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_LIMIT_MESSAGE,
  QUOTE_LIMIT_TITLE,
  QUOTE_MISSING_MESSAGE,
  QUOTE_MISSING_TITLE,
  QUOTE_PRICE_MAX_LENGTH,
  type QuoteLimitStatus,
} from "#shared/contracts/quotes";
import { formatEventDate } from "#shared/domain/request-age";

const SUBMIT_FAILED_MESSAGE = "Failed to submit quote. Please try again.";

const QuoteFormSchema = CreateQuoteBody.omit({ requestId: true });
type QuoteFormValues = z.input<typeof QuoteFormSchema>;
type QuoteFormOutput = z.output<typeof QuoteFormSchema>;

/** A free supplier's allowance this month, with the way to lift it. */
export function QuoteFormAllowance({ limit }: { limit: QuoteLimitStatus }) {
  if (limit.isUnlimited) return null;
  const remaining = limit.quotesRemaining ?? 0;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-brand-900">
        <span className="font-semibold">
          {remaining === 1 ? "1 free quote" : `${remaining} free quotes`} left this month
        </span>{" "}
        ({limit.quotesThisMonth} of {limit.monthlyLimit} used). Your allowance renews on{" "}
        {formatEventDate(limit.resetsOn)}.
      </p>
      <Button asChild variant="outline" size="sm" className="shrink-0">
        <Link to={paths.plans}>
          <Sparkles aria-hidden="true" />
          Go unlimited
        </Link>
      </Button>
    </div>
  );
}

/** Shown instead of the form once a free supplier has used this month's quotes. */
export function QuoteFormLimitReached({ resetsOn }: { resetsOn?: string }) {
  return (
    <Card className="border-amber-300 bg-amber-50 p-6">
      <h3 className="text-lg font-semibold text-slate-900">{QUOTE_LIMIT_TITLE}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {QUOTE_LIMIT_MESSAGE}
        {resetsOn && ` Your free allowance renews on ${formatEventDate(resetsOn)}.`}
      </p>
      <Button asChild variant="accent" className="mt-4">
        <Link to={paths.plans}>View Plans</Link>
      </Button>
    </Card>
  );
}

/** A supplier's quote for one active request: the price as they word it, what it covers, extras. */
export function QuoteForm({
  requestId,
  onLimitReached,
}: {
  requestId: number;
  onLimitReached?: () => void;
}) {
  const submit = useSubmitQuote();
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({
    resolver: zodResolver(QuoteFormSchema),
    defaultValues: { price: "", description: "", additionalInfo: "" },
  });
  const { errors } = form.formState;

  const onInvalid = (fieldErrors: FieldErrors<QuoteFormValues>) => {
    const isMissing =
      fieldErrors.price?.message === QUOTE_MISSING_MESSAGE ||
      fieldErrors.description?.message === QUOTE_MISSING_MESSAGE;
    toast(
      isMissing
        ? { title: QUOTE_MISSING_TITLE, description: QUOTE_MISSING_MESSAGE, variant: "destructive" }
        : { title: "Error", description: "Please check your quote.", variant: "destructive" },
    );
  };

  // Awaited rather than given callbacks: the sent quote replaces this form as soon as the
  // quotes refresh, and callbacks of an unmounted form would never run.
  const onValid = async (values: QuoteFormOutput) => {
    try {
      await submit.mutateAsync({ requestId, ...values });
      toast({
        title: "Quote Submitted",
        description: "The organizer has been told about your quote.",
        variant: "success",
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        toast({
          title: QUOTE_LIMIT_TITLE,
          description: QUOTE_LIMIT_MESSAGE,
          variant: "destructive",
        });
        onLimitReached?.();
        return;
      }
      // A conflict (already quoted, request closed) explains itself; anything else gets the spec's words.
      const description =
        error instanceof ApiError && (error.status === 409 || error.status === 400)
          ? messageOf(error, SUBMIT_FAILED_MESSAGE)
          : SUBMIT_FAILED_MESSAGE;
      toast({ title: "Error", description, variant: "destructive" });
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">Send your quote</h3>
      <p className="mt-1 text-sm text-slate-600">
        One quote per request, so make it count: a clear price and exactly what it covers.
      </p>
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
        aria-label="Your quote"
        className="mt-5 space-y-5"
      >
        <FormField
          label="Price"
          error={errors.price?.message}
          hint="As you want it shown, e.g. £1,250 or From £300 per day"
          required
        >
          <Input maxLength={QUOTE_PRICE_MAX_LENGTH} {...form.register("price")} />
        </FormField>
        <FormField
          label="Description"
          error={errors.description?.message}
          hint="What's included, how you'd run it and anything the organizer should know"
          required
        >
          <Textarea
            rows={5}
            maxLength={QUOTE_DESCRIPTION_MAX_LENGTH}
            {...form.register("description")}
          />
        </FormField>
        <FormField
          label="Additional information"
          error={errors.additionalInfo?.message}
          hint="Optional: deposit, travel, availability, extras"
        >
          <Textarea
            rows={3}
            maxLength={QUOTE_ADDITIONAL_INFO_MAX_LENGTH}
            {...form.register("additionalInfo")}
          />
        </FormField>
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="accent"
            disabled={submit.isPending}
            className="w-full sm:w-auto"
          >
            {submit.isPending ? "Submitting..." : "Submit Quote"}
          </Button>
        </div>
      </form>
    </Card>
  );
}
