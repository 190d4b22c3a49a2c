import { PiggyBank } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { supplierPath } from "#client/components/supplier-card";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { Skeleton } from "#client/components/ui/skeleton";
import { useEventPlan } from "#client/features/requests/api/request-comparison";
import type { EventPlan, EventPlanService, RequestDetail } from "#shared/contracts/requests";
import { formatPounds } from "#shared/domain/format";
import { serviceName } from "#shared/domain/quote-services";
import { ServiceBudgetsDialog } from "./service-budgets-dialog";

/** "£1,220 booked of your £3,000 budget: £1,780 left." */
function planSummary(plan: EventPlan): string {
  const booked = `${formatPounds(plan.totalPence)} booked`;
  if (plan.budgetPence === null) return `${booked} so far.`;
  const against =
    plan.budgetFrom === "total"
      ? `your ${formatPounds(plan.budgetPence)} budget`
      : `your service budgets of ${formatPounds(plan.budgetPence)}`;
  const left = plan.budgetPence - plan.totalPence;
  return left >= 0
    ? `${booked} of ${against}: ${formatPounds(left)} left.`
    : `${booked}: ${formatPounds(-left)} over ${against}.`;
}

function serviceBudgetNote(service: EventPlanService): string | null {
  if (service.budgetPence === null) return null;
  const budget = `Budget ${formatPounds(service.budgetPence)}`;
  if (service.booked.length === 0) return budget;
  const left = service.budgetPence - service.bookedPence;
  return left >= 0
    ? `${budget}, ${formatPounds(left)} left`
    : `${budget}, ${formatPounds(-left)} over`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

function ServiceLine({ service }: { service: EventPlanService }) {
  const name = serviceName(service.service);
  const note = serviceBudgetNote(service);
  const isOver = service.budgetPence !== null && service.bookedPence > service.budgetPence;
  return (
    <li className="space-y-2 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        {note && (
          <p className={isOver ? "text-sm font-medium text-red-800" : "text-sm text-slate-700"}>
            {note}
          </p>
        )}
      </div>
      {service.booked.length === 0 ? (
        <p className="text-sm text-slate-600">
          Not booked yet
          {service.pendingQuotes > 0 &&
            ` · ${service.pendingQuotes === 1 ? "1 quote" : `${service.pendingQuotes} quotes`} to decide`}
        </p>
      ) : (
        <ul className="space-y-2">
          {service.booked.map((booking) => (
            <li key={booking.quoteId} className="rounded-lg bg-slate-50 p-3">
              <Link
                to={supplierPath(booking.supplier)}
                className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
              >
                {booking.supplier.name}
              </Link>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <Figure
                  label="Total"
                  value={
                    booking.totalPence === null ? booking.price : formatPounds(booking.totalPence)
                  }
                />
                <Figure
                  label="Deposit"
                  value={booking.depositPence === 0 ? "None" : formatPounds(booking.depositPence)}
                />
                <Figure
                  label="Balance due"
                  value={booking.balancePence === null ? "—" : formatPounds(booking.balancePence)}
                />
              </dl>
              {booking.paidPence !== null && (
                <p className="mt-2 text-sm text-slate-700">
                  {booking.paidPence > 0
                    ? `Deposit paid on EventEazy: ${formatPounds(booking.paidPence)}`
                    : "Deposit not paid yet"}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The organizer's plan for their event: each service with who is booked (their accepted quotes),
 * the deposit, what has been paid on EventEazy and balance of each, and the sum against the budget.
 */
export function EventPlanCard({ request }: { request: RequestDetail }) {
  const plan = useEventPlan(request.id, request.isOwner);
  const headingId = useId();
  const [isSplitting, setSplitting] = useState(false);
  const canSplit = request.categories.length > 1;

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Your event plan
          </h2>
          {canSplit && (
            <Button variant="outline" onClick={() => setSplitting(true)}>
              <PiggyBank aria-hidden="true" />
              Budget per Service
            </Button>
          )}
        </div>
        {plan.data ? (
          <>
            <p className="text-sm font-medium text-slate-900">{planSummary(plan.data)}</p>
            <ul className="space-y-3">
              {plan.data.services.map((service) => (
                <ServiceLine key={service.service} service={service} />
              ))}
            </ul>
            <dl
              aria-label="Plan totals"
              className="grid grid-cols-3 gap-2 rounded-lg border border-slate-200 p-3 text-sm"
            >
              <Figure label="Total booked" value={formatPounds(plan.data.totalPence)} />
              <Figure label="Deposits" value={formatPounds(plan.data.depositPence)} />
              <Figure label="Balance due" value={formatPounds(plan.data.balancePence)} />
            </dl>
            {plan.data.unpricedCount > 0 && (
              <p className="text-xs text-slate-600">
                {plan.data.unpricedCount === 1
                  ? "One booked quote states no amount, so the sums leave it out."
                  : `${plan.data.unpricedCount} booked quotes state no amount, so the sums leave them out.`}
              </p>
            )}
          </>
        ) : plan.isError ? (
          <div className="space-y-2">
            <p role="alert" className="text-sm text-slate-700">
              Your plan couldn't be loaded.
            </p>
            <Button variant="outline" onClick={() => plan.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <div className="space-y-2">
            <span className="sr-only" role="status">
              Loading your plan
            </span>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
      </section>
      {canSplit && isSplitting && (
        <ServiceBudgetsDialog request={request} open={isSplitting} onOpenChange={setSplitting} />
      )}
    </Card>
  );
}
