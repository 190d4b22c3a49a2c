import { Eye, EyeOff, RotateCcw } from "lucide-react";
import { cn } from "#client/lib/cn";
import type { QuoteView } from "#shared/contracts/quotes";
import { QUOTE_REFUND_DAYS } from "#shared/domain/fair-leads";

// UK days: a quote read at 00:30 on 4 June in London was read on 4 June, wherever the browser is.
const dayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  timeZone: "Europe/London",
});

/** "Read 3 June" once the organizer has opened the quote, "Not read yet" before. */
export function readReceiptLabel(viewedAt: string | null): string {
  return viewedAt ? `Read ${dayMonth.format(new Date(viewedAt))}` : "Not read yet";
}

export const ALLOWANCE_RETURNED_LABEL = `Returned: not read in ${QUOTE_REFUND_DAYS} days`;

/** Whether the organizer has read the supplier's quote, in words with an icon that repeats them. */
export function ReadReceipt({
  quote,
  className,
}: {
  quote: Pick<QuoteView, "viewedAt">;
  className?: string;
}) {
  const Icon = quote.viewedAt ? Eye : EyeOff;
  return (
    <p
      className={cn(
        "inline-flex items-center gap-1.5 text-sm font-medium",
        quote.viewedAt ? "text-slate-800" : "text-slate-600",
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {quote.viewedAt ? (
        <time dateTime={quote.viewedAt}>{readReceiptLabel(quote.viewedAt)}</time>
      ) : (
        readReceiptLabel(null)
      )}
    </p>
  );
}

/** A free quote that went unread gave its place in the monthly allowance back. */
export function AllowanceReturnedNote({
  quote,
  className,
}: {
  quote: Pick<QuoteView, "allowanceReturnedAt">;
  className?: string;
}) {
  if (!quote.allowanceReturnedAt) return null;
  return (
    <p
      className={cn(
        "inline-flex items-start gap-1.5 rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900",
        className,
      )}
    >
      <RotateCcw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{ALLOWANCE_RETURNED_LABEL}</span>. Your free quote is back
        in this month's allowance.
      </span>
    </p>
  );
}
