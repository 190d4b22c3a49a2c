import { CalendarDays, Clock } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import {
  useCreateOrganizerReview,
  useOrganizerReviewable,
} from "#client/features/organizer-profile/api/organizer-reviews";
import { StarRatingInput } from "#client/features/reviews";
import { messageOf } from "#client/lib/api-client";
import { waitingReviewMessage } from "#shared/contracts/organizer-reviews";
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_COMMENT_MESSAGE } from "#shared/contracts/reviews";
import { DEFAULT_RATING } from "#shared/domain/ratings";
import { formatEventDate } from "#shared/domain/request-age";

/**
 * The supplier of a booked hire reviews its organizer: they pick the booking (one whose event is
 * over), a rating and a comment. The server decides who may and when; this form only asks.
 */
export function ReviewOrganizerDialog({
  organizerId,
  organizerName,
  open,
  onOpenChange,
}: {
  organizerId: number;
  organizerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const reviewable = useOrganizerReviewable(organizerId, open);
  const create = useCreateOrganizerReview();
  const bookings = reviewable.data ?? [];
  const openBookings = bookings.filter((booking) => booking.isOpen);
  const [bookingId, setBookingId] = useState<number | null>(null);
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const chosen = bookingId ?? openBookings[0]?.bookingId ?? null;
  const resetCreate = create.reset;

  useEffect(() => {
    if (open) {
      setBookingId(null);
      setRating(DEFAULT_RATING);
      setComment("");
      setError(undefined);
      resetCreate();
    }
  }, [open, resetCreate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setError(REVIEW_COMMENT_MESSAGE);
      return;
    }
    if (chosen === null) return;
    setError(undefined);
    create.mutate(
      { bookingId: chosen, rating, comment: comment.trim() },
      {
        onSuccess(review) {
          toast({
            title: "Review Submitted",
            description:
              review.shownAt === null
                ? `Thank you! ${waitingReviewMessage(organizerName, review.showsOn)}`
                : `Thank you! Your review of ${organizerName} is on their page.`,
            variant: "success",
          });
          onOpenChange(false);
        },
      },
    );
  };

  let body: ReactNode;
  if (reviewable.isPending) {
    body = (
      <div className="space-y-2">
        <p className="sr-only" role="status">
          Loading your bookings with {organizerName}
        </p>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3.5 w-1/3" />
      </div>
    );
  } else if (reviewable.isError) {
    body = (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
        <p className="font-medium text-slate-900">Your bookings couldn't be loaded.</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void reviewable.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  } else if (openBookings.length === 0) {
    body = (
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          {bookings.length === 0
            ? `You have no booking with ${organizerName} waiting for a review. You can review an organizer after an event they booked you for.`
            : `You can review ${organizerName} once your event with them has taken place.`}
        </p>
        {bookings.map((booking) => (
          <p key={booking.bookingId} className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              <span className="font-medium text-slate-900">{booking.requestTitle}</span>:{" "}
              {booking.opensMessage}
            </span>
          </p>
        ))}
      </div>
    );
  } else {
    body = (
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
        {openBookings.length > 1 ? (
          <FormField label="Event">
            <select
              className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
              value={chosen ?? ""}
              onChange={(event) => setBookingId(Number(event.target.value))}
            >
              {openBookings.map((booking) => (
                <option key={booking.bookingId} value={booking.bookingId}>
                  {booking.requestTitle} ({formatEventDate(booking.eventDate)})
                </option>
              ))}
            </select>
          </FormField>
        ) : (
          openBookings.map((booking) => (
            <p key={booking.bookingId} className="rounded-lg bg-slate-50 p-3 text-sm">
              <span className="block font-medium break-words text-slate-900">
                <span className="sr-only">Event: </span>
                {booking.requestTitle}
              </span>
              <span className="mt-0.5 inline-flex items-center gap-1.5 text-slate-600">
                <CalendarDays className="size-4 text-brand-700" aria-hidden="true" />
                {formatEventDate(booking.eventDate)}
              </span>
            </p>
          ))
        )}
        <StarRatingInput value={rating} onChange={setRating} disabled={create.isPending} />
        <FormField
          label="Your review"
          error={error}
          hint={`How was working with ${organizerName}? ${comment.length}/${REVIEW_COMMENT_MAX_LENGTH}`}
          required
        >
          <Textarea
            rows={5}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (error && event.target.value.trim()) setError(undefined);
            }}
          />
        </FormField>
        {create.isError && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {messageOf(create.error, "Failed to submit review. Please try again.")}
          </p>
        )}
      </form>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
      title={`Review ${organizerName}`}
      description="Your review shows once the organizer has reviewed you too, or 14 days after the event."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Close
          </Button>
          {openBookings.length > 0 && (
            <Button type="submit" form={formId} disabled={create.isPending}>
              {create.isPending ? "Submitting..." : "Submit Review"}
            </Button>
          )}
        </>
      }
    >
      {body}
    </Dialog>
  );
}
