import { cn } from "#client/lib/cn";
import type { QuoteView } from "#shared/contracts/quotes";
import { formatQuoteTotal, quotePriceNote } from "#shared/domain/quote-price";

/**
 * A quote's one figure, its total, with the supplier's note on it ("per hour", "From £280") under
 * it. The card, the comparison and the decision dialog all show this same figure.
 */
export function QuoteTotal({
  quote,
  label = "Total",
  className,
  figureClassName = "text-2xl",
}: {
  quote: Pick<QuoteView, "price" | "totalPence">;
  /**
   * Read out before the figure by screen readers; null where a header already names it (a
   * visually hidden label, positioned absolutely, would also reach out of a scrolling table).
   */
  label?: string | null;
  className?: string;
  figureClassName?: string;
}) {
  const note = quotePriceNote(quote.price, quote.totalPence);
  return (
    <div className={cn("min-w-0", className)}>
      <p className={cn("font-bold break-words text-slate-900 tabular-nums", figureClassName)}>
        {label !== null && <span className="sr-only">{label}: </span>}
        {formatQuoteTotal(quote)}
      </p>
      {note && <p className="text-sm break-words text-slate-600">{note}</p>}
    </div>
  );
}
