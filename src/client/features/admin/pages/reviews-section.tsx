import { MessageSquareText } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button";
import { DataTable } from "#client/components/ui/data-table";
import { EmptyState } from "#client/components/ui/empty-state";
import { FilterButtons } from "#client/components/ui/filter-buttons";
import { toast } from "#client/components/ui/toast";
import { type AdminReviewOf, useAdminReviews } from "#client/features/admin/api/get-admin-reviews";
import { useHideReview, useUnhideReview } from "#client/features/admin/api/review-actions";
import { Pager } from "#client/features/admin/components/pager";
import { ReasonDialog } from "#client/features/admin/components/reason-dialog";
import {
  type ReviewKind,
  reviewColumns,
  reviewLabel,
} from "#client/features/admin/components/review-columns";
import { oneOf, pageFrom, withParams } from "#client/features/admin/lib/search-params";
import type { ReviewSubject } from "#client/features/reviews/api/reviews";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import {
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

const KINDS: { [Subject in ReviewSubject]: ReviewKind<AdminReviewOf<Subject>> } = {
  supplier: {
    subjectHeader: "Supplier",
    authorHeader: "Organizer",
    replyAuthor: "Supplier",
    partiesOf: (review) => ({
      subjectName: review.supplierName,
      subjectPath: review.supplierSlug
        ? paths.supplierBySlug(review.supplierSlug)
        : paths.supplier(review.supplierId),
      authorName: review.organizerName,
      isWaiting: false,
    }),
  },
  organizer: {
    subjectHeader: "Organizer",
    authorHeader: "Supplier",
    replyAuthor: "Organizer",
    partiesOf: (review) => ({
      subjectName: review.organizerName,
      subjectPath: paths.organizer(review.organizerId),
      authorName: review.supplierName,
      isWaiting: review.shownAt === null,
    }),
  },
};

const WORDS: Record<ReviewSubject, { heading: string; intro: string; place: string }> = {
  supplier: {
    heading: "Reviews of suppliers",
    intro:
      "Organizers' reviews of suppliers, newest first. Hidden reviews leave public pages and the supplier's rating.",
    place: "profile",
  },
  organizer: {
    heading: "Reviews of organizers",
    intro:
      "Suppliers' reviews of organizers, newest first, with those still waiting to be shown. Hidden reviews leave the organizer's page and their rating.",
    place: "organizer page",
  },
};

export function ReviewsSection<Subject extends ReviewSubject>({ subject }: { subject: Subject }) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const visibility = oneOf(REVIEW_VISIBILITIES, params.get("visibility")) ?? "all";
  const page = pageFrom(params.get("page"));
  const reviews = useAdminReviews(subject, { visibility, page });
  const [hiding, setHiding] = useState<AdminReviewOf<Subject> | null>(null);
  const hide = useHideReview(subject);
  const unhide = useUnhideReview(subject);
  const kind: ReviewKind<AdminReviewOf<Subject>> = KINDS[subject];
  const words = WORDS[subject];
  const hidingParties = hiding && kind.partiesOf(hiding);

  const onHide = (reason: string) => {
    if (!hiding) return;
    const { subjectName } = kind.partiesOf(hiding);
    hide.mutate(
      { id: hiding.id, reason },
      {
        onSuccess() {
          toast({
            title: "Review hidden",
            description: `It no longer shows on ${subjectName}'s ${words.place}, and their rating leaves it out.`,
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

  const onUnhide = (review: AdminReviewOf<Subject>) => {
    const { subjectName, isWaiting } = kind.partiesOf(review);
    unhide.mutate(review.id, {
      onSuccess() {
        toast({
          title: "Review visible again",
          description: isWaiting
            ? `It will show on ${subjectName}'s ${words.place} once it is due, and count in their rating.`
            : `It shows on ${subjectName}'s ${words.place} and counts in their rating.`,
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
  };

  const list = reviews.data;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {words.heading}
        </h2>
        <p className="text-sm text-slate-600">
          {words.intro} Reviews that users reported show how many did, and why.
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
        caption={`${words.heading}, newest first`}
        columns={reviewColumns(kind, {
          busyReviewId: unhide.isPending ? (unhide.variables ?? null) : null,
          onHide: setHiding,
          onUnhide,
        })}
        rows={list?.items}
        rowKey={(review) => review.id}
        rowLabel={(review) => reviewLabel(kind.partiesOf(review))}
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
          hidingParties
            ? `${hidingParties.authorName}'s review of ${hidingParties.subjectName} will disappear from public pages, and their rating will leave it out. You can show it again later.`
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
