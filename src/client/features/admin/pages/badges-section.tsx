import { Download, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { EmptyState } from "#client/components/ui/empty-state";
import { ErrorState } from "#client/components/ui/error-state";
import { FilterButtons } from "#client/components/ui/filter-buttons";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import {
  useAdminBadges,
  useRejectBadge,
  useVerifyBadge,
} from "#client/features/admin/api/badge-actions";
import { ReasonDialog } from "#client/features/admin/components/reason-dialog";
import { oneOf, withParams } from "#client/features/admin/lib/search-params";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import {
  type AdminBadgeView,
  BADGE_STATUSES,
  type BadgeStatus,
  RejectBadgeBody,
} from "#shared/contracts/compliance-badges";
import { BADGE_KIND_NAMES, type BadgeDetails } from "#shared/domain/compliance-badges";
import { formatLongDate, formatNumber } from "#shared/domain/format";

const STATUS_OPTIONS: { value: BadgeStatus; label: string }[] = [
  { value: "pending", label: "Waiting" },
  { value: "verified", label: "Verified" },
  { value: "rejected", label: "Rejected" },
  { value: "expired", label: "Expired" },
];

const longDay = (day: string) => formatLongDate(`${day}T12:00:00Z`);

/** Every fact the supplier entered, for checking against the evidence. */
function detailLines(details: BadgeDetails): [string, string][] {
  switch (details.kind) {
    case "insurance":
      return [
        ["Insurer", details.insurer],
        ["Policy number", details.policyNumber],
        ["Cover", `£${formatNumber(details.coverPounds, { maximumFractionDigits: 0 })}`],
        ["Expiry date", longDay(details.expiryDate)],
      ];
    case "food_hygiene":
      return [
        ["FSA rating", String(details.rating)],
        ["Business name", details.businessName],
        ["Inspection date", longDay(details.inspectionDate)],
      ];
    case "dbs":
      return [
        ["Check type", details.dbsType],
        ["Issue date", longDay(details.issueDate)],
      ];
    case "pat":
      return [["Test date", longDay(details.testDate)]];
  }
}

function BadgeReviewCard({
  badge,
  onVerify,
  onReject,
  isBusy,
}: {
  badge: AdminBadgeView;
  onVerify: () => void;
  onReject: () => void;
  isBusy: boolean;
}) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {badge.label} · {badge.supplier.name}
          </h3>
          <Badge tone="neutral">{BADGE_KIND_NAMES[badge.kind]}</Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {[
            ...detailLines(badge.details),
            ["Counts until", longDay(badge.validUntil)],
            ["Sent", formatLongDate(badge.createdAt)],
          ].map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {badge.rejectionReason && (
          <p className="text-sm text-red-800">Reason: {badge.rejectionReason}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={`/api/badges/${badge.id}/evidence`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-50 hover:underline"
          >
            <Download className="size-4" aria-hidden="true" />
            Evidence: {badge.evidenceName}
          </a>
          <Link
            to={paths.supplier(badge.supplier.id)}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-slate-50 hover:underline"
          >
            Supplier profile
          </Link>
          {badge.status === "pending" && (
            <Button size="sm" onClick={onVerify} disabled={isBusy}>
              <ShieldCheck aria-hidden="true" />
              Verify
            </Button>
          )}
          {(badge.status === "pending" || badge.status === "verified") && (
            <Button size="sm" variant="outline" onClick={onReject} disabled={isBusy}>
              {badge.status === "pending" ? "Reject" : "Withdraw"}
            </Button>
          )}
        </div>
      </article>
    </li>
  );
}

/** Compliance badges to check: the evidence beside what the supplier entered. */
export function BadgesSection() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const status = oneOf(BADGE_STATUSES, params.get("status")) ?? "pending";
  const badges = useAdminBadges(status);
  const verify = useVerifyBadge();
  const reject = useRejectBadge();
  const [rejecting, setRejecting] = useState<AdminBadgeView | null>(null);

  const onVerify = (badge: AdminBadgeView) =>
    verify.mutate(badge.id, {
      onSuccess() {
        toast({
          title: "Badge verified",
          description: `${badge.label} shows on ${badge.supplier.name}'s card until ${longDay(badge.validUntil)}.`,
          variant: "success",
        });
      },
      onError(error) {
        toast({
          title: "Error",
          description: messageOf(error, "Could not verify this badge. Please try again."),
          variant: "destructive",
        });
      },
    });

  const onReject = (reason: string) => {
    if (!rejecting) return;
    const target = rejecting;
    reject.mutate(
      { id: target.id, reason },
      {
        onSuccess() {
          toast({
            title: "Badge rejected",
            description: `${target.supplier.name} has been told why.`,
            variant: "success",
          });
          setRejecting(null);
        },
        onError(error) {
          toast({
            title: "Error",
            description: messageOf(error, "Could not reject this badge. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  };

  const list = badges.data?.badges;
  const busyId = verify.isPending ? verify.variables : null;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Badges
        </h2>
        <p className="text-sm text-slate-600">
          Check each badge's evidence against what the supplier entered. Verified badges show on
          cards and profiles until their last day; the supplier is emailed either way.
        </p>
      </div>

      <FilterButtons
        legend="Show badges"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(next) =>
          setParams((current) =>
            withParams(current, { status: next === "pending" ? undefined : next }),
          )
        }
      />

      {badges.isError ? (
        <ErrorState
          title="Could not load badges"
          message={messageOf(badges.error, "Please check your connection and try again.")}
          onRetry={() => badges.refetch()}
        />
      ) : !list ? (
        <div className="space-y-3">
          <p role="status" className="sr-only">
            Loading badges
          </p>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No badges here" />
      ) : (
        <ul aria-label="Badges" className="space-y-4">
          {list.map((badge) => (
            <BadgeReviewCard
              key={badge.id}
              badge={badge}
              isBusy={busyId === badge.id || (reject.isPending && rejecting?.id === badge.id)}
              onVerify={() => onVerify(badge)}
              onReject={() => setRejecting(badge)}
            />
          ))}
        </ul>
      )}

      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title={rejecting?.status === "verified" ? "Withdraw this badge?" : "Reject this badge?"}
        description={
          rejecting
            ? `${rejecting.supplier.name} will be emailed the reason, and the badge will not show on their card.`
            : ""
        }
        schema={RejectBadgeBody}
        confirmLabel={rejecting?.status === "verified" ? "Withdraw badge" : "Reject badge"}
        pendingLabel="Saving..."
        isPending={reject.isPending}
        onConfirm={onReject}
      />
    </section>
  );
}
