import { BarChart3, Download } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { buttonVariants } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";
import { insightsCsvHref, useInsights } from "#client/features/insights/api/get-insights";
import {
  PricePositionCard,
  ResponseTimeCard,
  WinRateCard,
} from "#client/features/insights/components/comparison-cards";
import { FUNNEL_STEPS, FunnelTable } from "#client/features/insights/components/funnel-table";
import { messageOf } from "#client/lib/api-client";
import type { Insights } from "#shared/contracts/insights";
import { INSIGHTS_DEFAULT_WEEKS, INSIGHTS_MAX_WEEKS } from "#shared/domain/insights";

// Recharts is loaded by this page alone, after its figures: no other page carries it.
const FunnelChart = lazy(() =>
  import("#client/features/insights/components/funnel-chart").then((m) => ({
    default: m.FunnelChart,
  })),
);

const SPANS = [4, 8, 12, 26, 52];

function FunnelTotals({ insights }: { insights: Insights }) {
  const totals = FUNNEL_STEPS.map((step) => ({
    ...step,
    total: insights.funnel.reduce((sum, week) => sum + week[step.key], 0),
  }));
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {totals.map((step) => (
        <div key={step.key} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs font-medium text-slate-600">{step.label}</dt>
          <dd className="text-xl font-semibold tabular-nums text-slate-900">{step.total}</dd>
        </div>
      ))}
    </dl>
  );
}

function SpanPicker({
  weeks,
  level,
  onChange,
}: {
  weeks: number;
  level: Insights["level"] | undefined;
  onChange: (weeks: number) => void;
}) {
  const id = useId();
  const longest = INSIGHTS_MAX_WEEKS[level ?? "standard"];
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Show
      </label>
      <select
        id={id}
        value={weeks}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
      >
        {SPANS.filter((span) => span <= longest).map((span) => (
          <option key={span} value={span}>
            Last {span} weeks
          </option>
        ))}
      </select>
    </div>
  );
}

function LoadingInsights() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your insights...
      </span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

function InsightsFigures({ insights }: { insights: Insights }) {
  const nothingYet = insights.funnel.every((week) =>
    FUNNEL_STEPS.every((step) => week[step.key] === 0),
  );
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Your funnel</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-slate-600">
            From {insights.from} to {insights.to}: how often organizers saw you, and what came of
            it.
          </p>
          <FunnelTotals insights={insights} />
          {nothingYet ? (
            <EmptyState
              icon={BarChart3}
              title="No visits or leads yet in this span"
              description="Figures appear here as organizers find your card, open your profile and read your quotes."
            />
          ) : (
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <FunnelChart funnel={insights.funnel} />
            </Suspense>
          )}
          <h3 className="text-sm font-semibold text-slate-900">Week by week</h3>
          <FunnelTable funnel={insights.funnel} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <ResponseTimeCard responseTime={insights.responseTime} />
        <WinRateCard winRate={insights.winRate} closingReasons={insights.closingReasons} />
      </div>
      <PricePositionCard positions={insights.pricePositions} />
    </div>
  );
}

/** A supplier's insights: the funnel, response time, price position and win rate. */
export function InsightsPage() {
  const [weeks, setWeeks] = useState(INSIGHTS_DEFAULT_WEEKS);
  const query = useInsights(weeks);
  const level = query.data?.level;
  return (
    <Page
      title="Insights"
      subtitle="How organizers find you, and how you compare with suppliers near you."
      actions={
        <>
          <SpanPicker weeks={weeks} level={level} onChange={setWeeks} />
          {level === "advanced" && (
            <a
              href={insightsCsvHref(weeks)}
              download
              className={buttonVariants({ variant: "outline" })}
            >
              <Download className="size-4" aria-hidden="true" />
              Download CSV
            </a>
          )}
        </>
      }
    >
      {query.isPending ? (
        <LoadingInsights />
      ) : query.isError ? (
        <ErrorState
          title="Your insights could not be loaded"
          message={messageOf(query.error, "Please try again in a moment.")}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <InsightsFigures insights={query.data} />
      )}
    </Page>
  );
}
