import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "#client/components/ui/badge";
import {
  FREE_PLAN_FEATURES,
  PERIOD_WORD,
  STANDARD_PLAN_FEATURES,
  YEARLY_SAVING_PERCENT,
} from "#client/features/plans/lib/plan-copy";
import { cn } from "#client/lib/cn";
import type { CouponValidation } from "#shared/contracts/coupons";
import type { PlanType } from "#shared/contracts/payments";
import { formatPounds } from "#shared/domain/format";
import { PLAN_PRICES_PENCE } from "#shared/domain/plans";

function Features({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 flex-1 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  titleId,
  title,
  badge,
  summary,
  price,
  features,
  action,
  highlighted = false,
}: {
  titleId: string;
  title: string;
  badge?: ReactNode;
  summary: string;
  price: ReactNode;
  features: string[];
  action: ReactNode;
  highlighted?: boolean;
}) {
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col rounded-2xl bg-white p-6 sm:p-8",
        highlighted ? "border-2 border-brand-600 shadow-md" : "border border-slate-200 shadow-sm",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {badge}
      </div>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      <div className="mt-6">{price}</div>
      <Features items={features} />
      <div className="mt-8">{action}</div>
    </article>
  );
}

export function FreePlanCard({ isCurrent, action }: { isCurrent: boolean; action: ReactNode }) {
  return (
    <PlanCard
      titleId="free-plan-title"
      title="Free Plan"
      badge={isCurrent ? <Badge>Your plan</Badge> : undefined}
      summary="For trying EventEazy and occasional work."
      price={
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-slate-900">
            {formatPounds(0)}
          </span>
          <span className="text-slate-600">/ month</span>
        </p>
      }
      features={FREE_PLAN_FEATURES}
      action={action}
    />
  );
}

function StandardPrice({
  billing,
  coupon,
}: {
  billing: PlanType;
  coupon: (CouponValidation & { valid: true }) | null;
}) {
  const listPrice = PLAN_PRICES_PENCE[billing];
  const discounted = coupon?.priceAfterDiscount?.[billing];
  const hasDiscount = discounted !== undefined && discounted < listPrice;
  const period = PERIOD_WORD[billing];
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {hasDiscount && (
          <span className="text-2xl font-semibold text-slate-500 line-through">
            <span className="sr-only">Was </span>
            {formatPounds(listPrice)}
          </span>
        )}
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {hasDiscount && <span className="sr-only">Now </span>}
          {formatPounds(hasDiscount ? discounted : listPrice)}
        </span>
        <span className="text-slate-600">/ {period}</span>
      </p>
      {hasDiscount && coupon?.code && (
        <p className="mt-2 text-sm font-medium text-green-800">
          With coupon {coupon.code} on your first {period}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">
        {billing === "yearly"
          ? `${formatPounds(PLAN_PRICES_PENCE.yearly)} a year: 2 months free, save ${YEARLY_SAVING_PERCENT}%.`
          : `Or ${formatPounds(PLAN_PRICES_PENCE.yearly)} a year and save ${YEARLY_SAVING_PERCENT}%.`}
      </p>
    </div>
  );
}

export function StandardPlanCard({
  billing,
  coupon,
  isCurrent,
  action,
}: {
  billing: PlanType;
  coupon: (CouponValidation & { valid: true }) | null;
  isCurrent: boolean;
  action: ReactNode;
}) {
  return (
    <PlanCard
      titleId="standard-plan-title"
      title="Standard"
      badge={
        isCurrent ? <Badge tone="green">Your plan</Badge> : <Badge tone="brand">Recommended</Badge>
      }
      summary="For suppliers who want every opportunity."
      price={<StandardPrice billing={billing} coupon={coupon} />}
      features={STANDARD_PLAN_FEATURES}
      action={action}
      highlighted
    />
  );
}
