import { CalendarDays, Clock, Eye, MapPin, MessageSquare } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { Skeleton } from "#client/components/ui/skeleton";
import { paths } from "#client/lib/paths";
import type { SupplierQuote } from "#shared/contracts/quotes";
import { formatLongDate } from "#shared/domain/format";
import { formatEventDate } from "#shared/domain/request-age";
import { QuoteStatusBadge } from "./quote-status-badge";
import { QuoteTerms } from "./quote-terms";
import { QuoteTotal } from "./quote-total";
import { AllowanceReturnedNote, ReadReceipt } from "./read-receipt";
import { RenewQuoteForm } from "./renew-quote-form";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One of the supplier's quotes with the request it answers. */
export function SupplierQuoteCard({ quote }: { quote: SupplierQuote }) {
  const titleId = useId();
  const iconClass = "size-3.5 text-brand-700";
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
              <Link
                to={paths.request(quote.requestId)}
                className="rounded-sm hover:text-brand-800 hover:underline hover:underline-offset-4"
              >
                {quote.request.title}
              </Link>
            </h3>
            <QuoteStatusBadge status={quote.status} isExpired={quote.isExpired} />
          </div>
          <p className="text-sm text-slate-600">
            For <span className="font-medium text-slate-800">{quote.request.organizerName}</span>
          </p>
          <ReadReceipt quote={quote} />
        </div>
        <div className="shrink-0 sm:max-w-56 sm:text-right">
          <p className="text-xs font-medium text-slate-600" aria-hidden="true">
            Your total
          </p>
          <QuoteTotal quote={quote} label="Your total" figureClassName="text-xl" />
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-3">
        <Fact icon={<CalendarDays className={iconClass} aria-hidden="true" />} label="Event date">
          {formatEventDate(quote.request.eventDate)}
        </Fact>
        <Fact icon={<MapPin className={iconClass} aria-hidden="true" />} label="Location">
          {quote.request.location}
        </Fact>
        <Fact icon={<Clock className={iconClass} aria-hidden="true" />} label="Submitted">
          {formatLongDate(quote.createdAt)}
        </Fact>
      </dl>

      <AllowanceReturnedNote quote={quote} className="mt-4" />

      <div className="mt-4">
        <QuoteTerms quote={quote} />
      </div>

      <div className="mt-4 space-y-3 text-sm">
        <div>
          <h4 className="font-medium text-slate-900">Your quote</h4>
          <p className="mt-1 whitespace-pre-line break-words text-slate-700">{quote.description}</p>
        </div>
        {quote.additionalInfo && (
          <div>
            <h4 className="font-medium text-slate-900">Additional information</h4>
            <p className="mt-1 whitespace-pre-line break-words text-slate-700">
              {quote.additionalInfo}
            </p>
          </div>
        )}
      </div>

      <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-end">
        {quote.status === "pending" && quote.request.status === "active" && (
          <RenewQuoteForm
            quoteId={quote.id}
            isExpired={quote.isExpired}
            hasValidUntil={quote.validUntil !== null}
            describedBy={titleId}
          />
        )}
        {quote.status === "accepted" && (
          <Button asChild variant="accent" size="sm">
            <Link
              to={paths.messagesWith(quote.request.organizerId, quote.requestId)}
              aria-describedby={titleId}
            >
              <MessageSquare aria-hidden="true" />
              Message Organizer
            </Link>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={paths.request(quote.requestId)} aria-describedby={titleId}>
            <Eye aria-hidden="true" />
            View Request
          </Link>
        </Button>
      </div>
    </article>
  );
}

export function SupplierQuoteCardSkeleton() {
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex justify-between gap-6">
        <div className="w-3/5 space-y-2">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Skeleton className="h-7 w-20" />
      </div>
      <Skeleton className="h-16 w-full rounded-lg" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
