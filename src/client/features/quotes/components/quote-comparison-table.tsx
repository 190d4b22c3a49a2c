import { CircleAlert, CircleCheck, EyeOff, Star } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { Link } from "react-router";
import { formatRating } from "#client/components/rating-stars";
import { supplierPath } from "#client/components/supplier-card";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import type { QuoteWithSupplier } from "#shared/contracts/quotes";
import type { RequestDetail } from "#shared/contracts/requests";
import { formatLongDate, formatNumber, formatPounds } from "#shared/domain/format";
import { formatQuoteFieldValue } from "#shared/domain/quote-fields";
import { cancellationPolicyOf } from "#shared/domain/quote-terms";
import { attendeeCount } from "#shared/domain/request-budget";
import { type QuoteAnswer, QuoteAnswerText } from "./quote-answer";
import {
  categoryFieldRows,
  formatHours,
  formatKm,
  perHeadPence,
  quoteMarks,
  type ServiceBudget,
  serviceBudgetFlag,
} from "./quote-comparison";
import { QuoteStatusBadge } from "./quote-status-badge";
import { QuoteTotal } from "./quote-total";
import { useSidewaysOverflow } from "./use-sideways-overflow";

const NONE = "—";

function Row({
  label,
  hint,
  quotes,
  cell,
}: {
  label: string;
  hint?: string;
  quotes: readonly QuoteWithSupplier[];
  cell: (quote: QuoteWithSupplier) => ReactNode;
}) {
  return (
    <tr>
      <th
        scope="row"
        className="sticky left-0 z-10 w-32 min-w-32 border-t border-r border-slate-200 bg-slate-50 p-3 text-left align-top text-sm font-medium text-slate-900 sm:w-48 sm:min-w-48"
      >
        {label}
        {hint && <span className="mt-0.5 block text-xs font-normal text-slate-600">{hint}</span>}
      </th>
      {quotes.map((quote) => (
        <td
          key={quote.id}
          className="min-w-44 border-t border-slate-200 p-3 align-top text-sm break-words text-slate-800"
        >
          {cell(quote) ?? NONE}
        </td>
      ))}
    </tr>
  );
}

/** The budget row's note: what the quotes of this table are measured against. */
function budgetHint(budget: ServiceBudget, serviceName: string | null): string {
  if (budget.pence === null) return "budget not given as an amount";
  if (budget.kind === "whole") return `yours: ${formatPounds(budget.pence)}`;
  if (budget.kind === "line")
    return `for ${serviceName ?? "this service"}: ${formatPounds(budget.pence)}`;
  return `no budget set for ${serviceName ?? "this service"}; your whole budget is ${formatPounds(budget.pence)}`;
}

interface QuoteComparisonTableProps {
  request: RequestDetail;
  quotes: readonly QuoteWithSupplier[];
  /** What these quotes' totals are measured against. */
  budget: ServiceBudget;
  /** The service compared, when the request asks for several; null for a one-service request. */
  serviceName: string | null;
  /** Names the table and its region: "Quotes side by side", or per service. */
  caption: string;
  shortlisted: ReadonlySet<number>;
  hidden: ReadonlySet<number>;
  /** Null on a settled request: its quotes are no longer shortlisted or hidden. */
  onToggleShortlist: ((quoteId: number) => void) | null;
  onToggleHidden: ((quoteId: number) => void) | null;
  /** Per supplier id; absent when the organizer has not written to them on this request. */
  answers: ReadonlyMap<number, QuoteAnswer>;
  /** Whether the request's messages, where the answers come from, have loaded. */
  answersStatus: "pending" | "error" | "success";
}

/**
 * The quotes side by side: one column per quote, the field names in a first column that stays put
 * while the table swipes sideways on a phone.
 */
export function QuoteComparisonTable({
  request,
  quotes,
  budget,
  serviceName,
  caption,
  shortlisted,
  hidden,
  onToggleShortlist,
  onToggleHidden,
  answers,
  answersStatus,
}: QuoteComparisonTableProps) {
  const marks = quoteMarks(quotes);
  const attendees = attendeeCount(request.attendees);
  const captionId = useId();
  const fieldRows = categoryFieldRows(quotes);
  const totalOf = (quote: QuoteWithSupplier) => quote.totalPence;
  const scroller = useRef<HTMLElement>(null);
  const { overflows, hasMoreRight } = useSidewaysOverflow(scroller);

  const quoteCount = quotes.length === 1 ? "1 quote" : `${quotes.length} quotes`;
  return (
    <div className="space-y-1.5">
      {overflows && (
        <p className="text-right text-xs text-slate-600">{quoteCount} · scroll for more</p>
      )}
      <div className="relative">
        {/* Keyboard users scroll it by tabbing through the links and buttons in each column's head.
            It is positioned so that it also holds the cells' screen-reader text (absolutely placed),
            which would otherwise reach past a phone's edge and scroll the whole page sideways. */}
        <section
          ref={scroller}
          aria-labelledby={captionId}
          className="relative max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="w-full border-separate border-spacing-0">
            <caption id={captionId} className="sr-only">
              {caption}
            </caption>
            <thead>
              <tr>
                <td className="sticky left-0 z-10 border-r border-slate-200 bg-slate-50 p-3 text-xs text-slate-600">
                  {quoteCount}
                </td>
                {quotes.map((quote) => {
                  const isShortlisted = shortlisted.has(quote.id);
                  const isHidden = hidden.has(quote.id);
                  const name = quote.supplier.name;
                  return (
                    <th
                      key={quote.id}
                      scope="col"
                      className={cn(
                        "min-w-44 p-3 text-left align-top",
                        isShortlisted && "bg-brand-50",
                      )}
                    >
                      <Link
                        to={supplierPath(quote.supplier)}
                        className="font-semibold break-words text-slate-900 underline-offset-4 hover:underline"
                      >
                        {name}
                      </Link>
                      <div className="mt-1.5 flex flex-wrap gap-1">
                        <QuoteStatusBadge status={quote.status} isExpired={quote.isExpired} />
                        {isShortlisted && <Badge tone="brand">Shortlisted</Badge>}
                        {isHidden && <Badge tone="neutral">Hidden</Badge>}
                        {marks.get(quote.id)?.map((mark) => (
                          <Badge key={mark} tone="blue">
                            {mark}
                          </Badge>
                        ))}
                      </div>
                      {onToggleShortlist && onToggleHidden && (
                        <div className="mt-2 flex flex-wrap gap-1.5">
                          <Button
                            size="sm"
                            variant={isShortlisted ? "primary" : "outline"}
                            aria-pressed={isShortlisted}
                            aria-label={`Shortlist ${name}`}
                            onClick={() => onToggleShortlist(quote.id)}
                          >
                            <Star aria-hidden="true" />
                            {isShortlisted ? "Shortlisted" : "Shortlist"}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={isHidden ? `Unhide ${name}` : `Hide ${name}`}
                            onClick={() => onToggleHidden(quote.id)}
                          >
                            <EyeOff aria-hidden="true" />
                            {isHidden ? "Unhide" : "Hide"}
                          </Button>
                        </div>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              <Row
                label="Total"
                quotes={quotes}
                cell={(quote) => (
                  <QuoteTotal quote={quote} label={null} figureClassName="text-base" />
                )}
              />
              <Row
                label="Per head"
                hint={
                  attendees
                    ? `for ${formatNumber(attendees)} guests`
                    : "guest count not given as a number"
                }
                quotes={quotes}
                cell={(quote) => {
                  const perHead = perHeadPence(totalOf(quote), attendees);
                  return perHead === null ? null : formatPounds(perHead);
                }}
              />
              <Row
                label="Budget"
                hint={budgetHint(budget, serviceName)}
                quotes={quotes}
                cell={(quote) => {
                  const flag = serviceBudgetFlag(totalOf(quote), budget);
                  if (flag.kind === "unknown") return null;
                  const Icon = flag.kind === "over" ? CircleAlert : CircleCheck;
                  return (
                    <span
                      className={cn(
                        "inline-flex items-start gap-1 font-medium",
                        flag.kind === "over" ? "text-red-800" : "text-green-800",
                      )}
                    >
                      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      {flag.text}
                    </span>
                  );
                }}
              />
              <Row
                label="Deposit"
                quotes={quotes}
                cell={(quote) => {
                  const deposit = quote.details?.deposit;
                  if (!deposit) return null;
                  return deposit.kind === "percent"
                    ? `${deposit.percent}%`
                    : formatPounds(deposit.amountPence);
                }}
              />
              <Row
                label="Cancellation"
                quotes={quotes}
                cell={(quote) => {
                  const cancellation = quote.details?.cancellation;
                  const policy = cancellation
                    ? cancellationPolicyOf(cancellation.policy)
                    : undefined;
                  if (!cancellation || !policy) return null;
                  return (
                    <>
                      <span className="font-medium">{policy.label}</span>
                      <span className="block text-xs text-slate-600">
                        {cancellation.policy === "custom" ? cancellation.terms : policy.summary}
                      </span>
                    </>
                  );
                }}
              />
              <Row
                label="Valid until"
                quotes={quotes}
                cell={(quote) =>
                  quote.validUntil === null ? null : quote.isExpired ? (
                    <span className="font-medium text-red-800">
                      Expired {formatLongDate(quote.validUntil)}
                    </span>
                  ) : (
                    formatLongDate(quote.validUntil)
                  )
                }
              />
              <Row
                label="Included"
                quotes={quotes}
                cell={(quote) =>
                  quote.details && quote.details.included.length > 0 ? (
                    <ul className="list-disc space-y-0.5 pl-4">
                      {quote.details.included.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null
                }
              />
              {fieldRows.map(({ category, categoryLabel, field }) => (
                <Row
                  key={`${category}.${field.key}`}
                  label={field.label}
                  hint={categoryLabel}
                  quotes={quotes}
                  cell={(quote) => {
                    const value = quote.details?.categoryFields[category]?.[field.key];
                    return value === undefined ? null : formatQuoteFieldValue(field, value);
                  }}
                />
              ))}
              <Row
                label="Rating"
                quotes={quotes}
                cell={({ supplier }) =>
                  supplier.reviewCount === 0
                    ? "No reviews yet"
                    : `${formatRating(supplier.avgRating)} out of 5 (${supplier.reviewCount === 1 ? "1 review" : `${supplier.reviewCount} reviews`})`
                }
              />
              <Row
                label="Distance"
                hint="from the event to the supplier's base"
                quotes={quotes}
                cell={({ supplier }) =>
                  supplier.distanceKm === null ? null : formatKm(supplier.distanceKm)
                }
              />
              <Row
                label="Usual time to quote"
                hint="median time from a request being posted to their quote, over all their quotes"
                quotes={quotes}
                cell={({ supplier }) =>
                  supplier.medianHoursToQuote === null
                    ? null
                    : `${formatHours(supplier.medianHoursToQuote)} (${supplier.quotesSent === 1 ? "1 quote" : `${supplier.quotesSent} quotes`})`
                }
              />
              <Row
                label="Answer to your question"
                hint={
                  answersStatus === "error"
                    ? "Couldn't load the answers. They are in the Messages tab."
                    : "their latest reply since you last asked every quoter"
                }
                quotes={quotes}
                cell={(quote) => {
                  if (answersStatus === "pending") return "Loading…";
                  const asked = answers.get(quote.supplierId);
                  if (!asked) return null;
                  return <QuoteAnswerText answer={asked} supplierName={quote.supplier.name} />;
                }}
              />
            </tbody>
          </table>
        </section>
        {hasMoreRight && (
          <div
            data-edge-shadow=""
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px right-px w-8 rounded-r-xl bg-gradient-to-l from-slate-900/20 to-transparent"
          />
        )}
      </div>
    </div>
  );
}
