import { CircleCheck, Inbox, MessageSquare, Star } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Label } from "#client/components/ui/input";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import { useDecideQuote, useRequestQuotes } from "#client/features/quotes/api/quotes";
import { ApiError, messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import type { RequestDetail } from "#shared/contracts/requests";
import { formatQuotePrice } from "#shared/domain/quote-price";
import { RequestQuoteCard } from "./request-quote-card";
import { parseQuoteSort, QUOTE_SORTS, sortQuotes } from "./request-quote-sort";

const SORT_PARAM = "quoteSort";

const decisions = {
  accepted: {
    title: "Accept this quote?",
    body: (name: string) =>
      `We'll tell ${name} straight away. You can accept more than one quote if your event needs several suppliers.`,
    confirm: "Accept Quote",
    pending: "Accepting...",
    success: "Quote Accepted",
    done: (name: string) => `You accepted ${name}'s quote. Message them to confirm the details.`,
    failure: "Failed to accept quote. Please try again.",
  },
  rejected: {
    title: "Reject this quote?",
    body: (name: string) =>
      `We'll let ${name} know you've decided against it. This can't be undone.`,
    confirm: "Reject Quote",
    pending: "Rejecting...",
    success: "Quote Rejected",
    done: (name: string) => `You rejected ${name}'s quote.`,
    failure: "Failed to reject quote. Please try again.",
  },
} as const;

type Decision = keyof typeof decisions;

function ListSkeleton() {
  return (
    <div className="space-y-4">
      <span className="sr-only" role="status">
        Loading quotes
      </span>
      {[0, 1].map((key) => (
        <div key={key} className="space-y-4 rounded-xl border border-slate-200 p-6">
          <div className="flex items-center gap-3">
            <Skeleton className="size-16 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="h-7 w-20" />
          </div>
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

function Summary({ quotes }: { quotes: QuoteWithSupplier[] }) {
  const accepted = quotes.filter((quote) => quote.status === "accepted").length;
  const pending = quotes.filter((quote) => quote.status === "pending").length;
  const facts = [
    quotes.length === 1 ? "1 quote" : `${quotes.length} quotes`,
    pending > 0 ? `${pending} awaiting your decision` : null,
    accepted > 0 ? `${accepted} accepted` : null,
  ].filter(Boolean);
  return <p className="text-sm text-slate-700">{facts.join(" · ")}</p>;
}

/** The owner's quotes, to compare, accept or reject, then contact and review who was booked. */
export function RequestQuoteList({ request }: { request: RequestDetail }) {
  const quotes = useRequestQuotes(request.id, true);
  const decide = useDecideQuote();
  const [params, setParams] = useSearchParams();
  const sort = parseQuoteSort(params.get(SORT_PARAM));
  const sortId = useId();
  const [pendingDecision, setPendingDecision] = useState<{
    quote: QuoteWithSupplier;
    decision: Decision;
  } | null>(null);
  const sorted = useMemo(() => sortQuotes(quotes.data ?? [], sort), [quotes.data, sort]);
  const isActive = request.status === "active";

  const confirm = async () => {
    if (!pendingDecision) return;
    const { quote, decision } = pendingDecision;
    const words = decisions[decision];
    try {
      await decide.mutateAsync({ quoteId: quote.id, status: decision });
      setPendingDecision(null);
      toast({
        title: words.success,
        description: words.done(quote.supplier.name),
        variant: "success",
      });
    } catch (error) {
      // A quote that expired meanwhile says so; other failures get the spec's words.
      const description =
        error instanceof ApiError && error.status === 409
          ? messageOf(error, words.failure)
          : words.failure;
      toast({ title: "Error", description, variant: "destructive" });
    }
  };

  if (quotes.isPending) return <ListSkeleton />;
  if (quotes.isError && !quotes.data) {
    return (
      <ErrorState
        title="Couldn't load the quotes"
        message="Please check your connection and try again."
        onRetry={() => quotes.refetch()}
      />
    );
  }
  if (sorted.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No quotes yet"
        description={
          isActive
            ? "Suppliers in your categories can see this request. Their quotes will appear here to compare side by side."
            : "This request received no quotes."
        }
      />
    );
  }

  const active = pendingDecision ? decisions[pendingDecision.decision] : null;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Summary quotes={sorted} />
        <div className="flex items-center gap-2">
          <Label htmlFor={sortId} className="shrink-0">
            Sort quotes
          </Label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (event.target.value === "newest") next.delete(SORT_PARAM);
                  else next.set(SORT_PARAM, event.target.value);
                  return next;
                },
                { replace: true },
              )
            }
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 sm:text-sm"
          >
            {QUOTE_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className="space-y-4">
        {sorted.map((quote) => (
          <li key={quote.id}>
            <RequestQuoteCard
              quote={quote}
              view="owner"
              actions={
                quote.status === "pending" && isActive && quote.isExpired ? (
                  <>
                    <p className="text-sm text-slate-600">
                      Expired: ask {quote.supplier.name} to renew it to accept.
                    </p>
                    <Button
                      variant="outline"
                      onClick={() => setPendingDecision({ quote, decision: "rejected" })}
                      aria-label={`Reject quote from ${quote.supplier.name}`}
                    >
                      Reject
                    </Button>
                  </>
                ) : quote.status === "pending" && isActive ? (
                  <>
                    <Button
                      variant="outline"
                      onClick={() => setPendingDecision({ quote, decision: "rejected" })}
                      aria-label={`Reject quote from ${quote.supplier.name}`}
                    >
                      Reject
                    </Button>
                    <Button
                      onClick={() => setPendingDecision({ quote, decision: "accepted" })}
                      aria-label={`Accept quote from ${quote.supplier.name}`}
                    >
                      Accept
                    </Button>
                  </>
                ) : quote.status === "accepted" ? (
                  <>
                    <Button asChild variant="outline">
                      <Link to={paths.messagesWith(quote.supplierId, quote.requestId)}>
                        <MessageSquare aria-hidden="true" />
                        Contact Supplier
                      </Link>
                    </Button>
                    {quote.reviewed ? (
                      <Badge tone="green" className="h-11 px-3 text-sm">
                        <CircleCheck className="size-4" aria-hidden="true" />
                        Reviewed
                      </Badge>
                    ) : !request.hasEventPassed ? (
                      <p className="flex min-h-11 items-center text-sm text-slate-600">
                        You can review them after the event.
                      </p>
                    ) : (
                      <Button asChild variant="accent">
                        <Link to={paths.review(request.id, quote.supplierId)}>
                          <Star aria-hidden="true" />
                          Leave Review
                        </Link>
                      </Button>
                    )}
                  </>
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
      <Dialog
        open={pendingDecision !== null}
        onOpenChange={(open) => {
          if (!open && !decide.isPending) setPendingDecision(null);
        }}
        title={active?.title ?? ""}
        description={
          pendingDecision
            ? `${pendingDecision.quote.supplier.name} quoted ${formatQuotePrice(pendingDecision.quote.price)}.`
            : undefined
        }
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => setPendingDecision(null)}
              disabled={decide.isPending}
            >
              Go Back
            </Button>
            <Button
              variant={pendingDecision?.decision === "rejected" ? "destructive" : "primary"}
              onClick={confirm}
              disabled={decide.isPending}
            >
              {decide.isPending ? active?.pending : active?.confirm}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {pendingDecision && active?.body(pendingDecision.quote.supplier.name)}
        </p>
      </Dialog>
    </div>
  );
}
