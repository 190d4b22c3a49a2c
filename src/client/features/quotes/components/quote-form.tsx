import { Sparkles } from "lucide-react";
import { useId, useMemo } from "react";
import { type FieldErrors, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { FormField } from "#client/components/ui/form-field";
import { Input, Select, Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useSubmitQuote } from "#client/features/quotes/api/quotes";
import { ApiError, messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import {
  QUOTE_ADDITIONAL_INFO_MAX_LENGTH,
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_LIMIT_MESSAGE,
  QUOTE_LIMIT_TITLE,
  QUOTE_MISSING_MESSAGE,
  QUOTE_MISSING_TITLE,
  QUOTE_PRICE_NOTE_MAX_LENGTH,
  type QuoteLimitStatus,
} from "#shared/contracts/quotes";
import { ukToday } from "#shared/domain/calendar-days";
import { type CategoryKey, categoryName } from "#shared/domain/categories";
import { formatNumber } from "#shared/domain/format";
import { type QuoteFieldDefinition, quoteFieldsOf } from "#shared/domain/quote-fields";
import {
  CANCELLATION_POLICIES,
  latestValidUntil,
  QUOTE_CANCELLATION_TERMS_MAX_LENGTH,
  QUOTE_INCLUDED_ITEM_MAX_LENGTH,
  QUOTE_INCLUDED_MAX_ITEMS,
} from "#shared/domain/quote-terms";
import { formatEventDate } from "#shared/domain/request-age";
import {
  emptyQuoteForm,
  formErrorsOf,
  previewOfTotal,
  type QuoteFormOutput,
  type QuoteFormValues,
  quoteFormResolver,
} from "./quote-form-values";

const SUBMIT_FAILED_MESSAGE = "Failed to submit quote. Please try again.";

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

type CategoryFieldErrors = Partial<Record<string, Partial<Record<string, { message?: string }>>>>;

function fieldHint(field: QuoteFieldDefinition): string | undefined {
  if (field.kind !== "number") return field.hint;
  const range = `${formatNumber(field.min)} to ${formatNumber(field.max)}`;
  return field.hint ?? `${field.unit}, ${range}`;
}

/** One category field, drawn from its definition in `quote-fields.ts`. */
function CategoryField({
  form,
  category,
  field,
  error,
}: {
  form: UseFormReturn<QuoteFormValues, unknown, QuoteFormOutput>;
  category: CategoryKey;
  field: QuoteFieldDefinition;
  error: string | undefined;
}) {
  const groupId = useId();
  const name = `categoryFields.${category}.${field.key}` as Path<QuoteFormValues>;
  if (field.kind === "choice" && field.multiple) {
    const errorId = `${groupId}-error`;
    return (
      <fieldset
        className="space-y-1.5 sm:col-span-2"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">{field.label}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {field.options.map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={option}
                className="size-4 accent-brand-700"
                {...form.register(name)}
              />
              {option}
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const control =
    field.kind === "yesno" ? (
      <Select {...form.register(name)}>
        <option value="">Not stated</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </Select>
    ) : field.kind === "choice" ? (
      <Select {...form.register(name)}>
        <option value="">Not stated</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    ) : field.kind === "number" ? (
      <Input inputMode="decimal" autoComplete="off" {...form.register(name)} />
    ) : (
      <Input maxLength={field.maxLength} {...form.register(name)} />
    );
  return (
    <FormField label={field.label} hint={fieldHint(field)} error={error}>
      {control}
    </FormField>
  );
}

/** A supplier's quote for one active request: the total and its terms, what it covers, extras. */
export function QuoteForm({
  requestId,
  categories,
  onLimitReached,
}: {
  requestId: number;
  /** The request's categories the supplier serves: the quote may detail those. */
  categories: readonly CategoryKey[];
  onLimitReached?: () => void;
}) {
  const submit = useSubmitQuote();
  const resolver = useMemo(() => quoteFormResolver(categories), [categories]);
  const defaultValues = useMemo(() => emptyQuoteForm(categories, new Date()), [categories]);
  const form = useForm<QuoteFormValues, unknown, QuoteFormOutput>({ resolver, defaultValues });
  const { errors } = form.formState;
  const depositKind = form.watch("depositKind");
  const totalShown = previewOfTotal(form.watch("total"), form.watch("priceNote"));
  const cancellationPolicy = form.watch("cancellationPolicy");
  const categoryErrors = errors.categoryFields as CategoryFieldErrors | undefined;
  const today = ukToday(new Date());

  const onInvalid = (fieldErrors: FieldErrors<QuoteFormValues>) => {
    const isMissing =
      fieldErrors.total?.type === "required" ||
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
      // The server's word on a field goes beside that field.
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors)
        for (const [field, message] of formErrorsOf(error.fieldErrors))
          form.setError(field as Path<QuoteFormValues>, { type: "server", message });
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
        One quote per request, so make it count: a clear total and exactly what it covers, set out
        so the organizer can compare like for like.
      </p>
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
        aria-label="Your quote"
        className="mt-5 space-y-5"
      >
        {categories.length > 1 && (
          <FormField
            label="Which service is this quote for?"
            error={errors.service?.message}
            hint="The organizer compares quotes service by service"
            required
          >
            <Select {...form.register("service")}>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {categoryName(category)}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Total (£)"
            error={errors.total?.message}
            hint="The full amount in pounds, e.g. 1250 or 1250.50: the figure the organizer compares"
            required
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register("total")} />
          </FormField>
          <FormField
            label="Price note"
            error={errors.priceNote?.message}
            hint="Optional: shown beside the total, e.g. From £280 or per hour"
          >
            <Input maxLength={QUOTE_PRICE_NOTE_MAX_LENGTH} {...form.register("priceNote")} />
          </FormField>
        </div>
        {totalShown && (
          <p className="text-sm text-slate-700" aria-live="polite">
            The organizer will see{" "}
            <span className="font-semibold text-slate-900 tabular-nums">{totalShown}</span>
          </p>
        )}
        <FormField
          label="Description"
          error={errors.description?.message}
          hint="How you'd run it and anything the organizer should know"
          required
        >
          <Textarea
            rows={5}
            maxLength={QUOTE_DESCRIPTION_MAX_LENGTH}
            {...form.register("description")}
          />
        </FormField>
        <FormField
          label="What's included"
          error={errors.included?.message}
          hint={`One item per line, up to ${QUOTE_INCLUDED_MAX_ITEMS} lines of ${QUOTE_INCLUDED_ITEM_MAX_LENGTH} characters`}
        >
          <Textarea rows={4} {...form.register("included")} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Deposit" hint="Optional">
            <Select {...form.register("depositKind")}>
              <option value="none">No deposit stated</option>
              <option value="percent">A percentage of the total</option>
              <option value="amount">A fixed amount</option>
            </Select>
          </FormField>
          {depositKind !== "none" && (
            <FormField
              label={depositKind === "percent" ? "Deposit (%)" : "Deposit (£)"}
              error={errors.depositValue?.message}
              hint={depositKind === "percent" ? "A whole number from 1 to 100" : "Up to the total"}
              required
            >
              <Input inputMode="decimal" autoComplete="off" {...form.register("depositValue")} />
            </FormField>
          )}
        </div>
        <FormField
          label="Cancellation terms"
          error={errors.cancellationPolicy?.message}
          hint="Optional"
        >
          <Select {...form.register("cancellationPolicy")}>
            <option value="">Not stated</option>
            {CANCELLATION_POLICIES.map((policy) => (
              <option key={policy.id} value={policy.id}>
                {policy.label}: {policy.summary}
              </option>
            ))}
          </Select>
        </FormField>
        {cancellationPolicy !== "" && (
          <FormField
            label="Cancellation details"
            error={errors.cancellationTerms?.message}
            hint={
              cancellationPolicy === "custom"
                ? "Your own terms, as the organizer should read them"
                : "Optional: anything to add to the standard terms"
            }
            required={cancellationPolicy === "custom"}
          >
            <Textarea
              rows={2}
              maxLength={QUOTE_CANCELLATION_TERMS_MAX_LENGTH}
              {...form.register("cancellationTerms")}
            />
          </FormField>
        )}
        <FormField
          label="Valid until"
          error={errors.validUntil?.message}
          hint="The last day the organizer can accept this quote; you can renew it later"
        >
          <Input
            type="date"
            min={today}
            max={latestValidUntil(new Date())}
            className="block sm:max-w-56"
            {...form.register("validUntil")}
          />
        </FormField>
        {categories.map((category) => (
          <fieldset
            key={category}
            className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5"
          >
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {categoryName(category)} details
            </legend>
            <p className="text-xs text-slate-600">Optional: fill in what applies to your offer.</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {quoteFieldsOf(category).map((field) => (
                <CategoryField
                  key={field.key}
                  form={form}
                  category={category}
                  field={field}
                  error={categoryErrors?.[category]?.[field.key]?.message}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <FormField
          label="Additional information"
          error={errors.additionalInfo?.message}
          hint="Optional: travel, availability, extras"
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
