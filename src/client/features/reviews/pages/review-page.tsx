import { CalendarDays, CircleCheck, Clock } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { NotFoundView } from "#client/components/not-found-view";
import { Avatar } from "#client/components/ui/avatar";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import { useRequestQuotes } from "#client/features/quotes/api/quotes";
import { useRequestDetail } from "#client/features/requests/api/requests";
import { useCreateReview, useReviewable } from "#client/features/reviews/api/reviews";
import { StarRatingInput } from "#client/features/reviews/components/star-rating-input";
import { useSupplierDetail } from "#client/features/supplier-profile/api/get-supplier-detail";
import { messageOf } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import { waitingReviewMessage } from "#shared/contracts/organizer-reviews";
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MESSAGE,
  REVIEW_NOT_ELIGIBLE_MESSAGE,
} from "#shared/contracts/reviews";
import { DEFAULT_RATING } from "#shared/domain/ratings";
import { formatEventDate } from "#shared/domain/request-age";

const REVIEW_FAILED_MESSAGE = "Failed to submit review. Please try again.";
const MISSING_DETAIL =
  "We couldn't find this booking. The link may be mistyped, or the request or supplier may no longer exist.";

function InformationNotFound({ detail, onRetry }: { detail: string; onRetry?: () => void }) {
  return (
    <NotFoundView
      title="Information Not Found"
      thing="booking"
      detail={detail}
      back={{ to: paths.dashboard, label: "Back to Dashboard" }}
      onRetry={onRetry}
    />
  );
}

function AlreadyReviewed({
  supplierId,
  supplierName,
}: {
  supplierId: number;
  supplierName: string;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-green-100 text-green-800">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Already Reviewed</h1>
      <p className="mt-3 text-slate-600">
        You've already reviewed {supplierName} for this event. Each booking can be reviewed once.
      </p>
      <SupplierAndDashboardLinks supplierId={supplierId} supplierName={supplierName} />
    </div>
  );
}

/** Where an organizer goes from a booking they can't review now. */
function SupplierAndDashboardLinks({
  supplierId,
  supplierName,
}: {
  supplierId: number;
  supplierName: string;
}) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to={paths.supplier(supplierId)}>View {supplierName}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.dashboard}>Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/** The booking is real, but its event is still ahead: reviews wait for it (the server says so too). */
function NotYetReviewable({
  supplierId,
  supplierName,
  message,
}: {
  supplierId: number;
  supplierName: string;
  message: string;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Clock className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">After the Event</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <p className="mt-1 text-slate-600">
        Reviews tell other organizers how an event went, so they open once it has taken place.
      </p>
      <SupplierAndDashboardLinks supplierId={supplierId} supplierName={supplierName} />
    </div>
  );
}

function ReviewSkeleton() {
  return (
    <div className="mx-auto max-w-2xl">
      <span className="sr-only" role="status">
        Loading
      </span>
      <Skeleton className="h-8 w-1/2" />
      <div className="mt-8 space-y-6 rounded-xl border border-slate-200 p-6">
        <div className="flex items-center gap-3">
          <Skeleton className="size-16 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-32 w-full" />
      </div>
    </div>
  );
}

interface ReviewFormProps {
  requestId: number;
  supplierId: number;
  supplierName: string;
  supplierImage: string | null;
  requestTitle: string;
  eventDate: string;
}

function ReviewForm({
  requestId,
  supplierId,
  supplierName,
  supplierImage,
  requestTitle,
  eventDate,
}: ReviewFormProps) {
  const navigate = useNavigate();
  const create = useCreateReview();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setError(REVIEW_COMMENT_MESSAGE);
      toast({ title: "Error", description: REVIEW_COMMENT_MESSAGE, variant: "destructive" });
      return;
    }
    setError(undefined);
    try {
      const review = await create.mutateAsync({
        requestId,
        supplierId,
        rating,
        comment: comment.trim(),
      });
      toast({
        title: "Review Submitted",
        description:
          review.shownAt === null && review.showsOn !== null
            ? `Thank you! ${waitingReviewMessage(supplierName, review.showsOn)}`
            : `Thank you! Your review of ${supplierName} is on their profile.`,
        variant: "success",
      });
      navigate(paths.supplier(supplierId));
    } catch (failure) {
      toast({
        title: "Error",
        description: messageOf(failure, REVIEW_FAILED_MESSAGE),
        variant: "destructive",
      });
    }
  };

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Write a Review
      </h1>
      <p className="mt-1 text-slate-600">Your honest words help other organizers choose well.</p>
      <Card className="mt-8 p-5 sm:p-8">
        <div className="flex items-center gap-4 rounded-lg bg-slate-50 p-4">
          <Avatar name={supplierName} imageUrl={supplierImage} size="md" />
          <div className="min-w-0">
            <p className="text-lg font-semibold break-words text-slate-900">{supplierName}</p>
            <p className="text-sm break-words text-slate-700">
              <span className="sr-only">Event: </span>
              {requestTitle}
            </p>
            <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
              {formatEventDate(eventDate)}
            </p>
          </div>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={`Review of ${supplierName}`}
          className="mt-6 space-y-6"
        >
          <StarRatingInput value={rating} onChange={setRating} disabled={create.isPending} />
          <FormField
            label="Your review"
            error={error}
            hint={`What went well, and what could be better? ${comment.length}/${REVIEW_COMMENT_MAX_LENGTH}`}
            required
          >
            <Textarea
              rows={6}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                if (error && event.target.value.trim()) setError(undefined);
              }}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={paths.supplier(supplierId)}>Cancel</Link>
            </Button>
            <Button type="submit" variant="accent" disabled={create.isPending || create.isSuccess}>
              {create.isPending ? "Submitting..." : "Submit Review"}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

/** Ids are null when the address cannot name them; that is a not-found, asked of no one. */
export function ReviewPage({
  requestId,
  supplierId,
}: {
  requestId: number | null;
  supplierId: number | null;
}) {
  const hasIds = requestId !== null && supplierId !== null;
  const request = useRequestDetail(hasIds ? requestId : null);
  const supplier = useSupplierDetail(hasIds ? { by: "id", id: supplierId } : null);
  const reviewable = useReviewable(
    { requestId: requestId ?? undefined, supplierId: supplierId ?? undefined },
    hasIds,
  );
  const isNotEligible = reviewable.data?.length === 0;
  const waiting = reviewable.data?.find((booking) => !booking.isOpen);
  // Only to tell "already reviewed" from "not eligible"; only the owner may ask.
  const quotes = useRequestQuotes(requestId ?? 0, isNotEligible && request.data?.isOwner === true);
  // Once the form is up it stays: a sent review makes the booking ineligible, and the refetch
  // that follows must not swap the form out before the page moves on to the supplier.
  const formProps = useRef<ReviewFormProps | null>(null);
  if (
    hasIds &&
    !formProps.current &&
    request.data &&
    supplier.data &&
    reviewable.data?.[0]?.isOpen
  ) {
    formProps.current = {
      requestId,
      supplierId,
      supplierName: supplier.data.supplier.name,
      supplierImage: supplier.data.supplier.profileImage,
      requestTitle: request.data.title,
      eventDate: request.data.eventDate,
    };
  }

  let content: ReactNode;
  if (!hasIds) {
    content = <InformationNotFound detail={MISSING_DETAIL} />;
  } else if (formProps.current) {
    content = <ReviewForm {...formProps.current} />;
  } else if (request.isError || supplier.isError) {
    content = (
      <InformationNotFound detail={messageOf(request.error ?? supplier.error, MISSING_DETAIL)} />
    );
  } else if (reviewable.isError) {
    content = (
      <InformationNotFound
        detail={messageOf(reviewable.error, MISSING_DETAIL)}
        onRetry={() => reviewable.refetch()}
      />
    );
  } else if (supplier.data && waiting?.opensMessage) {
    content = (
      <NotYetReviewable
        supplierId={supplierId}
        supplierName={supplier.data.supplier.name}
        message={waiting.opensMessage}
      />
    );
  } else if (request.data && supplier.data && isNotEligible) {
    const own = quotes.data?.find((quote) => quote.supplierId === supplierId);
    if (request.data.isOwner && quotes.isPending) content = <ReviewSkeleton />;
    else if (own?.reviewed)
      content = (
        <AlreadyReviewed supplierId={supplierId} supplierName={supplier.data.supplier.name} />
      );
    else content = <InformationNotFound detail={REVIEW_NOT_ELIGIBLE_MESSAGE} />;
  } else {
    content = <ReviewSkeleton />;
  }
  return <Page>{content}</Page>;
}
