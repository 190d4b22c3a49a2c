import type { ReactNode } from "react";
import { useId } from "react";
import { Link } from "react-router";
import { formatRating, RatingStars } from "#client/components/rating-stars";
import { supplierPath } from "#client/components/supplier-card";
import { Avatar } from "#client/components/ui/avatar";
import { cn } from "#client/lib/cn";
import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import { formatLongDate } from "#shared/domain/format";
import { serviceName } from "#shared/domain/quote-services";
import { type QuoteAnswer, QuoteAnswerText } from "./quote-answer";
import { QuoteStatusBadge } from "./quote-status-badge";
import { QuoteTerms } from "./quote-terms";
import { QuoteTotal } from "./quote-total";
import { AllowanceReturnedNote, ReadReceipt } from "./read-receipt";

function SupplierRating({ avgRating, reviewCount }: { avgRating: number; reviewCount: number }) {
  if (reviewCount === 0) {
    return <span className="text-sm font-medium text-slate-600">New</span>;
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
      <RatingStars rating={avgRating} size="sm" />
      <span className="font-semibold text-slate-900" aria-hidden="true">
        {formatRating(avgRating)}
      </span>
      <span>({reviewCount === 1 ? "1 review" : `${reviewCount} reviews`})</span>
    </span>
  );
}

interface RequestQuoteCardProps {
  quote: QuoteWithSupplier;
  /** "owner": the organizer comparing suppliers; "own": the supplier looking at their own quote. */
  view: "owner" | "own";
  /** Buttons for what can be done with the quote now. */
  actions?: ReactNode;
  /** A line under the header, e.g. what the status means for a supplier. */
  notice?: ReactNode;
  /** For the owner: the question asked of every quoter, and this supplier's answer to it. */
  answer?: QuoteAnswer;
}

/** The question the organizer asked every quoter, and what this supplier answered since. */
function AnswerToQuestion({ answer, supplierName }: { answer: QuoteAnswer; supplierName: string }) {
  return (
    <section className="space-y-1.5 rounded-lg border border-slate-200 p-3 text-sm">
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Answer to your question
      </h4>
      <QuoteAnswerText answer={answer} supplierName={supplierName} />
    </section>
  );
}

/** One quote: who sent it, its total, what it covers and where it stands. */
export function RequestQuoteCard({ quote, view, actions, notice, answer }: RequestQuoteCardProps) {
  const headingId = useId();
  const { supplier } = quote;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-xl border bg-white p-5 shadow-sm sm:p-6",
        quote.status === "accepted" ? "border-green-300 ring-1 ring-green-200" : "border-slate-200",
      )}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        {view === "owner" ? (
          <div className="flex min-w-0 items-center gap-3">
            <Avatar name={supplier.name} imageUrl={supplier.profileImage} size="md" />
            <div className="min-w-0 space-y-1">
              <h3 id={headingId} className="font-semibold break-words text-slate-900">
                <Link
                  to={supplierPath(supplier)}
                  className="underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {supplier.name}
                </Link>
              </h3>
              <SupplierRating avgRating={supplier.avgRating} reviewCount={supplier.reviewCount} />
              {supplier.address && (
                <p className="text-xs break-words text-slate-600">{supplier.address}</p>
              )}
            </div>
          </div>
        ) : (
          <div>
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              Your quote
            </h3>
            <p className="text-sm text-slate-600">For {serviceName(quote.service)}</p>
          </div>
        )}
        <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1.5">
          <QuoteTotal quote={quote} className="sm:text-right" />
          <QuoteStatusBadge status={quote.status} isExpired={quote.isExpired} />
        </div>
      </div>
      {notice && <div className="mt-4">{notice}</div>}
      {view === "own" && (
        <div className="mt-4 flex flex-col items-start gap-2">
          <ReadReceipt quote={quote} />
          <AllowanceReturnedNote quote={quote} />
        </div>
      )}
      <div className="mt-4 space-y-4 border-t border-slate-100 pt-4">
        <QuoteTerms quote={quote} />
        <div>
          <h4 className="sr-only">What's included</h4>
          <p className="leading-relaxed break-words whitespace-pre-line text-slate-700">
            {quote.description}
          </p>
        </div>
        {view === "owner" && answer && (
          <AnswerToQuestion answer={answer} supplierName={supplier.name} />
        )}
        {quote.additionalInfo && (
          <div className="rounded-lg bg-slate-50 p-3">
            <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Additional information
            </h4>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">
              {quote.additionalInfo}
            </p>
          </div>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Submitted <time dateTime={quote.createdAt}>{formatLongDate(quote.createdAt)}</time>
        </p>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </article>
  );
}
