import { CalendarOff, Lock, MessageSquare, UsersRound } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { useQuoteLimit, useRequestQuotes } from "#client/features/quotes/api/quotes";
import { paths } from "#client/lib/paths";
import { QUOTES_PERMISSION_MESSAGE, type QuoteWithSupplier } from "#shared/contracts/quotes";
import type { RequestDetail } from "#shared/contracts/requests";
import type { UserProfile } from "#shared/contracts/users";
import { isRequestFull, requestFullLabel } from "#shared/domain/fair-leads";
import { formatLongDate } from "#shared/domain/format";
import { quotableCategories } from "#shared/domain/quote-fields";
import { QuoteForm, QuoteFormAllowance, QuoteFormLimitReached } from "./quote-form";
import { RenewQuoteForm } from "./renew-quote-form";
import { RequestQuoteCard } from "./request-quote-card";
import { RequestQuoteList } from "./request-quote-list";

function ownQuoteNotice(quote: QuoteWithSupplier, organizerName: string) {
  switch (quote.status) {
    case "accepted":
      return `${organizerName} accepted your quote. Message them to arrange the details.`;
    case "rejected":
      return `${organizerName} went with another option this time.`;
    default:
      return quote.isExpired && quote.validUntil
        ? `Your quote expired on ${formatLongDate(quote.validUntil)}, so ${organizerName} can't accept it. Renew it with a new date to keep it open.`
        : `Sent. ${organizerName} hasn't decided yet; you'll be notified when they do.`;
  }
}

/** A supplier sees their own quote once sent (one per request), otherwise the form while it's open. */
function SupplierQuoteSection({
  request,
  viewer,
}: {
  request: RequestDetail;
  viewer: UserProfile;
}) {
  const quotes = useRequestQuotes(request.id, true);
  const categories = useMemo(
    () => quotableCategories(request.categories, viewer.categories),
    [request.categories, viewer.categories],
  );
  const limit = useQuoteLimit(true);
  const [hasHitLimit, setHitLimit] = useState(false);

  if (quotes.isPending) {
    return (
      <div className="space-y-3 rounded-xl border border-slate-200 p-6">
        <span className="sr-only" role="status">
          Loading your quote
        </span>
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (quotes.isError && !quotes.data) {
    return (
      <ErrorState
        title="Couldn't load your quote"
        message="Please check your connection and try again."
        onRetry={() => quotes.refetch()}
      />
    );
  }
  const own = quotes.data[0];
  if (own) {
    return (
      <RequestQuoteCard
        quote={own}
        view="own"
        notice={
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {ownQuoteNotice(own, request.organizer.name)}
          </p>
        }
        actions={
          own.status === "pending" && request.status === "active" ? (
            <RenewQuoteForm
              quoteId={own.id}
              isExpired={own.isExpired}
              hasValidUntil={own.validUntil !== null}
            />
          ) : own.status === "accepted" ? (
            <Button asChild>
              <Link to={paths.messagesWith(request.organizerId, request.id)}>
                <MessageSquare aria-hidden="true" />
                Message Organizer
              </Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (request.status !== "active") {
    return (
      <EmptyState
        icon={CalendarOff}
        title="No longer accepting quotes"
        description="This request has closed, so new quotes can't be sent."
        action={
          <Button asChild variant="outline">
            <Link to={paths.browseRequests}>Browse Open Requests</Link>
          </Button>
        }
      />
    );
  }
  if (isRequestFull(request)) {
    return (
      <EmptyState
        icon={UsersRound}
        title={requestFullLabel(request)}
        description={`This request already has the ${request.quoteLimit} quotes its organizer asked for, so it takes no more. Your allowance is untouched.`}
        action={
          <Button asChild variant="outline">
            <Link to={paths.browseRequests}>Browse Open Requests</Link>
          </Button>
        }
      />
    );
  }
  if (hasHitLimit || limit.data?.canQuote === false) {
    return <QuoteFormLimitReached resetsOn={limit.data?.resetsOn} />;
  }
  return (
    <div className="space-y-4">
      {limit.data && <QuoteFormAllowance limit={limit.data} />}
      <QuoteForm
        requestId={request.id}
        categories={categories}
        onLimitReached={() => setHitLimit(true)}
      />
    </div>
  );
}

/** The Quotes tab of a request: the owner compares all, a supplier sees their own, others none. */
export function RequestQuotePanel({
  request,
  viewer,
}: {
  request: RequestDetail;
  viewer: UserProfile;
}) {
  if (request.isOwner) return <RequestQuoteList request={request} />;
  if (viewer.role === "supplier") return <SupplierQuoteSection request={request} viewer={viewer} />;
  return (
    <EmptyState icon={Lock} title="Quotes are private" description={QUOTES_PERMISSION_MESSAGE} />
  );
}
