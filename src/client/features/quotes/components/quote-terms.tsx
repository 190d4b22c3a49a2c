import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { QuoteView } from "#shared/contracts/quotes";
import { categoryName } from "#shared/domain/categories";
import { formatLongDate, formatPounds } from "#shared/domain/format";
import { formatQuoteFieldValue, quoteFieldsOf } from "#shared/domain/quote-fields";
import { cancellationPolicyOf } from "#shared/domain/quote-terms";

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A quote's structured terms, as far as it states them: deposit, cancellation, valid-until date,
 * what is included and the category answers (the total heads the card, `QuoteTotal`). Older
 * quotes without them show nothing here.
 */
export function QuoteTerms({
  quote,
}: {
  quote: Pick<QuoteView, "details" | "validUntil" | "isExpired">;
}) {
  const { details, validUntil } = quote;
  if (!details && !validUntil) return null;
  const deposit = details?.deposit;
  const cancellation = details?.cancellation;
  const policy = cancellation ? cancellationPolicyOf(cancellation.policy) : undefined;
  const categories = Object.entries(details?.categoryFields ?? {});
  return (
    <div className="space-y-4">
      {(deposit || policy || validUntil) && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-4">
          {deposit && (
            <Term label="Deposit">
              {deposit.kind === "percent"
                ? `${deposit.percent}%`
                : formatPounds(deposit.amountPence)}
            </Term>
          )}
          {policy && <Term label="Cancellation">{policy.label}</Term>}
          {validUntil && (
            <Term label={quote.isExpired ? "Expired" : "Valid until"}>
              <time dateTime={validUntil} className={quote.isExpired ? "text-red-800" : undefined}>
                {formatLongDate(validUntil)}
              </time>
            </Term>
          )}
        </dl>
      )}
      {cancellation && policy && (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">Cancellation: </span>
          {cancellation.policy === "custom" ? cancellation.terms : policy.summary}
          {cancellation.policy !== "custom" && cancellation.terms && `. ${cancellation.terms}`}
        </p>
      )}
      {details && details.included.length > 0 && (
        <div>
          <h4 className="text-sm font-medium text-slate-900">Included</h4>
          <ul className="mt-1.5 grid gap-1 sm:grid-cols-2">
            {details.included.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-slate-700">
                <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
                <span className="min-w-0 break-words">{item}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {categories.map(([category, answers]) => {
        const fields = quoteFieldsOf(category).filter((field) => answers[field.key] !== undefined);
        if (fields.length === 0) return null;
        return (
          <div key={category}>
            <h4 className="text-sm font-medium text-slate-900">{categoryName(category)}</h4>
            <dl className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
              {fields.map((field) => {
                const value = answers[field.key];
                return value === undefined ? null : (
                  <Term key={field.key} label={field.label}>
                    {formatQuoteFieldValue(field, value)}
                  </Term>
                );
              })}
            </dl>
          </div>
        );
      })}
    </div>
  );
}
