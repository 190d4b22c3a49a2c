import { MailCheck, MailWarning, MessageSquareQuote, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#client/lib/cn";
import type { OrganizerStats, RequestLeadFacts } from "#shared/contracts/requests";
import { isRequestFull, quoteCountLabel, requestFullLabel } from "#shared/domain/fair-leads";

const NEW_ORGANIZER = "New organizer";

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 of 5 quotes", or "Full: 5 quotes received" once the request takes no more. */
export function quoteProgressLabel(facts: Pick<RequestLeadFacts, "quoteCount" | "quoteLimit">) {
  return isRequestFull(facts) ? requestFullLabel(facts) : quoteCountLabel(facts);
}

/** "under 1 hour", "1 hour", "5 hours", "3 days": how long the organizer takes to read a quote. */
export function readingTimeLabel(hours: number): string {
  if (hours < 1) return "under 1 hour";
  const wholeHours = Math.round(hours);
  if (wholeHours < 48) return plural(wholeHours, "hour", "hours");
  return plural(Math.round(hours / 24), "day", "days");
}

/** The organizer's record in words, one phrase each; a single "New organizer" without history. */
export function organizerRecordParts(stats: OrganizerStats | null): string[] {
  if (!stats) return [NEW_ORGANIZER];
  return [
    `${plural(stats.requests, "request", "requests")} posted`,
    plural(stats.hires, "hire", "hires"),
    `${Math.round(stats.readShare * 100)}% of quotes read`,
    stats.medianHoursToRead === null
      ? "no quotes read yet"
      : `reads quotes in ${readingTimeLabel(stats.medianHoursToRead)} (median)`,
    ...(stats.rating === null
      ? []
      : [
          `rated ${stats.rating.toFixed(1)} of 5 by ${plural(stats.reviewCount, "supplier", "suppliers")}`,
        ]),
  ];
}

function Fact({
  icon,
  term,
  children,
  className,
}: {
  icon: ReactNode;
  term: string;
  children: ReactNode;
  className?: string;
}) {
  // The icon sits inside the term: a <dl> may hold only its terms and definitions.
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
        <span className="shrink-0 text-brand-700">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What a supplier weighs before spending a quote: how many quotes the request already has against
 * its cap, whether its organizer confirmed their email, and the organizer's record. Every fact is
 * words; colour and icons only repeat them.
 */
export function RequestLeadFactsList({
  facts,
  className,
}: {
  facts: Pick<
    RequestLeadFacts,
    "quoteCount" | "quoteLimit" | "organizerEmailVerified" | "organizerStats"
  >;
  className?: string;
}) {
  const isFull = isRequestFull(facts);
  const iconClass = "size-3.5";
  return (
    <dl className={cn("grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2", className)}>
      <Fact
        icon={<MessageSquareQuote className={iconClass} aria-hidden="true" />}
        term="Quotes so far"
      >
        <span className={cn(isFull && "text-amber-900")}>{quoteProgressLabel(facts)}</span>
      </Fact>
      <Fact
        icon={
          facts.organizerEmailVerified ? (
            <MailCheck className={iconClass} aria-hidden="true" />
          ) : (
            <MailWarning className={cn(iconClass, "text-amber-700")} aria-hidden="true" />
          )
        }
        term="Organizer's email"
      >
        {facts.organizerEmailVerified ? "Confirmed" : "Not confirmed yet"}
      </Fact>
      <Fact
        icon={<UserRound className={iconClass} aria-hidden="true" />}
        term="Organizer's record"
        className="sm:col-span-2"
      >
        {organizerRecordParts(facts.organizerStats).join(", ")}
      </Fact>
    </dl>
  );
}
