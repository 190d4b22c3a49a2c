import { MessageSquareText } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button";
import { DataTable } from "#client/components/ui/data-table";
import { EmptyState } from "#client/components/ui/empty-state";
import { FilterButtons } from "#client/components/ui/filter-buttons";
import { toast } from "#client/components/ui/toast";
import { useAdminReviews } from "#client/features/admin/api/get-admin-reviews";
import { useHideReview, useUnhideReview } from "#client/features/admin/api/review-actions";
import { Pager } from "#client/features/admin/components/pager";
import { ReasonDialog } from "#client/features/admin/components/reason-dialog";
import { reviewColumns, reviewLabel } from "#client/features/admin/components/review-columns";
import { oneOf, pageFrom, withParams } from "#client/features/admin/lib/search-params";
import { messageOf } from "#client/lib/api-client";
import {
  type AdminReviewView,
  HideReviewBody,
  REVIEW_VISIBILITIES,
  type ReviewVisibility,
} from "#shared/contracts/admin";

const VISIBILITY_OPTIONS: { value: ReviewVisibility; label: string }[] = [
  { value: "all", label: "All reviews" },
  { value: "visible", label: "Visible" },
  { value: "hidden", label: "Hidden" },
  { value: "reported", label: "Reported" },
];

const EMPTY_TITLES: Record<ReviewVisibility, string> = {
  all: "No reviews yet",
  visible: "No visible reviews",
  hidden: "No hidden reviews",
  reported: "No reported reviews",
};

export function ReviewsSection() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const visibility = oneOf(REVIEW_VISIBILITIES, params.get("visibility")) ?? "all";
  const page = pageFrom(params.get("page"));
  const reviews = useAdminReviews({ visibility, page });
  const [hiding, setHiding] = useState<AdminReviewView | null>(null);
  const hide = useHideReview();
  const unhide = useUnhideReview();

  const onHide = (reason: string) => {
    if (!hiding) return;
    const target = hiding;
    hide.mutate(
      { id: target.id, reason },
      {
        onSuccess() {
          toast({
            title: "Review hidden",
            description: `It no longer shows on ${target.supplierName}'s profile, and their rating leaves it out.`,
            variant: "success",
          });
          setHiding(null);
        },
        onError(error) {
          toast({
            title: "Error",
            description: messageOf(error, "Could not hide this review. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  };

  const onUnhide = (review: AdminReviewView) =>
    unhide.mutate(review.id, {
      onSuccess() {
        toast({
          title: "Review visible again",
          description: `It shows on ${review.supplierName}'s profile and counts in their rating.`,
          variant: "success",
        });
      },
      onError(error) {
        toast({
          title: "Error",
          description: messageOf(error, "Could not show this review again. Please try again."),
          variant: "destructive",
        });
      },
    });

  const list = reviews.data;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Reviews
        </h2>
        <p className="text-sm text-slate-600">
          Every review, newest first. Hidden reviews leave public pages and the supplier's rating.
          Reviews that users reported show how many did, and why.
        </p>
      </div>

      <FilterButtons
        legend="Show reviews"
        options={VISIBILITY_OPTIONS}
        value={visibility}
        onChange={(next) =>
          setParams((current) =>
            withParams(current, { visibility: next === "all" ? undefined : next }),
          )
        }
      />

      <p className="sr-only" aria-live="polite">
        {list ? `${list.total} ${list.total === 1 ? "review" : "reviews"}` : ""}
      </p>

      <DataTable
        caption="Reviews, newest first"
        columns={reviewColumns({
          busyReviewId: unhide.isPending ? (unhide.variables ?? null) : null,
          onHide: setHiding,
          onUnhide,
        })}
        rows={list?.items}
        rowKey={(review) => review.id}
        rowLabel={reviewLabel}
        loadingLabel="Loading reviews"
        error={
          reviews.isError
            ? {
                title: "Could not load reviews",
                message: messageOf(reviews.error, "Please check your connection and try again."),
                onRetry: () => reviews.refetch(),
              }
            : undefined
        }
        empty={
          <EmptyState
            icon={MessageSquareText}
            title={EMPTY_TITLES[visibility]}
            action={
              visibility === "all" ? undefined : (
                <Button variant="outline" onClick={() => setParams(new URLSearchParams())}>
                  Show all reviews
                </Button>
              )
            }
          />
        }
        isRefreshing={reviews.isPlaceholderData}
        footer={
          list && (
            <Pager
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              noun="reviews"
              onPageChange={(next) => setParams((current) => withParams(current, { page: next }))}
            />
          )
        }
      />

      <ReasonDialog
        open={hiding !== null}
        onOpenChange={(open) => {
          if (!open) setHiding(null);
        }}
        title="Hide this review?"
        description={
          hiding
            ? `${hiding.organizerName}'s review of ${hiding.supplierName} will disappear from public pages, and the supplier's rating will leave it out. You can show it again later.`
            : ""
        }
        schema={HideReviewBody}
        confirmLabel="Hide review"
        pendingLabel="Hiding..."
        isPending={hide.isPending}
        onConfirm={onHide}
      />
    </section>
  );
}
