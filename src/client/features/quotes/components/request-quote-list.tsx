import { CircleCheck, Eye, EyeOff, Inbox, ListChecks, MessageSquare, Star } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Label, Select } from "#client/components/ui/input";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import { useRequestMessages } from "#client/features/messages/api/get-request-messages";
import { useDecideQuote, useRequestQuotes } from "#client/features/quotes/api/quotes";
import { ApiError, messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { RequestMessages } from "#shared/contracts/messages";
import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import { isRequestSettled, type RequestDetail } from "#shared/contracts/requests";
import { formatPounds } from "#shared/domain/format";
import { formatQuoteAmount } from "#shared/domain/quote-price";
import { canReplyOnceSubscribedMessage } from "#shared/domain/standard-plan";
import { AskQuotersForm } from "./ask-quoters-form";
import type { QuoteAnswer } from "./quote-answer";
import { groupQuotesByService, type ServiceBudget, serviceBudgetOf } from "./quote-comparison";
import { QuoteComparisonTable } from "./quote-comparison-table";
import { RequestQuoteCard } from "./request-quote-card";
import { parseQuoteSort, QUOTE_SORTS, sortQuotes } from "./request-quote-sort";
import { useQuotePicks } from "./use-quote-picks";

const SORT_PARAM = "quoteSort";
/** "shortlist": compare only the shortlisted quotes. */
const ONLY_PARAM = "only";
/** "1": show the hidden quotes again, marked, so they can be brought back. */
const SHOW_HIDDEN_PARAM = "showHidden";

/**
 * Per supplier, the organizer's latest question to every quoter and the supplier's latest reply
 * since it, whatever else either of them wrote in between: the answer to that question.
 */
function answersOf(conversations: RequestMessages | undefined, organizerId: number) {
  const answers = new Map<number, QuoteAnswer>();
  for (const { user, messages } of conversations ?? []) {
    const questionAt = messages.findLastIndex(
      (message) => message.senderId === organizerId && message.askedEveryQuoter === true,
    );
    const question = messages[questionAt];
    if (!question) continue;
    const answer = messages
      .slice(questionAt + 1)
      .findLast((message) => message.senderId === user.id);
    answers.set(user.id, { question, answer: answer ?? null });
  }
  return answers;
}

const decisions = {
  accepted: {
    title: "Accept this quote?",
    body: (name: string) =>
      `We'll tell ${name} straight away. You can accept more than one quote if your event needs several suppliers.`,
    confirm: "Accept Quote",
    pending: "Accepting...",
    success: "Quote Accepted",
    done: (name: string, canReply: boolean) =>
      canReply
        ? `You accepted ${name}'s quote. Message them to confirm the details.`
        : `You accepted ${name}'s quote, and we've told them. ${canReplyOnceSubscribedMessage(name)}`,
    failure: "Failed to accept quote. Please try again.",
  },
  rejected: {
    title: "Reject this quote?",
    body: (name: string) =>
      `We'll let ${name} know you've decided against it. This can't be undone.`,
    confirm: "Reject Quote",
    pending: "Rejecting...",
    success: "Quote Rejected",
    done: (name: string, _canReply: boolean) => `You rejected ${name}'s quote.`,
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

/** The heading of one service's quotes, with what they are measured against. */
function ServiceSection({
  name,
  count,
  budget,
  emptyNote,
  children,
}: {
  name: string;
  count: number;
  budget: ServiceBudget;
  emptyNote: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {name}
          <span className="ml-2 text-sm font-normal text-slate-600">
            {count === 1 ? "1 quote" : `${count} quotes`}
          </span>
        </h3>
        <p className="text-sm text-slate-700">
          {budget.kind === "line"
            ? `Budget ${formatPounds(budget.pence)}`
            : "No budget set for this service"}
        </p>
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {emptyNote}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** The owner's quotes, to compare, accept or reject, then contact and review who was booked. */
export function RequestQuoteList({ request }: { request: RequestDetail }) {
  const quotes = useRequestQuotes(request.id, true);
  const decide = useDecideQuote();
  const [params, setParams] = useSearchParams();
  const sort = parseQuoteSort(params.get(SORT_PARAM));
  const sortId = useId();
  const messages = useRequestMessages(request.id);
  const quoteIds = useMemo(() => quotes.data?.map((quote) => quote.id), [quotes.data]);
  const { shortlisted, hidden, toggle } = useQuotePicks(request, quoteIds);
  const isShortlistOnly = params.get(ONLY_PARAM) === "shortlist";
  const isShowingHidden = params.get(SHOW_HIDDEN_PARAM) === "1";
  const answers = useMemo(
    () => answersOf(messages.data, request.organizerId),
    [messages.data, request.organizerId],
  );
  // The booking accepting a quote just made, linked from the list until the page is left.
  const [newBookingId, setNewBookingId] = useState<number | null>(null);
  const [pendingDecision, setPendingDecision] = useState<{
    quote: QuoteWithSupplier;
    decision: Decision;
  } | null>(null);
  const sorted = useMemo(() => sortQuotes(quotes.data ?? [], sort), [quotes.data, sort]);
  const isActive = request.status === "active";
  // A settled request's quoters are no longer asked, shortlisted or hidden: the server refuses too.
  const isSettled = isRequestSettled(request.status);
  const hiddenCount = sorted.filter((quote) => hidden.has(quote.id)).length;
  const shortlistCount = sorted.filter((quote) => shortlisted.has(quote.id)).length;
  const shown = sorted.filter(
    (quote) =>
      (isShowingHidden || !hidden.has(quote.id)) && (!isShortlistOnly || shortlisted.has(quote.id)),
  );
  const quoterCount = sorted.filter((quote) => quote.status !== "rejected").length;
  const groups = groupQuotesByService(request.categories, shown);

  const changeParams = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  const toggleFlag = (name: string, value: string, isOn: boolean) =>
    changeParams((next) => {
      if (isOn) next.delete(name);
      else next.set(name, value);
    });

  const confirm = async () => {
    if (!pendingDecision) return;
    const { quote, decision } = pendingDecision;
    const words = decisions[decision];
    try {
      const decided = await decide.mutateAsync({ quoteId: quote.id, status: decision });
      setPendingDecision(null);
      if (decided.bookingId) setNewBookingId(decided.bookingId);
      toast({
        title: words.success,
        description: words.done(quote.supplier.name, decided.supplierCanReply),
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

  /** One service's quotes (or a one-service request's): side by side, then one card each. */
  const compared = (
    groupQuotes: QuoteWithSupplier[],
    budget: ServiceBudget,
    serviceName: string | null,
    caption: string,
  ) => (
    <div className="space-y-4">
      <QuoteComparisonTable
        request={request}
        quotes={groupQuotes}
        budget={budget}
        serviceName={serviceName}
        caption={caption}
        shortlisted={shortlisted}
        hidden={hidden}
        onToggleShortlist={isSettled ? null : (quoteId) => toggle("shortlist", quoteId)}
        onToggleHidden={isSettled ? null : (quoteId) => toggle("hidden", quoteId)}
        answers={answers}
        answersStatus={messages.status}
      />
      <ul className="space-y-4">
        {groupQuotes.map((quote) => (
          <li key={quote.id}>
            <RequestQuoteCard
              quote={quote}
              view="owner"
              answer={messages.status === "success" ? answers.get(quote.supplierId) : undefined}
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
    </div>
  );

  const active = pendingDecision ? decisions[pendingDecision.decision] : null;
  return (
    <div className="min-w-0 space-y-4">
      {newBookingId !== null && (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900"
        >
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          Quote accepted: your booking is ready.
          <Link to={paths.booking(newBookingId)} className="font-semibold underline">
            View the booking and pay the deposit
          </Link>
        </p>
      )}
      {quoterCount > 0 && !isSettled && (
        <AskQuotersForm requestId={request.id} quoterCount={quoterCount} />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Summary quotes={sorted} />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={isShortlistOnly ? "primary" : "outline"}
            aria-pressed={isShortlistOnly}
            onClick={() => toggleFlag(ONLY_PARAM, "shortlist", isShortlistOnly)}
          >
            <ListChecks aria-hidden="true" />
            Shortlisted only ({shortlistCount})
          </Button>
          {(hiddenCount > 0 || isShowingHidden) && (
            <Button
              variant="outline"
              aria-pressed={isShowingHidden}
              onClick={() => toggleFlag(SHOW_HIDDEN_PARAM, "1", isShowingHidden)}
            >
              {isShowingHidden ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {isShowingHidden ? "Leave hidden out" : `Show hidden (${hiddenCount})`}
            </Button>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={sortId} className="shrink-0">
            Sort quotes
          </Label>
          <Select
            id={sortId}
            value={sort}
            onChange={(event) =>
              changeParams((next) => {
                if (event.target.value === "newest") next.delete(SORT_PARAM);
                else next.set(SORT_PARAM, event.target.value);
              })
            }
            inline
          >
            {QUOTE_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {isShortlistOnly
            ? "No quote shown is on your shortlist yet. Shortlist quotes in the comparison, or show them all."
            : "Every quote is hidden. Show the hidden ones to bring them back."}
        </p>
      ) : groups.length === 1 && groups[0] ? (
        compared(
          groups[0].quotes,
          serviceBudgetOf(request, groups[0].service),
          null,
          "Quotes side by side",
        )
      ) : (
        groups.map((group) => (
          <ServiceSection
            key={group.service}
            name={group.name}
            count={group.quotes.length}
            budget={serviceBudgetOf(request, group.service)}
            emptyNote={
              isShortlistOnly || hiddenCount > 0
                ? `No ${group.name} quote shown.`
                : `No quotes for ${group.name} yet.`
            }
          >
            {group.quotes.length > 0 &&
              compared(
                group.quotes,
                serviceBudgetOf(request, group.service),
                group.name,
                `${group.name} quotes side by side`,
              )}
          </ServiceSection>
        ))
      )}
      <Dialog
        open={pendingDecision !== null}
        onOpenChange={(open) => {
          if (!open && !decide.isPending) setPendingDecision(null);
        }}
        title={active?.title ?? ""}
        description={
          pendingDecision
            ? `${pendingDecision.quote.supplier.name} quoted ${formatQuoteAmount(pendingDecision.quote)}.`
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
