import { ArrowRight, Gauge, Sparkles } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button";
import { Skeleton } from "#client/components/ui/skeleton";
import { useQuoteLimit } from "#client/features/quotes/api/quotes";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";
import { formatEventDate } from "#shared/domain/request-age";
import { CardError } from "./stat-card";

/** A free-plan supplier's allowance this month, and the way to an unlimited plan. */
export function QuotaCard() {
  const titleId = useId();
  const limit = useQuoteLimit(true);
  if (limit.data?.isUnlimited) return null;
  const status = limit.data;
  const isLimitReached = status ? !status.canQuote || status.quotesRemaining === 0 : false;
  const used = status ? Math.min(status.quotesThisMonth, status.monthlyLimit) : 0;
  const usedShare = status && status.monthlyLimit > 0 ? used / status.monthlyLimit : 0;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "rounded-xl border p-5 shadow-sm sm:p-6",
        isLimitReached ? "border-amber-300 bg-amber-50" : "border-brand-200 bg-brand-50",
      )}
    >
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <span
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-lg",
              isLimitReached ? "bg-amber-100 text-amber-900" : "bg-white text-brand-700",
            )}
          >
            <Gauge className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              Free Plan quotes
            </h2>
            {limit.isPending ? (
              <div className="mt-2 space-y-2" role="status">
                <span className="sr-only">Loading your quote allowance</span>
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-2 w-full max-w-sm rounded-full" />
              </div>
            ) : limit.isError || !status ? (
              <div className="mt-1 text-sm text-slate-700">
                <CardError what="Your quote allowance" onRetry={() => void limit.refetch()} />
              </div>
            ) : (
              <>
                <p className="mt-1 text-slate-800">
                  <span className="text-2xl font-bold text-slate-900 tabular-nums">
                    {status.quotesRemaining ?? 0}
                  </span>{" "}
                  of {status.monthlyLimit} {status.monthlyLimit === 1 ? "quote" : "quotes"} left
                  this month
                </p>
                <div
                  aria-hidden="true"
                  className="mt-2 h-2 w-full max-w-sm overflow-hidden rounded-full bg-white ring-1 ring-slate-200"
                >
                  <div
                    className={cn(
                      "h-full rounded-full",
                      isLimitReached ? "bg-amber-600" : "bg-brand-700",
                    )}
                    style={{ width: `${Math.round(usedShare * 100)}%` }}
                  />
                </div>
                <p className="mt-2 text-sm text-slate-700">
                  {isLimitReached
                    ? "You've used all your free quotes this month. "
                    : `You've sent ${status.quotesThisMonth} this month. `}
                  Your allowance resets on {formatEventDate(status.resetsOn)}.
                </p>
              </>
            )}
          </div>
        </div>
        {isLimitReached ? (
          <Button asChild variant="accent" size="lg" className="shrink-0">
            <Link to={paths.plans}>
              <Sparkles aria-hidden="true" />
              Upgrade Plan
            </Link>
          </Button>
        ) : (
          <Link
            to={paths.plans}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline md:self-center"
          >
            Upgrade for unlimited quotes
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </div>
    </article>
  );
}
